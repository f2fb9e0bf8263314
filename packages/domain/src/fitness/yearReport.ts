// A student's physique year (issue 48): which of the year's stored results count, the report the
// standard makes of them, and the tallies of a class, a grade or a school. Results arrive one by
// one from devices, sheets and files, so a measurement may have several values: the tallies must
// never depend on the order they arrived in.

import { type PhysiqueReport, scorePhysique } from '../physique/engine.ts';
import { isTimedRun, type PhysiqueMeasurement, recordedValue } from '../physique/measurements.ts';
import { PHYSIQUE_ITEMS, type PhysiqueBand, type PhysiqueItem } from '../physique/rules.ts';
import type { GradeKey } from '../school-year.ts';
import { gradeOfKey } from '../school-year.ts';
import type { Sex } from '../sex.ts';

/** A stored result as the year's report reads it. */
export interface YearResult {
  readonly measurement: PhysiqueMeasurement;
  /** In the measurement's unit (seconds for runs). */
  readonly value: number;
  /** Flagged as implausible and not yet confirmed: kept, never counted. */
  readonly needsCheck: boolean;
  /** `invalid` results (withdrawn by a correction) never count. */
  readonly validity: 'valid' | 'invalid' | string;
  /** When it was measured, as an ISO instant or a date. */
  readonly measuredAt: string | Date;
  /** The result's id: the last tie-break, so that equal values choose the same row every time. */
  readonly id: string;
}

/** Whether a lower value is the better one: the timed items (50 m and the runs). */
export function lowerIsBetter(measurement: PhysiqueMeasurement): boolean {
  return measurement === 'sprint50m' || isTimedRun(measurement);
}

/**
 * Which of two values of a measurement counts: the better one (a test may be taken more than once
 * in a year and the standard records the best attempt); height and weight describe the student
 * rather than a performance, so their later value counts. Equal values keep the earlier result.
 */
export function betterResultOf<R extends YearResult>(a: R, b: R): R {
  if (a.measurement === 'height' || a.measurement === 'weight') {
    const order = instant(a.measuredAt) - instant(b.measuredAt) || a.id.localeCompare(b.id);
    return order >= 0 ? a : b;
  }
  if (a.value !== b.value) {
    const aBetter = lowerIsBetter(a.measurement) ? a.value < b.value : a.value > b.value;
    return aBetter ? a : b;
  }
  const order = instant(a.measuredAt) - instant(b.measuredAt) || a.id.localeCompare(b.id);
  return order <= 0 ? a : b;
}

function instant(at: string | Date): number {
  return typeof at === 'string' ? Date.parse(at) : at.getTime();
}

/** What {@link countedValues} answers. */
export interface CountedValues {
  /** The value that counts per measurement: the result chosen by {@link betterResultOf}. */
  readonly values: Partial<Record<PhysiqueMeasurement, number>>;
  /** Measurements with a value waiting for its second check and none that counts yet. */
  readonly waiting: readonly PhysiqueMeasurement[];
}

/**
 * The values that count for the year out of a student's results: only valid, checked results;
 * of several, the one {@link betterResultOf} chooses. A measurement whose only values wait for a
 * check is listed as waiting, so that the screen can tell "not measured" from "to be checked".
 */
export function countedValues(results: readonly YearResult[]): CountedValues {
  const chosen = new Map<PhysiqueMeasurement, YearResult>();
  const flagged = new Set<PhysiqueMeasurement>();
  for (const result of results) {
    if (result.validity !== 'valid') continue;
    if (result.needsCheck) {
      flagged.add(result.measurement);
      continue;
    }
    const current = chosen.get(result.measurement);
    chosen.set(result.measurement, current ? betterResultOf(current, result) : result);
  }
  const values: Partial<Record<PhysiqueMeasurement, number>> = {};
  for (const [measurement, result] of chosen) values[measurement] = result.value;
  return { values, waiting: [...flagged].filter((measurement) => !chosen.has(measurement)) };
}

/** A student's year: the report and what it still lacks. */
export interface YearReport {
  readonly report: PhysiqueReport;
  readonly values: Partial<Record<PhysiqueMeasurement, number>>;
  /** Measurements with values that wait for a check (none counts yet). */
  readonly waiting: readonly PhysiqueMeasurement[];
  /** Whether any value counts: a student with none has not been tested this year. */
  readonly tested: boolean;
}

/**
 * The year's report of a student from the year's stored results: the counted values scored by the
 * standard for the grade the student was tested in, with the items missing or exempt.
 *
 * @throws DomainError as {@link scorePhysique} does (an unknown sex or grade, an exempt item the
 *   grade does not take).
 */
export function physiqueYearReport(input: {
  readonly sex: Sex;
  readonly gradeKey: GradeKey;
  readonly results: readonly YearResult[];
  readonly exempt?: readonly PhysiqueItem[];
}): YearReport {
  const counted = countedValues(input.results);
  // The year shows, scores, prints and uploads each value as the standard records it.
  const values: Partial<Record<PhysiqueMeasurement, number>> = {};
  for (const [measurement, value] of Object.entries(counted.values) as [PhysiqueMeasurement, number][]) {
    values[measurement] = recordedValue(measurement, value);
  }
  const { waiting } = counted;
  const report = scorePhysique({
    sex: input.sex,
    grade: gradeOfKey(input.gradeKey),
    measurements: values,
    exempt: input.exempt ?? [],
  });
  return { report, values, waiting, tested: Object.keys(values).length > 0 };
}

/**
 * Below this many students with a band, a group's rates are not shown, only its counts: a rate of
 * a handful of children says more about one child than about the group, and can name them.
 */
export const PHYSIQUE_RATE_MIN_STUDENTS = 10;

/** The tallies of a group of students (a class, a grade, a school) for one year. */
export interface PhysiqueTally {
  /** Students on the roll who were to be tested. */
  readonly enrolled: number;
  /** Students with at least one value that counts. */
  readonly tested: number;
  /** `tested` of `enrolled`, in percent with one decimal; null below {@link PHYSIQUE_RATE_MIN_STUDENTS} enrolled. */
  readonly participationRate: number | null;
  /** Students exempt from at least one item (counted in `enrolled`, left out of the rates). */
  readonly exempt: number;
  /** Students whose every item is scored: the rates are over them. */
  readonly complete: number;
  readonly bands: Record<PhysiqueBand, number>;
  /** `complete` students at pass or better, in percent with one decimal; null below {@link PHYSIQUE_RATE_MIN_STUDENTS}. */
  readonly passRate: number | null;
  /** `complete` students at excellent, as `passRate`. */
  readonly excellentRate: number | null;
  /** The mean total of `complete` students, one decimal; null when rates are withheld. */
  readonly meanTotal: number | null;
  /** Per item scored for at least one student: how many were scored, how many at 60 or more, the rate as above. */
  readonly items: { item: PhysiqueItem; scored: number; passed: number; passRate: number | null }[];
}

/**
 * What a group's tallies are made of: counts only, so that the counts of classes add up to their
 * grade's, and schools' to their district's, and rates are taken once over the sum.
 */
export interface PhysiqueCounts {
  readonly enrolled: number;
  readonly tested: number;
  readonly exempt: number;
  readonly complete: number;
  readonly bands: Readonly<Record<PhysiqueBand, number>>;
  /** The sum of the complete students' totals, in hundredths (exact: totals are whole hundredths). */
  readonly totalHundredths: number;
  /** Per item scored for at least one student. */
  readonly items: Readonly<Partial<Record<PhysiqueItem, { readonly scored: number; readonly passed: number }>>>;
}

/** The counts of no students: the start of a sum. */
export const NO_PHYSIQUE_COUNTS: PhysiqueCounts = {
  enrolled: 0,
  tested: 0,
  exempt: 0,
  complete: 0,
  bands: { excellent: 0, good: 0, pass: 0, fail: 0 },
  totalHundredths: 0,
  items: {},
};

/** The counts of a group's year reports; exempt students count as enrolled. */
export function physiqueCountsOf(reports: readonly YearReport[]): PhysiqueCounts {
  const bands: Record<PhysiqueBand, number> = { excellent: 0, good: 0, pass: 0, fail: 0 };
  const items: Partial<Record<PhysiqueItem, { scored: number; passed: number }>> = {};
  let tested = 0;
  let exempt = 0;
  let complete = 0;
  let totalHundredths = 0;
  for (const year of reports) {
    if (year.tested) tested++;
    if (year.report.exempt.length > 0) exempt++;
    for (const entry of year.report.items) {
      const tally = items[entry.item] ?? { scored: 0, passed: 0 };
      tally.scored++;
      if (entry.score >= 60) tally.passed++;
      items[entry.item] = tally;
    }
    if (year.report.band) {
      complete++;
      bands[year.report.band]++;
      totalHundredths += Math.round(year.report.total * 100);
    }
  }
  return { enrolled: reports.length, tested, exempt, complete, bands, totalHundredths, items };
}

/** The counts of two groups together (two classes, two schools). */
export function addPhysiqueCounts(a: PhysiqueCounts, b: PhysiqueCounts): PhysiqueCounts {
  const items: Partial<Record<PhysiqueItem, { scored: number; passed: number }>> = {};
  for (const item of PHYSIQUE_ITEMS) {
    const [x, y] = [a.items[item], b.items[item]];
    if (x || y)
      items[item] = { scored: (x?.scored ?? 0) + (y?.scored ?? 0), passed: (x?.passed ?? 0) + (y?.passed ?? 0) };
  }
  return {
    enrolled: a.enrolled + b.enrolled,
    tested: a.tested + b.tested,
    exempt: a.exempt + b.exempt,
    complete: a.complete + b.complete,
    bands: {
      excellent: a.bands.excellent + b.bands.excellent,
      good: a.bands.good + b.bands.good,
      pass: a.bands.pass + b.bands.pass,
      fail: a.bands.fail + b.bands.fail,
    },
    totalHundredths: a.totalHundredths + b.totalHundredths,
    items,
  };
}

/** A rate in percent with one decimal, or null when the group is too small to show one. */
function rateOf(part: number, whole: number): number | null {
  if (whole < PHYSIQUE_RATE_MIN_STUDENTS) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/**
 * A group's tallies from its counts: the rates over the students with every item scored, each
 * withheld below {@link PHYSIQUE_RATE_MIN_STUDENTS}. Exempt students count as enrolled (they were
 * on the roll) but not in the rates: an exemption granted under the standard neither raises nor
 * lowers a class's pass rate.
 */
export function physiqueTallyOfCounts(counts: PhysiqueCounts): PhysiqueTally {
  const { enrolled, tested, exempt, complete, bands } = counts;
  const passRate = rateOf(complete - bands.fail, complete);
  return {
    enrolled,
    tested,
    participationRate: rateOf(tested, enrolled),
    exempt,
    complete,
    bands: { ...bands },
    passRate,
    excellentRate: rateOf(bands.excellent, complete),
    meanTotal: passRate === null ? null : Math.round(counts.totalHundredths / complete / 10) / 10,
    items: PHYSIQUE_ITEMS.flatMap((item) => {
      const tally = counts.items[item];
      return tally ? [{ item, ...tally, passRate: rateOf(tally.passed, tally.scored) }] : [];
    }),
  };
}

/** The tallies of a group's year reports (see {@link physiqueTallyOfCounts}). */
export function physiqueTallyOf(reports: readonly YearReport[]): PhysiqueTally {
  return physiqueTallyOfCounts(physiqueCountsOf(reports));
}

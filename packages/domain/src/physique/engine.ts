import { DomainError } from '../errors.ts';
import type { DomainMessageId } from '../messages/index.ts';
import { divideAndRound, roundTo } from '../rounding.ts';
import type { GradeKey, StudentGrade } from '../school-year.ts';
import { gradeKey } from '../school-year.ts';
import type { Sex } from '../sex.ts';
import { assertSex, physiqueGroupOf, physiqueItemsFor } from './groups.ts';
import {
  isPhysiqueMeasurement,
  type PhysiqueMeasurement,
  type PhysiqueMeasurements,
  recordedValue,
} from './measurements.ts';
import type { BonusRule, PhysiqueBand, PhysiqueGradeGroup, PhysiqueItem } from './rules.ts';
import { PHYSIQUE_GROUPS, PHYSIQUE_MAX_BONUS, PHYSIQUE_MAX_TOTAL } from './rules.ts';
import tables from './tables.json' with { type: 'json' };
import { physiqueBand } from './totals.ts';

/** The BMI bands of the standard. */
export type BmiBand = 'normal' | 'underweight' | 'overweight' | 'obese';

interface BmiBandRow {
  readonly band: BmiBand;
  readonly score: number;
  readonly min?: number;
  readonly max?: number;
}

interface SourceColumn<Row> {
  readonly column: string;
  readonly grades: readonly GradeKey[];
  readonly rows: Row;
}

type ThresholdItem = Exclude<PhysiqueItem, 'bmi'>;

interface ThresholdTable {
  readonly better: 'higher' | 'lower';
  // [score, threshold] pairs, best score first.
  readonly thresholds: readonly (readonly [number, number])[];
}

interface TablesFile {
  readonly bmi: Readonly<
    Record<Sex, readonly { column: string; grades: readonly GradeKey[]; bands: readonly BmiBandRow[] }[]>
  >;
  readonly items: Readonly<
    Record<
      ThresholdItem,
      {
        readonly better: 'higher' | 'lower';
        readonly male?: readonly {
          column: string;
          grades: readonly GradeKey[];
          thresholds: readonly [number, number][];
        }[];
        readonly female?: readonly {
          column: string;
          grades: readonly GradeKey[];
          thresholds: readonly [number, number][];
        }[];
      }
    >
  >;
}

const TABLES = tables as unknown as TablesFile;

// Lookup keyed by `${item}/${sex}/${gradeKey}`, built once from the data file.
function indexBy<Row>(columns: readonly SourceColumn<Row>[], prefix: string, into: Map<string, Row>): void {
  for (const column of columns) for (const grade of column.grades) into.set(`${prefix}/${grade}`, column.rows);
}

const BMI_BANDS = new Map<string, readonly BmiBandRow[]>();
const THRESHOLDS = new Map<string, ThresholdTable>();
for (const sex of ['male', 'female'] as const) {
  indexBy(
    TABLES.bmi[sex].map((column) => ({ ...column, rows: column.bands })),
    sex,
    BMI_BANDS,
  );
  for (const [item, table] of Object.entries(TABLES.items) as [ThresholdItem, TablesFile['items'][ThresholdItem]][]) {
    const columns = (table[sex] ?? []).map((column) => ({
      ...column,
      rows: { better: table.better, thresholds: column.thresholds },
    }));
    indexBy(columns, `${item}/${sex}`, THRESHOLDS);
  }
}

/**
 * Body-mass index from height (cm) and weight (kg) as recorded (to 0.1, see `RECORDING`),
 * rounded to 1 decimal (half away from zero) before it is banded, because the standard's BMI bands
 * are written to 1 decimal and leave no gap only at that precision (18.1 | 18.2). The quotient is
 * taken exactly, so a BMI on a band's edge is never pushed across it by a binary fraction.
 *
 * @throws DomainError `physique.error.measurement` unless both are positive finite numbers.
 */
export function bmiOf(heightCm: number, weightKg: number): number {
  // In tenths both are whole: BMI = (w / 10) / (h / 1000)^2 = w * 100000 / h^2.
  const height = Math.round(recordedValue('height', heightCm) * 10);
  const weight = Math.round(recordedValue('weight', weightKg) * 10);
  return divideAndRound(weight * 100_000, height * height, 1);
}

/**
 * The BMI band and its score for a BMI value in kg/m²: normal 100, underweight 80, overweight 80
 * (the table's empty merged cell), obese 60. The value is first rounded to 1 decimal, the
 * precision of the bands (see {@link bmiOf}). University years share one column.
 *
 * @throws DomainError `physique.error.sex`, `grade.error.unknown`, or `physique.error.measurement`
 *   for a non-positive or non-finite BMI.
 */
export function bmiBandOf(sex: Sex, grade: StudentGrade, bmi: number): { band: BmiBand; score: number } {
  assertSex(sex);
  const bands = BMI_BANDS.get(`${sex}/${gradeKey(grade)}`) as readonly BmiBandRow[];
  if (typeof bmi !== 'number' || !Number.isFinite(bmi) || bmi <= 0) {
    throw new DomainError('physique.error.measurement', { item: 'bmi', value: String(bmi) });
  }
  const value = roundTo(bmi, 1);
  // At 1 decimal the bands of every column leave no gap (a test checks it), so one always matches.
  const { band, score } = bands.find(
    (row) => (row.min === undefined || value >= row.min) && (row.max === undefined || value <= row.max),
  ) as BmiBandRow;
  return { band, score };
}

function thresholdTable(item: ThresholdItem, sex: Sex, grade: StudentGrade): ThresholdTable {
  const key = gradeKey(grade);
  const table = THRESHOLDS.get(`${item}/${sex}/${key}`);
  if (!table) throw new DomainError('physique.error.itemNotForGrade', { item, grade: key, sex });
  return table;
}

/**
 * The score (0 to 100) of one item's result: the highest table row whose threshold the result
 * reaches (at or above for counts and distances, at or below for times); below the lowest row, 0.
 * Pull-up levels that the table leaves empty are skipped. For `bmi`, pass the BMI value.
 *
 * @param value the result in the item's unit (see {@link PhysiqueMeasurements}); runs also as `m'ss"`.
 * @throws DomainError `physique.error.sex`, `grade.error.unknown`, `physique.error.itemNotForGrade`
 *   (e.g. rope skipping in grade 8), `physique.error.measurement` or `physique.error.time`.
 */
export function scorePhysiqueItem(item: PhysiqueItem, sex: Sex, grade: StudentGrade, value: number | string): number {
  assertSex(sex);
  if (item === 'bmi') return bmiBandOf(sex, grade, value as number).score;
  const table = thresholdTable(item, sex, grade);
  const result = recordedValue(item, value);
  const reached = table.thresholds.find(([, threshold]) =>
    table.better === 'higher' ? result >= threshold : result <= threshold,
  );
  return reached ? reached[0] : 0;
}

/**
 * The bonus points a result earns under a rule: the part beyond the item's 100-point threshold
 * (extra repetitions, or seconds faster) compared with the rule's steps.
 */
function bonusPoints(rule: BonusRule, sex: Sex, grade: StudentGrade, result: number): number {
  const table = thresholdTable(rule.item as ThresholdItem, sex, grade);
  const [, best] = table.thresholds[0] as readonly [number, number];
  const beyond = table.better === 'higher' ? result - best : best - result;
  return rule.steps.filter((step) => beyond >= step).length;
}

/** One scored item of a {@link PhysiqueReport}. */
export interface PhysiqueItemResult {
  /** The item. */
  readonly item: PhysiqueItem;
  /** Its weight in percent. */
  readonly weight: number;
  /** The result used (BMI in kg/m², runs in seconds). */
  readonly value: number;
  /** The item score, 0 to 100. */
  readonly score: number;
  /** `score x weight / 100`. */
  readonly weightedScore: number;
  /** For `bmi` only: the band. */
  readonly bmiBand?: BmiBand;
}

/** The report of one student's test year. */
export interface PhysiqueReport {
  /** The grade group whose items and weights were applied. */
  readonly group: PhysiqueGradeGroup;
  /** The scored items, in report order. */
  readonly items: readonly PhysiqueItemResult[];
  /** Items of the group with no result (BMI lacks height or weight): not scored, never 0. */
  readonly missing: readonly PhysiqueItem[];
  /** Items the student is exempt from (medical grounds): not scored, never 0. */
  readonly exempt: readonly PhysiqueItem[];
  /** Measurements given that the group does not use (e.g. rope skipping in grade 8). */
  readonly ignored: readonly PhysiqueMeasurement[];
  /** Sum of weighted scores of the scored items, 0 to 100 (partial when incomplete). */
  readonly standardScore: number;
  /** Bonus points per item that earned any. */
  readonly bonusItems: readonly { readonly item: PhysiqueItem; readonly points: number }[];
  /** Bonus points in all, 0 to 20. */
  readonly bonus: number;
  /** Standard score plus bonus, 0 to 120 (partial when incomplete). */
  readonly total: number;
  /** Whether every item of the group was scored (nothing missing or exempt). */
  readonly complete: boolean;
  /** The band of the total; `null` when the report is incomplete. */
  readonly band: PhysiqueBand | null;
}

/** What {@link scorePhysique} needs. */
export interface PhysiqueInput {
  /** The student's sex. */
  readonly sex: Sex;
  /** The student's grade (school 1-12 or university year 1-4). */
  readonly grade: StudentGrade;
  /** The results measured. */
  readonly measurements: PhysiqueMeasurements;
  /** Items the student is exempt from; each must be an item of the grade group. */
  readonly exempt?: readonly PhysiqueItem[];
}

/**
 * Scores a student's test year under the 2014 national standard: each item's score and weight,
 * the weighted standard score, bonus points (primary: rope skipping, +1 per 2 skips beyond the
 * 100-point threshold, at most 20; secondary and university: pull-ups/sit-ups and 1000 m/800 m,
 * each at most 10), the year total (at most 120) and its band. Missing and exempt items are
 * listed and leave the report incomplete (band `null`); they are never scored as 0. Bonus points
 * come only from scored items.
 *
 * @throws DomainError `physique.error.sex`, `grade.error.unknown`, `physique.error.measurement`
 *   (negative, fractional count, NaN...), `physique.error.time` (malformed `m'ss"`) or
 *   `physique.error.exemptItem` (an exempt item the group does not take).
 */
export function scorePhysique(input: PhysiqueInput): PhysiqueReport {
  const { sex, grade, measurements } = input;
  const plan = physiqueItemsFor(sex, grade);
  const group = physiqueGroupOf(grade);
  const exemptItems = input.exempt ?? [];
  for (const item of exemptItems) {
    if (!plan.some((entry) => entry.item === item)) {
      throw new DomainError('physique.error.exemptItem', { item: String(item), grade: gradeKey(grade) });
    }
  }

  const given = new Map<PhysiqueMeasurement, number>();
  for (const [name, raw] of Object.entries(measurements) as [
    PhysiqueMeasurement,
    number | string | null | undefined,
  ][]) {
    if (!isPhysiqueMeasurement(name))
      throw new DomainError('physique.error.measurement', { item: name, value: String(raw) });
    if (raw !== undefined && raw !== null) given.set(name, recordedValue(name, raw));
  }

  const items: PhysiqueItemResult[] = [];
  const missing: PhysiqueItem[] = [];
  const exempt: PhysiqueItem[] = [];
  const used = new Set<PhysiqueMeasurement>();
  for (const { item, weight } of plan) {
    if (exemptItems.includes(item)) {
      exempt.push(item);
      continue;
    }
    const inputs: readonly PhysiqueMeasurement[] = item === 'bmi' ? ['height', 'weight'] : [item];
    for (const name of inputs) used.add(name);
    if (!inputs.every((name) => given.has(name))) {
      missing.push(item);
      continue;
    }
    const value =
      item === 'bmi'
        ? bmiOf(given.get('height') as number, given.get('weight') as number)
        : (given.get(item) as number);
    const bmi = item === 'bmi' ? bmiBandOf(sex, grade, value) : undefined;
    const score = bmi ? bmi.score : scorePhysiqueItem(item, sex, grade, value);
    items.push({
      item,
      weight,
      value,
      score,
      weightedScore: (score * weight) / 100,
      ...(bmi ? { bmiBand: bmi.band } : {}),
    });
  }

  const bonusItems = PHYSIQUE_GROUPS[group].bonus[sex]
    .map((rule) => {
      const scored = items.find((entry) => entry.item === rule.item);
      return { item: rule.item, points: scored ? bonusPoints(rule, sex, grade, scored.value) : 0 };
    })
    .filter((entry) => entry.points > 0);

  // Weighted scores add up in hundredths exactly: every score and weight is a whole number.
  const weightedHundredths = items.reduce((sum, entry) => sum + entry.score * entry.weight, 0);
  const bonus = Math.min(
    PHYSIQUE_MAX_BONUS,
    bonusItems.reduce((sum, entry) => sum + entry.points, 0),
  );
  const complete = missing.length === 0 && exempt.length === 0;
  const total = Math.min(PHYSIQUE_MAX_TOTAL, (weightedHundredths + bonus * 100) / 100);
  return {
    group,
    items,
    missing,
    exempt,
    ignored: [...given.keys()].filter((name) => !used.has(name) && !isExemptInput(name, exemptItems)),
    standardScore: weightedHundredths / 100,
    bonusItems,
    bonus,
    total,
    complete,
    band: complete ? physiqueBand(total) : null,
  };
}

// A measurement of an exempt item is neither used nor "ignored": the exemption explains it.
function isExemptInput(name: PhysiqueMeasurement, exempt: readonly PhysiqueItem[]): boolean {
  return exempt.some((item) => item === name || (item === 'bmi' && (name === 'height' || name === 'weight')));
}

/** The message id of a BMI band's label (`physique.bmiBand.overweight` → 超重 / Overweight). */
export function bmiBandLabel(band: BmiBand): DomainMessageId {
  return `physique.bmiBand.${band}`;
}

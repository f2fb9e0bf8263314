import { describe, expect, it } from 'vitest';
import { scorePhysique } from '../physique/engine.ts';
import type { PhysiqueMeasurement } from '../physique/measurements.ts';
import {
  addPhysiqueCounts,
  betterResultOf,
  countedValues,
  NO_PHYSIQUE_COUNTS,
  PHYSIQUE_RATE_MIN_STUDENTS,
  physiqueCountsOf,
  physiqueTallyOf,
  physiqueTallyOfCounts,
  physiqueYearReport,
  type YearReport,
  type YearResult,
} from './yearReport.ts';

let serial = 0;
function result(measurement: PhysiqueMeasurement, value: number, day: number, extra: Partial<YearResult> = {}) {
  serial++;
  return {
    id: `r${String(serial).padStart(3, '0')}`,
    measurement,
    value,
    needsCheck: false,
    validity: 'valid',
    measuredAt: `2026-09-${String(day).padStart(2, '0')}T08:00:00Z`,
    ...extra,
  } satisfies YearResult;
}

describe('the values that count for the year', () => {
  it('takes the best attempt: the highest count or distance, the lowest time', () => {
    const counted = countedValues([
      result('ropeSkipping', 120, 1),
      result('ropeSkipping', 131, 2),
      result('ropeSkipping', 125, 3),
      result('sprint50m', 9.8, 1),
      result('sprint50m', 9.4, 2),
      result('sprint50m', 9.6, 3),
      result('shuttleRun50x8', 112, 1),
      result('shuttleRun50x8', 108, 2),
    ]);
    expect(counted.values).toEqual({ ropeSkipping: 131, sprint50m: 9.4, shuttleRun50x8: 108 });
    expect(counted.waiting).toEqual([]);
  });

  it('takes the latest height and weight, whatever their size', () => {
    const counted = countedValues([result('height', 131.5, 9), result('height', 130.2, 1), result('weight', 28, 4)]);
    expect(counted.values).toEqual({ height: 131.5, weight: 28 });
  });

  it('never counts a value waiting for its check or withdrawn, and says which wait', () => {
    const counted = countedValues([
      result('vitalCapacity', 9000, 1, { needsCheck: true }),
      result('sitUps', 30, 1, { validity: 'invalid' }),
      result('sitAndReach', 40, 1, { needsCheck: true }),
      result('sitAndReach', 8.5, 2),
    ]);
    expect(counted.values).toEqual({ sitAndReach: 8.5 });
    // Sit-and-reach has a value that counts: its flagged one no longer holds the report up.
    expect(counted.waiting).toEqual(['vitalCapacity']);
  });

  it('chooses the same result whatever order the results arrived in', () => {
    const a = result('standingLongJump', 180, 1);
    const b = result('standingLongJump', 180, 2);
    expect(betterResultOf(a, b)).toBe(a);
    expect(betterResultOf(b, a)).toBe(a);
    const early = result('weight', 40, 1);
    const late = result('weight', 39, 5);
    expect(betterResultOf(early, late)).toBe(late);
    expect(betterResultOf(late, early)).toBe(late);
  });
});

describe('a student’s year report', () => {
  it('scores the counted values for the grade tested in, as the standard does', () => {
    const results = [
      result('height', 125, 1),
      result('weight', 25, 1),
      result('vitalCapacity', 1200, 1),
      result('sprint50m', 10.8, 1),
      result('sprint50m', 10.2, 2),
      result('sitAndReach', 12, 1),
      result('ropeSkipping', 90, 1),
    ];
    const year = physiqueYearReport({ sex: 'female', gradeKey: 'g2', results });
    const expected = scorePhysique({
      sex: 'female',
      grade: { school: 2 },
      measurements: {
        height: 125,
        weight: 25,
        vitalCapacity: 1200,
        sprint50m: 10.2,
        sitAndReach: 12,
        ropeSkipping: 90,
      },
    });
    expect(year.report).toEqual(expected);
    expect(year.report.complete).toBe(true);
    expect(year.tested).toBe(true);
  });

  it('leaves a student without counted values untested, with every item missing', () => {
    const year = physiqueYearReport({
      sex: 'male',
      gradeKey: 'g8',
      results: [result('run1000m', 700, 1, { needsCheck: true })],
    });
    expect(year.tested).toBe(false);
    expect(year.report.band).toBeNull();
    expect(year.report.missing).toContain('run1000m');
    expect(year.waiting).toEqual(['run1000m']);
  });
});

/** A year report standing for a student of the given band (or none), built as the engine would. */
function yearOf(band: 'excellent' | 'good' | 'pass' | 'fail' | null, total: number, exempt = false): YearReport {
  return {
    values: {},
    waiting: [],
    tested: band !== null || exempt,
    report: {
      group: 'primary1to2',
      items: band
        ? [{ item: 'sprint50m', weight: 20, value: 9, score: band === 'fail' ? 40 : 80, weightedScore: 16 }]
        : [],
      missing: [],
      exempt: exempt ? ['ropeSkipping'] : [],
      ignored: [],
      standardScore: total,
      bonusItems: [],
      bonus: 0,
      total,
      complete: band !== null,
      band,
    },
  };
}

describe('the tallies of a group', () => {
  it('counts participation and bands, and gives rates over the students with every item scored', () => {
    const reports = [
      ...Array.from({ length: 3 }, () => yearOf('excellent', 95)),
      ...Array.from({ length: 4 }, () => yearOf('good', 85)),
      ...Array.from({ length: 4 }, () => yearOf('pass', 70)),
      ...Array.from({ length: 1 }, () => yearOf('fail', 50)),
      yearOf(null, 0, true),
      yearOf(null, 0),
    ];
    const tally = physiqueTallyOf(reports);
    expect(tally).toMatchObject({ enrolled: 14, tested: 13, exempt: 1, complete: 12 });
    // 13 of 14 tested: 92.857…% → 92.9.
    expect(tally.participationRate).toBe(92.9);
    expect(tally.bands).toEqual({ excellent: 3, good: 4, pass: 4, fail: 1 });
    // 11 of 12 pass: 91.666…% → 91.7; 3 of 12 excellent: 25%; mean (285 + 340 + 280 + 50) / 12 = 79.58… → 79.6.
    expect(tally.passRate).toBe(91.7);
    expect(tally.excellentRate).toBe(25);
    expect(tally.meanTotal).toBe(79.6);
    expect(tally.items).toEqual([{ item: 'sprint50m', scored: 12, passed: 11, passRate: 91.7 }]);
  });

  it('withholds rates of a group too small to show them, keeping its counts', () => {
    const reports = Array.from({ length: PHYSIQUE_RATE_MIN_STUDENTS - 1 }, () => yearOf('pass', 65));
    const tally = physiqueTallyOf(reports);
    expect(tally.bands.pass).toBe(PHYSIQUE_RATE_MIN_STUDENTS - 1);
    expect(tally.passRate).toBeNull();
    expect(tally.excellentRate).toBeNull();
    expect(tally.meanTotal).toBeNull();
    expect(tally.participationRate).toBeNull();
    expect(tally.items[0]?.passRate).toBeNull();
  });

  it('adds small groups up to a large one whose rates show: two classes of six make a grade of twelve', () => {
    const first = [
      yearOf('excellent', 95.5),
      yearOf('good', 85),
      yearOf('pass', 70),
      yearOf('pass', 61),
      yearOf('fail', 40),
      yearOf(null, 0),
    ];
    const second = [
      yearOf('excellent', 90),
      yearOf('excellent', 99.95),
      yearOf('good', 80),
      yearOf('pass', 60),
      yearOf('pass', 75),
      yearOf('good', 89.95),
    ];
    // Each class alone is under ten: counts, no rates.
    expect(physiqueTallyOfCounts(physiqueCountsOf(first)).passRate).toBeNull();
    const grade = [first, second].map(physiqueCountsOf).reduce(addPhysiqueCounts, NO_PHYSIQUE_COUNTS);
    // The sum of the classes' counts is the count of all their students.
    expect(grade).toEqual(physiqueCountsOf([...first, ...second]));
    const tally = physiqueTallyOfCounts(grade);
    // 11 complete, 10 at pass or better: 90.909…% → 90.9; 3 excellent: 27.3%.
    expect(tally).toMatchObject({ enrolled: 12, tested: 11, complete: 11, passRate: 90.9, excellentRate: 27.3 });
    // Totals kept in hundredths add exactly: (351.5 + 494.9) / 11 = 76.945… → 76.9.
    expect(grade.totalHundredths).toBe(84_640);
    expect(tally.meanTotal).toBe(76.9);
  });

  it('tallies an empty group as nobody, not as an error', () => {
    const tally = physiqueTallyOf([]);
    expect(tally).toMatchObject({
      enrolled: 0,
      tested: 0,
      complete: 0,
      passRate: null,
      participationRate: null,
      items: [],
    });
  });
});

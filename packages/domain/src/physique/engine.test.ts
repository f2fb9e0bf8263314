import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADE_KEYS, gradeOfKey } from '../school-year.ts';
import { SEXES } from '../sex.ts';
import { bmiBandLabel, bmiBandOf, bmiOf, scorePhysique, scorePhysiqueItem } from './engine.ts';
import { physiqueGroupOf, physiqueItemsFor } from './groups.ts';
import { type PhysiqueMeasurements, recordedValue } from './measurements.ts';
import { physiqueItemLabel } from './rules.ts';
import { graduationScore, isGraduationScoreFlagged, mayRetake, physiqueBand, physiqueBandLabel } from './totals.ts';

const boy1 = { school: 1 } as const;

describe('single items (known values of the 2014 tables)', () => {
  it('scores boys grade 1 50 m', () => {
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 10.2)).toBe(100);
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 10.25)).toBe(95);
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 12.6)).toBe(60);
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 13.6)).toBe(10);
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 13.7)).toBe(0);
  });

  it('scores runs given as m\'ss"', () => {
    expect(scorePhysiqueItem('run1000m', 'male', { school: 7 }, `3'55"`)).toBe(100);
    expect(scorePhysiqueItem('run1000m', 'male', { school: 8 }, `3'55"`)).toBe(95);
    expect(scorePhysiqueItem('run800m', 'female', { university: 1 }, `4'34"`)).toBe(60);
    expect(scorePhysiqueItem('run800m', 'female', { university: 2 }, 274)).toBe(60);
    expect(scorePhysiqueItem('run800m', 'female', { university: 3 }, `4'34"`)).toBe(50);
    expect(scorePhysiqueItem('shuttleRun50x8', 'female', { school: 5 }, `1'41"`)).toBe(100);
  });

  it('scores counts and distances at or above the threshold', () => {
    expect(scorePhysiqueItem('vitalCapacity', 'female', boy1, 1000)).toBe(80);
    expect(scorePhysiqueItem('sitAndReach', 'male', { school: 6 }, -0.1)).toBe(66);
    expect(scorePhysiqueItem('standingLongJump', 'male', { university: 4 }, 275)).toBe(100);
    expect(scorePhysiqueItem('ropeSkipping', 'female', { school: 2 }, 500)).toBe(100);
    expect(scorePhysiqueItem('sitUps', 'male', { school: 3 }, 36)).toBe(80);
  });

  it('skips empty pull-up levels', () => {
    expect(scorePhysiqueItem('pullUps', 'male', { school: 7 }, 0)).toBe(0);
    expect(scorePhysiqueItem('pullUps', 'male', { school: 7 }, 1)).toBe(30);
    expect(scorePhysiqueItem('pullUps', 'male', { school: 7 }, 8)).toBe(76);
    expect(scorePhysiqueItem('pullUps', 'male', { school: 9 }, 1)).toBe(10);
  });

  it('refuses items a grade does not take and bad results', () => {
    const notForGrade = expect.objectContaining({ code: 'physique.error.itemNotForGrade' });
    expect(() => scorePhysiqueItem('ropeSkipping', 'male', { school: 8 }, 100)).toThrow(notForGrade);
    expect(() => scorePhysiqueItem('pullUps', 'female', { university: 1 }, 3)).toThrow(notForGrade);
    expect(() => scorePhysiqueItem('run1000m', 'male', { school: 5 }, 200)).toThrow(notForGrade);
    const badMeasurement = expect.objectContaining({ code: 'physique.error.measurement' });
    expect(() => scorePhysiqueItem('sprint50m', 'male', boy1, -1)).toThrow(badMeasurement);
    expect(() => scorePhysiqueItem('sprint50m', 'male', boy1, Number.NaN)).toThrow(badMeasurement);
    expect(() => scorePhysiqueItem('pullUps', 'male', { school: 8 }, 2.5)).toThrow(badMeasurement);
    expect(() => scorePhysiqueItem('sprint50m', 'male', boy1, '10.2' as never)).toThrow(badMeasurement);
    expect(() => scorePhysiqueItem('run1000m', 'male', { school: 7 }, `3'75"`)).toThrow(
      expect.objectContaining({ code: 'physique.error.time' }),
    );
    expect(() => scorePhysiqueItem('sprint50m', 'boy' as never, boy1, 10)).toThrow(
      expect.objectContaining({ code: 'physique.error.sex' }),
    );
    expect(() => scorePhysiqueItem('sprint50m', 'male', { school: 13 }, 10)).toThrow(
      expect.objectContaining({ code: 'grade.error.unknown' }),
    );
  });
});

describe('values as the standard records them', () => {
  it('writes runs up, lengths and volumes down, height and weight to the nearest 0.1', () => {
    expect(recordedValue('sprint50m', 7.41)).toBe(7.5);
    expect(recordedValue('sprint50m', 7.4)).toBe(7.4);
    expect(recordedValue('run1000m', 203.2)).toBe(204);
    expect(recordedValue('run800m', `3'24"`)).toBe(204);
    expect(recordedValue('shuttleRun50x8', 101.01)).toBe(102);
    expect(recordedValue('standingLongJump', 170.9)).toBe(170);
    expect(recordedValue('vitalCapacity', 1699.99)).toBe(1699);
    expect(recordedValue('sitAndReach', 12.39)).toBe(12.3);
    // Down is down on the number line: a reach 3.25 cm short of the toes is written -3.3.
    expect(recordedValue('sitAndReach', -3.25)).toBe(-3.3);
    expect(recordedValue('height', 150.45)).toBe(150.5);
    expect(recordedValue('weight', 40.04)).toBe(40);
    expect(recordedValue('sitUps', 30)).toBe(30);
    expect(() => recordedValue('sitUps', 30.5)).toThrow(
      expect.objectContaining({ code: 'physique.error.measurement' }),
    );
  });

  it("scores a finer reading as the same performance written down: never in the student's favour", () => {
    // Grade-1 boys' 50 m: 10.2 s earns 100, 10.3 s earns 95. 10.21 s is written 10.3 s.
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 10.2)).toBe(100);
    expect(scorePhysiqueItem('sprint50m', 'male', boy1, 10.21)).toBe(95);
    // Grade-7 boys' standing long jump: 225 cm earns 100, 218 cm 95. 224.9 cm is written 224 cm.
    const boy7 = { school: 7 } as const;
    expect(scorePhysiqueItem('standingLongJump', 'male', boy7, 225)).toBe(100);
    expect(scorePhysiqueItem('standingLongJump', 'male', boy7, 224.9)).toBe(95);
    const report = scorePhysique({
      sex: 'male',
      grade: boy7,
      measurements: { run1000m: 234.2, standingLongJump: 224.9 },
    });
    expect(report.items.find((item) => item.item === 'run1000m')?.value).toBe(235);
    expect(report.items.find((item) => item.item === 'standingLongJump')?.value).toBe(224);
  });
});

describe('BMI', () => {
  it('bands a grade-1 boy: 18.2 is overweight and scores 80', () => {
    expect(bmiBandOf('male', boy1, 18.2)).toEqual({ band: 'overweight', score: 80 });
    expect(bmiBandOf('male', boy1, 18.1)).toEqual({ band: 'normal', score: 100 });
    expect(bmiBandOf('male', boy1, 13.4)).toEqual({ band: 'underweight', score: 80 });
    expect(bmiBandOf('male', boy1, 20.4)).toEqual({ band: 'obese', score: 60 });
    expect(scorePhysiqueItem('bmi', 'male', boy1, 18.2)).toBe(80);
  });

  it('rounds to 1 decimal before banding', () => {
    expect(bmiOf(120, 26.2)).toBe(18.2);
    expect(bmiOf(170, 65)).toBe(22.5);
    // From height and weight as recorded, exactly: 72.16 kg is written 72.2, and 72.2 / 2² is 18.05,
    // which rounds to 18.1 (half away from zero), not down by a binary fraction.
    expect(bmiOf(200, 72.2)).toBe(18.1);
    expect(bmiOf(200, 72.16)).toBe(18.1);
    expect(bmiOf(199.96, 72.2)).toBe(18.1);
    expect(bmiBandOf('male', boy1, 18.149)).toEqual({ band: 'normal', score: 100 });
    expect(bmiBandOf('male', boy1, 18.15)).toEqual({ band: 'overweight', score: 80 });
  });

  it('uses one column for all university years', () => {
    expect(bmiBandOf('female', { university: 1 }, 24)).toEqual(bmiBandOf('female', { university: 4 }, 24));
    expect(bmiBandOf('female', { university: 3 }, 24)).toEqual({ band: 'overweight', score: 80 });
  });

  it('refuses impossible values', () => {
    const bad = expect.objectContaining({ code: 'physique.error.measurement' });
    expect(() => bmiOf(0, 20)).toThrow(bad);
    expect(() => bmiOf(120, -3)).toThrow(bad);
    expect(() => bmiBandOf('male', boy1, 0)).toThrow(bad);
    expect(() => bmiBandOf('male', boy1, Number.NaN)).toThrow(bad);
  });

  it('labels bands', () => {
    expect(bmiBandLabel('underweight')).toBe('physique.bmiBand.underweight');
  });
});

describe('items and weights', () => {
  it('gives each grade group its items and weights', () => {
    expect(physiqueGroupOf({ school: 2 })).toBe('primary1to2');
    expect(physiqueGroupOf({ school: 4 })).toBe('primary3to4');
    expect(physiqueGroupOf({ school: 6 })).toBe('primary5to6');
    expect(physiqueGroupOf({ university: 2 })).toBe('secondaryAndUniversity');
    expect(physiqueItemsFor('female', { school: 1 })).toEqual([
      { item: 'bmi', weight: 15 },
      { item: 'vitalCapacity', weight: 15 },
      { item: 'sprint50m', weight: 20 },
      { item: 'sitAndReach', weight: 30 },
      { item: 'ropeSkipping', weight: 20 },
    ]);
    expect(physiqueItemsFor('male', { school: 10 }).map((entry) => entry.item)).toEqual([
      'bmi',
      'vitalCapacity',
      'sprint50m',
      'sitAndReach',
      'standingLongJump',
      'pullUps',
      'run1000m',
    ]);
    expect(physiqueItemsFor('female', { school: 10 }).map((entry) => entry.item)).toContain('run800m');
    expect(physiqueItemLabel('run1000m')).toBe('physique.item.run1000m');
  });
});

const girlGrade1: PhysiqueMeasurements = {
  height: 120,
  weight: 22,
  vitalCapacity: 1000,
  sprint50m: 11.8,
  sitAndReach: 16,
  ropeSkipping: 95,
};

describe('scorePhysique', () => {
  it('weights item scores into the standard score and bands the total', () => {
    const report = scorePhysique({ sex: 'female', grade: { school: 1 }, measurements: girlGrade1 });
    expect(report.items.map(({ item, score }) => [item, score])).toEqual([
      ['bmi', 100],
      ['vitalCapacity', 80],
      ['sprint50m', 80],
      ['sitAndReach', 90],
      ['ropeSkipping', 85],
    ]);
    expect(report.items[0]).toMatchObject({ value: 15.3, bmiBand: 'normal', weightedScore: 15 });
    expect(report.standardScore).toBe(87);
    expect(report.bonus).toBe(0);
    expect(report.total).toBe(87);
    expect(report).toMatchObject({ complete: true, band: 'good', missing: [], exempt: [], ignored: [] });
  });

  it('adds the primary rope-skipping bonus: +1 per 2 skips beyond 100 points, at most 20', () => {
    const at = (ropeSkipping: number) =>
      scorePhysique({ sex: 'female', grade: { school: 1 }, measurements: { ...girlGrade1, ropeSkipping } });
    expect(at(117).bonus).toBe(0);
    expect(at(118).bonus).toBe(0);
    expect(at(119).bonus).toBe(1);
    expect(at(127).bonus).toBe(5);
    expect(at(157).bonus).toBe(20);
    expect(at(400).bonus).toBe(20);
    expect(at(127).bonusItems).toEqual([{ item: 'ropeSkipping', points: 5 }]);
    expect(at(127).total).toBe(at(127).standardScore + 5);
  });

  const universityBoy: PhysiqueMeasurements = {
    height: 175,
    weight: 68,
    vitalCapacity: 5100,
    sprint50m: 6.6,
    sitAndReach: 25,
    standingLongJump: 280,
    pullUps: 24,
    run1000m: `2'42"`,
  };

  it('adds the secondary and university bonuses, each at most 10, and caps the total at 120', () => {
    const report = scorePhysique({ sex: 'male', grade: { university: 1 }, measurements: universityBoy });
    expect(report.standardScore).toBe(100);
    expect(report.bonusItems).toEqual([
      { item: 'pullUps', points: 5 },
      { item: 'run1000m', points: 10 },
    ]);
    expect(report.total).toBe(115);
    expect(report.band).toBe('excellent');
    const best = scorePhysique({
      sex: 'male',
      grade: { university: 1 },
      measurements: { ...universityBoy, pullUps: 60 },
    });
    expect(best.bonus).toBe(20);
    expect(best.total).toBe(120);
  });

  it("uses the girls' sit-up and 800 m bonus steps", () => {
    const report = scorePhysique({
      sex: 'female',
      grade: { university: 2 },
      measurements: {
        height: 162,
        weight: 52,
        vitalCapacity: 3000,
        sprint50m: 8,
        sitAndReach: 20,
        standingLongJump: 190,
        sitUps: 63,
        run800m: `3'08"`,
      },
    });
    expect(report.bonusItems).toEqual([
      { item: 'sitUps', points: 4 },
      { item: 'run800m', points: 2 },
    ]);
  });

  it('lists missing items instead of scoring them 0, and leaves the band open', () => {
    const report = scorePhysique({ sex: 'male', grade: { school: 3 }, measurements: girlGrade1 });
    expect(report.missing).toEqual(['sitUps']);
    expect(report.complete).toBe(false);
    expect(report.band).toBeNull();
    expect(report.items.map((entry) => entry.item)).not.toContain('sitUps');
    const noWeight = scorePhysique({ sex: 'male', grade: boy1, measurements: { ...girlGrade1, weight: null } });
    expect(noWeight.missing).toEqual(['bmi']);
  });

  it('lists exempt items and does not call their measurements ignored', () => {
    const report = scorePhysique({
      sex: 'male',
      grade: { university: 1 },
      measurements: universityBoy,
      exempt: ['run1000m'],
    });
    expect(report.exempt).toEqual(['run1000m']);
    expect(report.ignored).toEqual([]);
    expect(report.bonusItems).toEqual([{ item: 'pullUps', points: 5 }]);
    expect(report.standardScore).toBe(80);
    expect(report.band).toBeNull();
    const exemptBmi = scorePhysique({ sex: 'female', grade: boy1, measurements: girlGrade1, exempt: ['bmi'] });
    expect(exemptBmi.ignored).toEqual([]);
    expect(() =>
      scorePhysique({ sex: 'male', grade: { university: 1 }, measurements: universityBoy, exempt: ['ropeSkipping'] }),
    ).toThrow(expect.objectContaining({ code: 'physique.error.exemptItem' }));
  });

  it('reports measurements the grade does not use', () => {
    const report = scorePhysique({ sex: 'female', grade: boy1, measurements: { ...girlGrade1, pullUps: 3 } });
    expect(report.ignored).toEqual(['pullUps']);
  });

  it('refuses bad input with typed errors, never NaN or 0', () => {
    const input = { sex: 'male' as const, grade: { school: 7 }, measurements: {} };
    expect(() => scorePhysique({ ...input, grade: { school: 0 } })).toThrow(
      expect.objectContaining({ code: 'grade.error.unknown' }),
    );
    expect(() => scorePhysique({ ...input, measurements: { run1000m: `4'6o"` } })).toThrow(
      expect.objectContaining({ code: 'physique.error.time' }),
    );
    expect(() => scorePhysique({ ...input, measurements: { run1000m: -200 } })).toThrow(
      expect.objectContaining({ code: 'physique.error.time' }),
    );
    expect(() => scorePhysique({ ...input, measurements: { height: Number.NaN } })).toThrow(
      expect.objectContaining({ code: 'physique.error.measurement' }),
    );
    expect(() => scorePhysique({ ...input, measurements: { jump: 3 } as never })).toThrow(
      expect.objectContaining({ code: 'physique.error.measurement' }),
    );
    const empty = scorePhysique(input);
    expect(empty.missing).toHaveLength(7);
    expect(empty.total).toBe(0);
    expect(empty.band).toBeNull();
  });

  it('never totals more than 120 nor less than 0, whatever the results (property)', () => {
    const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
    const reps = optional(fc.integer({ min: 0, max: 400 }));
    const seconds = (min: number, max: number) => optional(fc.double({ min, max, noNaN: true }));
    const measurements = fc.record({
      height: optional(fc.double({ min: 80, max: 220, noNaN: true })),
      weight: optional(fc.double({ min: 10, max: 200, noNaN: true })),
      vitalCapacity: optional(fc.integer({ min: 0, max: 10_000 })),
      sprint50m: seconds(4, 20),
      sitAndReach: optional(fc.double({ min: -30, max: 50, noNaN: true })),
      ropeSkipping: reps,
      sitUps: reps,
      shuttleRun50x8: seconds(60, 240),
      standingLongJump: optional(fc.integer({ min: 0, max: 400 })),
      pullUps: reps,
      run1000m: seconds(120, 600),
      run800m: seconds(120, 600),
    });
    fc.assert(
      fc.property(fc.constantFrom(...SEXES), fc.constantFrom(...GRADE_KEYS), measurements, (sex, key, values) => {
        const report = scorePhysique({ sex, grade: gradeOfKey(key), measurements: values });
        expect(report.total).toBeLessThanOrEqual(120);
        expect(report.total).toBeGreaterThanOrEqual(0);
        expect(report.standardScore).toBeLessThanOrEqual(100);
        expect(report.bonus).toBeLessThanOrEqual(20);
        expect(Number.isNaN(report.total)).toBe(false);
        expect(report.items.length + report.missing.length).toBe(physiqueItemsFor(sex, gradeOfKey(key)).length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('bands and graduation', () => {
  it('bands year totals with the 2014 thresholds', () => {
    expect(physiqueBand(120)).toBe('excellent');
    expect(physiqueBand(90)).toBe('excellent');
    expect(physiqueBand(89.9)).toBe('good');
    // The total is exact (whole scores times whole weights, in hundredths) and banded as it is:
    // 89.95 has not reached 90.
    expect(physiqueBand(89.95)).toBe('good');
    expect(physiqueBand(80)).toBe('good');
    expect(physiqueBand(79.9)).toBe('pass');
    expect(physiqueBand(60)).toBe('pass');
    expect(physiqueBand(59.9)).toBe('fail');
    expect(physiqueBand(0)).toBe('fail');
    expect(physiqueBandLabel('pass')).toBe('physique.band.pass');
    for (const total of [-1, 120.1, Number.NaN]) {
      expect(() => physiqueBand(total)).toThrow(expect.objectContaining({ code: 'physique.error.total' }));
    }
  });

  it("weighs the final year half and the other years' average half", () => {
    expect(graduationScore(90, [80, 70])).toBe(82.5);
    expect(graduationScore(100, [60])).toBe(80);
    expect(graduationScore(88, [])).toBe(88);
    expect(() => graduationScore(90, [130])).toThrow(expect.objectContaining({ code: 'physique.error.total' }));
  });

  it('flags graduates below 50 and allows one retake after a fail', () => {
    expect(isGraduationScoreFlagged(49.9)).toBe(true);
    expect(isGraduationScoreFlagged(50)).toBe(false);
    expect(mayRetake('fail', 0)).toBe(true);
    expect(mayRetake('fail', 1)).toBe(false);
    expect(mayRetake('pass', 0)).toBe(false);
    expect(() => mayRetake('fail', -1)).toThrow(expect.objectContaining({ code: 'physique.error.retakes' }));
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHYSIQUE_MEASUREMENTS } from '../physique/measurements.ts';
import { isResultSource, itemOfMeasurement, RESULT_SOURCES } from './labels.ts';
import { isPlausible, PLAUSIBLE_RANGES, SCORING_VERSION, scoreBmi, scoreReading } from './results.ts';

const boy1 = { sex: 'male', grade: { school: 1 } } as const;

describe('the scoring version', () => {
  it('names the scoring tables: a change to tables.json needs a new SCORING_VERSION', () => {
    const tables = readFileSync(new URL('../physique/tables.json', import.meta.url));
    // Change both lines together: bump the version, then record the tables' new hash.
    expect({ version: SCORING_VERSION, sha256: createHash('sha256').update(tables).digest('hex') }).toEqual({
      version: 'nsfs2014.1',
      sha256: 'aa5004ab7ace81268ef0bce6da315bbbede859a970569d03d38b09f7785006fb',
    });
  });
});

describe('result sources', () => {
  it('are a device, a hand and a file', () => {
    expect(RESULT_SOURCES).toEqual(['device', 'manual', 'import']);
    expect(isResultSource('import')).toBe(true);
    expect(isResultSource('guess')).toBe(false);
    expect(isResultSource(1)).toBe(false);
  });
});

describe('plausibility', () => {
  it('has a range for every measurement, its least below its most', () => {
    expect(Object.keys(PLAUSIBLE_RANGES).sort()).toEqual([...PHYSIQUE_MEASUREMENTS].sort());
    for (const measurement of PHYSIQUE_MEASUREMENTS) {
      const range = PLAUSIBLE_RANGES[measurement];
      expect(range.min, measurement).toBeLessThan(range.max);
    }
  });

  it('flags a 50 m run under 5 s and more than 300 rope skips a minute, keeps the bounds', () => {
    expect(isPlausible('sprint50m', 4.9)).toBe(false);
    expect(isPlausible('sprint50m', 5)).toBe(true);
    expect(isPlausible('ropeSkipping', 300)).toBe(true);
    expect(isPlausible('ropeSkipping', 301)).toBe(false);
  });
});

describe('scoreReading', () => {
  it('scores a reading with the engine, bands it and names the tables', () => {
    expect(scoreReading({ ...boy1, measurement: 'sprint50m', value: 10.2 })).toEqual({
      item: 'sprint50m',
      value: 10.2,
      score: 100,
      band: 'excellent',
      needsCheck: false,
      unscored: null,
      scoringVersion: SCORING_VERSION,
    });
    expect(scoreReading({ ...boy1, measurement: 'sprint50m', value: 12.6 }).band).toBe('pass');
    expect(scoreReading({ ...boy1, measurement: 'sprint50m', value: 13.7 })).toMatchObject({ score: 0, band: 'fail' });
  });

  it('takes a run as m\'ss" and answers its seconds', () => {
    expect(scoreReading({ sex: 'male', grade: { school: 7 }, measurement: 'run1000m', value: `3'55"` })).toMatchObject({
      value: 235,
      score: 100,
    });
  });

  it('scores an implausible value and flags it for a second check', () => {
    expect(scoreReading({ ...boy1, measurement: 'sprint50m', value: 4 })).toMatchObject({
      score: 100,
      needsCheck: true,
    });
    expect(scoreReading({ ...boy1, measurement: 'ropeSkipping', value: 400 }).needsCheck).toBe(true);
  });

  it('keeps an item the grade does not take unscored, saying why', () => {
    expect(scoreReading({ sex: 'male', grade: { school: 8 }, measurement: 'ropeSkipping', value: 120 })).toMatchObject({
      item: 'ropeSkipping',
      score: null,
      band: null,
      unscored: 'fitness.unscored.itemNotForGrade',
    });
  });

  it('leaves height and weight to BMI, which needs both', () => {
    expect(itemOfMeasurement('height')).toBe('bmi');
    expect(itemOfMeasurement('weight')).toBe('bmi');
    expect(itemOfMeasurement('sitUps')).toBe('sitUps');
    expect(scoreReading({ ...boy1, measurement: 'height', value: 120 })).toMatchObject({
      item: 'bmi',
      score: null,
      unscored: 'fitness.unscored.bmiPair',
      needsCheck: false,
    });
    expect(scoreReading({ ...boy1, measurement: 'weight', value: 2 }).needsCheck).toBe(true);
  });

  it('refuses a value the measurement cannot take and a student it cannot score', () => {
    expect(() => scoreReading({ ...boy1, measurement: 'ropeSkipping', value: 1.5 })).toThrow(
      'physique.error.measurement',
    );
    expect(() => scoreReading({ ...boy1, measurement: 'run800m', value: 'soon' })).toThrow('physique.error.time');
    expect(() => scoreReading({ sex: 'x' as 'male', grade: { school: 1 }, measurement: 'height', value: 120 })).toThrow(
      'physique.error.sex',
    );
    expect(() => scoreReading({ sex: 'male', grade: { school: 13 }, measurement: 'sitUps', value: 20 })).toThrow(
      'grade.error.unknown',
    );
  });
});

describe('scoreBmi', () => {
  it('scores height and weight together and flags an implausible one', () => {
    expect(scoreBmi('male', { school: 1 }, 120, 22)).toEqual({
      bmi: 15.3,
      score: 100,
      band: 'normal',
      needsCheck: false,
      scoringVersion: SCORING_VERSION,
    });
    expect(scoreBmi('male', { school: 1 }, 120, 60)).toMatchObject({ band: 'obese', score: 60 });
    expect(scoreBmi('male', { school: 1 }, 85, 11).needsCheck).toBe(true);
  });
});

// The demo's and the simulator's readings look like a school's: the same seed gives the same
// readings, nearly all of them plausible, and a class's scores spread over the bands.
import {
  GRADE_KEYS,
  gradeOfKey,
  isPlausible,
  measurementsOfItems,
  SEXES,
  scoreReading,
  testPlanItemsFor,
} from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { realisticReading, seededRandom } from './readings.ts';

describe('realistic readings', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => realisticReading(random, 'sprint50m', 'male', { school: 3 }));
    };
    expect(draw('一年级1班')).toEqual(draw('一年级1班'));
    expect(draw('一年级1班')).not.toEqual(draw('一年级2班'));
  });

  it('keeps nearly every reading of every grade, sex and item plausible, and a class spread over bands', () => {
    const random = seededRandom('every grade');
    for (const key of GRADE_KEYS) {
      const grade = gradeOfKey(key);
      for (const sex of SEXES) {
        for (const measurement of measurementsOfItems(testPlanItemsFor(key))) {
          const values = Array.from({ length: 200 }, () => realisticReading(random, measurement, sex, grade));
          const implausible = values.filter((value) => !isPlausible(measurement, value)).length;
          expect(implausible, `${key} ${sex} ${measurement}`).toBeLessThanOrEqual(4);
          // Every value is one the measurement can take: scoring never refuses it. Where the
          // standard scores it for this sex (not a boy's sit-ups, nor height alone), the class's
          // scores spread over more than one band.
          const scored = values.map((value) => scoreReading({ sex, grade, measurement, value }));
          if (scored.some((one) => one.score !== null)) {
            expect(new Set(scored.map((one) => one.band)).size, `${key} ${sex} ${measurement} bands`).toBeGreaterThan(
              1,
            );
          }
        }
      }
    }
  });
});

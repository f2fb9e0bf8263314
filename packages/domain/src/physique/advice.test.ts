import { describe, expect, it } from 'vitest';
import { DOMAIN_LOCALES, domainMessages, isDomainMessageId } from '../messages/index.ts';
import { ADVICE_SCORE_BELOW, bmiBandAdvice, physiqueAdviceOf, physiqueItemAdvice } from './advice.ts';
import { scorePhysique } from './engine.ts';
import { PHYSIQUE_ITEMS } from './rules.ts';

describe('physiqueAdviceOf', () => {
  it('advises on every item scored below the pass mark and on a BMI outside the normal band', () => {
    // A grade 8 boy: obese, weak 50 m and 1000 m, fine elsewhere.
    const report = scorePhysique({
      sex: 'male',
      grade: { school: 8 },
      measurements: {
        height: 160,
        weight: 80,
        vitalCapacity: 4000,
        sprint50m: 11.5,
        sitAndReach: 15,
        standingLongJump: 230,
        pullUps: 10,
        run1000m: 330,
      },
    });
    const scores = Object.fromEntries(report.items.map((one) => [one.item, one.score]));
    expect(scores.sprint50m).toBeLessThan(ADVICE_SCORE_BELOW);
    expect(scores.run1000m).toBeLessThan(ADVICE_SCORE_BELOW);
    expect(physiqueAdviceOf(report)).toEqual([
      { item: 'bmi', advice: 'physique.advice.bmiObese' },
      { item: 'sprint50m', advice: 'physique.advice.sprint50m' },
      { item: 'run1000m', advice: 'physique.advice.run1000m' },
    ]);
  });

  it('gives nothing for a report without weak results, and nothing for untested or exempt items', () => {
    const report = scorePhysique({
      sex: 'female',
      grade: { school: 1 },
      measurements: { height: 120, weight: 22, vitalCapacity: 1500, sprint50m: 10 },
      exempt: ['sitAndReach'],
    });
    expect(report.missing).toEqual(['ropeSkipping']);
    expect(physiqueAdviceOf(report)).toEqual([]);
  });

  it('takes a score of exactly 60 as passed', () => {
    expect(
      physiqueAdviceOf({ items: [{ item: 'sitUps', weight: 10, value: 20, score: 60, weightedScore: 6 }] }),
    ).toEqual([]);
    expect(
      physiqueAdviceOf({ items: [{ item: 'sitUps', weight: 10, value: 20, score: 50, weightedScore: 5 }] }),
    ).toEqual([{ item: 'sitUps', advice: 'physique.advice.sitUps' }]);
  });

  it('has a text in every language for every item and every BMI band that earns advice', () => {
    const ids = [
      ...PHYSIQUE_ITEMS.filter((item) => item !== 'bmi').map(physiqueItemAdvice),
      ...(['underweight', 'overweight', 'obese'] as const).map(bmiBandAdvice),
    ];
    for (const id of ids) {
      expect(isDomainMessageId(id), id).toBe(true);
      for (const locale of DOMAIN_LOCALES)
        expect(domainMessages[locale][id].length, `${locale} ${id}`).toBeGreaterThan(10);
    }
  });
});

import type { DomainMessageId } from '../messages/index.ts';
import type { BmiBand, PhysiqueReport } from './engine.ts';
import type { PhysiqueItem } from './rules.ts';

// The exercise advice a printed report gives for each weak result. The standard's reports carry a
// line of advice per weak item; the texts are messages, so each report speaks its reader's language.

/** An item score below this is weak and earns its advice (the standard's pass mark). */
export const ADVICE_SCORE_BELOW = 60;

/** The items advised on by their score: every item but BMI, which is advised on by its band. */
export type AdvisedItem = Exclude<PhysiqueItem, 'bmi'>;

/** The BMI bands that earn advice: every band but normal. */
export type AdvisedBmiBand = Exclude<BmiBand, 'normal'>;

const BMI_ADVICE = {
  underweight: 'physique.advice.bmiUnderweight',
  overweight: 'physique.advice.bmiOverweight',
  obese: 'physique.advice.bmiObese',
} as const satisfies Record<AdvisedBmiBand, DomainMessageId>;

/** The message id of an item's advice (`physique.advice.sitUps`). */
export function physiqueItemAdvice(item: AdvisedItem): DomainMessageId {
  return `physique.advice.${item}`;
}

/** The message id of a BMI band's advice (`physique.advice.bmiObese`). */
export function bmiBandAdvice(band: AdvisedBmiBand): DomainMessageId {
  return BMI_ADVICE[band];
}

/** One piece of advice of a report: the item it is about and the message id of its text. */
export interface PhysiqueAdvice {
  /** The weak item. */
  readonly item: PhysiqueItem;
  /** The advice's message id. */
  readonly advice: DomainMessageId;
}

/**
 * The advice a report earns, in report order: one for each scored item below
 * {@link ADVICE_SCORE_BELOW}, and one for a BMI outside the normal band. Items not tested or
 * exempt earn none: there is no result to advise on.
 */
export function physiqueAdviceOf(report: Pick<PhysiqueReport, 'items'>): PhysiqueAdvice[] {
  return report.items.flatMap((result): PhysiqueAdvice[] => {
    if (result.item === 'bmi') {
      const band = result.bmiBand ?? 'normal';
      return band === 'normal' ? [] : [{ item: 'bmi', advice: bmiBandAdvice(band) }];
    }
    return result.score < ADVICE_SCORE_BELOW ? [{ item: result.item, advice: physiqueItemAdvice(result.item) }] : [];
  });
}

// Exemptions from a test plan's items (issue 45): the national standard lets a student who cannot
// take an item on medical grounds be exempt from it, and the physique report carries the exemption
// (the item is neither scored nor counted as missing). An exemption names the student, the items
// and why, and belongs to one plan.
import * as z from 'zod/mini';
import { PHYSIQUE_ITEMS, type PhysiqueItem } from '../physique/rules.ts';
import { withChecks } from '../schema.ts';
import { plainText } from '../text.ts';

/** Why a student is exempt: illness, an injury, a disability, or another reason told in the note. */
export const EXEMPTION_REASONS = ['illness', 'injury', 'disability', 'other'] as const;

/** One of {@link EXEMPTION_REASONS}. */
export type ExemptionReason = (typeof EXEMPTION_REASONS)[number];

/** The longest note of an exemption, in characters. */
export const EXEMPTION_NOTE_MAX = 200;

/** An exemption's items: at least one, each once. */
export const exemptionItemsSchema = withChecks(
  z.array(z.enum(PHYSIQUE_ITEMS, { error: 'validation.testPlan.items' }), { error: 'validation.exemption.items' }),
  z.minLength(1, 'validation.exemption.items'),
  z.maxLength(PHYSIQUE_ITEMS.length, 'validation.exemption.items'),
  z.refine((items: readonly string[]) => new Set(items).size === items.length, 'validation.exemption.items'),
);

/** An exemption's fields, as a form sends them. */
export const exemptionFields = {
  items: exemptionItemsSchema,
  reason: z.enum(EXEMPTION_REASONS, { error: 'validation.exemption.reason' }),
  /** The doctor's note or what else staff should know; optional. */
  note: z._default(
    withChecks(
      z.string({ error: 'validation.exemption.note' }),
      z.trim(),
      z.maxLength(EXEMPTION_NOTE_MAX, 'validation.exemption.note'),
      plainText(),
    ),
    '',
  ),
};

/** The message id of a reason's label (`fitness.exemption.illness` → 疾病 / Illness). */
export function exemptionReasonLabel(reason: ExemptionReason) {
  return `fitness.exemption.${reason}` as const;
}

/**
 * The items of an exemption that a student's report can take: those of the student's grade and sex.
 * An exemption made for a grade's items stays valid data when the student moves up a grade; the
 * report then leaves out what the new grade does not test.
 */
export function exemptItemsOf(exempt: readonly string[], taken: readonly PhysiqueItem[]): PhysiqueItem[] {
  return taken.filter((item) => exempt.includes(item));
}

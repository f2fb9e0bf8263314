import type { DomainMessageId } from './messages/index.ts';

/** The sexes the physique standard and meet registrations distinguish. */
export const SEXES = ['male', 'female'] as const;

/** One of {@link SEXES}. */
export type Sex = (typeof SEXES)[number];

const SEX_LABELS = {
  male: 'sex.male',
  female: 'sex.female',
} as const satisfies Record<Sex, DomainMessageId>;

/** Whether `value` is `'male'` or `'female'`. */
export function isSex(value: unknown): value is Sex {
  return value === 'male' || value === 'female';
}

/** The message id of a sex's label (`sex.male` → 男 / 男 / Male). */
export function sexLabel(sex: Sex): DomainMessageId {
  return SEX_LABELS[sex];
}

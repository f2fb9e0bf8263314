import { DomainError } from './errors.ts';
import type { DomainMessageId } from './messages/index.ts';
import type { Sex } from './sex.ts';

/** What an ID card number tells once it is valid. */
export interface IdCardDetails {
  /** The number, trimmed, with a final `x` upper-cased. */
  readonly number: string;
  /** Whether it is a legacy 15-digit number (issued before 1999, no check character). */
  readonly legacy: boolean;
  /** The six-digit administrative region code of the place of registration. */
  readonly regionCode: string;
  /** Date of birth (calendar fields). */
  readonly birthDate: { readonly year: number; readonly month: number; readonly day: number };
  /** Sex: an odd sequence digit is male, an even one female. */
  readonly sex: Sex;
}

/** The result of {@link checkIdCardNumber}: the details, or why the number is refused. */
export type IdCardCheck =
  | { readonly valid: true; readonly details: IdCardDetails }
  | { readonly valid: false; readonly reason: DomainMessageId };

// GB 11643-1999: ISO 7064 MOD 11-2 weights of the first 17 digits and the check characters.
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const EIGHTEEN = /^[1-9]\d{16}[\dX]$/;
const FIFTEEN = /^[1-9]\d{14}$/;

/**
 * The check character (ISO 7064 MOD 11-2, `0`-`9` or `X`) of the first 17 digits of an 18-character
 * ID card number.
 *
 * @throws DomainError `validation.idCard.format` unless `first17` is exactly 17 digits.
 */
export function idCardCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new DomainError('validation.idCard.format');
  const sum = CHECK_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11] as string;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks a mainland China resident ID card number: 18 characters (17 digits and a check character
 * that may be `X` or `x`, verified by ISO 7064 MOD 11-2) or a legacy 15-digit number (born
 * 1900-1999). The birth date must be a real date from 1900 on and, when `today` is given, not
 * after it.
 *
 * @returns `{ valid: true, details }`, or `{ valid: false, reason }` with the message id
 *   `validation.idCard.format`, `validation.idCard.checksum` or `validation.idCard.birthDate`.
 */
export function checkIdCardNumber(text: string, options: { today?: Date } = {}): IdCardCheck {
  const number = String(text).trim().toUpperCase();
  const legacy = FIFTEEN.test(number);
  if (!legacy && !EIGHTEEN.test(number)) return { valid: false, reason: 'validation.idCard.format' };
  if (!legacy && idCardCheckCharacter(number.slice(0, 17)) !== number[17]) {
    return { valid: false, reason: 'validation.idCard.checksum' };
  }
  const year = legacy ? 1900 + Number(number.slice(6, 8)) : Number(number.slice(6, 10));
  const dateStart = legacy ? 8 : 10;
  const month = Number(number.slice(dateStart, dateStart + 2));
  const day = Number(number.slice(dateStart + 2, dateStart + 4));
  const born = Date.UTC(year, month - 1, day);
  const afterToday = options.today !== undefined && born > options.today.getTime();
  if (year < 1900 || !isCalendarDate(year, month, day) || afterToday) {
    return { valid: false, reason: 'validation.idCard.birthDate' };
  }
  const sequenceDigit = Number(number[legacy ? 14 : 16]);
  return {
    valid: true,
    details: {
      number,
      legacy,
      regionCode: number.slice(0, 6),
      birthDate: { year, month, day },
      sex: sequenceDigit % 2 === 1 ? 'male' : 'female',
    },
  };
}

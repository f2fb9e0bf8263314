import { DomainError } from './errors.ts';

/**
 * How a value is brought to its number of decimals.
 * - `round`: to the nearest, a half going away from zero (2.675 → 2.68, -2.675 → -2.68).
 * - `up`: towards positive infinity, a ceiling (1.231 → 1.24, -1.239 → -1.23).
 * - `down`: towards negative infinity, a floor (1.239 → 1.23, -1.231 → -1.24).
 *
 * `up` and `down` are directions on the number line, not away from or towards zero, so that
 * `down <= round <= up` holds for every value, negative ones included.
 */
export const ROUNDING_MODES = ['round', 'up', 'down'] as const;

/** One of {@link ROUNDING_MODES}. */
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** The numbers of decimals a setting may ask for: a whole number, or 1 to 3 decimals. */
export const ROUNDING_DECIMALS = [0, 1, 2, 3] as const;

/** One of {@link ROUNDING_DECIMALS}. */
export type RoundingDecimals = (typeof ROUNDING_DECIMALS)[number];

/** A rounding setting, as a meet or a report stores it. */
export interface RoundingSettings {
  /** Decimals kept, 0 to 3. */
  readonly decimals: RoundingDecimals;
  /** How the dropped digits are handled. */
  readonly mode: RoundingMode;
}

// An exact decimal: (negative ? -1 : 1) * digits / 10^scale.
interface ExactDecimal {
  readonly negative: boolean;
  readonly digits: bigint;
  readonly scale: number;
}

function exactDecimalOf(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new DomainError('rounding.error.value', { value: String(value) });
  // The shortest string that reads back as the same double is the decimal the user meant:
  // 1.005 is stored as 1.00499999999999989..., but prints as "1.005".
  const text = String(Math.abs(value));
  const [mantissa = '0', exponent = '0'] = text.split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: value < 0 && digits !== 0n, digits, scale };
}

function assertDecimals(decimals: number): asserts decimals is RoundingDecimals {
  if (!(ROUNDING_DECIMALS as readonly number[]).includes(decimals)) {
    throw new DomainError('rounding.error.decimals', { decimals: String(decimals) });
  }
}

function assertMode(mode: string): asserts mode is RoundingMode {
  if (!(ROUNDING_MODES as readonly string[]).includes(mode)) {
    throw new DomainError('rounding.error.mode', { mode });
  }
}

// Rounds the magnitude numerator/denominator to an integer under `mode`, given the sign.
function roundMagnitude(numerator: bigint, denominator: bigint, negative: boolean, mode: RoundingMode): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  if (mode === 'round') return remainder * 2n >= denominator ? quotient + 1n : quotient;
  // Truncating the magnitude moves a positive value down and a negative one up.
  const truncationIsWanted = (mode === 'down') !== negative;
  return truncationIsWanted ? quotient : quotient + 1n;
}

function numberOf(negative: boolean, magnitude: bigint, scale: number): number {
  if (magnitude === 0n) return 0;
  const padded = magnitude.toString().padStart(scale + 1, '0');
  const text = scale === 0 ? padded : `${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}

/**
 * Rounds `value` to `decimals` decimals (0 to 3), exactly in decimal: the value is taken as the
 * decimal it prints as, so `roundTo(1.005, 2)` is 1.01 and `roundTo(2.675, 2)` is 2.68.
 *
 * @param mode `round` (default, half away from zero), `up` (ceiling) or `down` (floor).
 * @returns the rounded number; never `-0`.
 * @throws DomainError `rounding.error.value` for NaN or an infinity, `rounding.error.decimals`
 *   for decimals outside 0 to 3, `rounding.error.mode` for an unknown mode.
 */
export function roundTo(value: number, decimals: number, mode: RoundingMode = 'round'): number {
  assertDecimals(decimals);
  assertMode(mode);
  const exact = exactDecimalOf(value);
  if (exact.scale <= decimals) return value === 0 ? 0 : value;
  const divisor = 10n ** BigInt(exact.scale - decimals);
  return numberOf(exact.negative, roundMagnitude(exact.digits, divisor, exact.negative, mode), decimals);
}

/**
 * Rounds `value` with a stored {@link RoundingSettings}; same rules and errors as {@link roundTo}.
 */
export function roundWith(value: number, settings: RoundingSettings): number {
  return roundTo(value, settings.decimals, settings.mode);
}

/**
 * Divides `dividend` by `divisor` and rounds the exact quotient, with no binary error in between:
 * `divideAndRound(13, 2, 1)` is 6.5, `divideAndRound(10, 3, 2, 'up')` is 3.34.
 *
 * @throws DomainError `rounding.error.divisor` when `divisor` is 0, and the errors of {@link roundTo}.
 */
export function divideAndRound(
  dividend: number,
  divisor: number,
  decimals: number,
  mode: RoundingMode = 'round',
): number {
  assertDecimals(decimals);
  assertMode(mode);
  const top = exactDecimalOf(dividend);
  const bottom = exactDecimalOf(divisor);
  if (bottom.digits === 0n) throw new DomainError('rounding.error.divisor');
  // top/bottom = (t / 10^ts) / (b / 10^bs) = t * 10^bs / (b * 10^ts); scale by 10^decimals.
  const numerator = top.digits * 10n ** BigInt(bottom.scale + decimals);
  const denominator = bottom.digits * 10n ** BigInt(top.scale);
  const negative = top.negative !== bottom.negative && top.digits !== 0n;
  return numberOf(negative, roundMagnitude(numerator, denominator, negative, mode), decimals);
}

/**
 * Adds numbers exactly in decimal (0.1 + 0.2 gives 0.3, not 0.30000000000000004).
 * An empty list sums to 0.
 *
 * @throws DomainError `rounding.error.value` for NaN or an infinity.
 */
export function sumExact(values: Iterable<number>): number {
  const parts = [...values].map(exactDecimalOf);
  const scale = Math.max(0, ...parts.map((part) => part.scale));
  let total = 0n;
  for (const part of parts) {
    const aligned = part.digits * 10n ** BigInt(scale - part.scale);
    total += part.negative ? -aligned : aligned;
  }
  const negative = total < 0n;
  return numberOf(negative, negative ? -total : total, scale);
}

/**
 * The number of decimals `value` is written with (its shortest decimal form): 0.01 → 2, 12 → 0,
 * 1e-7 → 7.
 *
 * @throws DomainError `rounding.error.value` for NaN or an infinity.
 */
export function decimalPlaces(value: number): number {
  return exactDecimalOf(value).scale;
}

// The raw values a physique test records (height, weight and each item's result), their units and
// the rule each value must meet before it is scored or stored.
import { DomainError } from '../errors.ts';
import { type RoundingSettings, roundWith } from '../rounding.ts';
import { parseRunTime } from './run-time.ts';

/** The raw values a test records; leave out (or `null`) what was not measured. */
export interface PhysiqueMeasurements {
  /** Height in centimetres (> 0). */
  readonly height?: number | null;
  /** Weight in kilograms (> 0). */
  readonly weight?: number | null;
  /** Vital capacity in millilitres (>= 0). */
  readonly vitalCapacity?: number | null;
  /** 50 m sprint in seconds (> 0). */
  readonly sprint50m?: number | null;
  /** Sit-and-reach in centimetres (may be negative). */
  readonly sitAndReach?: number | null;
  /** One-minute rope skipping, repetitions (whole number >= 0). */
  readonly ropeSkipping?: number | null;
  /** One-minute sit-ups, repetitions (whole number >= 0). */
  readonly sitUps?: number | null;
  /** 50 m x 8 shuttle run, seconds or `m'ss"`. */
  readonly shuttleRun50x8?: number | string | null;
  /** Standing long jump in centimetres (>= 0). */
  readonly standingLongJump?: number | null;
  /** Pull-ups, repetitions (whole number >= 0). */
  readonly pullUps?: number | null;
  /** 1000 m run (boys), seconds or `m'ss"`. */
  readonly run1000m?: number | string | null;
  /** 800 m run (girls), seconds or `m'ss"`. */
  readonly run800m?: number | string | null;
}

/** One of the keys of {@link PhysiqueMeasurements}. */
export type PhysiqueMeasurement = keyof PhysiqueMeasurements;

type ValueRule = { readonly kind: 'positive' | 'nonNegative' | 'count' | 'any' | 'time' };

// How each measurement is checked before it is scored.
const MEASUREMENT_RULES: Readonly<Record<PhysiqueMeasurement, ValueRule>> = {
  height: { kind: 'positive' },
  weight: { kind: 'positive' },
  vitalCapacity: { kind: 'nonNegative' },
  sprint50m: { kind: 'positive' },
  sitAndReach: { kind: 'any' },
  ropeSkipping: { kind: 'count' },
  sitUps: { kind: 'count' },
  shuttleRun50x8: { kind: 'time' },
  standingLongJump: { kind: 'nonNegative' },
  pullUps: { kind: 'count' },
  run1000m: { kind: 'time' },
  run800m: { kind: 'time' },
};

const VALUE_CHECKS: Readonly<Record<Exclude<ValueRule['kind'], 'time'>, (value: number) => boolean>> = {
  positive: (value) => value > 0,
  nonNegative: (value) => value >= 0,
  count: (value) => Number.isInteger(value) && value >= 0,
  any: () => true,
};

/**
 * The unit each measurement's value is kept in, as a reader of a result is told it: centimetres,
 * kilograms, millilitres, seconds (runs, whatever the standard's table prints), or repetitions.
 */
export const MEASUREMENT_UNITS: Readonly<Record<PhysiqueMeasurement, 'cm' | 'kg' | 'ml' | 's' | 'count'>> = {
  height: 'cm',
  weight: 'kg',
  vitalCapacity: 'ml',
  sprint50m: 's',
  sitAndReach: 'cm',
  ropeSkipping: 'count',
  sitUps: 'count',
  shuttleRun50x8: 's',
  standingLongJump: 'cm',
  pullUps: 'count',
  run1000m: 's',
  run800m: 's',
};

/** Every measurement a test records, in report order: height and weight (for BMI), then the items. */
export const PHYSIQUE_MEASUREMENTS = /*#__PURE__*/ Object.keys(MEASUREMENT_RULES) as readonly PhysiqueMeasurement[];

/** Whether a measurement is a run whose time is written in minutes and seconds (`m'ss"`). */
export function isTimedRun(name: PhysiqueMeasurement): boolean {
  return MEASUREMENT_RULES[name].kind === 'time';
}

/** Whether `name` is one of {@link PHYSIQUE_MEASUREMENTS}. */
export function isPhysiqueMeasurement(name: unknown): name is PhysiqueMeasurement {
  return typeof name === 'string' && Object.hasOwn(MEASUREMENT_RULES, name);
}

/**
 * Whether `value`, a number in the measurement's unit (seconds for runs), is one it can take:
 * positive for height, weight and times, a whole count for repetitions, and so on.
 */
export function isMeasurementValue(name: PhysiqueMeasurement, value: number): boolean {
  try {
    measuredValue(name, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The value of a measurement in its unit, checked by its rule; a run's time may be `m'ss"`.
 *
 * @throws DomainError `physique.error.measurement`, or `physique.error.time` for a run.
 */
export function measuredValue(name: PhysiqueMeasurement, raw: number | string): number {
  const rule = MEASUREMENT_RULES[name];
  if (rule.kind === 'time') return parseRunTime(raw);
  if (typeof raw !== 'number' || !Number.isFinite(raw) || !VALUE_CHECKS[rule.kind](raw)) {
    throw new DomainError('physique.error.measurement', { item: name, value: String(raw) });
  }
  return raw;
}

/**
 * How the standard's testing rules write each measurement down, and so the precision at which it
 * is scored and uploaded: height and weight to 0.1 (to the nearest: they describe the student);
 * the 50 m sprint to 0.1 s and the other runs to whole seconds, a fraction going up (7.41 s is
 * written 7.5 s); lengths and volumes down to the table's step (a jump of 170.9 cm reached 170).
 * A result is never rounded in the student's favour, so a device's finer reading earns no more
 * than the same performance written by hand. Counts are whole already.
 */
export const RECORDING: Readonly<Record<PhysiqueMeasurement, RoundingSettings>> = {
  height: { decimals: 1, mode: 'round' },
  weight: { decimals: 1, mode: 'round' },
  vitalCapacity: { decimals: 0, mode: 'down' },
  sprint50m: { decimals: 1, mode: 'up' },
  sitAndReach: { decimals: 1, mode: 'down' },
  ropeSkipping: { decimals: 0, mode: 'down' },
  sitUps: { decimals: 0, mode: 'down' },
  shuttleRun50x8: { decimals: 0, mode: 'up' },
  standingLongJump: { decimals: 0, mode: 'down' },
  pullUps: { decimals: 0, mode: 'down' },
  run1000m: { decimals: 0, mode: 'up' },
  run800m: { decimals: 0, mode: 'up' },
};

/**
 * The value of a measurement as the standard records it ({@link RECORDING}): checked as
 * {@link measuredValue} does, then brought to the table's precision. Scores, the year's report and
 * the upload file all read this value, so what is scored is what is uploaded.
 *
 * @throws DomainError as {@link measuredValue}.
 */
export function recordedValue(name: PhysiqueMeasurement, raw: number | string): number {
  return roundWith(measuredValue(name, raw), RECORDING[name]);
}

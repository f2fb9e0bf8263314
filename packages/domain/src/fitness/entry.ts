// Results typed in by staff and results corrected afterwards. A running plan takes values typed
// into its grid; once it has ended, a value changes only through a correction that says why, and
// every correction (and every confirmation of a flagged value) is kept with who made it and when.
import * as z from 'zod/mini';
import { PHYSIQUE_MEASUREMENTS, type PhysiqueMeasurement } from '../physique/measurements.ts';
import type { PhysiqueItem } from '../physique/rules.ts';
import { withChecks } from '../schema.ts';
import { plainText } from '../text.ts';
import { itemOfMeasurement } from './labels.ts';
import type { TestPlanStatus } from './plans.ts';

/** Limits of typing results in and correcting them. */
export const RESULT_ENTRY_LIMITS = {
  /**
   * Values one save sends: a class of 60 with 10 measurements each is 600; a save is a class's
   * grid at most, so a bigger batch is a mistake or an attack.
   */
  entries: 600,
  /** A correction's or confirmation's reason, in characters. */
  reason: { min: 2, max: 200 },
} as const;

/**
 * Whether values may be typed into a plan of `status`: only while it runs. Before it starts there
 * is nothing to measure; after it ends, a value changes only by a correction with a reason.
 */
export function canEnterResults(status: TestPlanStatus): boolean {
  return status === 'inProgress';
}

/**
 * Whether a plan's results may be corrected or confirmed: once there are results, that is while the
 * plan runs and after it ended (early or not).
 */
export function canCorrectResults(status: TestPlanStatus): boolean {
  return status !== 'notStarted';
}

/**
 * The measurements that make a plan's items, in the standard's order: BMI is measured as height and
 * weight, every other item as itself.
 */
export function measurementsOfItems(items: readonly PhysiqueItem[]): PhysiqueMeasurement[] {
  const wanted = new Set(items);
  return PHYSIQUE_MEASUREMENTS.filter((measurement) => wanted.has(itemOfMeasurement(measurement)));
}

/** Why a result was corrected or confirmed: 2 to 200 characters, trimmed, plain text. */
export const correctionReasonSchema = withChecks(
  z.string({ error: 'validation.result.reasonRequired' }),
  z.trim(),
  z.minLength(RESULT_ENTRY_LIMITS.reason.min, { error: 'validation.result.reasonRequired', abort: true }),
  z.maxLength(RESULT_ENTRY_LIMITS.reason.max, 'validation.result.reasonLength'),
  plainText(),
);

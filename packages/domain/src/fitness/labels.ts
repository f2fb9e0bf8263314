// The small words of results that screens and calls name without scoring anything: where a result
// came from and the bands it may carry. Kept apart from the scoring engine so that a screen listing
// results does not load the standard's tables.
import type { BmiBand } from '../physique/engine.ts';
import type { PhysiqueMeasurement } from '../physique/measurements.ts';
import type { PhysiqueBand, PhysiqueItem } from '../physique/rules.ts';

/**
 * Where a result came from: a device's batch (its serial and batch id are kept), a member of staff
 * typing it in (their account is kept), or a row of an uploaded file (the file and row are kept).
 */
export const RESULT_SOURCES = ['device', 'manual', 'import'] as const;

/** One of {@link RESULT_SOURCES}. */
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** Whether `value` is one of {@link RESULT_SOURCES}. */
export function isResultSource(value: unknown): value is ResultSource {
  return typeof value === 'string' && (RESULT_SOURCES as readonly string[]).includes(value);
}

/** A band a stored result carries: an item's band, or the BMI band for BMI. */
export type ResultBand = PhysiqueBand | BmiBand;

/** Every {@link ResultBand}: the item bands best first, then the BMI bands. */
export const RESULT_BANDS = [
  'excellent',
  'good',
  'pass',
  'fail',
  'normal',
  'underweight',
  'overweight',
  'obese',
] as const satisfies readonly ResultBand[];

/**
 * The item of the standard a measurement is scored under: height and weight make BMI together,
 * every other measurement is its own item.
 */
export function itemOfMeasurement(measurement: PhysiqueMeasurement): PhysiqueItem {
  return measurement === 'height' || measurement === 'weight' ? 'bmi' : measurement;
}

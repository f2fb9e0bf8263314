// How a measurement is named and its value written wherever a result is shown: the label carries the
// unit, and a run's seconds are written as minutes and seconds, as on the standard's score sheets.
import type { DomainMessageId } from '../messages/index.ts';
import { isTimedRun, type PhysiqueMeasurement } from '../physique/measurements.ts';

/** The label of a measurement, its unit included (`身高（厘米）`). */
export function measurementLabel(measurement: PhysiqueMeasurement): DomainMessageId {
  return `fitness.measurement.${measurement}`;
}

/**
 * A value as staff read it: a run's seconds as `m'ss"` (`3'35"`, tenths kept when there are any),
 * every other value as the number itself with at most two decimals.
 */
export function formatMeasurement(measurement: PhysiqueMeasurement, value: number): string {
  if (!isTimedRun(measurement)) return String(Math.round(value * 100) / 100);
  const tenths = Math.round(value * 10);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  const [whole, fraction] = seconds.toFixed(1).split('.');
  return `${minutes}'${(whole ?? '0').padStart(2, '0')}${fraction === '0' ? '' : `.${fraction}`}"`;
}

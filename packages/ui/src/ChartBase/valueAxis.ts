import { scaleLinear } from '@visx/scale';
import { type ChartValue, estimateLabelWidth, isChartValue, valueDomain } from './chartData.ts';

/** A datum of a bar or line chart: one value per series key. */
export interface SeriesDatum<Key extends string> {
  values: Partial<Record<Key, ChartValue>>;
}

/** A series' value in a datum, or undefined where it is missing or not finite: it leaves a gap, never a zero. */
export function seriesValue<Key extends string>(datum: SeriesDatum<Key> | undefined, key: Key): number | undefined {
  const value = datum?.values[key];
  return isChartValue(value) ? value : undefined;
}

/** The range of every series' values over the data, for a value axis (see `valueDomain`). */
export function seriesDomain<Key extends string>(
  data: readonly SeriesDatum<Key>[],
  series: readonly { key: Key }[],
  fixed?: readonly [number, number],
): [number, number] {
  return valueDomain(
    data.flatMap((datum) => series.map((item) => seriesValue(datum, item.key))),
    fixed,
  );
}

/**
 * The value axis the bar and line charts share: a linear scale over `[low, high]` (rounded to nice
 * numbers unless the caller fixed the domain), its five ticks, and the width its tick labels need
 * when the axis stands at the plot's left. The caller sets the scale's range once it knows the plot.
 */
export function valueAxis(
  [low, high]: readonly [number, number],
  isFixed: boolean,
  formatValue: (value: number) => string | undefined,
) {
  const scale = scaleLinear<number>({ domain: [low, high], nice: !isFixed });
  const ticks = scale.ticks(5);
  const labelWidth = Math.max(24, ...ticks.map((tick) => estimateLabelWidth(formatValue(tick) ?? ''))) + 10;
  return { scale, ticks, labelWidth };
}

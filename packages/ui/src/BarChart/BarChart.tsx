import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { BarRounded, Line } from '@visx/shape';
import { ChartCategoryAxes, ChartGridColumns, ChartGridRows } from '../ChartBase/ChartAxes.tsx';
import * as chartStyles from '../ChartBase/ChartBase.css.ts';
import { type ChartCommonProps, ChartFrame } from '../ChartBase/ChartFrame.tsx';
import type { ChartColor } from '../ChartBase/chartColors.ts';
import { chartColorValue } from '../ChartBase/chartColorTokens.ts';
import { type ChartValue, estimateLabelWidth, isChartValue, labelledIndexes } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useValueSeriesChart } from '../ChartBase/useSeriesChart.tsx';
import { seriesValue, valueAxis } from '../ChartBase/valueAxis.ts';

/** The directions bars can grow in, declared once for the component and its stories. */
export const barChartOrientations = ['vertical', 'horizontal'] as const;
export type BarChartOrientation = (typeof barChartOrientations)[number];

/** One series of bars: one bar per category, side by side with the other series. */
export interface BarChartSeries<Key extends string = string> {
  /** The key of this series' values in each datum. */
  key: Key;
  /** The series name, shown in the legend, tooltip and table. */
  label: string;
  /** Its colour; by default the palette in order. */
  color?: ChartColor;
}

/** One category (a group of bars), e.g. a grade. */
export interface BarChartDatum<Key extends string = string> {
  /** The category name, on the axis and in the table. */
  label: string;
  /** The value of each series; missing or non-finite values leave a gap. */
  values: Partial<Record<Key, ChartValue>>;
}

export interface BarChartProps<Key extends string = string> extends ChartCommonProps {
  /**
   * The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess.
   * @default 560
   */
  width?: number;
  /** The categories, in axis order. */
  data: readonly BarChartDatum<Key>[];
  /** The series drawn in each category. */
  series: readonly BarChartSeries<Key>[];
  /**
   * `vertical` bars rise from a category axis at the bottom; `horizontal` bars grow from the left.
   * @default 'vertical'
   */
  orientation?: BarChartOrientation;
  /**
   * How values are written, as `Intl.NumberFormat` options in the kit's locale, e.g.
   * `{ style: 'unit', unit: 'percent' }` for rates given as 0-100.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
  /** A fixed value axis, e.g. `[0, 100]` for rates; by default the data's extent with zero. */
  domain?: readonly [number, number];
  /** The heading of the table's category column, e.g. "Grade". Defaults to "Category" in the locale. */
  categoryLabel?: string;
}

const defaultWidth = 560;

/**
 * Grouped bars, vertical or horizontal: one group per category, one bar per series.
 *
 * Accessibility: The picture is an image named by `title` and described by `description`. Tab
 * reaches the "show as table" toggle, then the plot: the arrow keys move from bar group to bar
 * group (Home and End jump to the ends) and a tooltip says each series' value; Escape hides it. The
 * toggle shows the same numbers as a data table, which screen readers can also reach.
 */
export function BarChart<Key extends string = string>({
  data,
  series,
  orientation = 'vertical',
  valueFormat,
  domain,
  categoryLabel,
  ...frame
}: BarChartProps<Key>) {
  const format = useChartFormat(valueFormat);
  const horizontal = orientation === 'horizontal';
  // Horizontal bars stack down the page, so their default height grows with the categories.
  const size = {
    width: defaultWidth,
    height: horizontal ? Math.max(160, data.length * (Math.max(series.length, 1) * 14 + 18) + 40) : 300,
  };

  const { colors, points, frameProps, renderPlot, valueRange } = useValueSeriesChart({
    data,
    series,
    format,
    categoryLabel,
    domain,
    labels: data.map((datum) => datum.label),
  });
  const [low, high] = valueRange;

  return (
    <ChartFrame {...frame} defaultSize={size} {...frameProps}>
      {(plot) => {
        const { width: plotWidth, height: plotHeight } = plot;
        const { scale: valueScale, ticks, labelWidth } = valueAxis([low, high], Boolean(domain), format.value);
        const categoryWidth = Math.max(0, ...data.map((datum) => estimateLabelWidth(datum.label)));
        const margin = horizontal
          ? {
              top: 8,
              right: 16,
              bottom: 28,
              left: Math.min(140, categoryWidth + 12),
            }
          : {
              top: 12,
              right: 8,
              bottom: 28,
              left: labelWidth,
            };
        const innerWidth = Math.max(0, plotWidth - margin.left - margin.right);
        const innerHeight = Math.max(0, plotHeight - margin.top - margin.bottom);
        const categoryLength = horizontal ? innerHeight : innerWidth;
        const categoryScale = scaleBand<number>({
          domain: data.map((_, index) => index),
          range: [0, categoryLength],
          paddingInner: 0.3,
          paddingOuter: 0.15,
        });
        const seriesScale = scaleBand<string>({
          domain: series.map((item) => item.key),
          range: [0, categoryScale.bandwidth()],
          padding: series.length > 1 ? 0.08 : 0,
        });
        valueScale.range(horizontal ? [0, innerWidth] : [innerHeight, 0]);
        const zero = valueScale(Math.max(low, Math.min(0, high))) ?? 0;
        const step = categoryScale.step();
        const shownLabels = labelledIndexes(
          data.length,
          categoryLength,
          horizontal ? 18 : Math.max(categoryWidth + 12, 24),
        );

        const activeIndex = points.activeIndex;
        const active = activeIndex === null ? undefined : data[activeIndex];
        let tooltip = null;
        if (active && activeIndex !== null) {
          const values = series.map((item) => seriesValue(active, item.key)).filter(isChartValue);
          const peak = valueScale(Math.max(0, ...values)) ?? zero;
          const middle = (categoryScale(activeIndex) ?? 0) + categoryScale.bandwidth() / 2;
          tooltip = horizontal
            ? { left: margin.left + peak, top: margin.top + middle }
            : { left: margin.left + middle, top: margin.top + peak };
        }

        return renderPlot(
          plot,
          margin,
          tooltip,
          <>
            {horizontal ? (
              <ChartGridColumns scale={valueScale} height={innerHeight} tickValues={ticks} />
            ) : (
              <ChartGridRows scale={valueScale} width={innerWidth} tickValues={ticks} />
            )}
            {data.map((datum, index) => {
              const offset = categoryScale(index) ?? 0;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: categories are positional and labels may repeat.
                <Group key={`${index}-${datum.label}`} pointerEvents="none">
                  {series.map((item, seriesIndex) => {
                    const value = seriesValue(datum, item.key);
                    if (value === undefined) return null;
                    const position = valueScale(value) ?? zero;
                    const start = Math.min(position, zero);
                    const length = Math.max(Math.abs(position - zero), 1);
                    const across = offset + (seriesScale(item.key) ?? 0);
                    const thickness = Math.max(1, seriesScale.bandwidth());
                    const growsForward = value >= 0;
                    return (
                      <BarRounded
                        key={item.key}
                        x={horizontal ? start : across}
                        y={horizontal ? across : start}
                        width={horizontal ? length : thickness}
                        height={horizontal ? thickness : length}
                        radius={Math.min(3, thickness / 2)}
                        {...(horizontal
                          ? growsForward
                            ? { right: true }
                            : { left: true }
                          : growsForward
                            ? { top: true }
                            : { bottom: true })}
                        style={{ fill: chartColorValue(colors[seriesIndex] ?? 'accent') }}
                      />
                    );
                  })}
                </Group>
              );
            })}
            {(horizontal || low < 0) && (
              <Line
                className={chartStyles.axisLine}
                from={horizontal ? { x: zero, y: 0 } : { x: 0, y: zero }}
                to={horizontal ? { x: zero, y: innerHeight } : { x: innerWidth, y: zero }}
              />
            )}
            <ChartCategoryAxes
              horizontal={horizontal}
              height={innerHeight}
              categoryScale={categoryScale}
              categoryTicks={shownLabels}
              categoryLabel={(index) => data[index]?.label ?? ''}
              valueScale={valueScale}
              valueTicks={ticks}
              formatValue={format.value}
            />
            {data.map((datum, index) => {
              const start = (categoryScale(index) ?? 0) - (step - categoryScale.bandwidth()) / 2;
              return (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: categories are positional and labels may repeat.
                  key={`${index}-${datum.label}`}
                  className={chartStyles.categoryBand}
                  x={horizontal ? 0 : start}
                  y={horizontal ? start : 0}
                  width={horizontal ? innerWidth : step}
                  height={horizontal ? step : innerHeight}
                  rx={4}
                  {...points.pointProps(index)}
                />
              );
            })}
          </>,
        );
      }}
    </ChartFrame>
  );
}

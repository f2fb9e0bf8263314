import { Group } from '@visx/group';
import { scalePoint } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { ChartCategoryAxes, ChartGridRows } from '../ChartBase/ChartAxes.tsx';
import * as chartStyles from '../ChartBase/ChartBase.css.ts';
import { type ChartCommonProps, ChartFrame } from '../ChartBase/ChartFrame.tsx';
import type { ChartColor } from '../ChartBase/chartColors.ts';
import { chartColorValue } from '../ChartBase/chartColorTokens.ts';
import { type ChartValue, estimateLabelWidth, isChartValue, labelledIndexes } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useValueSeriesChart } from '../ChartBase/useSeriesChart.tsx';
import { seriesValue, valueAxis } from '../ChartBase/valueAxis.ts';
import { vars } from '../theme/contract.css.ts';

/** One line. */
export interface LineChartSeries<Key extends string = string> {
  /** The key of this series' values in each datum. */
  key: Key;
  /** The series name, shown in the legend, tooltip and table. */
  label: string;
  /** Its colour; by default the palette in order. */
  color?: ChartColor;
}

/** One position on the x axis (a day, a month, a test round) with each series' value there. */
export interface LineChartDatum<Key extends string = string> {
  /** The position: a label as given, or a date written in `dateFormat` and the locale. */
  x: string | Date;
  /** The value of each series; missing or non-finite values break the line there. */
  values: Partial<Record<Key, ChartValue>>;
}

export interface LineChartProps<Key extends string = string> extends ChartCommonProps {
  /**
   * The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess.
   * @default 640
   */
  width?: number;
  /**
   * The plot's height in pixels.
   * @default 280
   */
  height?: number;
  /** The positions, in x order, evenly spaced. */
  data: readonly LineChartDatum<Key>[];
  /** The lines to draw. */
  series: readonly LineChartSeries<Key>[];
  /**
   * How values are written, as `Intl.NumberFormat` options in the kit's locale.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
  /**
   * How date positions are written, as `Intl.DateTimeFormat` options in the kit's locale.
   * @default { month: 'short', day: 'numeric' }
   */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** A fixed value axis, e.g. `[0, 100]`; by default the data's extent with zero. */
  domain?: readonly [number, number];
  /** Whether to mark each value with a dot. By default only when there are 40 positions or fewer. */
  showPoints?: boolean;
  /** The heading of the table's first column, e.g. "Month". Defaults to "Category" in the locale. */
  categoryLabel?: string;
}

const lineChartSize = { width: 640, height: 280 };

/**
 * One or more lines over evenly spaced positions (days, months, test rounds), with gaps for missing values.
 *
 * Accessibility: The picture is an image named by `title` and described by `description`. Tab
 * reaches the "show as table" toggle, then the plot: Left and Right move from point to point, Home
 * and End jump to the ends, Page Up and Page Down move by ten, and a tooltip says each series'
 * value; Escape hides it. The toggle shows the same numbers as a data table.
 */
export function LineChart<Key extends string = string>({
  data,
  series,
  valueFormat,
  dateFormat,
  domain,
  showPoints,
  categoryLabel,
  ...frame
}: LineChartProps<Key>) {
  const format = useChartFormat(valueFormat, dateFormat);

  const labels = data.map((datum) => format.category(datum.x));
  const dots = showPoints ?? data.length <= 40;
  const chart = useValueSeriesChart({ data, series, format, categoryLabel, domain, labels });
  const { colors, points, renderPlot } = chart;

  return (
    <ChartFrame {...frame} defaultSize={lineChartSize} {...chart.frameProps}>
      {(plot) => {
        const { width: plotWidth, height } = plot;
        const {
          scale: valueScale,
          ticks,
          labelWidth: axisWidth,
        } = valueAxis(chart.valueRange, Boolean(domain), format.value);
        const margin = { top: 12, right: 16, bottom: 28, left: axisWidth };
        const innerWidth = Math.max(0, plotWidth - margin.left - margin.right);
        const innerHeight = Math.max(0, height - margin.top - margin.bottom);
        valueScale.range([innerHeight, 0]);
        const xScale = scalePoint<number>({
          domain: data.map((_, index) => index),
          range: [0, innerWidth],
          // Few categories sit in the middle of their slots; long daily series use the full width.
          padding: data.length > 24 ? 0 : 0.5,
        });
        const step = data.length > 1 ? xScale.step() : innerWidth;
        const xOf = (index: number) => xScale(index) ?? 0;
        const labelWidth = Math.max(24, ...labels.map((label) => estimateLabelWidth(label))) + 16;
        const shownLabels = labelledIndexes(data.length, innerWidth, labelWidth);
        const activeIndex = points.activeIndex;

        let tooltip = null;
        if (activeIndex !== null) {
          const values = series.map((item) => seriesValue(data[activeIndex], item.key)).filter(isChartValue);
          const peak = values.length > 0 ? (valueScale(Math.max(...values)) ?? 0) : innerHeight / 2;
          tooltip = { left: margin.left + xOf(activeIndex), top: margin.top + peak };
        }

        return renderPlot(
          plot,
          margin,
          tooltip,
          <>
            <ChartGridRows scale={valueScale} width={innerWidth} tickValues={ticks} />
            {activeIndex !== null && (
              <Line
                className={chartStyles.axisLine}
                from={{ x: xOf(activeIndex), y: 0 }}
                to={{ x: xOf(activeIndex), y: innerHeight }}
                strokeDasharray="4 3"
              />
            )}
            {series.map((item, seriesIndex) => {
              const color = chartColorValue(colors[seriesIndex] ?? 'accent');
              return (
                <Group key={item.key} pointerEvents="none">
                  <LinePath<number>
                    data={data.map((_, index) => index)}
                    x={xOf}
                    y={(index) => valueScale(seriesValue(data[index], item.key) ?? 0) ?? 0}
                    defined={(index) => seriesValue(data[index], item.key) !== undefined}
                    style={{ stroke: color }}
                    strokeWidth={2}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    fill="none"
                  />
                  {data.map((datum, index) => {
                    const value = seriesValue(datum, item.key);
                    const isActive = index === activeIndex;
                    if (value === undefined || (!dots && !isActive)) return null;
                    return (
                      <circle
                        // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position.
                        key={index}
                        cx={xOf(index)}
                        cy={valueScale(value) ?? 0}
                        r={isActive ? 5 : 3}
                        style={{ fill: isActive ? color : vars.color.surface, stroke: color }}
                        strokeWidth={2}
                      />
                    );
                  })}
                </Group>
              );
            })}
            {activeIndex !== null &&
              points.fromFocus &&
              series.map((item) => {
                const value = seriesValue(data[activeIndex], item.key);
                return (
                  <circle
                    key={item.key}
                    className={chartStyles.focusMarker}
                    cx={xOf(activeIndex)}
                    cy={value === undefined ? innerHeight : (valueScale(value) ?? 0)}
                    r={9}
                  />
                );
              })}
            <ChartCategoryAxes
              height={innerHeight}
              categoryScale={xScale}
              categoryTicks={shownLabels}
              categoryLabel={(index) => labels[index] ?? ''}
              valueScale={valueScale}
              valueTicks={ticks}
              formatValue={format.value}
            />
            {data.map((_, index) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: one target per position.
                key={index}
                className={chartStyles.hitTarget}
                x={xOf(index) - step / 2}
                y={0}
                width={step}
                height={innerHeight}
                {...points.pointProps(index)}
              />
            ))}
          </>,
        );
      }}
    </ChartFrame>
  );
}

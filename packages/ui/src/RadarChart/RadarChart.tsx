import { Group } from '@visx/group';
import { Arc, Line, Polygon } from '@visx/shape';
import { Text } from '@visx/text';
import * as chartStyles from '../ChartBase/ChartBase.css.ts';
import { type ChartCommonProps, ChartFrame } from '../ChartBase/ChartFrame.tsx';
import type { ChartColor } from '../ChartBase/chartColors.ts';
import { chartColorValue } from '../ChartBase/chartColorTokens.ts';
import { type ChartValue, estimateLabelWidth, isNonNegativeValue } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useSeriesChart } from '../ChartBase/useSeriesChart.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { vars } from '../theme/contract.css.ts';
import * as styles from './RadarChart.css.ts';
import { radarChartStrings } from './RadarChart.strings.ts';
import { radarAngle, radarLabelAnchor, radarPoint, radarRadius, radarRadiusToFit } from './radarGeometry.ts';

/** One spoke of the radar, e.g. a physique test item. */
export interface RadarChartAxis<AxisKey extends string = string> {
  /** The key of this axis' value in each series. */
  key: AxisKey;
  /** The axis name at the end of the spoke, in the tooltip and the table. */
  label: string;
}

/** One shape on the radar, e.g. a student or a grade's average. */
export interface RadarChartSeries<AxisKey extends string = string> {
  /** A stable key. */
  key: string;
  /** The series name, in the legend, tooltip and table. */
  label: string;
  /** Its colour; by default the palette in order. */
  color?: ChartColor;
  /**
   * Draw as a dashed outline without fill: for a reference such as the grade average, so the
   * shapes it overlays stay readable.
   * @default false
   */
  reference?: boolean;
  /** The value on each axis, from 0 to `max`; negative, `NaN` and missing values are left out. */
  values: Partial<Record<AxisKey, ChartValue>>;
}

export interface RadarChartProps<AxisKey extends string = string> extends ChartCommonProps {
  /**
   * The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess.
   * @default 440
   */
  width?: number;
  /**
   * The plot's height in pixels.
   * @default 320
   */
  height?: number;
  /** The spokes, clockwise from the top; 5 to 8 read best, fewer than 3 draw nothing. */
  axes: readonly RadarChartAxis<AxisKey>[];
  /** The shapes overlaid; one or two read best. */
  series: readonly RadarChartSeries<AxisKey>[];
  /**
   * The value at the outer ring; values above it are drawn on the ring (and written as they are).
   * @default 100
   */
  max?: number;
  /**
   * How many rings divide the scale.
   * @default 5
   */
  levels?: number;
  /**
   * How values are written, as `Intl.NumberFormat` options in the kit's locale.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
  /** The heading of the table's first column. Defaults to "Item" in the locale. */
  categoryLabel?: string;
}

const radarChartSize = { width: 440, height: 320 };

/**
 * A radar (spider) chart: a portrait of scores on several items, one or two shapes overlaid.
 *
 * Accessibility: The picture is an image named by `title` and described by `description`. Tab
 * reaches the "show as table" toggle, then the plot: the arrow keys move from item to item, Home
 * and End jump, and a tooltip says each shape's score; Escape hides it. The toggle shows all scores
 * as a data table.
 */
export function RadarChart<AxisKey extends string = string>({
  axes,
  series,
  max = 100,
  levels = 5,
  valueFormat,
  categoryLabel,
  ...frame
}: RadarChartProps<AxisKey>) {
  const tRadar = useKitStrings(radarChartStrings);
  const format = useChartFormat(valueFormat);
  const scaleMax = Number.isFinite(max) && max > 0 ? max : 100;

  const valueAt = (item: RadarChartSeries<AxisKey>, key: AxisKey): number | undefined => {
    const value = item.values[key];
    return isNonNegativeValue(value) ? value : undefined;
  };
  const { colors, points, frameProps, renderPlot } = useSeriesChart({
    categories: axes,
    series,
    valueAt: (item, index) => {
      const axis = axes[index];
      return axis && valueAt(item, axis.key);
    },
    format,
    categoryHeader: categoryLabel ?? tRadar('item'),
  });

  return (
    <ChartFrame {...frame} defaultSize={radarChartSize} {...frameProps} isEmpty={axes.length < 3 || frameProps.isEmpty}>
      {(plot) => {
        const { width: plotWidth, height } = plot;
        const count = axes.length;
        const radius = Math.max(
          40,
          radarRadiusToFit(
            axes.map((axis) => estimateLabelWidth(axis.label, 13) + 4),
            plotWidth,
            height,
          ),
        );
        const center = { x: plotWidth / 2, y: height / 2 };
        const ringPoints = (r: number) =>
          axes.map((_, index) => {
            const point = radarPoint(index, count, r);
            return [point.x, point.y] as [number, number];
          });
        const activeIndex = points.activeIndex;
        const activeAxis = activeIndex === null ? undefined : axes[activeIndex];
        let tooltip = null;
        if (activeAxis && activeIndex !== null) {
          const values = series.map((item) => valueAt(item, activeAxis.key) ?? 0);
          const tip = radarPoint(activeIndex, count, radarRadius(Math.max(0, ...values), scaleMax, radius));
          tooltip = { left: center.x + tip.x, top: center.y + tip.y };
        }

        return renderPlot(
          plot,
          { left: center.x, top: center.y },
          tooltip,
          <>
            {Array.from({ length: Math.max(1, levels) }, (_, level) => {
              const r = (radius * (level + 1)) / Math.max(1, levels);
              return <Polygon key={`ring-${r}`} className={styles.ring} points={ringPoints(r)} />;
            })}
            {axes.map((axis, index) => (
              <Line
                key={axis.key}
                className={index === activeIndex ? styles.activeSpoke : styles.spoke}
                from={{ x: 0, y: 0 }}
                to={radarPoint(index, count, radius)}
              />
            ))}
            {Array.from({ length: Math.max(1, levels) }, (_, level) => {
              const value = (scaleMax * (level + 1)) / Math.max(1, levels);
              const r = (radius * (level + 1)) / Math.max(1, levels);
              return (
                <Text
                  key={`level-${value}`}
                  className={styles.levelLabel}
                  x={4}
                  y={-r}
                  verticalAnchor="middle"
                  textAnchor="start"
                >
                  {format.value(value) ?? ''}
                </Text>
              );
            })}
            {series.map((item, seriesIndex) => {
              const color = chartColorValue(colors[seriesIndex] ?? 'accent');
              const vertices = axes.flatMap((axis, index) => {
                const value = valueAt(item, axis.key);
                if (value === undefined) return [];
                const point = radarPoint(index, count, radarRadius(value, scaleMax, radius));
                return [{ index, ...point }];
              });
              return (
                <Group key={item.key} pointerEvents="none">
                  <Polygon
                    points={vertices.map((vertex) => [vertex.x, vertex.y] as [number, number])}
                    style={{ fill: item.reference ? 'none' : color, stroke: color }}
                    fillOpacity={0.14}
                    strokeWidth={2}
                    strokeDasharray={item.reference ? '6 4' : undefined}
                    strokeLinejoin="round"
                  />
                  {vertices.map((vertex) => (
                    <circle
                      key={vertex.index}
                      cx={vertex.x}
                      cy={vertex.y}
                      r={vertex.index === activeIndex ? 5 : 3}
                      style={{ fill: vertex.index === activeIndex ? color : vars.color.surface, stroke: color }}
                      strokeWidth={2}
                    />
                  ))}
                </Group>
              );
            })}
            {activeAxis && activeIndex !== null && points.fromFocus && (
              <circle
                className={chartStyles.focusMarker}
                {...(({ x, y }) => ({ cx: x, cy: y }))(
                  radarPoint(
                    activeIndex,
                    count,
                    radarRadius(
                      Math.max(0, ...series.map((item) => valueAt(item, activeAxis.key) ?? 0)),
                      scaleMax,
                      radius,
                    ),
                  ),
                )}
                r={9}
              />
            )}
            {axes.map((axis, index) => {
              const angle = radarAngle(index, count);
              const position = radarPoint(index, count, radius + 10);
              return (
                <Text
                  key={axis.key}
                  className={styles.axisLabel}
                  x={position.x}
                  y={position.y}
                  {...radarLabelAnchor(angle)}
                >
                  {axis.label}
                </Text>
              );
            })}
            {axes.map((axis, index) => {
              const angle = radarAngle(index, count);
              const half = Math.PI / count;
              return (
                <Arc
                  key={axis.key}
                  className={chartStyles.hitTarget}
                  innerRadius={0}
                  outerRadius={radius + 6}
                  startAngle={angle - half}
                  endAngle={angle + half}
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

import { Group } from '@visx/group';
import { Arc, Pie } from '@visx/shape';
import { Text } from '@visx/text';
import { chartBaseStrings } from '../ChartBase/ChartBase.strings.ts';
import type { ChartTableModel } from '../ChartBase/ChartDataTable.tsx';
import { type ChartCommonProps, ChartFrame, ChartSvg } from '../ChartBase/ChartFrame.tsx';
import { ChartLegend } from '../ChartBase/ChartLegend.tsx';
import { ChartTooltip, type ChartTooltipContent, chartTooltipText } from '../ChartBase/ChartTooltip.tsx';
import type { ChartColor } from '../ChartBase/chartColors.ts';
import { chartColorValue } from '../ChartBase/chartColorTokens.ts';
import type { ChartValue } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useChartPoints } from '../ChartBase/useChartPoints.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './PieChart.css.ts';
import { type PieSlice, pieSlices } from './pieSlices.ts';

/** One slice of the donut, e.g. a BMI band and how many students are in it. */
export interface PieChartDatum {
  /** A stable key; the position in `data` by default. */
  key?: string;
  /** The slice name, in the legend, tooltip and table. */
  label: string;
  /** Its size; negative, `NaN` and missing values are left out, as a share cannot be negative. */
  value: ChartValue;
  /** Its colour; by default the palette in order (`muted` is kept for "other"). */
  color?: ChartColor;
}

export interface PieChartProps extends ChartCommonProps {
  /**
   * The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess.
   * @default 440
   */
  width?: number;
  /**
   * The plot's height in pixels.
   * @default 220
   */
  height?: number;
  /** The slices, in drawing order (clockwise from the top). */
  data: readonly PieChartDatum[];
  /**
   * How values are written, as `Intl.NumberFormat` options in the kit's locale.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
  /** The big text in the hole. By default the total of the values. */
  centerValue?: string;
  /** The small text under it. By default "Total" in the locale. */
  centerLabel?: string;
  /**
   * The most slices drawn: beyond it the smallest merge into one "Other" slice. The table still
   * lists every value.
   * @default 6
   */
  maxSlices?: number;
  /** The heading of the table's first column, e.g. "BMI band". Defaults to "Category" in the locale. */
  categoryLabel?: string;
  /** What the values are, e.g. "Students", in the tooltip and the table. Defaults to "Value" in the locale. */
  valueLabel?: string;
}

const pieChartSize = { width: 440, height: 220 };

/**
 * A donut: shares of a whole, the total in the centre, a legend with each share beside it.
 *
 * Accessibility: The picture is an image named by `title` and described by `description`. Tab
 * reaches the "show as table" toggle, then the ring: Left and Right move from slice to slice, Home
 * and End jump, and a tooltip says the value and share; Escape hides it. The toggle shows every
 * value and share as a data table, slices merged into "other" included.
 */
export function PieChart({
  data,
  valueFormat,
  centerValue,
  centerLabel,
  maxSlices = 6,
  categoryLabel,
  valueLabel,
  ...frame
}: PieChartProps) {
  const t = useKitStrings(chartBaseStrings);
  const format = useChartFormat(valueFormat);
  const { valid, drawn, total } = pieSlices(data, maxSlices, t('other'));
  const points = useChartPoints(drawn.length);

  const table: ChartTableModel = {
    categoryHeader: categoryLabel ?? t('category'),
    columns: [valueLabel ?? t('value'), t('share')],
    rows: [
      ...valid.map((slice) => ({
        key: slice.key,
        header: slice.label,
        cells: [format.value(slice.value), format.share(slice.share)],
      })),
      { key: '__total', header: t('total'), cells: [format.value(total), format.share(1)] },
    ],
  };
  const tooltipContent = (slice: PieSlice): ChartTooltipContent => ({
    title: slice.label,
    color: slice.color,
    rows: [
      {
        key: 'value',
        label: valueLabel ?? t('value'),
        value: format.value(slice.value) ?? t('missing'),
      },
      { key: 'share', label: t('share'), value: format.share(slice.share) },
    ],
  });
  const activeSlice = points.activeIndex === null ? undefined : drawn[points.activeIndex];

  return (
    <ChartFrame
      {...frame}
      defaultSize={pieChartSize}
      isEmpty={drawn.length === 0}
      table={table}
      announcement={points.fromFocus && activeSlice ? chartTooltipText(tooltipContent(activeSlice)) : ''}
    >
      {({ width: plotWidth, height, svgProps }) => {
        const size = Math.max(80, Math.min(height, plotWidth));
        const outer = size / 2 - 6;
        const inner = outer * 0.64;
        const center = size / 2;
        let tooltip = null;
        if (activeSlice && points.activeIndex !== null) {
          // At the ring's outer edge, so the tooltip covers neither the slice's neighbours nor the centre.
          const [x, y] = sliceCentroid(drawn, points.activeIndex, total, outer + 4);
          tooltip = { left: center + x, top: center + y, placement: x >= 0 ? ('right' as const) : ('left' as const) };
        }
        return (
          <div className={styles.layout}>
            <ChartSvg {...svgProps} width={size} height={size}>
              <Group top={center} left={center}>
                <Pie<PieSlice>
                  data={drawn}
                  pieValue={(slice) => slice.value}
                  pieSort={null}
                  pieSortValues={null}
                  outerRadius={outer}
                  innerRadius={inner}
                >
                  {({ arcs }) =>
                    arcs.map((arc, index) => {
                      const isActive = index === points.activeIndex;
                      return (
                        <Arc
                          key={arc.data.key}
                          data={arc}
                          innerRadius={inner}
                          outerRadius={isActive ? outer + 4 : outer}
                          cornerRadius={3}
                          className={styles.slice}
                          style={{ fill: chartColorValue(arc.data.color) }}
                          {...points.pointProps(index)}
                        />
                      );
                    })
                  }
                </Pie>
                <Text className={styles.centerValue} textAnchor="middle" verticalAnchor="end" y={4}>
                  {centerValue ?? format.value(total) ?? ''}
                </Text>
                <Text className={styles.centerLabel} textAnchor="middle" verticalAnchor="start" y={10}>
                  {centerLabel ?? t('total')}
                </Text>
              </Group>
            </ChartSvg>
            <ChartLegend
              className={styles.legend}
              orientation="column"
              items={drawn.map((slice) => ({
                key: slice.key,
                label: slice.label,
                color: slice.color,
                value: `${format.value(slice.value) ?? ''} · ${format.share(slice.share)}`,
              }))}
            />
            {tooltip && activeSlice && (
              <ChartTooltip
                content={tooltipContent(activeSlice)}
                left={tooltip.left}
                top={tooltip.top}
                plotWidth={plotWidth}
                placement={tooltip.placement}
              />
            )}
          </div>
        );
      }}
    </ChartFrame>
  );
}

/** The middle of slice `index` at `radius`, relative to the centre, with angles clockwise from the top. */
function sliceCentroid(slices: readonly PieSlice[], index: number, total: number, radius: number): [number, number] {
  const drawnTotal = slices.reduce((sum, slice) => sum + slice.value, 0) || total || 1;
  const before = slices.slice(0, index).reduce((sum, slice) => sum + slice.value, 0);
  const value = slices[index]?.value ?? 0;
  const angle = ((before + value / 2) / drawnTotal) * 2 * Math.PI;
  return [Math.sin(angle) * radius, -Math.cos(angle) * radius];
}

import { Group } from '@visx/group';
import type { ReactElement, ReactNode } from 'react';
import { useKitStrings } from '../i18n/strings.ts';
import { chartBaseStrings } from './ChartBase.strings.ts';
import type { ChartTableModel } from './ChartDataTable.tsx';
import { type ChartPlotArgs, ChartSvg } from './ChartFrame.tsx';
import type { ChartLegendItem } from './ChartLegend.tsx';
import { ChartTooltip, type ChartTooltipContent, chartTooltipText } from './ChartTooltip.tsx';
import { type ChartColor, seriesColor } from './chartColors.ts';
import type { ChartFormat } from './useChartFormat.ts';
import { type ChartPoints, useChartPoints } from './useChartPoints.ts';
import { type SeriesDatum, seriesDomain, seriesValue } from './valueAxis.ts';

/** A series as the series charts (bars, lines, radar) declare it. */
export interface SeriesChartSeries {
  /** A stable key. */
  key: string;
  /** The series name, in the legend, tooltip and table. */
  label: string;
  /** Its colour; by default the palette in order. */
  color?: ChartColor;
}

/** One position of a series chart: a category, a date, a radar axis. */
export interface SeriesChartCategory {
  /** A stable key, for the table row. */
  key: string;
  /** The name, as the table's row header and the tooltip's heading. */
  label: string;
}

/** What a series chart knows before it draws. */
export interface SeriesChartOptions<Series extends SeriesChartSeries> {
  /** The positions, in order; each is one roving focus target. */
  categories: readonly SeriesChartCategory[];
  /** The series drawn at each position. */
  series: readonly Series[];
  /** The value of `item` at position `index`; `undefined` when it cannot be drawn. */
  valueAt: (item: Series, index: number) => number | undefined;
  /** The chart's formatters. */
  format: ChartFormat;
  /** The heading of the table's first column. */
  categoryHeader: string;
}

/** Where a data point's tooltip points to, in the plot's pixels. */
export interface SeriesChartTooltipAnchor {
  left: number;
  top: number;
}

/** The parts every series chart shares: colours, table, legend, tooltip and keyboard focus. */
export interface SeriesChart {
  /** One colour per series, in order. */
  colors: ChartColor[];
  /** The roving focus and active point, see `useChartPoints`. */
  points: ChartPoints;
  /** Whether any value can be drawn. */
  hasValues: boolean;
  /** The tooltip of position `index`: its heading and one row per series. */
  tooltipContent: (index: number) => ChartTooltipContent;
  /** The `ChartFrame` props: empty without values, legend (for more than one series), table, live announcement. */
  frameProps: {
    isEmpty: boolean;
    legend: ChartLegendItem[];
    table: ChartTableModel;
    announcement: string;
  };
  /**
   * The plot: the chart's SVG with `marks` drawn from `origin` (the plot's top-left margin, or the
   * radar's centre), and over it the active point's tooltip at `anchor`, if a point is active.
   */
  renderPlot: (
    plot: ChartPlotArgs,
    origin: SeriesChartTooltipAnchor,
    anchor: SeriesChartTooltipAnchor | null,
    marks: ReactNode,
  ) => ReactElement;
}

/**
 * The shared state of a chart of series over positions (bars, lines, radar): series colours,
 * the data table, the legend, the tooltip content and its announcement, and the roving
 * keyboard focus over the positions.
 */
export function useSeriesChart<Series extends SeriesChartSeries>({
  categories,
  series,
  valueAt,
  format,
  categoryHeader,
}: SeriesChartOptions<Series>): SeriesChart {
  const t = useKitStrings(chartBaseStrings);
  const points = useChartPoints(categories.length);
  const colors = series.map((item, index) => seriesColor(index, item.color));
  const hasValues = categories.some((_, index) => series.some((item) => valueAt(item, index) !== undefined));

  const table: ChartTableModel = {
    categoryHeader,
    columns: series.map((item) => item.label),
    rows: categories.map((category, index) => ({
      key: category.key,
      header: category.label,
      cells: series.map((item) => format.value(valueAt(item, index))),
    })),
  };
  const legend: ChartLegendItem[] =
    series.length > 1
      ? series.map((item, index) => ({ key: item.key, label: item.label, color: colors[index] ?? 'accent' }))
      : [];
  const tooltipContent = (index: number): ChartTooltipContent => ({
    title: categories[index]?.label ?? '',
    rows: series.map((item, seriesIndex) => ({
      key: item.key,
      label: item.label,
      value: format.value(valueAt(item, index)) ?? t('missing'),
      color: colors[seriesIndex] ?? 'accent',
    })),
  });
  const announcement =
    points.fromFocus && points.activeIndex !== null ? chartTooltipText(tooltipContent(points.activeIndex)) : '';

  const renderPlot: SeriesChart['renderPlot'] = (plot, origin, anchor, marks) => (
    <>
      <ChartSvg {...plot.svgProps}>
        <Group left={origin.left} top={origin.top}>
          {marks}
        </Group>
      </ChartSvg>
      {anchor && points.activeIndex !== null && (
        <ChartTooltip
          content={tooltipContent(points.activeIndex)}
          left={anchor.left}
          top={anchor.top}
          plotWidth={plot.width}
        />
      )}
    </>
  );

  return {
    colors,
    points,
    hasValues,
    tooltipContent,
    frameProps: { isEmpty: !hasValues, legend, table, announcement },
    renderPlot,
  };
}

/** What a bar or line chart knows before it draws: its data, one value per series at each position. */
export interface ValueSeriesChartOptions<Key extends string, Series extends SeriesChartSeries & { key: Key }> {
  /** The positions, in axis order. */
  data: readonly SeriesDatum<Key>[];
  /** The series drawn at each position. */
  series: readonly Series[];
  /** The chart's formatters. */
  format: ChartFormat;
  /** The heading of the table's first column; "Category" in the locale when not given. */
  categoryLabel: string | undefined;
  /** A fixed value axis, else the data's extent with zero. */
  domain: readonly [number, number] | undefined;
  /** The name of each position, as its axis label and table row header. */
  labels: readonly string[];
}

/**
 * `useSeriesChart` for the charts whose positions carry a value per series key (bars, lines),
 * with the value range their axis spans.
 */
export function useValueSeriesChart<Key extends string, Series extends SeriesChartSeries & { key: Key }>({
  data,
  series,
  format,
  categoryLabel,
  domain,
  labels,
}: ValueSeriesChartOptions<Key, Series>): SeriesChart & { valueRange: [number, number] } {
  const t = useKitStrings(chartBaseStrings);
  const chart = useSeriesChart({
    categories: labels.map((label, index) => ({ key: `${index}`, label })),
    series,
    valueAt: (item, index) => seriesValue(data[index], item.key),
    format,
    categoryHeader: categoryLabel ?? t('category'),
  });
  return { ...chart, valueRange: seriesDomain(data, series, domain) };
}

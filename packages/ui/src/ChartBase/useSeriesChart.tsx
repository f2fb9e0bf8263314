import type { ReactElement } from 'react';
import { useKitStrings } from '../i18n/strings.ts';
import { chartBaseStrings } from './ChartBase.strings.ts';
import type { ChartTableModel } from './ChartDataTable.tsx';
import type { ChartLegendItem } from './ChartLegend.tsx';
import { ChartTooltip, type ChartTooltipContent, chartTooltipText } from './ChartTooltip.tsx';
import { type ChartColor, seriesColor } from './chartColors.ts';
import type { ChartFormat } from './useChartFormat.ts';
import { type ChartPoints, useChartPoints } from './useChartPoints.ts';

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
  /** The `ChartFrame` props: legend (for more than one series), table, live announcement. */
  frameProps: {
    legend: ChartLegendItem[];
    table: ChartTableModel;
    announcement: string;
  };
  /** The tooltip of the active point at `anchor`, or nothing when no point is active. */
  renderTooltip: (anchor: SeriesChartTooltipAnchor | null, plotWidth: number) => ReactElement | null;
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

  const renderTooltip = (anchor: SeriesChartTooltipAnchor | null, plotWidth: number) =>
    anchor && points.activeIndex !== null ? (
      <ChartTooltip
        content={tooltipContent(points.activeIndex)}
        left={anchor.left}
        top={anchor.top}
        plotWidth={plotWidth}
      />
    ) : null;

  return { colors, points, hasValues, tooltipContent, frameProps: { legend, table, announcement }, renderTooltip };
}

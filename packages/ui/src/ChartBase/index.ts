export { ChartAxisBottom, ChartAxisLeft, ChartGridColumns, ChartGridRows, chartAxisStyle } from './ChartAxes.tsx';
export { chartBaseStrings } from './ChartBase.strings.ts';
export { ChartDataTable, type ChartDataTableProps, type ChartTableModel } from './ChartDataTable.tsx';
export {
  type ChartCommonProps,
  ChartFrame,
  type ChartFrameProps,
  type ChartFrameSize,
  type ChartPlotArgs,
  type ChartSize,
  ChartSvg,
} from './ChartFrame.tsx';
export { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend.tsx';
export {
  ChartTooltip,
  type ChartTooltipContent,
  type ChartTooltipProps,
  type ChartTooltipRow,
  chartTooltipText,
} from './ChartTooltip.tsx';
export { type ChartColor, chartColors, seriesColor } from './chartColors.ts';
export { chartColorValue, chartSubtleColorValue } from './chartColorTokens.ts';
export * from './chartData.ts';
export * from './format.ts';
export { type ChartFormat, useChartFormat } from './useChartFormat.ts';
export { type ChartPointProps, type ChartPoints, useChartPoints } from './useChartPoints.ts';
export { useContainerWidth } from './useContainerWidth.ts';

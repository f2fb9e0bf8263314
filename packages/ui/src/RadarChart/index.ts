export { radarChartStrings } from './RadarChart.strings.ts';
export { RadarChart, type RadarChartAxis, type RadarChartProps, type RadarChartSeries } from './RadarChart.tsx';

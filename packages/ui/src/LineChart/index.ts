export { LineChart, type LineChartDatum, type LineChartProps, type LineChartSeries } from './LineChart.tsx';

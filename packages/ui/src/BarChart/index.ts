export {
  BarChart,
  type BarChartDatum,
  type BarChartOrientation,
  type BarChartProps,
  type BarChartSeries,
  barChartOrientations,
} from './BarChart.tsx';

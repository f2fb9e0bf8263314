export { PieChart, type PieChartDatum, type PieChartProps } from './PieChart.tsx';
export { type PieSlice, type PieSliceInput, type PieSlices, pieSliceColors, pieSlices } from './pieSlices.ts';

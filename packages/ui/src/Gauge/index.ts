export { gaugeStrings } from './Gauge.strings.ts';
export { Gauge, type GaugeProps } from './Gauge.tsx';
export {
  type GaugeBand,
  type GaugeGrade,
  gaugeAngle,
  gaugeBandAt,
  gaugeBandRanges,
  gaugeFraction,
  gaugeGradeBands,
  gaugeGrades,
} from './gaugeGeometry.ts';

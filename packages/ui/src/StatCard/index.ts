export { statCardStrings } from './StatCard.strings.ts';
export { StatCard, type StatCardProps } from './StatCard.tsx';
export {
  type StatTrend,
  type StatTrendDirection,
  type StatTrendPolarity,
  statTrend,
  statTrendPolarities,
} from './statTrend.ts';

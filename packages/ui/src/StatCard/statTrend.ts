import { type ChartValue, isChartValue } from '../ChartBase/chartData.ts';

/** Which way of a change is good news, declared once for the component and its stories. */
export const statTrendPolarities = ['higherIsBetter', 'lowerIsBetter', 'neutral'] as const;
export type StatTrendPolarity = (typeof statTrendPolarities)[number];

/** The direction of a change. */
export type StatTrendDirection = 'up' | 'down' | 'flat';

/** How a change reads: its direction and whether that is good, bad or neither. */
export interface StatTrend {
  direction: StatTrendDirection;
  tone: 'positive' | 'negative' | 'neutral';
}

/** The trend of a change, or `undefined` when there is no valid change to show. */
export function statTrend(change: ChartValue, polarity: StatTrendPolarity): StatTrend | undefined {
  if (!isChartValue(change)) return undefined;
  const direction: StatTrendDirection = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  if (direction === 'flat' || polarity === 'neutral') return { direction, tone: 'neutral' };
  const good = (direction === 'up') === (polarity === 'higherIsBetter');
  return { direction, tone: good ? 'positive' : 'negative' };
}

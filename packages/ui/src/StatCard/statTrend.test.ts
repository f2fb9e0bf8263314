import { describe, expect, it } from 'vitest';
import { statTrend } from './statTrend.ts';

describe('stat trend', () => {
  it.each([
    [0.05, 'higherIsBetter', 'up', 'positive'],
    [-0.05, 'higherIsBetter', 'down', 'negative'],
    [0.05, 'lowerIsBetter', 'up', 'negative'],
    [-0.006, 'lowerIsBetter', 'down', 'positive'],
    [0.05, 'neutral', 'up', 'neutral'],
    [0, 'higherIsBetter', 'flat', 'neutral'],
  ] as const)('%d with %s goes %s and is %s', (change, polarity, direction, tone) => {
    expect(statTrend(change, polarity)).toEqual({ direction, tone });
  });

  it('shows no trend for a missing change', () => {
    expect(statTrend(Number.NaN, 'higherIsBetter')).toBeUndefined();
    expect(statTrend(undefined, 'higherIsBetter')).toBeUndefined();
  });
});

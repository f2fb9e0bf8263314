import { describe, expect, it } from 'vitest';
import { progressAt } from './importProgress.ts';

describe('progressAt', () => {
  it.each([
    [0, 0],
    [499, 0],
    [500, 10],
    [999, 10],
    [1000, 20],
    [4000, 80],
    [4500, 90],
    [5000, 90],
    [60_000, 90],
  ])('after %d ms shows %d', (elapsed, percent) => {
    expect(progressAt(elapsed)).toBe(percent);
  });

  it('never goes backwards and never passes the cap', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 10_000; elapsed += 37) {
      const percent = progressAt(elapsed);
      expect(percent).toBeGreaterThanOrEqual(previous);
      expect(percent).toBeLessThanOrEqual(90);
      previous = percent;
    }
  });

  it('gives 0 for a clock that went backwards or is not a number, and the cap for forever', () => {
    expect(progressAt(-200)).toBe(0);
    expect(progressAt(Number.NaN)).toBe(0);
    expect(progressAt(Number.POSITIVE_INFINITY)).toBe(90);
  });

  it('follows another pace', () => {
    expect(progressAt(1000, { step: 5, intervalMs: 100, cap: 95 })).toBe(50);
    expect(progressAt(10_000, { step: 5, intervalMs: 100, cap: 95 })).toBe(95);
    expect(progressAt(1000, { intervalMs: 0 })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { measuredValue, PHYSIQUE_MEASUREMENTS } from '../physique/measurements.ts';
import { formatMeasurement, measurementLabel } from './display.ts';

describe('a measurement as staff read it', () => {
  it("writes a run's seconds as minutes and seconds, and reads back the same", () => {
    expect(formatMeasurement('run1000m', 215)).toBe(`3'35"`);
    expect(formatMeasurement('run800m', 185.5)).toBe(`3'05.5"`);
    expect(formatMeasurement('shuttleRun50x8', 60)).toBe(`1'00"`);
    for (const seconds of [61, 119.9, 215, 600]) {
      expect(measuredValue('run1000m', formatMeasurement('run1000m', seconds))).toBe(seconds);
    }
  });

  it('writes every other value as its number, with at most two decimals', () => {
    expect(formatMeasurement('sprint50m', 9.1)).toBe('9.1');
    expect(formatMeasurement('height', 151.256)).toBe('151.26');
    expect(formatMeasurement('ropeSkipping', 120)).toBe('120');
    expect(formatMeasurement('sitAndReach', -3.5)).toBe('-3.5');
  });

  it('names each measurement by a label of its own', () => {
    expect(new Set(PHYSIQUE_MEASUREMENTS.map(measurementLabel)).size).toBe(PHYSIQUE_MEASUREMENTS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { radarAngle, radarLabelAnchor, radarPoint, radarRadius, radarRadiusToFit } from './radarGeometry.ts';

describe('radar geometry', () => {
  it('starts at the top and goes clockwise', () => {
    expect(radarPoint(0, 6, 100)).toEqual({ x: 0, y: -100 });
    expect(radarPoint(1, 4, 100)).toEqual({ x: 100, y: 0 });
    expect(radarPoint(2, 4, 100)).toEqual({ x: 0, y: 100 });
    expect(radarPoint(3, 4, 100)).toEqual({ x: -100, y: 0 });
    expect(radarAngle(3, 6)).toBeCloseTo(Math.PI);
    expect(radarAngle(0, 0)).toBe(0);
  });

  it('anchors labels away from the ring', () => {
    expect(radarLabelAnchor(0)).toEqual({ textAnchor: 'middle', verticalAnchor: 'end' });
    expect(radarLabelAnchor(Math.PI / 2)).toEqual({ textAnchor: 'start', verticalAnchor: 'middle' });
    expect(radarLabelAnchor(Math.PI)).toEqual({ textAnchor: 'middle', verticalAnchor: 'start' });
    expect(radarLabelAnchor((3 * Math.PI) / 2)).toEqual({ textAnchor: 'end', verticalAnchor: 'middle' });
  });

  it('scales values into the ring and clamps those outside 0..max', () => {
    expect(radarRadius(50, 100, 120)).toBe(60);
    expect(radarRadius(130, 100, 120)).toBe(120);
    expect(radarRadius(-10, 100, 120)).toBe(0);
    expect(radarRadius(10, 0, 120)).toBe(0);
  });
});

describe('radar size', () => {
  it('leaves room for labels on the sides and above and below', () => {
    // Six axes: labels at the top and bottom need height, the four slanted ones width.
    const radius = radarRadiusToFit([40, 60, 60, 80, 60, 90], 440, 320);
    expect(radius).toBeGreaterThan(100);
    expect(radius).toBeLessThanOrEqual(320 / 2 - 18 - 10);
    const right = radarPoint(1, 6, radius + 10).x + 60;
    const left = radarPoint(5, 6, radius + 10).x - 90;
    expect(right).toBeLessThanOrEqual(220);
    expect(left).toBeGreaterThanOrEqual(-220);
  });

  it('never goes below zero in a tiny plot', () => {
    expect(radarRadiusToFit([200, 200, 200], 100, 100)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { gaugeAngle, gaugeBandAt, gaugeBandRanges, gaugeFraction, gaugeGradeBands } from './gaugeGeometry.ts';

describe('gauge scale', () => {
  it('maps min to the left, max to the right, and clamps outside values', () => {
    expect(gaugeAngle(0, 0, 100)).toBeCloseTo(-Math.PI / 2);
    expect(gaugeAngle(50, 0, 100)).toBeCloseTo(0);
    expect(gaugeAngle(100, 0, 100)).toBeCloseTo(Math.PI / 2);
    expect(gaugeFraction(130, 0, 120)).toBe(1);
    expect(gaugeFraction(-5, 0, 100)).toBe(0);
    expect(gaugeFraction(5, 10, 10)).toBe(0);
  });
});

describe('grade bands (SPEC 9)', () => {
  it.each([
    [0, 'fail'],
    [59.9, 'fail'],
    [60, 'pass'],
    [79.9, 'pass'],
    [80, 'good'],
    [89.9, 'good'],
    [90, 'excellent'],
    [120, 'excellent'],
    [-3, 'fail'],
  ] as const)('%d is %s', (value, grade) => {
    expect(gaugeBandAt(value, gaugeGradeBands)?.grade).toBe(grade);
  });

  it('cuts the bands to the scale', () => {
    expect(gaugeBandRanges(gaugeGradeBands, 0, 100).map(({ band, start, end }) => [band.grade, start, end])).toEqual([
      ['fail', 0, 60],
      ['pass', 60, 80],
      ['good', 80, 90],
      ['excellent', 90, 100],
    ]);
    expect(gaugeBandRanges(gaugeGradeBands, 70, 85).map(({ band }) => band.grade)).toEqual(['pass', 'good']);
  });

  it('has no band without bands', () => {
    expect(gaugeBandAt(50, [])).toBeUndefined();
    expect(gaugeBandRanges([], 0, 100)).toEqual([]);
  });
});

import type { ChartColor } from '../ChartBase/chartColors.ts';

/** A band of the gauge's scale: from `from` up to the next band's `from`. */
export interface GaugeBand {
  /** Where the band starts (inclusive); the first band also covers everything below. */
  from: number;
  /** Its colour, a theme token, used for the band, the value arc and the label when the value is in it. */
  color: ChartColor;
  /** Its name, e.g. "Good". */
  label: string;
}

/** The grades of a physique score (SPEC 9), declared once for the default bands, strings and stories. */
export const gaugeGrades = ['fail', 'pass', 'good', 'excellent'] as const;
export type GaugeGrade = (typeof gaugeGrades)[number];

/** Where each grade starts and its colour: fail below 60, pass from 60, good from 80, excellent from 90. */
export const gaugeGradeBands: readonly { grade: GaugeGrade; from: number; color: ChartColor }[] = [
  { grade: 'fail', from: Number.NEGATIVE_INFINITY, color: 'danger' },
  { grade: 'pass', from: 60, color: 'warning' },
  { grade: 'good', from: 80, color: 'info' },
  { grade: 'excellent', from: 90, color: 'success' },
];

/** A value's position on `min..max` as 0..1, clamped. */
export function gaugeFraction(value: number, min: number, max: number): number {
  if (!(max > min)) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The angle of a value on the half circle, in radians clockwise from the top: −π/2 at `min`, π/2 at `max`. */
export function gaugeAngle(value: number, min: number, max: number): number {
  return -Math.PI / 2 + Math.PI * gaugeFraction(value, min, max);
}

/** The band a value falls in: the last whose `from` it reaches, else the first. */
export function gaugeBandAt<Band extends { from: number }>(value: number, bands: readonly Band[]): Band | undefined {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  let found = sorted[0];
  for (const band of sorted) if (value >= band.from) found = band;
  return found;
}

/** The part of `min..max` each band covers, in order; bands wholly outside the scale are dropped. */
export function gaugeBandRanges<Band extends { from: number }>(
  bands: readonly Band[],
  min: number,
  max: number,
): { band: Band; start: number; end: number }[] {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  return sorted.flatMap((band, index) => {
    const next = sorted[index + 1];
    const start = Math.max(min, index === 0 ? min : band.from);
    const end = Math.min(max, next ? next.from : max);
    return end > start ? [{ band, start, end }] : [];
  });
}

import type { ChartColor } from '../ChartBase/chartColors.ts';
import { type ChartValue, isNonNegativeValue } from '../ChartBase/chartData.ts';

/** The colours slices take in order when they name none; `muted` is kept for "other". */
export const pieSliceColors = [
  'accent',
  'success',
  'warning',
  'info',
  'danger',
] as const satisfies readonly ChartColor[];

/** A slice as given. */
export interface PieSliceInput {
  key?: string;
  label: string;
  value: ChartValue;
  color?: ChartColor;
}

/** A slice to draw: a valid input, or the merge of the smallest ones. */
export interface PieSlice {
  key: string;
  label: string;
  value: number;
  share: number;
  color: ChartColor;
  /** For the merged slice: how many inputs it holds. */
  merged?: number;
}

/** The slices of a donut and their total. */
export interface PieSlices {
  /** The valid inputs (finite, not negative), in input order, with their shares: the table's rows. */
  valid: PieSlice[];
  /** What is drawn: the positive valid slices, the smallest merged into one when there are too many. */
  drawn: PieSlice[];
  /** The sum of the valid values. */
  total: number;
}

/**
 * Splits a donut's data into slices: negative, `NaN` and missing values are left out (a share
 * cannot be negative), and past `maxSlices` the smallest slices become one "other" slice, so
 * colours never repeat and thin slivers do not clutter the ring.
 */
export function pieSlices(data: readonly PieSliceInput[], maxSlices: number, otherLabel: string): PieSlices {
  const valid: PieSlice[] = [];
  let total = 0;
  data.forEach((input, index) => {
    if (!isNonNegativeValue(input.value)) return;
    valid.push({
      key: input.key ?? `${index}`,
      label: input.label,
      value: input.value,
      share: 0,
      color: input.color ?? 'accent',
    });
    total += input.value;
  });
  for (const slice of valid) slice.share = total > 0 ? slice.value / total : 0;

  const positive = valid.filter((slice) => slice.value > 0);
  const limit = Math.max(2, Math.floor(maxSlices));
  let drawn = positive;
  if (positive.length > limit) {
    const kept = new Set([...positive].sort((a, b) => b.value - a.value).slice(0, limit - 1));
    const otherValue = positive.filter((slice) => !kept.has(slice)).reduce((sum, slice) => sum + slice.value, 0);
    drawn = positive.filter((slice) => kept.has(slice));
    drawn.push({
      key: '__other',
      label: otherLabel,
      value: otherValue,
      share: total > 0 ? otherValue / total : 0,
      color: 'muted',
      merged: positive.length - kept.size,
    });
  }
  // Unnamed slices take the palette in the order they are drawn, so neighbours on the ring differ.
  let paletteIndex = 0;
  const named = new Map(data.map((input, index) => [input.key ?? `${index}`, input.color]));
  drawn = drawn.map((slice) => {
    if (slice.key === '__other' || named.get(slice.key)) return slice;
    const color = pieSliceColors[paletteIndex % pieSliceColors.length] ?? 'accent';
    paletteIndex += 1;
    return { ...slice, color };
  });
  return { valid, drawn, total };
}

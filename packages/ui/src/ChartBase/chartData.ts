/** A value a chart may be given: missing ones (`null`, `undefined`, `NaN`) are left out, never drawn as zero. */
export type ChartValue = number | null | undefined;

/** Whether a value can be drawn: a finite number. */
export function isChartValue(value: ChartValue): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whether a value can be a share of a whole (a slice) or a score: finite and not negative. */
export function isNonNegativeValue(value: ChartValue): value is number {
  return isChartValue(value) && value >= 0;
}

/**
 * The value range an axis should show: the extent of the drawable values, always with zero, and
 * a caller's fixed domain when given. Falls back to [0, 1] so a scale never collapses.
 */
export function valueDomain(values: Iterable<ChartValue>, fixed?: readonly [number, number]): [number, number] {
  if (fixed && isChartValue(fixed[0]) && isChartValue(fixed[1]) && fixed[0] !== fixed[1]) {
    return [Math.min(fixed[0], fixed[1]), Math.max(fixed[0], fixed[1])];
  }
  let min = 0;
  let max = 0;
  for (const value of values) {
    if (!isChartValue(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === max) return [0, 1];
  return [min, max];
}

/**
 * The data point a key moves to from `index` among `count` points, or `null` for a key that
 * does not move. Arrows stop at the ends rather than wrap, as in a toolbar.
 */
export function nextPointIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(index + 10, last);
    case 'PageUp':
      return Math.max(index - 10, 0);
    default:
      return null;
  }
}

/**
 * Which category labels an axis can show without overlap: every `step`-th index, where a label
 * needs about `labelWidth` pixels and the axis has `length`. The first and the last index always get one.
 */
export function labelledIndexes(count: number, length: number, labelWidth: number): number[] {
  if (count <= 0) return [];
  const fits = Math.max(1, Math.floor(length / Math.max(labelWidth, 1)));
  const step = Math.max(1, Math.ceil(count / fits));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  // The end of the axis is worth a label: it takes the place of the last one, which is closer
  // to it than a step, so no two labels come nearer than `step`.
  if (indexes.length > 1) indexes[indexes.length - 1] = count - 1;
  return indexes;
}

/**
 * A rough pixel width of a label at the chart's 12px font: CJK characters are a full em, others
 * about 0.6 of it. Good enough to thin out axis labels and size margins without measuring text.
 */
export function estimateLabelWidth(label: string, fontSize = 12): number {
  let width = 0;
  for (const char of label) {
    width += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char) ? fontSize : fontSize * 0.6;
  }
  return Math.ceil(width);
}

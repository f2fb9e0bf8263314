import type { CalendarDate, DateValue } from '@internationalized/date';

/** Why a picked date is refused, in the order the messages are shown. */
export const dateProblemKinds = ['reversed', 'beforeMin', 'afterMax', 'unavailable'] as const;
export type DateProblem = (typeof dateProblemKinds)[number];

export interface DateLimits {
  minValue?: DateValue | null;
  maxValue?: DateValue | null;
  /** A range picker's version also receives the other end of the range being picked; here it is `null`. */
  isDateUnavailable?: (date: DateValue, anchorDate: CalendarDate | null) => boolean;
}

function problemsOf(value: DateValue | null | undefined, limits: DateLimits): Set<DateProblem> {
  const found = new Set<DateProblem>();
  if (value == null) return found;
  if (limits.minValue != null && value.compare(limits.minValue) < 0) found.add('beforeMin');
  if (limits.maxValue != null && value.compare(limits.maxValue) > 0) found.add('afterMax');
  if (limits.isDateUnavailable?.(value, null)) found.add('unavailable');
  return found;
}

function ordered(found: Set<DateProblem>): DateProblem[] {
  return dateProblemKinds.filter((kind) => found.has(kind));
}

/**
 * The problems of a single date against its limits, the same checks react-aria runs; the kit
 * words them itself because react-aria words them in the browser's language, not the app's.
 */
export function dateProblems(value: DateValue | null | undefined, limits: DateLimits): DateProblem[] {
  return ordered(problemsOf(value, limits));
}

/** The problems of a date range: those of either end, and an end before the start. */
export function dateRangeProblems(
  range: { start: DateValue | null; end: DateValue | null } | null | undefined,
  limits: DateLimits,
): DateProblem[] {
  const found = new Set([...problemsOf(range?.start, limits), ...problemsOf(range?.end, limits)]);
  if (range?.start != null && range.end != null && range.end.compare(range.start) < 0) found.add('reversed');
  return ordered(found);
}

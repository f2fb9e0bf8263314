// The control of `FilterBar.DateRange`, loaded with the first bar that has a day filter: the range
// picker, its calendar and the calendar arithmetic weigh more than the rest of the bar.
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useState } from 'react';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.tsx';
import * as css from './FilterBar.css.ts';

type DayRange = { start: CalendarDate; end: CalendarDate };

/** A day as a filter holds it (an ISO date), or null where it holds none or no real day. */
function dayOf(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    // A day typed by hand into the address that no calendar has.
    return null;
  }
}

/** A range's two ISO dates, as the bar holds them. */
function rangeKey(range: DayRange | null): string {
  return range ? `${range.start}/${range.end}` : '/';
}

/**
 * The picker of a day filter, named by the label `labelId`: `start` and `end` as the bar holds them,
 * `onChange` with both ISO dates once the range is whole and in order (`''` twice once emptied).
 */
export default function DateRangeFilter({
  labelId,
  start: startValue,
  end: endValue,
  onChange,
}: {
  labelId: string;
  start: unknown;
  end: unknown;
  onChange: (start: string, end: string) => void;
}) {
  const start = dayOf(startValue);
  const end = dayOf(endValue);
  const applied = start && end ? { start, end } : null;
  const appliedKey = rangeKey(applied);
  // What the field shows: the applied range, or a reversed one being corrected, which stays shown
  // (with its error) until the range is whole again or the bar's values change (Reset).
  const [draft, setDraft] = useState<{ of: string; range: DayRange | null }>({ of: appliedKey, range: applied });
  return (
    <DateRangePicker<CalendarDate>
      aria-labelledby={labelId}
      className={css.dateRange}
      // A filter has no form to submit: a reversed range is said at once.
      validationBehavior="aria"
      value={draft.of === appliedKey ? draft.range : applied}
      onChange={(range) => {
        if (range && range.start.compare(range.end) > 0) {
          setDraft({ of: appliedKey, range });
          return;
        }
        setDraft({ of: rangeKey(range), range });
        onChange(range?.start.toString() ?? '', range?.end.toString() ?? '');
      }}
    />
  );
}

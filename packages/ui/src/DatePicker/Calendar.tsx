import { DateFormatter, type DateValue, getLocalTimeZone } from '@internationalized/date';
import { useMemo } from 'react';
import {
  Calendar as AriaCalendar,
  RangeCalendar as AriaRangeCalendar,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  useLocale,
} from 'react-aria-components';
import { joinClassNames } from '../Field/Field.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field/icons.tsx';
import * as styles from './Calendar.css.ts';

// react-aria names the previous and next buttons in the locale. A `div`, not a `header`: outside
// any sectioning element a `header` is a banner landmark, and the page has its own.
function CalendarHeader() {
  return (
    <div className={styles.header}>
      <Button slot="previous" className={styles.navButton}>
        <ChevronLeftIcon />
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.navButton}>
        <ChevronRightIcon />
      </Button>
    </div>
  );
}

function MonthGrid({ offset, dayClassName }: { offset?: number; dayClassName: string }) {
  return (
    <CalendarGrid className={styles.grid} offset={offset ? { months: offset } : undefined}>
      <CalendarGridHeader>
        {(weekday) => <CalendarHeaderCell className={styles.headerCell}>{weekday}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell date={date} className={styles.cell}>
            {({ formattedDate }) => <span className={joinClassNames(styles.day, dayClassName)}>{formattedDate}</span>}
          </CalendarCell>
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month calendar of a `DatePicker`'s popover; it takes its value from the picker. */
export function PickerCalendar() {
  return (
    <AriaCalendar<DateValue> className={styles.calendar}>
      <CalendarHeader />
      <MonthGrid dayClassName={styles.daySingle} />
    </AriaCalendar>
  );
}

/**
 * The two-month range calendar of a `DateRangePicker`'s popover: each month under its own title,
 * the paging buttons at the outer corners.
 */
export function PickerRangeCalendar() {
  const { locale } = useLocale();
  const monthTitle = useMemo(() => new DateFormatter(locale, { year: 'numeric', month: 'long' }), [locale]);
  return (
    <AriaRangeCalendar<DateValue> className={styles.calendar} visibleDuration={{ months: 2 }}>
      {({ state }) => (
        <div className={styles.months}>
          {[0, 1].map((offset) => (
            <div key={offset}>
              <div className={styles.header}>
                {offset === 0 ? (
                  <Button slot="previous" className={styles.navButton}>
                    <ChevronLeftIcon />
                  </Button>
                ) : (
                  <span className={styles.navSpacer} />
                )}
                <div className={styles.heading}>
                  {monthTitle.format(state.visibleRange.start.add({ months: offset }).toDate(getLocalTimeZone()))}
                </div>
                {offset === 1 ? (
                  <Button slot="next" className={styles.navButton}>
                    <ChevronRightIcon />
                  </Button>
                ) : (
                  <span className={styles.navSpacer} />
                )}
              </div>
              <MonthGrid offset={offset} dayClassName={styles.dayRange} />
            </div>
          ))}
        </div>
      )}
    </AriaRangeCalendar>
  );
}

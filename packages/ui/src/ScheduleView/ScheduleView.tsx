import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './ScheduleView.css.ts';
import { scheduleViewStrings } from './ScheduleView.strings.ts';
import {
  hourTicks,
  isScheduleEmpty,
  layoutSchedule,
  type ScheduleViewMode,
  scheduleViews,
  scheduleWindow,
} from './scheduleLayout.ts';

export { type ScheduleViewMode, scheduleViews };

/** The colours an event can take, e.g. by sport or by status. */
export const scheduleEventColors = ['accent', 'success', 'warning', 'danger', 'info'] as const;
export type ScheduleEventColor = (typeof scheduleEventColors)[number];

/** An event of a sports-meet calendar: a heat, a final, a ceremony. */
export interface ScheduleEvent {
  /** A unique id. */
  id: string;
  /** The name shown on the event, e.g. '男子 100 米预赛'. */
  title: string;
  /** When it starts (local time). */
  start: Date;
  /** When it ends (local time). */
  end: Date;
  /** The venue it takes place at; must be one of `venues` to be shown. */
  venue: string;
  /**
   * The colour of the event.
   * @default 'accent'
   */
  color?: ScheduleEventColor;
}

export interface ScheduleViewProps {
  /** The events; those outside the shown day or week, or at an unknown venue, are not shown. */
  events: readonly ScheduleEvent[];
  /** The venues, one row each, in this order. */
  venues: readonly string[];
  /**
   * One day with a column per hour, or a week with a column per day.
   * @default 'day'
   */
  view?: ScheduleViewMode;
  /** The day shown, or a day of the week shown. */
  date: Date;
  /** Called when an event is pressed (click, Enter or Space). */
  onEventPress?: (event: ScheduleEvent) => void;
  /**
   * The first hour shown each day (0 to 23).
   * @default 7
   */
  startHour?: number;
  /**
   * The hour each day ends (1 to 24), after `startHour`.
   * @default 19
   */
  endHour?: number;
  /** The accessible name of the schedule. Defaults to a localised 'Schedule' and the date shown. */
  'aria-label'?: string;
  /** Extra class names for the root element. */
  className?: string;
}

// Sunday 7 January 2024: its position in the locale's week tells which day the week starts on.
const knownSunday = new CalendarDate(2024, 1, 7);

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;

/**
 * A day or week timeline of events per venue. Events are buttons named with their title, time
 * range and venue; overlapping events of a venue stack. Keyboard: Tab moves through events in
 * time order, Left and Right move within a venue, Up and Down to the nearest event of the next
 * venue, Home and End to a venue's first and last event, Enter or Space press.
 *
 * Accessibility: Each event is a button named with its title, time range and venue. Tab moves
 * through events in time order, Left and Right within a venue, Up and Down to the nearest event of
 * the next venue, Home and End to a venue's first and last event, Enter or Space press. An empty
 * day or week says so.
 */
export function ScheduleView({
  events,
  venues,
  view = 'day',
  date,
  onEventPress,
  startHour,
  endHour,
  'aria-label': ariaLabel,
  className,
}: ScheduleViewProps) {
  const t = useKitStrings(scheduleViewStrings);
  const { locale, direction } = useLocale();
  const rootRef = useRef<HTMLElement>(null);
  const idPrefix = useId();

  const weekStartsOn = (7 - getDayOfWeek(knownSunday, locale)) % 7;
  const shownDate = date instanceof Date && !Number.isNaN(date.getTime()) ? date : new Date();
  const timeWindow = useMemo(
    () => scheduleWindow(view, shownDate, { startHour, endHour }, weekStartsOn),
    [view, shownDate, startHour, endHour, weekStartsOn],
  );
  const rows = useMemo(
    () => layoutSchedule(events ?? [], venues ?? [], timeWindow, view === 'week' ? 'day' : 'time'),
    [events, venues, timeWindow, view],
  );

  const formats = useMemo(
    () => ({
      hour: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
      day: new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', weekday: 'short' }),
      caption: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
      range: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
      shortTime: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    }),
    [locale],
  );

  const firstDay = timeWindow.days[0] ?? shownDate;
  const lastDay = timeWindow.days[timeWindow.days.length - 1] ?? shownDate;
  const captionText = view === 'week' ? formats.range.formatRange(firstDay, lastDay) : formats.caption.format(firstDay);

  const columns =
    view === 'week'
      ? timeWindow.days.map((day) => formats.day.format(day))
      : hourTicks(timeWindow).map((hour) =>
          formats.hour.format(new Date(firstDay.getFullYear(), firstDay.getMonth(), firstDay.getDate(), hour)),
        );

  const focusEvent = (row: number, index: number) => {
    rootRef.current?.querySelector<HTMLElement>(`[data-row="${row}"][data-index="${index}"]`)?.focus();
  };

  const onEventKeyDown = (event: KeyboardEvent, rowIndex: number, index: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) focusEvent(rowIndex, Math.min(index + 1, row.events.length - 1));
    else if (event.key === back) focusEvent(rowIndex, Math.max(index - 1, 0));
    else if (event.key === 'Home') focusEvent(rowIndex, 0);
    else if (event.key === 'End') focusEvent(rowIndex, row.events.length - 1);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const here = row.events[index];
      const centre = here ? here.left + here.width / 2 : 0;
      const stepBy = event.key === 'ArrowDown' ? 1 : -1;
      for (let other = rowIndex + stepBy; other >= 0 && other < rows.length; other += stepBy) {
        const candidates = rows[other]?.events ?? [];
        if (candidates.length === 0) continue;
        let nearest = 0;
        candidates.forEach((candidate, i) => {
          const best = candidates[nearest];
          const distance = Math.abs(candidate.left + candidate.width / 2 - centre);
          if (best && distance < Math.abs(best.left + best.width / 2 - centre)) nearest = i;
        });
        focusEvent(other, nearest);
        break;
      }
    } else return;
    event.preventDefault();
  };

  const empty = isScheduleEmpty(rows);

  return (
    <section
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel ?? `${t('schedule')} ${captionText}`}
    >
      <div className={styles.caption}>{captionText}</div>
      <div className={styles.scroller}>
        <div className={styles.grid}>
          {/* The axis repeats what each event's accessible name already says. */}
          <div className={styles.headerRow} aria-hidden="true">
            <div className={styles.corner}>{t('venue')}</div>
            <div className={styles.ticks}>
              {columns.map((label, i) => (
                // Columns are positions on the axis; the same label never repeats within a view.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={i} className={styles.tick}>
                  {label}
                </div>
              ))}
            </div>
          </div>
          {rows.length === 0 ? <p className={styles.emptyNote}>{t('noVenues')}</p> : null}
          {rows.length > 0 && empty ? (
            <p className={styles.emptyNote}>{view === 'week' ? t('emptyWeek') : t('emptyDay')}</p>
          ) : null}
          {rows.map((row, rowIndex) => {
            const nameId = `${idPrefix}-venue-${rowIndex}`;
            return (
              // A venue's events are buttons, not form fields: a group, not a fieldset.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div key={row.venue} className={styles.venueRow} role="group" aria-labelledby={nameId}>
                <div id={nameId} className={styles.venueName}>
                  {row.venue}
                </div>
                <div className={styles.track} style={{ height: row.laneCount * styles.laneHeight + 8 }}>
                  <div className={styles.gridLines} aria-hidden="true">
                    {columns.map((_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one line per axis column
                      <div key={i} className={styles.gridLine} />
                    ))}
                  </div>
                  {row.events.map((placed, index) => {
                    const item = placed.event;
                    const time = formats.shortTime.formatRange(item.start, item.end);
                    return (
                      <Button
                        key={item.id}
                        className={styles.eventRecipe({ color: item.color ?? 'accent' })}
                        style={{
                          insetInlineStart: percent(placed.left),
                          width: `calc(${percent(placed.width)} - 2px)`,
                          top: 4 + placed.lane * styles.laneHeight,
                        }}
                        data-row={rowIndex}
                        data-index={index}
                        onPress={() => onEventPress?.(item)}
                        onKeyDown={(keyEvent) => onEventKeyDown(keyEvent, rowIndex, index)}
                      >
                        {/* The name is the visible text plus hidden day and venue, so speech matches sight. */}
                        <span className={styles.eventTitle}>
                          {item.title}
                          <span className={styles.visuallyHidden}>{t('separator')}</span>
                        </span>
                        <span className={styles.eventTime}>
                          {view === 'week' ? (
                            <span className={styles.visuallyHidden}>{`${formats.day.format(item.start)} `}</span>
                          ) : null}
                          {time}
                          <span className={styles.visuallyHidden}>{`${t('separator')}${item.venue}`}</span>
                        </span>
                      </Button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/**
 * Layout maths of the schedule timeline, pure so it runs in Node tests: which days are shown,
 * where an event sits along the time axis (as fractions of the row), and which events overlap and
 * so stack in lanes. Times are local (the browser's time zone), like the `Date`s callers pass.
 */

/** The views of a schedule: one day with hour columns, or a week with day columns. */
export const scheduleViews = ['day', 'week'] as const;
export type ScheduleViewMode = (typeof scheduleViews)[number];

/** The minimal event the layout needs. */
export interface TimedEvent {
  id: string;
  start: Date;
  end: Date;
  venue: string;
}

/** The visible time: whole days, each cut to the hours between `startHour` and `endHour`. */
export interface ScheduleWindow {
  /** Local midnights of the shown days, in order. */
  days: Date[];
  startHour: number;
  endHour: number;
}

/** An event placed on its venue's row. `left` and `width` are fractions (0 to 1) of the row. */
export interface PlacedEvent<E extends TimedEvent> {
  event: E;
  left: number;
  width: number;
  /** The stacking lane, 0 first; overlapping events take different lanes. */
  lane: number;
}

/** A venue's row: its placed events in time order and how many lanes they need. */
export interface VenueRow<E extends TimedEvent> {
  venue: string;
  events: PlacedEvent<E>[];
  /** At least 1, so an empty row keeps its height. */
  laneCount: number;
}

export const defaultStartHour = 7;
export const defaultEndHour = 19;

/** Local midnight of a date. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The same local time `count` days later; calendar days, so daylight-saving changes do not shift it. */
export function addDays(date: Date, count: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + count);
  return next;
}

/** Local midnight of the first day of the week holding `date`; `weekStartsOn` is 0 for Sunday, 1 for Monday. */
export function startOfWeek(date: Date, weekStartsOn: number): Date {
  const day = startOfDay(date);
  const back = (day.getDay() - weekStartsOn + 7) % 7;
  return addDays(day, -back);
}

/**
 * Hours a caller asked for, made safe: whole hours within 0 to 24 with the end after the start;
 * anything else falls back to the defaults (7 to 19).
 */
export function normalizeHours(startHour?: number, endHour?: number): { startHour: number; endHour: number } {
  const start = startHour ?? defaultStartHour;
  const end = endHour ?? defaultEndHour;
  const valid = Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end <= 24 && end > start;
  return valid ? { startHour: start, endHour: end } : { startHour: defaultStartHour, endHour: defaultEndHour };
}

/** The window a view shows around a date. */
export function scheduleWindow(
  view: ScheduleViewMode,
  date: Date,
  hours: { startHour?: number; endHour?: number } = {},
  weekStartsOn = 1,
): ScheduleWindow {
  const { startHour, endHour } = normalizeHours(hours.startHour, hours.endHour);
  const first = view === 'week' ? startOfWeek(date, weekStartsOn) : startOfDay(date);
  const count = view === 'week' ? 7 : 1;
  return { days: Array.from({ length: count }, (_, i) => addDays(first, i)), startHour, endHour };
}

/** The hours that head the columns of a day view: from the start hour up to, not including, the end hour. */
export function hourTicks(window: Pick<ScheduleWindow, 'startHour' | 'endHour'>): number[] {
  return Array.from({ length: window.endHour - window.startHour }, (_, i) => window.startHour + i);
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Where a moment falls along the whole window, from 0 (start hour of the first day) to 1 (end
 * hour of the last day). Moments outside the hours of a day are pulled to that day's edge.
 */
export function timeFraction(time: Date, window: ScheduleWindow): number {
  const { days, startHour, endHour } = window;
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 0;
  if (time < first) return 0;
  if (time >= addDays(last, 1)) return 1;
  const dayIndex = days.findIndex((day) => sameDay(day, time));
  if (dayIndex < 0) return 0;
  const hour = time.getHours() + time.getMinutes() / 60 + time.getSeconds() / 3600;
  const within = Math.min(Math.max((hour - startHour) / (endHour - startHour), 0), 1);
  return (dayIndex + within) / days.length;
}

function isValidDate(date: unknown): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/**
 * Lanes for spans sorted by their start: each span takes the first lane that is free at its
 * start, so two spans share a lane only when they do not overlap. Touching spans (one ends when
 * the next starts) share a lane.
 */
export function assignLanes(spans: readonly { left: number; width: number }[]): { lanes: number[]; laneCount: number } {
  const laneEnds: number[] = [];
  const lanes = spans.map((span) => {
    const free = laneEnds.findIndex((end) => end <= span.left + 1e-9);
    const lane = free === -1 ? laneEnds.length : free;
    laneEnds[lane] = span.left + span.width;
    return lane;
  });
  return { lanes, laneCount: Math.max(1, laneEnds.length) };
}

/**
 * How finely events are placed: by their exact time (a day view), or snapped to the whole days
 * they touch (a week view, where a day column is too narrow for hours), so events of one day
 * and venue stack in start order.
 */
export const scheduleGranularities = ['time', 'day'] as const;
export type ScheduleGranularity = (typeof scheduleGranularities)[number];

/** Widens a span to the whole days it touches. */
export function snapToDays(span: { left: number; width: number }, dayCount: number): { left: number; width: number } {
  const first = Math.floor(span.left * dayCount + 1e-9);
  const last = Math.max(first + 1, Math.ceil((span.left + span.width) * dayCount - 1e-9));
  return { left: first / dayCount, width: (Math.min(last, dayCount) - first) / dayCount };
}

/**
 * Places events on the rows of their venues, in the order of `venues` (repeats dropped). Events
 * of an unknown venue, with invalid dates, ending before they start, or wholly outside the
 * window's hours are left out.
 */
export function layoutSchedule<E extends TimedEvent>(
  events: readonly E[],
  venues: readonly string[],
  window: ScheduleWindow,
  granularity: ScheduleGranularity = 'time',
): VenueRow<E>[] {
  const uniqueVenues = [...new Set(venues)];
  const byVenue = new Map<string, { event: E; left: number; width: number }[]>();
  for (const venue of uniqueVenues) byVenue.set(venue, []);
  for (const event of events) {
    const row = byVenue.get(event.venue);
    if (!row || !isValidDate(event.start) || !isValidDate(event.end) || event.end < event.start) continue;
    const left = timeFraction(event.start, window);
    const right = timeFraction(event.end, window);
    const visible = right > left || (event.end.getTime() === event.start.getTime() && left > 0 && left < 1);
    if (!visible) continue;
    const span = { left, width: right - left };
    row.push({ event, ...(granularity === 'day' ? snapToDays(span, window.days.length) : span) });
  }
  return uniqueVenues.map((venue) => {
    const spans = (byVenue.get(venue) ?? []).sort(
      (a, b) =>
        a.left - b.left ||
        a.event.start.getTime() - b.event.start.getTime() ||
        b.width - a.width ||
        a.event.id.localeCompare(b.event.id),
    );
    const { lanes, laneCount } = assignLanes(spans);
    return { venue, laneCount, events: spans.map((span, i) => ({ ...span, lane: lanes[i] ?? 0 })) };
  });
}

/** Whether a row holds no event: the whole schedule is empty when every row is. */
export function isScheduleEmpty(rows: readonly VenueRow<TimedEvent>[]): boolean {
  return rows.every((row) => row.events.length === 0);
}

import { describe, expect, it } from 'vitest';
import {
  addDays,
  assignLanes,
  hourTicks,
  isScheduleEmpty,
  layoutSchedule,
  normalizeHours,
  scheduleWindow,
  snapToDays,
  startOfWeek,
  type TimedEvent,
  timeFraction,
} from './scheduleLayout.ts';

// Local times, so the tests hold in any time zone. 2025-05-14 is a Wednesday.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute);
const event = (id: string, venue: string, start: Date, end: Date): TimedEvent => ({ id, venue, start, end });

describe('windows', () => {
  it('shows one day from its midnight for the day view', () => {
    const window = scheduleWindow('day', at(14, 15, 30));
    expect(window.days).toEqual([new Date(2025, 4, 14)]);
    expect(window).toMatchObject({ startHour: 7, endHour: 19 });
  });

  it('shows the week from the locale first day for the week view', () => {
    expect(scheduleWindow('week', at(14, 9), {}, 1).days[0]).toEqual(new Date(2025, 4, 12));
    expect(scheduleWindow('week', at(14, 9), {}, 0).days[0]).toEqual(new Date(2025, 4, 11));
    expect(scheduleWindow('week', at(14, 9)).days).toHaveLength(7);
    expect(startOfWeek(at(12, 0), 1)).toEqual(new Date(2025, 4, 12));
  });

  it('crosses months when adding days', () => {
    expect(addDays(new Date(2025, 4, 30), 3)).toEqual(new Date(2025, 5, 2));
  });

  it('falls back to 7 to 19 for impossible hours', () => {
    expect(normalizeHours(8, 18)).toEqual({ startHour: 8, endHour: 18 });
    expect(normalizeHours(18, 8)).toEqual({ startHour: 7, endHour: 19 });
    expect(normalizeHours(-1, 30)).toEqual({ startHour: 7, endHour: 19 });
    expect(normalizeHours(7.5, 19)).toEqual({ startHour: 7, endHour: 19 });
    expect(normalizeHours(0, 24)).toEqual({ startHour: 0, endHour: 24 });
  });

  it('heads a day view with one column per hour', () => {
    expect(hourTicks({ startHour: 7, endHour: 19 })).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});

describe('timeFraction', () => {
  const day = scheduleWindow('day', at(14, 0), { startHour: 8, endHour: 18 });
  const week = scheduleWindow('week', at(14, 0), { startHour: 8, endHour: 18 }, 1);

  it('maps the hours of a day onto 0 to 1', () => {
    expect(timeFraction(at(14, 8), day)).toBe(0);
    expect(timeFraction(at(14, 13), day)).toBe(0.5);
    expect(timeFraction(at(14, 10, 30), day)).toBeCloseTo(0.25);
    expect(timeFraction(at(14, 18), day)).toBe(1);
  });

  it('pulls times outside the hours or the days to the edges', () => {
    expect(timeFraction(at(14, 6), day)).toBe(0);
    expect(timeFraction(at(14, 22), day)).toBe(1);
    expect(timeFraction(at(13, 12), day)).toBe(0);
    expect(timeFraction(at(15, 9), day)).toBe(1);
  });

  it('gives each day of a week a seventh of the row', () => {
    expect(timeFraction(at(12, 8), week)).toBe(0);
    expect(timeFraction(at(14, 8), week)).toBeCloseTo(2 / 7);
    expect(timeFraction(at(14, 13), week)).toBeCloseTo(2.5 / 7);
    expect(timeFraction(at(18, 18), week)).toBeCloseTo(1);
  });
});

describe('assignLanes', () => {
  it('stacks overlapping spans and reuses a lane once it is free', () => {
    const { lanes, laneCount } = assignLanes([
      { left: 0, width: 0.3 },
      { left: 0.1, width: 0.3 },
      { left: 0.2, width: 0.05 },
      { left: 0.3, width: 0.2 },
      { left: 0.45, width: 0.1 },
    ]);
    expect(lanes).toEqual([0, 1, 2, 0, 1]);
    expect(laneCount).toBe(3);
  });

  it('needs one lane for nothing', () => {
    expect(assignLanes([])).toEqual({ lanes: [], laneCount: 1 });
  });
});

describe('layoutSchedule', () => {
  const window = scheduleWindow('day', at(14, 0));
  const venues = ['田径场', '体育馆', '游泳馆'];

  it('places events on their venue rows in time order with positions', () => {
    const rows = layoutSchedule(
      [
        event('b', '田径场', at(14, 13), at(14, 14)),
        event('a', '田径场', at(14, 7), at(14, 10)),
        event('c', '体育馆', at(14, 9), at(14, 9, 30)),
      ],
      venues,
      window,
    );
    expect(rows.map((row) => row.venue)).toEqual(venues);
    const [track, hall, pool] = rows;
    expect(track?.events.map((placed) => placed.event.id)).toEqual(['a', 'b']);
    expect(track?.events[0]).toMatchObject({ left: 0, lane: 0 });
    expect(track?.events[0]?.width).toBeCloseTo(3 / 12);
    expect(track?.laneCount).toBe(1);
    expect(hall?.events[0]?.left).toBeCloseTo(2 / 12);
    expect(pool).toMatchObject({ events: [], laneCount: 1 });
  });

  it('stacks overlapping events of a venue and not of different venues', () => {
    const rows = layoutSchedule(
      [
        event('heat1', '田径场', at(14, 9), at(14, 10)),
        event('heat2', '田径场', at(14, 9, 30), at(14, 10, 30)),
        event('final', '田径场', at(14, 10, 30), at(14, 11)),
        event('swim', '游泳馆', at(14, 9), at(14, 10)),
      ],
      venues,
      window,
    );
    expect(rows[0]?.events.map((placed) => placed.lane)).toEqual([0, 1, 0]);
    expect(rows[0]?.laneCount).toBe(2);
    expect(rows[2]?.laneCount).toBe(1);
  });

  it('clips events at the window and leaves out those outside it or invalid', () => {
    const rows = layoutSchedule(
      [
        event('early', '田径场', at(14, 6), at(14, 8)),
        event('night', '田径场', at(14, 20), at(14, 21)),
        event('yesterday', '田径场', at(13, 9), at(13, 10)),
        event('backwards', '田径场', at(14, 10), at(14, 9)),
        event('broken', '田径场', new Date(Number.NaN), at(14, 9)),
        event('elsewhere', '操场', at(14, 9), at(14, 10)),
      ],
      venues,
      window,
    );
    expect(rows[0]?.events.map((placed) => placed.event.id)).toEqual(['early']);
    expect(rows[0]?.events[0]?.width).toBeCloseTo(1 / 12);
    expect(isScheduleEmpty(rows)).toBe(false);
  });

  it('is empty when no event falls in the window, and drops repeated venues', () => {
    const rows = layoutSchedule([event('x', '田径场', at(20, 9), at(20, 10))], ['田径场', '田径场'], window);
    expect(rows).toHaveLength(1);
    expect(isScheduleEmpty(rows)).toBe(true);
  });

  it('snaps a week to whole days and stacks the events of a day in start order', () => {
    const week = scheduleWindow('week', at(14, 0));
    const rows = layoutSchedule(
      [
        event('late', '田径场', at(14, 15), at(14, 16)),
        event('early', '田径场', at(14, 8), at(14, 9)),
        event('two-days', '田径场', at(15, 17), at(16, 9)),
        event('next', '田径场', at(17, 9), at(17, 10)),
      ],
      venues,
      week,
      'day',
    );
    const placed = rows[0]?.events ?? [];
    expect(placed.map((p) => [p.event.id, p.lane])).toEqual([
      ['early', 0],
      ['late', 1],
      ['two-days', 0],
      ['next', 0],
    ]);
    expect(placed[0]?.left).toBeCloseTo(2 / 7);
    expect(placed[0]?.width).toBeCloseTo(1 / 7);
    expect(placed[2]?.width).toBeCloseTo(2 / 7);
  });

  it('snaps spans on day edges without spilling into the next day', () => {
    expect(snapToDays({ left: 2 / 7, width: 1 / 7 }, 7)).toEqual({ left: 2 / 7, width: 1 / 7 });
    expect(snapToDays({ left: 3 / 7, width: 0 }, 7)).toEqual({ left: 3 / 7, width: 1 / 7 });
    expect(snapToDays({ left: 6.5 / 7, width: 0.5 / 7 }, 7)).toEqual({ left: 6 / 7, width: 1 / 7 });
  });

  it('lays a week out by day', () => {
    const week = scheduleWindow('week', at(14, 0));
    const rows = layoutSchedule(
      [event('mon', '体育馆', at(12, 7), at(12, 19)), event('sun', '体育馆', at(18, 13), at(18, 19))],
      venues,
      week,
    );
    const [monday, sunday] = rows[1]?.events ?? [];
    expect(monday).toMatchObject({ left: 0, lane: 0 });
    expect(monday?.width).toBeCloseTo(1 / 7);
    expect(sunday?.left).toBeCloseTo(6.5 / 7);
  });
});

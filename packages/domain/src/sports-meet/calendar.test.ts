import { describe, expect, it } from 'vitest';
import { type CalendarEntry, calendarConflicts, programmeSessions, type ScheduledSession } from './calendar.ts';

const minute = 60_000;
/** A session of `eventId` at `venueId` from `from` to `to` minutes past 08:00. */
const session = (id: string, eventId: string, venueId: string, from: number, to: number): ScheduledSession => ({
  id,
  eventId,
  venueId,
  start: Date.UTC(2026, 4, 12, 0) + from * minute,
  end: Date.UTC(2026, 4, 12, 0) + to * minute,
});

describe('calendarConflicts', () => {
  const programme = [
    session('100m-heats', '100m', 'track', 0, 40),
    session('long-jump', 'longJump', 'pit', 30, 90),
    session('100m-final', '100m', 'track', 150, 160),
    session('shot-put', 'shotPut', 'circle', 90, 150),
  ];

  it('finds nothing in a programme whose venues and athletes are each in one place at a time', () => {
    const entries: CalendarEntry[] = [
      { athleteId: 'li', eventId: '100m' },
      { athleteId: 'li', eventId: 'shotPut' },
      { athleteId: 'wang', eventId: 'longJump' },
      { athleteId: 'wang', eventId: 'shotPut' },
    ];
    // Wang's long jump ends as the shot put starts, and Li's shot put as the 100 m final starts:
    // touching is not overlapping.
    expect(calendarConflicts(programme, entries)).toEqual([]);
  });

  it('finds an athlete in two events at once, once per pair of sessions', () => {
    const entries: CalendarEntry[] = [
      { athleteId: 'li', eventId: '100m' },
      { athleteId: 'li', eventId: 'longJump' },
      { athleteId: 'zhao', eventId: '100m' },
    ];
    expect(calendarConflicts(programme, entries)).toEqual([
      {
        id: 'sportsMeet.calendar.athleteClash',
        values: { athleteId: 'li', first: '100m', second: 'longJump' },
        sessions: [programme[0], programme[1]],
      },
    ]);
  });

  it('finds a venue used twice at once, and never counts two heats of one event against its athletes', () => {
    const sessions = [
      ...programme,
      session('800m-heat-1', '800m', 'track', 20, 50),
      // Two heats of the high jump side by side on two aprons: one athlete is in one of them.
      session('high-jump-a', 'highJump', 'apron-a', 0, 60),
      session('high-jump-b', 'highJump', 'apron-b', 0, 60),
    ];
    const entries: CalendarEntry[] = [{ athleteId: 'sun', eventId: 'highJump' }];
    expect(calendarConflicts(sessions, entries)).toEqual([
      {
        id: 'sportsMeet.calendar.venueClash',
        values: { venueId: 'track', first: '100m-heats', second: '800m-heat-1' },
        sessions: [sessions[0], sessions[4]],
      },
    ]);
  });

  it('refuses a session that does not end after it starts, or an id given twice', () => {
    expect(() => calendarConflicts([session('s', 'e', 'v', 10, 10)], [])).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.sessionTimes', values: { sessionId: 's' } }),
    );
    expect(() => calendarConflicts([{ ...session('s', 'e', 'v', 0, 10), end: Number.NaN }], [])).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.sessionTimes' }),
    );
    expect(() => calendarConflicts([session('s', 'e', 'v', 0, 10), session('s', 'f', 'w', 20, 30)], [])).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.duplicateSession', values: { sessionId: 's' } }),
    );
  });

  it('checks a meet of 60 events and 3,000 entries, finding each planted clash', () => {
    // 60 events over two days in ten venues, none overlapping in a venue; each athlete in two events
    // of different venues' blocks, except the ones planted in two events of the same hour.
    const sessions = Array.from({ length: 60 }, (_, index) =>
      session(
        `s${index}`,
        `e${index}`,
        `v${index % 10}`,
        Math.floor(index / 10) * 60,
        Math.floor(index / 10) * 60 + 50,
      ),
    );
    const entries: CalendarEntry[] = [];
    for (let athlete = 0; athlete < 1_500; athlete++) {
      const first = athlete % 60;
      // The same hour's block holds events first - first % 10 ... + 9: the next block is clear.
      const second = (first + 10) % 60;
      entries.push(
        { athleteId: `a${athlete}`, eventId: `e${first}` },
        { athleteId: `a${athlete}`, eventId: `e${second}` },
      );
    }
    entries.push({ athleteId: 'a7', eventId: 'e8' });
    const found = calendarConflicts(sessions, entries);
    expect(found.map((conflict) => conflict.values)).toEqual([{ athleteId: 'a7', first: 'e7', second: 'e8' }]);
  });
});

describe('programmeSessions', () => {
  it('places each timed event from its start for its length, and leaves the untimed out', () => {
    const sessions = programmeSessions([
      { eventId: '60m', startTime: '2026-05-12T08:30', durationMinutes: 20, venueId: 'track' },
      { eventId: 'rope', startTime: '2026-05-12T23:50', durationMinutes: 30, venueId: null },
      { eventId: 'relay', startTime: null, durationMinutes: 30, venueId: 'track' },
    ]);
    expect(sessions).toEqual([
      {
        id: '60m',
        eventId: '60m',
        venueId: 'track',
        start: Date.UTC(2026, 4, 12, 8, 30),
        end: Date.UTC(2026, 4, 12, 8, 50),
      },
      // Past midnight, on the next day.
      {
        id: 'rope',
        eventId: 'rope',
        venueId: '',
        start: Date.UTC(2026, 4, 12, 23, 50),
        end: Date.UTC(2026, 4, 13, 0, 20),
      },
    ]);
  });

  it('lets events without a venue overlap each other by place, not by athlete', () => {
    const sessions = programmeSessions([
      { eventId: 'a', startTime: '2026-05-12T09:00', durationMinutes: 30, venueId: null },
      { eventId: 'b', startTime: '2026-05-12T09:10', durationMinutes: 30, venueId: null },
    ]);
    expect(calendarConflicts(sessions, [])).toEqual([]);
    expect(
      calendarConflicts(sessions, [
        { athleteId: 'li', eventId: 'a' },
        { athleteId: 'li', eventId: 'b' },
      ]).map((conflict) => conflict.id),
    ).toEqual(['sportsMeet.calendar.athleteClash']);
  });
});

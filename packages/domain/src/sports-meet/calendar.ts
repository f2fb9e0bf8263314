import { DomainError } from '../errors.ts';
import type { DomainMessageId, MessageValues } from '../messages/index.ts';

/**
 * One scheduled session of a meet's programme: a round of an event (heats, a final, a flight) at a
 * venue, from `start` to `end` (milliseconds since the epoch: the caller reads its times in the
 * meet's own time zone).
 */
export interface ScheduledSession {
  readonly id: string;
  readonly eventId: string;
  readonly venueId: string;
  readonly start: number;
  readonly end: number;
}

/** An athlete entered in an event (relays included: a relay runner is in the relay's sessions). */
export interface CalendarEntry {
  readonly athleteId: string;
  readonly eventId: string;
}

/** Two sessions that cannot both happen as scheduled, and why. */
export interface CalendarConflict {
  /** `sportsMeet.calendar.venueClash` or `sportsMeet.calendar.athleteClash`. */
  readonly id: DomainMessageId;
  readonly values: MessageValues;
  /** The two sessions, the earlier first. */
  readonly sessions: readonly [ScheduledSession, ScheduledSession];
}

/** Whether two sessions overlap: one that ends as the other starts does not. */
function overlap(a: ScheduledSession, b: ScheduledSession): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The overlapping pairs among `sessions`, each once, earlier session first; `together` tells the
 * pairs that may overlap (two heats of one event run side by side on two fields). Sorted by start,
 * a session is compared only with those that began before it ended.
 */
function overlappingPairs(
  sessions: readonly ScheduledSession[],
  together: (a: ScheduledSession, b: ScheduledSession) => boolean = () => false,
): [ScheduledSession, ScheduledSession][] {
  const sorted = [...sessions].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const pairs: [ScheduledSession, ScheduledSession][] = [];
  for (const [index, first] of sorted.entries()) {
    for (const second of sorted.slice(index + 1)) {
      if (second.start >= first.end) break;
      if (overlap(first, second) && !together(first, second)) pairs.push([first, second]);
    }
  }
  return pairs;
}

/**
 * Every clash of a meet's programme: a venue used by two sessions at once, and an athlete entered in
 * two events whose sessions overlap. Two sessions of one event are never an athlete's clash (an
 * athlete runs in one of its heats). A session must end after it starts.
 *
 * @throws DomainError `sportsMeet.error.sessionTimes` for a session that does not end after it
 *   starts, `sportsMeet.error.duplicateSession` for an id given twice.
 */
export function calendarConflicts(
  sessions: readonly ScheduledSession[],
  entries: readonly CalendarEntry[],
): CalendarConflict[] {
  const ids = new Set<string>();
  for (const session of sessions) {
    if (!(Number.isFinite(session.start) && Number.isFinite(session.end) && session.end > session.start)) {
      throw new DomainError('sportsMeet.error.sessionTimes', { sessionId: session.id });
    }
    if (ids.has(session.id)) throw new DomainError('sportsMeet.error.duplicateSession', { sessionId: session.id });
    ids.add(session.id);
  }
  const conflicts: CalendarConflict[] = [];

  // A session with no venue yet (`''`) holds none, so it meets no other at one.
  const byVenue = groupBy(
    sessions.filter((session) => session.venueId !== ''),
    (session) => session.venueId,
  );
  for (const [venueId, used] of byVenue) {
    for (const pair of overlappingPairs(used)) {
      conflicts.push({
        id: 'sportsMeet.calendar.venueClash',
        values: { venueId, first: pair[0].id, second: pair[1].id },
        sessions: pair,
      });
    }
  }

  const byEvent = groupBy(sessions, (session) => session.eventId);
  const eventsOf = new Map<string, Set<string>>();
  for (const entry of entries)
    eventsOf.set(entry.athleteId, (eventsOf.get(entry.athleteId) ?? new Set()).add(entry.eventId));
  for (const [athleteId, events] of eventsOf) {
    if (events.size < 2) continue;
    const theirs = [...events].flatMap((eventId) => byEvent.get(eventId) ?? []);
    for (const pair of overlappingPairs(theirs, (a, b) => a.eventId === b.eventId)) {
      conflicts.push({
        id: 'sportsMeet.calendar.athleteClash',
        values: { athleteId, first: pair[0].eventId, second: pair[1].eventId },
        sessions: pair,
      });
    }
  }
  return conflicts;
}

/** An event as the programme places it: a start time of the meet's own clock, a length and a venue. */
export interface ProgrammedEvent {
  readonly eventId: string;
  /** `YYYY-MM-DDTHH:mm` in the meet's local time, or null while the event has none. */
  readonly startTime: string | null;
  readonly durationMinutes: number;
  /** Null while the event has no venue. */
  readonly venueId: string | null;
}

/**
 * The sessions of a meet's programme: one per event with a start time, from its start for its
 * length, at its venue (`''` when it has none). Every start is read on one clock, the meet's own,
 * as if it were UTC: only their order and overlaps matter, and a meet is held in one place.
 */
export function programmeSessions(events: readonly ProgrammedEvent[]): ScheduledSession[] {
  return events.flatMap((event) => {
    if (event.startTime === null) return [];
    const start = Date.parse(`${event.startTime}:00Z`);
    return [
      {
        id: event.eventId,
        eventId: event.eventId,
        venueId: event.venueId ?? '',
        start,
        end: start + event.durationMinutes * 60_000,
      },
    ];
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

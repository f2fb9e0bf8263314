// A sports meet's calendar (issue 46): its programme in start order and the clashes in it. An event
// holds its venue and its athletes from its start for its length; two events at one venue at once,
// or an athlete entered in two events at once, is a clash. The calendar shows every clash; a change
// that would make a new one (an event's time or venue, an athlete's entry) is refused, naming it.
import {
  type CalendarConflict,
  type CalendarEntry,
  calendarConflicts,
  type DomainLocale,
  type ProgrammedEvent,
  programmeSessions,
  translateDomainMessage,
} from '@school-sports/domain';
import { type DataOf, meetEventCalendar, meetEventVenues } from '@school-sports/gateway-client/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { sportMeet, sportMeetEntry, sportMeetEvent, sportMeetTeamMember, student, venue } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type RowOf, type Tenant } from '../../tenancy/scoped.ts';
import { eventRecords } from './eventRecords.ts';

type Clash = DataOf<typeof meetEventCalendar>['clashes'][number];
type EventRow = RowOf<typeof sportMeetEvent>;
/** What an event is called by: its name and who it is for. */
type NamedEvent = Pick<EventRow, 'name' | 'sex'>;

/** An event's place in the programme, as its row holds it. */
function programmed(row: EventRow): ProgrammedEvent {
  return { eventId: row.id, startTime: row.startTime, durationMinutes: row.durationMinutes, venueId: row.venueId };
}

/** The names a clash is told with: events with their sex, venues, athletes. */
interface Names {
  events: Map<string, NamedEvent>;
  venues: Map<string, string>;
  athletes: Map<string, string>;
}

function eventName(locale: DomainLocale, event: NamedEvent | undefined): string {
  if (!event) return '';
  const sex = translateDomainMessage(locale, `meetCertificate.print.sex.${event.sex as 'male' | 'female' | 'mixed'}`);
  return translateDomainMessage(locale, 'meetCertificate.print.event', { event: event.name, sex });
}

/**
 * The clashes of `conflicts` told in `locale`: one per venue and pair of events, and one per pair of
 * events for all the athletes entered in both, named together.
 */
function toldClashes(locale: DomainLocale, conflicts: readonly CalendarConflict[], names: Names): Clash[] {
  const told = new Map<string, { kind: Clash['kind']; eventIds: [string, string]; who: string[] }>();
  for (const conflict of conflicts) {
    const [first, second] = conflict.sessions;
    const kind = conflict.id === 'sportsMeet.calendar.venueClash' ? 'venue' : 'athlete';
    const key = `${kind} ${first.eventId} ${second.eventId}`;
    const who =
      kind === 'venue'
        ? (names.venues.get(String(conflict.values.venueId)) ?? '')
        : (names.athletes.get(String(conflict.values.athleteId)) ?? '');
    const clash = told.get(key);
    if (clash) clash.who.push(who);
    else told.set(key, { kind, eventIds: [first.eventId, second.eventId], who: [who] });
  }
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'short' });
  return [...told.values()].map(({ kind, eventIds, who }) => {
    const first = eventName(locale, names.events.get(eventIds[0]));
    const second = eventName(locale, names.events.get(eventIds[1]));
    const message =
      kind === 'venue'
        ? translateDomainMessage(locale, 'sportsMeet.calendar.venueClash', { venueId: who[0] ?? '', first, second })
        : translateDomainMessage(locale, 'sportsMeet.calendar.athleteClash', {
            athleteId: list.format(who.sort((a, b) => a.localeCompare(b, locale))),
            first,
            second,
          });
    return { kind, eventIds, message };
  });
}

/** A change to a meet's programme: an event placed elsewhere, or an entry more. */
interface ProgrammeChange {
  event?: ProgrammedEvent;
  entry?: CalendarEntry;
}

/** A meet's programme as read: its events, the names to tell clashes with, and its clashes with or without a change. */
interface Programme {
  rows: EventRow[];
  names: Names;
  conflicts(change?: ProgrammeChange): CalendarConflict[];
}

/**
 * The programme of a meet, read once for itself and for `change` (an event placed elsewhere, or an
 * entry more). The entries read are only those of the meet's timed events, with the changed event
 * among them, the only ones whose athletes can clash.
 */
async function programmeOf(tenant: Tenant, meetId: string, change: ProgrammeChange = {}): Promise<Programme> {
  const rows = await tenant.scoped(sportMeetEvent).list({
    where: eq(sportMeetEvent.meetId, meetId),
    orderBy: [asc(sportMeetEvent.startTime), asc(sportMeetEvent.name), asc(sportMeetEvent.sex), asc(sportMeetEvent.id)],
  });
  const current = rows.map(programmed);
  const candidates = change.event ? [...current, change.event] : current;
  const timed = [...new Set(candidates.filter((event) => event.startTime !== null).map((event) => event.eventId))];
  const athleteRows = timed.length
    ? await tenant.db
        .select({ athleteId: student.id, eventId: sportMeetEntry.eventId, name: student.name })
        .from(sportMeetEntry)
        .innerJoin(student, eq(student.id, sportMeetEntry.studentId))
        .where(
          tenant
            .scoped(sportMeetEntry)
            .where(eq(sportMeetEntry.meetId, meetId), inArray(sportMeetEntry.eventId, timed)),
        )
    : [];
  // A team's members run in their relay's sessions as an athlete does in their own event's.
  const memberRows = timed.length
    ? await tenant.db
        .select({ athleteId: student.id, eventId: sportMeetEntry.eventId, name: student.name })
        .from(sportMeetTeamMember)
        .innerJoin(sportMeetEntry, eq(sportMeetEntry.id, sportMeetTeamMember.entryId))
        .innerJoin(student, eq(student.id, sportMeetTeamMember.studentId))
        .where(
          tenant
            .scoped(sportMeetTeamMember)
            .where(eq(sportMeetEntry.meetId, meetId), inArray(sportMeetEntry.eventId, timed)),
        )
    : [];
  const entryRows = [...athleteRows, ...memberRows];
  const venueIds = [...new Set(candidates.flatMap((event) => (event.venueId ? [event.venueId] : [])))];
  const venues = venueIds.length ? await tenant.scoped(venue).list({ where: inArray(venue.id, venueIds) }) : [];
  return {
    rows,
    names: {
      events: new Map(rows.map((row) => [row.id, row])),
      venues: new Map(venues.map((one) => [one.id, one.name])),
      athletes: new Map(entryRows.map((row) => [row.athleteId, row.name])),
    },
    conflicts({ event, entry }: ProgrammeChange = {}) {
      const placed = event ? [...current.filter((one) => one.eventId !== event.eventId), event] : current;
      const entries: CalendarEntry[] = entryRows.map(({ athleteId, eventId }) => ({ athleteId, eventId }));
      if (entry) entries.push(entry);
      return calendarConflicts(programmeSessions(placed), entries);
    },
  };
}

/**
 * Refuses a change to a meet's programme that makes a clash it did not have, naming the first:
 * an event placed (`named`: what a new event is called) or an athlete entered (`athlete`: their
 * name). Run inside the write, under the organisation's lock, so two changes are judged one after
 * the other.
 */
export async function refuseNewClash(
  tenant: Tenant,
  locale: DomainLocale,
  meetId: string,
  change:
    | { event: ProgrammedEvent; named: NamedEvent; field: string }
    | { entry: CalendarEntry; athlete: string; field: string },
): Promise<void> {
  const made = 'event' in change ? { event: change.event } : { entry: change.entry };
  const programme = await programmeOf(tenant, meetId, made);
  const known = new Set(programme.conflicts().map(clashKey));
  const first = programme.conflicts(made).find((conflict) => !known.has(clashKey(conflict)));
  if (!first) return;
  const { names } = programme;
  if ('event' in change) names.events.set(change.event.eventId, change.named);
  else names.athletes.set(change.entry.athleteId, change.athlete);
  const [one, other] = first.sessions.map((session) => eventName(locale, names.events.get(session.eventId)));
  const who: Record<string, string> =
    first.id === 'sportsMeet.calendar.venueClash'
      ? { venueId: names.venues.get(String(first.values.venueId)) ?? '' }
      : { athleteId: names.athletes.get(String(first.values.athleteId)) ?? '' };
  throw new ApiError(409, first.id, { field: change.field, ...who, first: one ?? '', second: other ?? '' });
}

/** A conflict's identity: its kind, the venue or athlete, and its two sessions. */
function clashKey(conflict: CalendarConflict): string {
  const [first, second] = conflict.sessions;
  return `${conflict.id} ${conflict.values.venueId ?? conflict.values.athleteId} ${first.eventId} ${second.eventId}`;
}

export function registerMeetCalendarRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(meetEventCalendar, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const programme = await programmeOf(tenant, input.meetId);
    const { rows, names } = programme;
    // Timed events first, in start order; the rest after them by name (the query's order).
    const ordered = [...rows.filter((row) => row.startTime !== null), ...rows.filter((row) => row.startTime === null)];
    return {
      events: await eventRecords(tenant, locale, ordered),
      clashes: toldClashes(locale, programme.conflicts(), names),
    };
  });

  // The event form's venues: a role that runs meets may hold no venue screen to read them from.
  router.json(meetEventVenues, async ({ caller }) => {
    const tenant = data.tenant(caller);
    // A school has a handful of venues; the cap keeps an odd organisation's list a choice, not a dump.
    return tenant.db
      .select({ venueId: venue.id, name: venue.name })
      .from(venue)
      .where(tenant.scoped(venue).where())
      .orderBy(asc(venue.name), asc(venue.id))
      .limit(500);
  });
}

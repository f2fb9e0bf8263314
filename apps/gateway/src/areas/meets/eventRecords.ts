// A meet's events as its screens show them: with their grades' and venue's names and their entries
// counted, for the events tab, the registration's choices and the calendar alike.
import type { DomainLocale } from '@school-sports/domain';
import type { DataOf, meetEventList } from '@school-sports/gateway-client/contract';
import { asc, inArray } from 'drizzle-orm';
import { grade, sportMeetArrangement, sportMeetEntry, type sportMeetEvent, venue } from '../../db/schema.ts';
import type { RowOf, Tenant } from '../../tenancy/scoped.ts';
import { gradeName } from '../school/grades.ts';

type EventRecord = DataOf<typeof meetEventList>[number];
type EventRow = RowOf<typeof sportMeetEvent>;

/**
 * The events' rows with their grades' and venues' names, their entries counted and whether they are
 * drawn, in four queries.
 */
export async function eventRecords(
  tenant: Tenant,
  locale: DomainLocale,
  rows: readonly EventRow[],
): Promise<EventRecord[]> {
  const gradeIds = [...new Set(rows.flatMap((row) => row.gradeIds))];
  const grades = gradeIds.length
    ? await tenant.scoped(grade).list({ where: inArray(grade.id, gradeIds), orderBy: [asc(grade.level)] })
    : [];
  const venueIds = [...new Set(rows.flatMap((row) => (row.venueId ? [row.venueId] : [])))];
  const venues = venueIds.length ? await tenant.scoped(venue).list({ where: inArray(venue.id, venueIds) }) : [];
  const venueName = new Map(venues.map((one) => [one.id, one.name]));
  // Per event: its entries, and its arrangement (one, or none before the draw).
  const perEvent = (table: typeof sportMeetEntry | typeof sportMeetArrangement) =>
    rows.length
      ? tenant.scoped(table).countBy(
          table.eventId,
          inArray(
            table.eventId,
            rows.map((row) => row.id),
          ),
        )
      : Promise.resolve(new Map<string, number>());
  const counts = await perEvent(sportMeetEntry);
  const drawn = await perEvent(sportMeetArrangement);
  return rows.map((row) => {
    const name = row.venueId ? venueName.get(row.venueId) : undefined;
    return {
      eventId: row.id,
      meetId: row.meetId,
      name: row.name,
      discipline: row.discipline as EventRecord['discipline'],
      sex: row.sex as EventRecord['sex'],
      // A grade deleted since drops from the event's list.
      grades: grades
        .filter((one) => row.gradeIds.includes(one.id))
        .map((one) => ({ gradeId: one.id, name: gradeName(locale, one.kind, one.level) })),
      measure: row.measure as EventRecord['measure'],
      unit: row.unit as EventRecord['unit'],
      rounds: row.rounds as EventRecord['rounds'],
      maxEntriesPerClass: row.maxEntriesPerClass,
      teamSize: row.teamSize,
      startTime: row.startTime,
      durationMinutes: row.durationMinutes,
      venue: row.venueId && name !== undefined ? { venueId: row.venueId, name } : null,
      entryCount: counts.get(row.id) ?? 0,
      grouping: drawn.has(row.id) ? 'grouped' : 'ungrouped',
    };
  });
}

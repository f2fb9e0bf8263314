// A sports meet's arrangement (issue 46, its third step): heats and lanes of a race, flights and
// order of trial of a field event, drawn by the domain from an event's entries once registration has
// closed. Each draw keeps its seed, so the same entries and seed give it again and staff can show
// how it came about; a swap by hand or a redraw replaces it until the meet ends, or until results
// of the event are typed. Every write holds the organisation's lock, so two staff drawing the same
// event are judged one after the other.
import { randomInt, randomUUID } from 'node:crypto';
import {
  type ArrangementSlot,
  arrangeEvent,
  arrangementRefusal,
  type DomainLocale,
  DRAW_SEED_LIMITS,
  type EventDiscipline,
  type EventMeasure,
  swapSlots,
  teamLabel,
} from '@school-sports/domain';
import {
  type DataOf,
  meetArrangeDraw,
  meetArrangeList,
  meetArrangeRedraw,
  meetArrangeSwap,
} from '@school-sports/gateway-client/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  account,
  grade,
  person,
  schoolClass,
  sportMeet,
  sportMeetArrangement,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetResult,
  sportMeetStart,
  student,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type RowOf, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { classLabel } from '../school/classLabels.ts';
import { gradeName } from '../school/grades.ts';
import { todayAt } from './meetEntries.ts';
import { entryNames, teamMembersOf } from './meetTeams.ts';

type EventRecord = DataOf<typeof meetArrangeList>[number];
type MeetRow = RowOf<typeof sportMeet>;
type EventRow = RowOf<typeof sportMeetEvent>;
type Heat = NonNullable<EventRecord['arrangement']>['heats'][number];

/** Refuses a draw or a change of a meet whose registration is open or that has ended, naming `field`. */
function checkMeet(meet: MeetRow, utcOffset: number | undefined, field: string): void {
  const refusal = arrangementRefusal(meet, todayAt(utcOffset ?? 0));
  if (refusal) throw new ApiError(409, refusal, { field, start: meet.registrationStart, end: meet.registrationEnd });
}

/**
 * Refuses a change of an event's heats once results of it are typed: a heat's results and its check
 * hang on who ran in it, so the arrangement stays as it was run.
 */
async function checkNoResults(tenant: Tenant, event: EventRow, field: string): Promise<void> {
  if (await tenant.scoped(sportMeetResult).exists(eq(sportMeetResult.eventId, event.id)))
    throw new ApiError(409, 'meetArrange.hasResults', { field, event: event.name });
}

/** A new seed, anywhere in the range a seed may take. */
function newSeed(): number {
  return randomInt(DRAW_SEED_LIMITS.min, DRAW_SEED_LIMITS.max + 1);
}

/** The rows an event's draw writes: its arrangement and its athletes' places. */
interface EventDraw {
  arrangement: typeof sportMeetArrangement.$inferInsert;
  starts: (typeof sportMeetStart.$inferInsert)[];
}

/**
 * The draw of `event` of `meet` from `entries` (in the order they were made, so marks that tie keep
 * one order and the same seed gives the same draw) with `seed`, or null for an event nobody entered.
 */
function planDraw(
  tenant: TenantWrite,
  meet: MeetRow,
  event: EventRow,
  entries: readonly { id: string; seedMark: number | null }[],
  seed: number,
): EventDraw | null {
  if (entries.length === 0) return null;
  const arranged = arrangeEvent(
    entries.map((entry) => ({ id: entry.id, seedMark: entry.seedMark })),
    {
      discipline: event.discipline as EventDiscipline,
      measure: event.measure as EventMeasure,
      laneCount: meet.laneCount,
      seed,
    },
  );
  return {
    arrangement: {
      id: randomUUID(),
      ...tenant.values,
      meetId: meet.id,
      eventId: event.id,
      kind: arranged.kind,
      method: arranged.method,
      seed,
      drawnBy: tenant.account.id,
      drawnAt: new Date(),
    },
    starts: startRows(tenant, event.id, arranged.slots),
  };
}

/** The rows of an event's places in its heats or flights. */
function startRows(tenant: TenantWrite, eventId: string, slots: readonly ArrangementSlot[]) {
  return slots.map((slot) => ({
    id: randomUUID(),
    ...tenant.values,
    eventId,
    entryId: slot.id,
    heat: slot.heat,
    position: slot.position,
  }));
}

/** Places written in one statement: 3,000 places of seven columns stay well under a statement's parameters. */
const STARTS_A_STATEMENT = 4000;

/**
 * Writes `draws`, replacing what their events had: a whole meet's draw in a handful of statements
 * (two deletes, one insert of arrangements, one of places every {@link STARTS_A_STATEMENT}), not
 * five an event.
 */
async function saveDraws(tenant: TenantWrite, draws: readonly EventDraw[]): Promise<void> {
  if (draws.length === 0) return;
  const eventIds = draws.map((draw) => draw.arrangement.eventId);
  await tenant.scoped(sportMeetArrangement).deleteWhere(inArray(sportMeetArrangement.eventId, eventIds));
  await tenant.scoped(sportMeetStart).deleteWhere(inArray(sportMeetStart.eventId, eventIds));
  await tenant.db.insert(sportMeetArrangement).values(draws.map((draw) => draw.arrangement));
  const starts = draws.flatMap((draw) => draw.starts);
  for (let at = 0; at < starts.length; at += STARTS_A_STATEMENT)
    await tenant.db.insert(sportMeetStart).values(starts.slice(at, at + STARTS_A_STATEMENT));
}

/** The entries of `eventIds` by event, each event's in the order they were made. */
async function entriesByEvent(tenant: TenantWrite, eventIds: readonly string[]) {
  const byEvent = new Map<string, { id: string; seedMark: number | null }[]>();
  if (eventIds.length === 0) return byEvent;
  const entries = await tenant.scoped(sportMeetEntry).list({
    where: inArray(sportMeetEntry.eventId, [...eventIds]),
    orderBy: [asc(sportMeetEntry.createdAt), asc(sportMeetEntry.id)],
  });
  for (const entry of entries) {
    const own = byEvent.get(entry.eventId) ?? [];
    own.push({ id: entry.id, seedMark: entry.seedMark });
    byEvent.set(entry.eventId, own);
  }
  return byEvent;
}

/**
 * Draws `events` of `meet`, each with a seed of `seedOf`, replacing any arrangement they had;
 * answers how many were drawn (an event nobody entered is not).
 */
async function drawEvents(
  tenant: TenantWrite,
  meet: MeetRow,
  events: readonly EventRow[],
  seedOf: () => number,
): Promise<number> {
  const entries = await entriesByEvent(
    tenant,
    events.map((event) => event.id),
  );
  const draws = events.flatMap((event) => {
    const draw = planDraw(tenant, meet, event, entries.get(event.id) ?? [], seedOf());
    return draw ? [draw] : [];
  });
  await saveDraws(tenant, draws);
  return draws.length;
}

/** The events of a meet with their arrangements, in four queries whatever the number of events. */
async function arrangementRecords(tenant: Tenant, locale: DomainLocale, meetId: string): Promise<EventRecord[]> {
  const events = await tenant.scoped(sportMeetEvent).list({
    where: eq(sportMeetEvent.meetId, meetId),
    orderBy: [asc(sportMeetEvent.name), asc(sportMeetEvent.sex), asc(sportMeetEvent.id)],
  });
  if (events.length === 0) return [];
  const eventIds = events.map((event) => event.id);
  const counts = await tenant
    .scoped(sportMeetEntry)
    .countBy(sportMeetEntry.eventId, inArray(sportMeetEntry.eventId, eventIds));
  const drawn = await tenant.db
    .select({
      eventId: sportMeetArrangement.eventId,
      kind: sportMeetArrangement.kind,
      method: sportMeetArrangement.method,
      seed: sportMeetArrangement.seed,
      drawnAt: sportMeetArrangement.drawnAt,
      drawnBy: person.name,
    })
    .from(sportMeetArrangement)
    .leftJoin(account, eq(account.id, sportMeetArrangement.drawnBy))
    .leftJoin(person, eq(person.id, account.personId))
    .where(tenant.scoped(sportMeetArrangement).where(eq(sportMeetArrangement.meetId, meetId)));
  const places = await tenant.db
    .select({
      eventId: sportMeetStart.eventId,
      heat: sportMeetStart.heat,
      position: sportMeetStart.position,
      entryId: sportMeetEntry.id,
      seedMark: sportMeetEntry.seedMark,
      studentId: student.id,
      name: student.name,
      studentNumber: student.studentNumber,
      className: schoolClass.name,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(sportMeetStart)
    .innerJoin(sportMeetEntry, eq(sportMeetEntry.id, sportMeetStart.entryId))
    // A class's team has no student: it is named by its class and members in order.
    .leftJoin(student, eq(student.id, sportMeetEntry.studentId))
    .innerJoin(schoolClass, eq(schoolClass.id, sportMeetEntry.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(sportMeetStart).where(inArray(sportMeetStart.eventId, eventIds)))
    .orderBy(asc(sportMeetStart.eventId), asc(sportMeetStart.heat), asc(sportMeetStart.position));
  const teams = await teamMembersOf(
    tenant,
    places.filter((place) => place.studentId === null).map((place) => place.entryId),
  );
  return events.map((event) => {
    const arrangement = drawn.find((one) => one.eventId === event.id);
    const entryCount = counts.get(event.id) ?? 0;
    const own = places.filter((place) => place.eventId === event.id);
    const heats: Heat[] = [];
    for (const place of own) {
      let heat = heats.find((one) => one.number === place.heat);
      if (!heat) {
        heat = { number: place.heat, athletes: [] };
        heats.push(heat);
      }
      const className = classLabel(gradeName(locale, place.gradeKind, place.gradeLevel), place.className);
      const members = teams.get(place.entryId)?.map((member) => member.name) ?? [];
      heat.athletes.push({
        entryId: place.entryId,
        studentId: place.studentId,
        name: place.studentId === null ? teamLabel(locale, className, members) : (place.name ?? ''),
        studentNumber: place.studentNumber ?? '',
        className,
        seedMark: place.seedMark,
        position: place.position,
      });
    }
    return {
      eventId: event.id,
      name: event.name,
      discipline: event.discipline as EventRecord['discipline'],
      sex: event.sex as EventRecord['sex'],
      measure: event.measure as EventRecord['measure'],
      unit: event.unit as EventRecord['unit'],
      entryCount,
      arrangement: arrangement
        ? {
            kind: arrangement.kind === 'order' ? 'order' : 'lanes',
            method: arrangement.method === 'marks' ? 'marks' : 'lot',
            seed: arrangement.seed,
            drawnBy: arrangement.drawnBy,
            drawnAt: new Date(arrangement.drawnAt).toISOString(),
            heats,
            unplaced: entryCount - own.length,
          }
        : null,
    };
  });
}

export function registerMeetArrangeRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(meetArrangeList, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    return arrangementRecords(tenant, requestLocale(request), input.meetId);
  });

  router.json(meetArrangeDraw, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const meet = await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
      let events: EventRow[];
      if (input.eventId !== undefined) {
        const event = await tenant
          .scoped(sportMeetEvent)
          .find(eq(sportMeetEvent.id, input.eventId), eq(sportMeetEvent.meetId, meet.id));
        if (!event) throw new ApiError(404, 'meetEvent.notFound', { field: 'eventId' });
        checkMeet(meet, input.utcOffset, 'eventId');
        if (await tenant.scoped(sportMeetArrangement).exists(eq(sportMeetArrangement.eventId, event.id)))
          throw new ApiError(409, 'meetArrange.alreadyDrawn', { field: 'eventId', event: event.name });
        events = [event];
      } else {
        checkMeet(meet, input.utcOffset, 'meetId');
        const drawnIds = tenant.db
          .select({ id: sportMeetArrangement.eventId })
          .from(sportMeetArrangement)
          .where(tenant.scoped(sportMeetArrangement).where(eq(sportMeetArrangement.meetId, meet.id)));
        const already = new Set((await drawnIds).map((row) => row.id));
        events = (
          await tenant.scoped(sportMeetEvent).list({
            where: eq(sportMeetEvent.meetId, meet.id),
            orderBy: [asc(sportMeetEvent.name), asc(sportMeetEvent.sex), asc(sportMeetEvent.id)],
          })
        ).filter((event) => !already.has(event.id));
      }
      const drawn = await drawEvents(tenant, meet, events, newSeed);
      if (drawn === 0) {
        const [only] = events;
        if (input.eventId !== undefined && only)
          throw new ApiError(409, 'meetArrange.noEntries', { field: 'eventId', event: only.name });
        throw new ApiError(409, 'meetArrange.nothingToDraw', { field: 'meetId' });
      }
      return { drawn };
    }),
  );

  router.json(meetArrangeRedraw, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const event = await tenant.scoped(sportMeetEvent).one(input.eventId, 'meetEvent.notFound');
      const meet = await tenant.scoped(sportMeet).one(event.meetId, 'meet.notFound');
      checkMeet(meet, input.utcOffset, 'eventId');
      if (!(await tenant.scoped(sportMeetArrangement).exists(eq(sportMeetArrangement.eventId, event.id))))
        throw new ApiError(409, 'meetArrange.notDrawn', { field: 'eventId', event: event.name });
      await checkNoResults(tenant, event, 'eventId');
      const seed = input.seed ?? newSeed();
      if ((await drawEvents(tenant, meet, [event], () => seed)) === 0)
        throw new ApiError(409, 'meetArrange.noEntries', { field: 'eventId', event: event.name });
      return { seed };
    }),
  );

  router.json(meetArrangeSwap, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const entries = tenant.scoped(sportMeetEntry);
      const first = await entries.find(eq(sportMeetEntry.id, input.entryId));
      if (!first) throw new ApiError(404, 'meetEntry.notFound', { field: 'entryId' });
      const second = await entries.find(eq(sportMeetEntry.id, input.withEntryId));
      if (!second) throw new ApiError(404, 'meetEntry.notFound', { field: 'withEntryId' });
      const names = await entryNames(tenant, requestLocale(request), [first.id, second.id]);
      const name = names.get(first.id) ?? '';
      const other = names.get(second.id) ?? '';
      if (first.id === second.id) throw new ApiError(400, 'meetArrange.swapSame', { field: 'withEntryId', name });
      if (first.eventId !== second.eventId)
        throw new ApiError(409, 'meetArrange.otherEvent', { field: 'withEntryId', name, other });
      const event = await tenant.scoped(sportMeetEvent).one(first.eventId, 'meetEvent.notFound');
      const meet = await tenant.scoped(sportMeet).one(event.meetId, 'meet.notFound');
      checkMeet(meet, input.utcOffset, 'entryId');
      if (!(await tenant.scoped(sportMeetArrangement).exists(eq(sportMeetArrangement.eventId, event.id))))
        throw new ApiError(409, 'meetArrange.notDrawn', { field: 'entryId', event: event.name });
      await checkNoResults(tenant, event, 'entryId');
      const starts = tenant.scoped(sportMeetStart);
      const placed = await starts.list({ where: inArray(sportMeetStart.entryId, [first.id, second.id]) });
      for (const [entry, field, who] of [
        [first, 'entryId', name],
        [second, 'withEntryId', other],
      ] as const) {
        if (!placed.some((start) => start.entryId === entry.id))
          throw new ApiError(409, 'meetArrange.notPlaced', { field, name: who, event: event.name });
      }
      const swapped = swapSlots(
        placed.map((start) => ({ id: start.entryId, heat: start.heat, position: start.position, seedMark: null })),
        first.id,
        second.id,
      );
      // Out and in again: moved in place, one row would meet the other's place in the unique index.
      await starts.deleteWhere(inArray(sportMeetStart.entryId, [first.id, second.id]));
      await tenant.db.insert(sportMeetStart).values(startRows(tenant, event.id, swapped));
      return null;
    }),
  );
}

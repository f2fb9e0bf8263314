// A sports meet's events (issue 46, its second step): they change while their meet has not started,
// and an edit that the athletes or teams already entered would no longer fit is refused. Their
// registration is `meetEntries.ts`.
import { randomUUID } from 'node:crypto';
import {
  canEditEvents,
  EVENT_LIMITS,
  type EventDiscipline,
  type EventSex,
  eventKindOf,
  eventTimeProblem,
  teamSizeOf,
} from '@school-sports/domain';
import {
  meetEventAdd,
  meetEventDelete,
  meetEventEdit,
  meetEventGrades,
  meetEventList,
} from '@school-sports/gateway-client/contract';
import { asc, count, eq, inArray, ne, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  grade,
  schoolClass,
  sportMeet,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetTeamMember,
  venue,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { dataLayer, type RowOf, type TenantWrite } from '../../tenancy/scoped.ts';
import { gradeKindOf, gradeName } from '../school/grades.ts';
import { eventRecords } from './eventRecords.ts';
import { refuseNewClash } from './meetCalendar.ts';

type EventInput = HandlerContext<typeof meetEventAdd>['input'];

/** The columns the event form sets, alike when adding and editing. */
function eventColumns(input: Omit<EventInput, 'meetId'>) {
  const { name, discipline, sex, gradeIds, measure, unit, rounds, maxEntriesPerClass, startTime, venueId } = input;
  const { durationMinutes, teamSize } = input;
  return {
    name,
    ...{ discipline, sex, gradeIds, measure, unit, rounds, maxEntriesPerClass, teamSize },
    ...{ startTime, durationMinutes, venueId },
  };
}

/**
 * Refuses an event of a meet under way, a start time outside the meet's days, and grades or a
 * venue that are not the organisation's.
 */
async function checkEvent(tenant: TenantWrite, meet: RowOf<typeof sportMeet>, input: Omit<EventInput, 'meetId'>) {
  if (!canEditEvents(meet.status)) throw new ApiError(409, 'meetEvent.meetStarted');
  const late = eventTimeProblem(input.startTime, meet);
  if (late) throw new ApiError(400, late.id, { field: late.field, ...late.values });
  if (input.gradeIds.length > 0) {
    const found = await tenant.scoped(grade).count(inArray(grade.id, input.gradeIds));
    if (found !== input.gradeIds.length) throw new ApiError(404, 'validation.meetEvent.grades', { field: 'gradeIds' });
  }
  if (input.venueId !== null && !(await tenant.scoped(venue).exists(eq(venue.id, input.venueId))))
    throw new ApiError(404, 'validation.venue.required', { field: 'venueId' });
}

/**
 * The entries of an event that an edit to `sex` and `gradeIds` would leave unfit: athletes of the
 * other sex, or of classes of grades the event no longer names.
 */
async function unfitEntries(tenant: TenantWrite, eventId: string, sex: EventSex, gradeIds: readonly string[]) {
  const otherSex = sex === 'mixed' ? undefined : ne(sportMeetEntry.sex, sex);
  const otherGrade =
    gradeIds.length === 0
      ? undefined
      : inArray(
          sportMeetEntry.classId,
          tenant.db
            .select({ id: schoolClass.id })
            .from(schoolClass)
            .where(tenant.scoped(schoolClass).where(notInArray(schoolClass.gradeId, [...gradeIds]))),
        );
  if (!otherSex && !otherGrade) return 0;
  return tenant.scoped(sportMeetEntry).count(eq(sportMeetEntry.eventId, eventId), or(otherSex, otherGrade));
}

/**
 * The teams of an event that an edit of its discipline or team size would leave with too few or too
 * many members: a relay of four legs made a relay of six has two legs unrun, so the edit waits until
 * the classes have changed their teams (a team is never cut or padded behind its class's back).
 */
async function unfitTeams(
  tenant: TenantWrite,
  eventId: string,
  event: { discipline: EventDiscipline; teamSize: number | null },
) {
  if (eventKindOf(event.discipline) !== 'relay') return 0;
  const { min, max } = teamSizeOf(event);
  const teams = await tenant.db
    .select({ members: count() })
    .from(sportMeetTeamMember)
    .where(
      tenant.scoped(sportMeetTeamMember).where(
        inArray(
          sportMeetTeamMember.entryId,
          tenant.db
            .select({ id: sportMeetEntry.id })
            .from(sportMeetEntry)
            .where(tenant.scoped(sportMeetEntry).where(eq(sportMeetEntry.eventId, eventId))),
        ),
      ),
    )
    .groupBy(sportMeetTeamMember.entryId);
  return teams.filter((team) => team.members < min || team.members > max).length;
}

export function registerMeetEventRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(meetEventList, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const rows = await tenant.scoped(sportMeetEvent).list({
      where: eq(sportMeetEvent.meetId, input.meetId),
      orderBy: [asc(sportMeetEvent.name), asc(sportMeetEvent.sex), asc(sportMeetEvent.id)],
    });
    return eventRecords(tenant, requestLocale(request), rows);
  });

  router.json(meetEventGrades, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const rows = await tenant.scoped(grade).list({
      where: eq(grade.kind, gradeKindOf(tenant.account)),
      orderBy: [asc(grade.level), asc(grade.id)],
    });
    return rows.map((row) => ({ gradeId: row.id, name: gradeName(locale, row.kind, row.level) }));
  });

  router.json(meetEventAdd, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const locale = requestLocale(request);
      const meet = await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
      await checkEvent(tenant, meet, input);
      const events = tenant.scoped(sportMeetEvent);
      if ((await events.count(eq(sportMeetEvent.meetId, meet.id))) >= EVENT_LIMITS.perMeet)
        throw new ApiError(409, 'meetEvent.tooMany', { max: EVENT_LIMITS.perMeet });
      const eventId = randomUUID();
      await refuseNewClash(tenant, locale, meet.id, {
        event: { eventId, startTime: input.startTime, durationMinutes: input.durationMinutes, venueId: input.venueId },
        named: input,
        field: 'startTime',
      });
      await tenant.db
        .insert(sportMeetEvent)
        .values({ id: eventId, ...tenant.values, meetId: meet.id, ...eventColumns(input) });
      return { eventId };
    }),
  );

  router.json(meetEventEdit, async ({ caller, input, request }) =>
    data.writeRow(caller, sportMeetEvent, input.eventId, 'meetEvent.notFound', async (existing, events, tenant) => {
      const meet = await tenant.scoped(sportMeet).one(existing.meetId, 'meet.notFound');
      await checkEvent(tenant, meet, input);
      // Athletes do not become teams, nor teams athletes: a change of kind waits for no entries.
      const kindChanged =
        eventKindOf(existing.discipline as EventDiscipline) !== eventKindOf(input.discipline as EventDiscipline);
      const unfit = kindChanged
        ? await tenant.scoped(sportMeetEntry).count(eq(sportMeetEntry.eventId, existing.id))
        : await unfitEntries(tenant, existing.id, input.sex, input.gradeIds);
      if (unfit > 0) throw new ApiError(409, 'meetEvent.entriesUnfit', { field: 'sex', count: unfit });
      if (!kindChanged) {
        const sized = { discipline: input.discipline as EventDiscipline, teamSize: input.teamSize };
        const wrongSize = await unfitTeams(tenant, existing.id, sized);
        if (wrongSize > 0) {
          const { min, max } = teamSizeOf(sized);
          throw new ApiError(409, 'meetEvent.teamsUnfit', { field: 'teamSize', count: wrongSize, min, max });
        }
      }
      await refuseNewClash(tenant, requestLocale(request), meet.id, {
        event: {
          eventId: existing.id,
          startTime: input.startTime,
          durationMinutes: input.durationMinutes,
          venueId: input.venueId,
        },
        named: input,
        field: 'startTime',
      });
      await events.update(existing.id, eventColumns(input));
      return null;
    }),
  );

  router.json(meetEventDelete, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetEvent, input.eventId, 'meetEvent.notFound', async (existing, events, tenant) => {
      const meet = await tenant.scoped(sportMeet).one(existing.meetId, 'meet.notFound');
      if (!canEditEvents(meet.status)) throw new ApiError(409, 'meetEvent.meetStarted');
      if (await tenant.scoped(sportMeetEntry).exists(eq(sportMeetEntry.eventId, existing.id)))
        throw new ApiError(409, 'meetEvent.hasEntries', { event: existing.name });
      await events.delete(existing.id);
      return null;
    }),
  );
}

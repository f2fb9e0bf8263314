// A class's teams in a meet's relays and team games (issue 46). A team is one entry of the event
// with no student: its class, the event's sex, and its members in order in `sport_meet_team_member`.
// Heats, results, places, points and certificates hang on the entry as an athlete's do; the
// results and start lists name it by its class and members (`teamMembersOf`). The rules of a team
// are the domain's (`teamEntryRefusal`), judged inside the write under the organisation's lock, so
// two staff entering teams at once cannot put one student in two teams of an event.
import { randomUUID } from 'node:crypto';
import {
  type DomainLocale,
  type EventDiscipline,
  type EventSex,
  isSex,
  teamEntryRefusal,
  teamLabel,
} from '@school-sports/domain';
import { meetEntryTeamSave, meetEntryTeams } from '@school-sports/gateway-client/contract';
import { asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  grade,
  schoolClass,
  sportMeet,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetTeamMember,
  student,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { classLabel } from '../school/classLabels.ts';
import { gradeName } from '../school/grades.ts';
import { refuseNewClash } from './meetCalendar.ts';
import { todayAt } from './meetEntries.ts';

/** A member of a team as the lists show them. */
export interface TeamMember {
  studentId: string;
  name: string;
  studentNumber: string;
  sex: 'male' | 'female';
  leg: number;
}

/** The members of the teams `entryIds` (entries of athletes have none), each team's in leg order. */
export async function teamMembersOf(tenant: Tenant, entryIds: readonly string[]): Promise<Map<string, TeamMember[]>> {
  const members = new Map<string, TeamMember[]>();
  if (entryIds.length === 0) return members;
  const rows = await tenant.db
    .select({
      entryId: sportMeetTeamMember.entryId,
      studentId: student.id,
      name: student.name,
      studentNumber: student.studentNumber,
      sex: student.sex,
      leg: sportMeetTeamMember.leg,
    })
    .from(sportMeetTeamMember)
    .innerJoin(student, eq(student.id, sportMeetTeamMember.studentId))
    .where(tenant.scoped(sportMeetTeamMember).where(inArray(sportMeetTeamMember.entryId, [...entryIds])))
    .orderBy(asc(sportMeetTeamMember.entryId), asc(sportMeetTeamMember.leg));
  for (const row of rows) {
    const own = members.get(row.entryId) ?? [];
    own.push({ ...row, sex: isSex(row.sex) ? row.sex : 'male' });
    members.set(row.entryId, own);
  }
  return members;
}

/** The names of the entries `entryIds` as messages name them: an athlete's, or a team's class and members. */
export async function entryNames(
  tenant: Tenant,
  locale: DomainLocale,
  entryIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await tenant.db
    .select({
      entryId: sportMeetEntry.id,
      name: student.name,
      className: schoolClass.name,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(sportMeetEntry)
    .leftJoin(student, eq(student.id, sportMeetEntry.studentId))
    .innerJoin(schoolClass, eq(schoolClass.id, sportMeetEntry.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(sportMeetEntry).where(inArray(sportMeetEntry.id, [...entryIds])));
  const teams = await teamMembersOf(
    tenant,
    rows.filter((row) => row.name === null).map((row) => row.entryId),
  );
  return new Map(
    rows.map((row) => [
      row.entryId,
      row.name ??
        teamLabel(
          locale,
          classLabel(gradeName(locale, row.gradeKind, row.gradeLevel), row.className),
          (teams.get(row.entryId) ?? []).map((member) => member.name),
        ),
    ]),
  );
}

export function registerMeetTeamRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(meetEntryTeams, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const locale = requestLocale(request);
    const rows = await db
      .select({
        entryId: sportMeetEntry.id,
        eventId: sportMeetEntry.eventId,
        eventName: sportMeetEvent.name,
        classId: sportMeetEntry.classId,
        className: schoolClass.name,
        gradeKind: grade.kind,
        gradeLevel: grade.level,
        sex: sportMeetEntry.sex,
        createdAt: sportMeetEntry.createdAt,
      })
      .from(sportMeetEntry)
      .innerJoin(sportMeetEvent, eq(sportMeetEvent.id, sportMeetEntry.eventId))
      .innerJoin(schoolClass, eq(schoolClass.id, sportMeetEntry.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(
        tenant
          .scoped(sportMeetEntry)
          .where(
            eq(sportMeetEntry.meetId, input.meetId),
            isNull(sportMeetEntry.studentId),
            input.eventId ? eq(sportMeetEntry.eventId, input.eventId) : undefined,
          ),
      )
      .orderBy(
        asc(sportMeetEvent.name),
        asc(sportMeetEvent.sex),
        asc(grade.level),
        asc(schoolClass.code),
        asc(sportMeetEntry.id),
      )
      // A meet has at most 200 events and a class one team in each; the cap bounds a bad day.
      .limit(2000);
    const members = await teamMembersOf(
      tenant,
      rows.map((row) => row.entryId),
    );
    return rows.map((row) => ({
      entryId: row.entryId,
      eventId: row.eventId,
      eventName: row.eventName,
      classId: row.classId,
      className: classLabel(gradeName(locale, row.gradeKind, row.gradeLevel), row.className),
      sex: row.sex === 'mixed' || isSex(row.sex) ? row.sex : 'mixed',
      members: members.get(row.entryId) ?? [],
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  });

  router.json(meetEntryTeamSave, async ({ caller, input, request }) =>
    data.write(
      caller,
      async (tenant) => {
        const event = await tenant.scoped(sportMeetEvent).one(input.eventId, 'meetEvent.notFound');
        const meet = await tenant.scoped(sportMeet).one(event.meetId, 'meet.notFound');
        const [team] = await tenant.db
          .select({ id: schoolClass.id, name: schoolClass.name })
          .from(schoolClass)
          .where(tenant.scoped(schoolClass).where(eq(schoolClass.id, input.classId)));
        if (!team) throw new ApiError(404, 'class.notFound', { field: 'classId' });
        const found = input.studentIds.length
          ? await tenant.db
              .select({
                studentId: student.id,
                name: student.name,
                sex: student.sex,
                classId: student.classId,
                gradeId: schoolClass.gradeId,
              })
              .from(student)
              .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
              .where(tenant.scoped(student).where(inArray(student.id, input.studentIds)))
          : [];
        const byId = new Map(found.map((row) => [row.studentId, row]));
        // Another organisation's student, or none, is not found: nothing of it is told.
        if (input.studentIds.some((id) => !byId.has(id)))
          throw new ApiError(404, 'student.notFound', { field: 'studentIds' });
        const existing = await tenant
          .scoped(sportMeetEntry)
          .find(
            eq(sportMeetEntry.eventId, event.id),
            eq(sportMeetEntry.classId, team.id),
            isNull(sportMeetEntry.studentId),
          );
        const others = await tenant.db
          .select({ studentId: sportMeetTeamMember.studentId })
          .from(sportMeetTeamMember)
          .innerJoin(sportMeetEntry, eq(sportMeetEntry.id, sportMeetTeamMember.entryId))
          .where(
            tenant
              .scoped(sportMeetTeamMember)
              .where(
                eq(sportMeetEntry.eventId, event.id),
                inArray(sportMeetTeamMember.studentId, input.studentIds.length ? input.studentIds : ['']),
                existing ? ne(sportMeetEntry.id, existing.id) : undefined,
              ),
          );
        const refusal = teamEntryRefusal({
          meet,
          today: todayAt(input.utcOffset ?? 0),
          event: {
            name: event.name,
            discipline: event.discipline as EventDiscipline,
            sex: event.sex as EventSex,
            gradeIds: event.gradeIds,
            teamSize: event.teamSize,
          },
          // The class's own name: the message is the same in every language.
          team: { classId: team.id, className: team.name },
          members: input.studentIds.map((id) => {
            const row = byId.get(id) as (typeof found)[number];
            return { ...row, sex: isSex(row.sex) ? row.sex : 'male' };
          }),
          inOtherTeams: new Set(others.map((row) => row.studentId)),
        });
        if (refusal) throw new ApiError(409, refusal.id, { field: refusal.field, ...refusal.values });
        // A runner new to the team must not be due at another event at the relay's time.
        const before = new Set(
          existing
            ? (
                await tenant.scoped(sportMeetTeamMember).list({ where: eq(sportMeetTeamMember.entryId, existing.id) })
              ).map((row) => row.studentId)
            : [],
        );
        for (const id of input.studentIds.filter((one) => !before.has(one)))
          await refuseNewClash(tenant, requestLocale(request), meet.id, {
            entry: { athleteId: id, eventId: event.id },
            athlete: byId.get(id)?.name ?? '',
            field: 'studentIds',
          });
        let entryId = existing?.id;
        if (entryId) {
          await tenant.db
            .delete(sportMeetTeamMember)
            .where(tenant.scoped(sportMeetTeamMember).where(eq(sportMeetTeamMember.entryId, entryId)));
        } else {
          entryId = randomUUID();
          await tenant.db.insert(sportMeetEntry).values({
            id: entryId,
            ...tenant.values,
            meetId: meet.id,
            eventId: event.id,
            studentId: null,
            classId: team.id,
            sex: event.sex,
          });
        }
        const teamEntry = entryId;
        await tenant.db.insert(sportMeetTeamMember).values(
          input.studentIds.map((studentId, index) => ({
            id: randomUUID(),
            ...tenant.values,
            entryId: teamEntry,
            studentId,
            leg: index + 1,
          })),
        );
        return { entryId };
      },
      // Two saves of one class's first team racing past the lock's reads meet the unique index.
      { id: 'meetTeam.duplicate' },
    ),
  );
}

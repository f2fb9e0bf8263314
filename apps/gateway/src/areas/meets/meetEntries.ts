// A sports meet's registration (issue 46, its second step): during the registration period a class
// enters its students. Every rule of an entry is the domain's (`entryRefusal`); the counts it judges
// are read inside the write, which holds the organisation's lock, so two staff entering athletes at
// once are judged one after the other and cannot together pass a limit; a double submit meets the
// entry's unique index. A class's teams are `meetTeams.ts`.
import { randomUUID } from 'node:crypto';
import { canWithdrawEntry, type EventDiscipline, type EventSex, entryRefusal, isSex } from '@school-sports/domain';
import {
  meetEntryClasses,
  meetEntryClassSummary,
  meetEntryExport,
  meetEntryPage,
  meetEntryRegister,
  meetEntryStudents,
  meetEntryWithdraw,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, ilike, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { grade, schoolClass, sportMeet, sportMeetEntry, sportMeetEvent, student } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { classEntries, classLabel } from '../school/classLabels.ts';
import { gradeName } from '../school/grades.ts';
import { refuseNewClash } from './meetCalendar.ts';

/** The events whose entries count against an athlete's own limit: relays and team games do not. */
const INDIVIDUAL_DISCIPLINES: EventDiscipline[] = ['track', 'field'];

/** The day it is `offset` minutes east of UTC: the registration period is the caller's calendar's. */
export function todayAt(offset: number): string {
  return new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
}

export function registerMeetEntryRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(meetEntryPage, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const locale = requestLocale(request);
    // The athletes' entries: a class's teams are listed on their own (`meetTeams.ts`).
    const where = and(
      eq(sportMeetEntry.meetId, input.meetId),
      isNotNull(sportMeetEntry.studentId),
      input.eventId ? eq(sportMeetEntry.eventId, input.eventId) : undefined,
      input.classId ? eq(sportMeetEntry.classId, input.classId) : undefined,
      input.keyword
        ? inArray(
            sportMeetEntry.studentId,
            db
              .select({ id: student.id })
              .from(student)
              .where(tenant.scoped(student).where(ilike(student.name, containing(input.keyword)))),
          )
        : undefined,
    );
    return tenant.scoped(sportMeetEntry).pageOf(input, where, async (condition, window) => {
      const rows = await db
        .select({
          entryId: sportMeetEntry.id,
          eventId: sportMeetEntry.eventId,
          eventName: sportMeetEvent.name,
          studentId: sportMeetEntry.studentId,
          studentName: student.name,
          studentNumber: student.studentNumber,
          sex: sportMeetEntry.sex,
          classId: sportMeetEntry.classId,
          className: schoolClass.name,
          gradeKind: grade.kind,
          gradeLevel: grade.level,
          createdAt: sportMeetEntry.createdAt,
        })
        .from(sportMeetEntry)
        .innerJoin(sportMeetEvent, eq(sportMeetEvent.id, sportMeetEntry.eventId))
        .innerJoin(student, eq(student.id, sportMeetEntry.studentId))
        .innerJoin(schoolClass, eq(schoolClass.id, sportMeetEntry.classId))
        .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
        .where(condition)
        .orderBy(
          asc(sportMeetEvent.name),
          asc(sportMeetEvent.sex),
          asc(grade.level),
          asc(schoolClass.code),
          asc(student.studentNumber),
          asc(sportMeetEntry.id),
        )
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({
        entryId: row.entryId,
        eventId: row.eventId,
        eventName: row.eventName,
        studentId: row.studentId ?? '',
        studentName: row.studentName,
        studentNumber: row.studentNumber,
        sex: isSex(row.sex) ? row.sex : 'male',
        classId: row.classId,
        className: classLabel(gradeName(locale, row.gradeKind, row.gradeLevel), row.className),
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    });
  });
  router.rows(meetEntryExport, meetEntryPage);

  router.json(meetEntryRegister, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const event = await tenant.scoped(sportMeetEvent).one(input.eventId, 'meetEvent.notFound');
      const meet = await tenant.scoped(sportMeet).one(event.meetId, 'meet.notFound');
      const athlete = await tenant.scoped(student).find(eq(student.id, input.studentId));
      if (!athlete) throw new ApiError(404, 'student.notFound', { field: 'studentId' });
      const [own] = await tenant.db
        .select({ gradeId: schoolClass.gradeId, name: schoolClass.name })
        .from(schoolClass)
        .where(tenant.scoped(schoolClass).where(eq(schoolClass.id, athlete.classId)));
      if (!own || !isSex(athlete.sex))
        throw new ApiError(409, 'meetEntry.noClass', { field: 'studentId', name: athlete.name });
      const entries = tenant.scoped(sportMeetEntry);
      if (await entries.exists(eq(sportMeetEntry.eventId, event.id), eq(sportMeetEntry.studentId, athlete.id)))
        throw new ApiError(409, 'meetEntry.duplicate', { field: 'studentId', name: athlete.name, event: event.name });
      const individualEvents = tenant.db
        .select({ id: sportMeetEvent.id })
        .from(sportMeetEvent)
        .where(
          tenant
            .scoped(sportMeetEvent)
            .where(eq(sportMeetEvent.meetId, meet.id), inArray(sportMeetEvent.discipline, INDIVIDUAL_DISCIPLINES)),
        );
      const athleteEvents = await entries.count(
        eq(sportMeetEntry.meetId, meet.id),
        eq(sportMeetEntry.studentId, athlete.id),
        inArray(sportMeetEntry.eventId, individualEvents),
      );
      const classEntries = await entries.count(
        eq(sportMeetEntry.eventId, event.id),
        eq(sportMeetEntry.classId, athlete.classId),
        eq(sportMeetEntry.sex, athlete.sex),
      );
      const refusal = entryRefusal({
        meet,
        today: todayAt(input.utcOffset ?? 0),
        event: {
          name: event.name,
          discipline: event.discipline as EventDiscipline,
          sex: event.sex as EventSex,
          gradeIds: event.gradeIds,
          maxEntriesPerClass: event.maxEntriesPerClass,
        },
        athlete: {
          name: athlete.name,
          sex: athlete.sex,
          gradeId: own.gradeId,
          // The class's own name: the message is the same in every language.
          className: own.name,
        },
        athleteEvents,
        classEntries,
      });
      if (refusal) throw new ApiError(409, refusal.id, { field: refusal.field, ...refusal.values });
      await refuseNewClash(tenant, requestLocale(request), meet.id, {
        entry: { athleteId: athlete.id, eventId: event.id },
        athlete: athlete.name,
        field: 'studentId',
      });
      const entryId = randomUUID();
      await tenant.db.insert(sportMeetEntry).values({
        id: entryId,
        ...tenant.values,
        meetId: meet.id,
        eventId: event.id,
        studentId: athlete.id,
        classId: athlete.classId,
        sex: athlete.sex,
      });
      return { entryId };
    }),
  );

  router.json(meetEntryWithdraw, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetEntry, input.entryId, 'meetEntry.notFound', async (existing, entries, tenant) => {
      const meet = await tenant.scoped(sportMeet).one(existing.meetId, 'meet.notFound');
      if (!canWithdrawEntry(meet, todayAt(input.utcOffset ?? 0)))
        throw new ApiError(409, 'meetEntry.closed', {
          field: 'entryId',
          start: meet.registrationStart,
          end: meet.registrationEnd,
        });
      await entries.delete(existing.id);
      return null;
    }),
  );

  // Every class still at the school, its entries counted in two grouped reads (athletes, teams).
  router.json(meetEntryClassSummary, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    const tenant = data.tenant(caller);
    await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    const ofMeet = eq(sportMeetEntry.meetId, input.meetId);
    const entries = tenant.scoped(sportMeetEntry);
    const athletes = await entries.countBy(sportMeetEntry.classId, ofMeet, isNotNull(sportMeetEntry.studentId));
    const teams = await entries.countBy(sportMeetEntry.classId, ofMeet, isNull(sportMeetEntry.studentId));
    const classes = await classEntries(tenant);
    return classes
      .filter((entry) => entry.status !== 'graduated')
      .map((entry) => {
        const counts = { athletes: athletes.get(entry.classId) ?? 0, teams: teams.get(entry.classId) ?? 0 };
        const registration = counts.athletes + counts.teams > 0 ? 'registered' : 'unregistered';
        return { classId: entry.classId, name: entry.label(locale), ...counts, registration } as const;
      });
  });

  router.json(meetEntryClasses, async ({ caller, request }) => {
    const locale = requestLocale(request);
    return (await classEntries(data.tenant(caller)))
      .filter((entry) => entry.status !== 'graduated')
      .map((entry) => ({ classId: entry.classId, name: entry.label(locale) }));
  });

  router.json(meetEntryStudents, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    await tenant.scoped(schoolClass).one(input.classId, 'class.notFound');
    const rows = await db
      .select({ studentId: student.id, name: student.name, studentNumber: student.studentNumber, sex: student.sex })
      .from(student)
      .where(tenant.scoped(student).where(eq(student.classId, input.classId)))
      .orderBy(asc(student.studentNumber), asc(student.id))
      // A class holds at most 200 (its size's bound); the cap keeps a bad row from growing the answer.
      .limit(300);
    return rows.map((row) => ({ ...row, sex: isSex(row.sex) ? row.sex : 'male' }));
  });
}

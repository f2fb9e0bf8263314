// Exercise records (issue 45): what pupils did outside tests, from the school's devices or the
// mobile app, found by grade, class, student, kind, source and days in SQL alone, newest first or
// by duration, count or distance, and streamed to a spreadsheet with the same filters. A management
// organisation reads the schools below it; a role that reaches some classes only their records.
import type { ExerciseKind, ExerciseSource } from '@school-sports/domain';
import {
  exerciseRecordExport,
  exerciseRecordOptions,
  exerciseRecordPage,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { exerciseRecord, organisation, schoolClass, student } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing, startingWith } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { daysBetween, filterChoices, searchedOrganisations } from './scoreSearch.ts';

type ExerciseQuery = z.output<typeof exerciseRecordPage.request>;

/** A page of the exercise records the caller may read, found by the query's filters. */
export async function exercisePage(db: Database, caller: Caller | null, input: ExerciseQuery) {
  const tenant = dataLayer(db).tenant(caller);
  const managed = tenant.account.frame === 'admin';
  const conditions: (SQL | undefined)[] = [
    searchedOrganisations(db, tenant, exerciseRecord, input.orgId),
    managed ? undefined : withinReach(await tenant.classReach(), exerciseRecord.classId),
    input.grade ? eq(exerciseRecord.gradeKey, input.grade) : undefined,
    input.classId ? eq(exerciseRecord.classId, input.classId) : undefined,
    input.kind ? eq(exerciseRecord.kind, input.kind) : undefined,
    input.source ? eq(exerciseRecord.source, input.source) : undefined,
    ...daysBetween(exerciseRecord.startedAt, input),
    input.keyword
      ? or(ilike(student.name, containing(input.keyword)), like(student.studentNumber, startingWith(input.keyword)))
      : undefined,
  ];
  const where = and(...conditions);
  const total = db
    .select({ n: count() })
    .from(exerciseRecord)
    .innerJoin(student, eq(student.id, exerciseRecord.studentId))
    .where(where);
  const rows = db
    .select({
      recordId: exerciseRecord.id,
      studentId: exerciseRecord.studentId,
      studentName: student.name,
      studentNumber: student.studentNumber,
      className: schoolClass.name,
      gradeKey: exerciseRecord.gradeKey,
      kind: exerciseRecord.kind,
      count: exerciseRecord.count,
      distance: exerciseRecord.distance,
      durationSeconds: exerciseRecord.durationSeconds,
      startedAt: exerciseRecord.startedAt,
      source: exerciseRecord.source,
      deviceSerial: exerciseRecord.deviceSerial,
      orgName: organisation.name,
    })
    .from(exerciseRecord)
    .innerJoin(student, eq(student.id, exerciseRecord.studentId))
    .innerJoin(organisation, eq(organisation.id, exerciseRecord.orgId))
    .leftJoin(schoolClass, eq(schoolClass.id, exerciseRecord.classId))
    .where(where)
    .orderBy(
      ...sortedBy(
        input,
        {
          startedAt: exerciseRecord.startedAt,
          durationSeconds: exerciseRecord.durationSeconds,
          count: exerciseRecord.count,
          distance: exerciseRecord.distance,
          studentNumber: student.studentNumber,
        },
        [desc(exerciseRecord.startedAt), asc(exerciseRecord.id)],
      ),
    );
  return pageOfQuery(input, total, rows, (row) => ({
    ...row,
    kind: row.kind as ExerciseKind,
    source: row.source as ExerciseSource,
    startedAt: row.startedAt.toISOString(),
  }));
}

export function registerExerciseRecordRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  router.json(exerciseRecordPage, ({ caller, input }) => exercisePage(db, caller, input));
  router.rows(exerciseRecordExport, exerciseRecordPage);
  router.json(exerciseRecordOptions, ({ caller, input, request }) =>
    filterChoices(db, caller, input.orgId, requestLocale(request), false),
  );
}

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
import { and, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { exerciseRecord, organisation, schoolClass, student } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { filteredList, largePage, type SortKey, type SortRequest } from '../../tenancy/paging.ts';
import { containing, startingWith } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import type { AreaDeps } from '../area.ts';
import { daysBetween, filterChoices, searchedOrganisations } from './scoreSearch.ts';

type ExerciseQuery = z.output<typeof exerciseRecordPage.request>;

/**
 * The keys an exercise record's page is ordered by, the last ones the tie-breakers no two records
 * share: newest first unless asked; a count or distance may be missing (a kind without it) and
 * sorts as PostgreSQL sorts a null.
 */
function sortKeys(
  input: SortRequest<'startedAt' | 'durationSeconds' | 'count' | 'distance' | 'studentNumber'>,
): (SortKey & { name: string })[] {
  const direction = input.sortOrder === 'desc' ? 'desc' : 'asc';
  const newest = { name: 'startedAt', column: exerciseRecord.startedAt, direction: 'desc', kind: 'time' } as const;
  const id = { name: 'recordId', column: exerciseRecord.id, direction: 'asc', kind: 'text' } as const;
  switch (input.sortBy) {
    case undefined:
      return [newest, id];
    case 'startedAt':
      return [{ ...newest, direction }, id];
    case 'durationSeconds':
      return [
        { name: 'durationSeconds', column: exerciseRecord.durationSeconds, direction, kind: 'number' },
        newest,
        id,
      ];
    case 'count':
    case 'distance':
      return [
        { name: input.sortBy, column: exerciseRecord[input.sortBy], direction, kind: 'number', nullable: true },
        newest,
        id,
      ];
    case 'studentNumber':
      return [{ name: 'studentNumber', column: student.studentNumber, direction, kind: 'text' }, newest, id];
  }
}

/**
 * A page of the exercise records the caller may read, found by the query's filters, paged by key
 * (a large list: the cursor steps from page to page, and past a threshold the total is the
 * database's estimate, as the score search's).
 */
export async function exercisePage(db: Database, caller: Caller | null, input: ExerciseQuery, exactBelow?: number) {
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
  // Every record has its student (a cascading key), so the keys and the count join the student only
  // where the search reads it: the keyword, or the sort by student number.
  const byStudent = input.keyword !== undefined || input.sortBy === 'studentNumber';
  const light = <F extends SelectedFields>(fields: F) => {
    const from = db.select(fields).from(exerciseRecord).$dynamic();
    return byStudent ? from.innerJoin(student, eq(student.id, exerciseRecord.studentId)) : from;
  };
  const keys = sortKeys(input);
  const rows = (extra: SQL | undefined) =>
    db
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
      .where(and(where, extra));
  type RecordRow = Awaited<ReturnType<typeof rows>>[number];
  return largePage(
    input,
    filteredList(db, {
      keys,
      sort: `${input.sortBy ?? ''}.${input.sortOrder ?? ''}`,
      filtered: (fields, extra) => light(fields).where(and(where, extra)),
      rows,
      exactBelow,
    }),
    (row: RecordRow) => ({
      ...row,
      kind: row.kind as ExerciseKind,
      source: row.source as ExerciseSource,
      startedAt: row.startedAt.toISOString(),
    }),
  );
}

export function registerExerciseRecordRoutes(router: Router, deps: Pick<AreaDeps, 'db' | 'exactTotalBelow'>): void {
  const { db, exactTotalBelow } = deps;
  router.json(exerciseRecordPage, ({ caller, input }) => exercisePage(db, caller, input, exactTotalBelow));
  router.rows(exerciseRecordExport, exerciseRecordPage);
  router.json(exerciseRecordOptions, ({ caller, input, request }) =>
    filterChoices(db, caller, input.orgId, requestLocale(request), false),
  );
}

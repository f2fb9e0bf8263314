// Score search (issue 45): the stored, scored results of the caller's organisation, or of every
// organisation below a management organisation, found by the search's filters in SQL alone (the
// score and band were stored when each result arrived), newest first or by score, and streamed to
// a spreadsheet with the same filters. A role that reaches some classes only finds their results.
// Test records are the same search over the readings that joined no plan and no class test (self-tests).
import type { DomainLocale, PhysiqueItem, PhysiqueMeasurement, ResultSource } from '@school-sports/domain';
import {
  gxScoreSearchExport,
  gxScoreSearchOptions,
  gxScoreSearchPage,
  gxTestRecordExport,
  gxTestRecordOptions,
  gxTestRecordPage,
  SCORE_OPTION_PLANS,
  scoreSearchExport,
  scoreSearchOptions,
  scoreSearchPage,
  testRecordExport,
  testRecordOptions,
  testRecordPage,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import {
  type classTest,
  type exerciseRecord,
  fitnessResult,
  grade,
  organisation,
  schoolClass,
  student,
  testPlan,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { filteredList, largePage, type SortKey, type SortRequest } from '../../tenancy/paging.ts';
import { containing, startingWith } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import type { AreaDeps } from '../area.ts';
import { classChoices } from '../school/classes.ts';
import { gradeName } from '../school/grades.ts';

/** The instant a day begins on a clock `utcOffset` minutes east of UTC, `days` after the ISO date. */
function dayStart(isoDate: string, utcOffset: number, days = 0): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(day.getTime() - utcOffset * 60_000);
}

/** A search as the contract hands it over: checked, with its defaults filled in. */
type SearchInput = Omit<z.output<typeof scoreSearchPage.request>, 'planId'> & { planId?: string | undefined };

/** Which results a search reads: those of any plan or none (score search), or only those of none (test records). */
type Reading = 'all' | 'selfTests';

/**
 * Where a search of `table` reads: a management organisation the organisations below it (one of
 * them when it names one), any other organisation its own rows. Naming an organisation the caller
 * neither is nor manages finds nothing.
 */
export function searchedOrganisations(
  db: Database,
  tenant: Tenant,
  table: typeof fitnessResult | typeof exerciseRecord | typeof classTest,
  orgId: string | undefined,
): SQL {
  if (tenant.account.frame === 'admin') {
    return inArray(
      table.orgId,
      db
        .select({ id: organisation.id })
        .from(organisation)
        .where(and(tenant.managedOrganisations, orgId ? eq(organisation.id, orgId) : undefined)),
    );
  }
  const own = tenant.scoped(table).where(orgId && orgId !== tenant.account.orgId ? sql`false` : undefined);
  if (!own) throw new Error('a scoped table gave no condition');
  return own;
}

/** The conditions of a day range on `column`, the days read on the clock of the request's `utcOffset`. */
export function daysBetween(
  column: AnyPgColumn,
  input: { startDate?: string | undefined; endDate?: string | undefined; utcOffset?: number | undefined },
): (SQL | undefined)[] {
  const offset = input.utcOffset ?? 0;
  return [
    input.startDate ? gte(column, dayStart(input.startDate, offset)) : undefined,
    input.endDate ? lt(column, dayStart(input.endDate, offset, 1)) : undefined,
  ];
}

/**
 * The filters' choices: a management organisation's schools, and for the school searched (the
 * caller's own, or the one of its schools it names) its grades, classes and, where `withPlans`,
 * its latest plans.
 */
export async function filterChoices(
  db: Database,
  caller: Caller | null,
  orgId: string,
  locale: DomainLocale,
  withPlans = true,
) {
  const data = dataLayer(db);
  const tenant = data.tenant(caller);
  const managed = tenant.account.frame === 'admin';
  const schools = managed
    ? await db
        .select({ orgId: organisation.id, name: organisation.name })
        .from(organisation)
        .where(tenant.managedOrganisations)
        .orderBy(asc(organisation.name), asc(organisation.id))
    : [];
  if (managed && orgId && !schools.some((school) => school.orgId === orgId)) {
    throw new ApiError(404, 'organisation.notFound', { field: 'orgId' });
  }
  const school = managed ? orgId : tenant.account.orgId;
  if (!school) return { schools, grades: [], classes: [], plans: [] };
  const classes = data.scopedForJob(schoolClass, school);
  const reach = managed ? null : await tenant.classReach();
  const choices = await classChoices(db, classes, withinReach(reach, schoolClass.id));
  const grades = await db
    .select({ gradeId: grade.id, kind: grade.kind, level: grade.level })
    .from(grade)
    .where(data.scopedForJob(grade, school).where())
    .orderBy(asc(grade.level));
  const plans = !withPlans
    ? []
    : await db
        .select({ planId: testPlan.id, name: testPlan.name })
        .from(testPlan)
        .where(data.scopedForJob(testPlan, school).where())
        .orderBy(desc(testPlan.startDate), asc(testPlan.id))
        .limit(SCORE_OPTION_PLANS);
  return {
    schools,
    grades: grades
      .filter((row) => reach === null || choices.some((entry) => entry.gradeId === row.gradeId))
      .map((row) => ({ gradeId: row.gradeId, level: row.level, name: gradeName(locale, row.kind, row.level) })),
    classes: choices.map((row) => ({
      ...row,
      status: row.status === 'disabled' ? ('disabled' as const) : ('enabled' as const),
    })),
    plans,
  };
}

/**
 * The sort keys of a search: the field asked, then the newest first, then the result's id, which
 * no two results share. A score may be missing (an item without a scale); it sorts as PostgreSQL
 * sorts a null.
 */
function sortKeys(
  input: SortRequest<'score' | 'value' | 'measuredAt' | 'studentNumber'>,
): (SortKey & { name: string })[] {
  const direction = input.sortOrder === 'desc' ? 'desc' : 'asc';
  const newest = { name: 'measuredAt', column: fitnessResult.measuredAt, direction: 'desc', kind: 'time' } as const;
  const id = { name: 'resultId', column: fitnessResult.id, direction: 'asc', kind: 'text' } as const;
  switch (input.sortBy) {
    case undefined:
      return [newest, id];
    case 'measuredAt':
      return [{ ...newest, direction }, id];
    case 'score':
      return [{ name: 'score', column: fitnessResult.score, direction, kind: 'number', nullable: true }, newest, id];
    case 'value':
      return [{ name: 'value', column: fitnessResult.value, direction, kind: 'number' }, newest, id];
    case 'studentNumber':
      return [{ name: 'studentNumber', column: student.studentNumber, direction, kind: 'text' }, newest, id];
  }
}

export function registerScoreSearchRoutes(router: Router, deps: Pick<AreaDeps, 'db' | 'exactTotalBelow'>): void {
  const { db, exactTotalBelow: exactBelow } = deps;
  const data = dataLayer(db);

  async function search(caller: Caller | null, input: SearchInput, reading: Reading = 'all') {
    const tenant = data.tenant(caller);
    const managed = tenant.account.frame === 'admin';
    const organisations = searchedOrganisations(db, tenant, fitnessResult, input.orgId);
    const conditions: (SQL | undefined)[] = [
      organisations,
      managed ? undefined : withinReach(await tenant.classReach(), fitnessResult.classId),
      // A self-test is a reading of no plan and no lesson: a class test's results are the lesson's.
      reading === 'selfTests' ? and(isNull(fitnessResult.planId), isNull(fitnessResult.classTestId)) : undefined,
      input.planId ? eq(fitnessResult.planId, input.planId) : undefined,
      input.grade ? eq(fitnessResult.gradeKey, input.grade) : undefined,
      input.classId ? eq(fitnessResult.classId, input.classId) : undefined,
      input.item ? eq(fitnessResult.item, input.item) : undefined,
      input.band ? eq(fitnessResult.band, input.band) : undefined,
      input.source ? eq(fitnessResult.source, input.source) : undefined,
      input.needsCheck ? eq(fitnessResult.needsCheck, input.needsCheck === 'true') : undefined,
      ...daysBetween(fitnessResult.measuredAt, input),
      input.keyword
        ? or(ilike(student.name, containing(input.keyword)), like(student.studentNumber, startingWith(input.keyword)))
        : undefined,
    ];
    const where = and(...conditions);
    // Every result has its student (a cascading key), so the student is joined only where the
    // search reads it: the keyword, or the sort by student number. The keys and the count then read
    // the results alone, most often from the index of the organisation's results by time.
    const byStudent = input.keyword !== undefined || input.sortBy === 'studentNumber';
    const light = <F extends SelectedFields>(fields: F) => {
      const from = db.select(fields).from(fitnessResult).$dynamic();
      return byStudent ? from.innerJoin(student, eq(student.id, fitnessResult.studentId)) : from;
    };
    const keys = sortKeys(input);
    const rows = (extra: SQL | undefined) =>
      db
        .select({
          resultId: fitnessResult.id,
          studentId: fitnessResult.studentId,
          studentName: student.name,
          studentNumber: student.studentNumber,
          className: schoolClass.name,
          gradeKey: fitnessResult.gradeKey,
          planName: testPlan.name,
          measurement: fitnessResult.measurement,
          item: fitnessResult.item,
          value: fitnessResult.value,
          score: fitnessResult.score,
          band: fitnessResult.band,
          needsCheck: fitnessResult.needsCheck,
          source: fitnessResult.source,
          deviceSerial: fitnessResult.deviceSerial,
          measuredAt: fitnessResult.measuredAt,
          orgName: organisation.name,
        })
        .from(fitnessResult)
        .innerJoin(student, eq(student.id, fitnessResult.studentId))
        .innerJoin(organisation, eq(organisation.id, fitnessResult.orgId))
        .leftJoin(schoolClass, eq(schoolClass.id, fitnessResult.classId))
        .leftJoin(testPlan, eq(testPlan.id, fitnessResult.planId))
        .where(and(where, extra));
    type ResultRow = Awaited<ReturnType<typeof rows>>[number];
    return largePage(
      input,
      filteredList(db, {
        keys,
        sort: `${input.sortBy ?? ''}.${input.sortOrder ?? ''}`,
        filtered: (fields, extra) => light(fields).where(and(where, extra)),
        rows,
        exactBelow,
      }),
      (row: ResultRow) => ({
        ...row,
        measurement: row.measurement as PhysiqueMeasurement,
        item: row.item as PhysiqueItem,
        source: row.source as ResultSource,
        measuredAt: row.measuredAt.toISOString(),
      }),
    );
  }

  router.json(scoreSearchPage, ({ caller, input }) => search(caller, input));
  router.json(scoreSearchOptions, ({ caller, input, request }) =>
    filterChoices(db, caller, input.orgId, requestLocale(request)),
  );
  router.json(gxScoreSearchOptions, ({ caller, input, request }) =>
    filterChoices(db, caller, input.orgId, requestLocale(request)),
  );
  router.rows(scoreSearchExport, scoreSearchPage);
  router.json(gxScoreSearchPage, ({ caller, input }) => search(caller, input));
  router.rows(gxScoreSearchExport, gxScoreSearchPage);

  for (const [page, exported, choices] of [
    [testRecordPage, testRecordExport, testRecordOptions],
    [gxTestRecordPage, gxTestRecordExport, gxTestRecordOptions],
  ] as const) {
    router.json(page, ({ caller, input }) => search(caller, input, 'selfTests'));
    router.rows(exported, page);
    router.json(choices, ({ caller, input, request }) =>
      filterChoices(db, caller, input.orgId, requestLocale(request), false),
    );
  }
}

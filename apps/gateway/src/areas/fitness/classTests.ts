// Class tests (issue 45, `class/test`): the tests teachers ran in their PE lessons, each sent whole
// by a device in lesson mode (`areas/devices/classTestBatch.ts`). A school reads its own (a role that
// reaches some classes, theirs); a management organisation reads the schools below it, as the
// score search does. The list's counts are read from the stored results of each test at the time
// of asking, so a corrected or confirmed value shows in its test's average at once.
import type { DomainLocale, PhysiqueItem, PhysiqueMeasurement } from '@school-sports/domain';
import {
  classTestExport,
  classTestOptions,
  classTestPage,
  classTestResults,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import {
  account,
  classTest,
  fitnessResult,
  grade,
  organisation,
  person,
  schoolClass,
  student,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { daysBetween, filterChoices, searchedOrganisations } from './scoreSearch.ts';

type ClassTestQuery = z.output<typeof classTestPage.request>;

/** The standard's pass: an item score of 60 or more. */
const PASSING_SCORE = 60;

// What a test's results add up to, read off `fitness_result_class_test_idx` for each test shown.
// A value waiting for a second check, or marked invalid, does not count towards the average or the
// share passing, as it does not count anywhere else; the student was still tested.
const counted = sql`${fitnessResult.score} is not null and not ${fitnessResult.needsCheck} and ${fitnessResult.validity} = 'valid'`;
const tested = sql<number>`(select count(distinct ${fitnessResult.studentId})::int from ${fitnessResult} where ${fitnessResult.classTestId} = ${classTest.id})`;
const averageScore = sql<
  string | null
>`(select round(avg(${fitnessResult.score}), 1) from ${fitnessResult} where ${fitnessResult.classTestId} = ${classTest.id} and ${counted})`;
const passRate = sql<
  string | null
>`(select round(avg(case when ${fitnessResult.score} >= ${PASSING_SCORE} then 1 else 0 end), 4) from ${fitnessResult} where ${fitnessResult.classTestId} = ${classTest.id} and ${counted})`;

/** The class tests the caller may read: its organisations' (`orgId` narrows a management organisation's), in its reach. */
async function readable(db: Database, tenant: Tenant, orgId: string | undefined): Promise<(SQL | undefined)[]> {
  const managed = tenant.account.frame === 'admin';
  return [
    searchedOrganisations(db, tenant, classTest, orgId),
    managed ? undefined : withinReach(await tenant.classReach(), classTest.classId),
  ];
}

/** The columns of a class test as the list shows it. */
function testColumns() {
  return {
    classTestId: classTest.id,
    className: schoolClass.name,
    gradeKey: classTest.gradeKey,
    teacherName: person.name,
    title: classTest.title,
    items: classTest.items,
    startedAt: classTest.startedAt,
    endedAt: classTest.endedAt,
    tested: tested.mapWith(Number),
    classSize: classTest.classSize,
    averageScore,
    passRate,
    deviceSerial: classTest.deviceSerial,
    orgName: organisation.name,
  };
}

type TestRow = {
  items: string[];
  startedAt: Date;
  endedAt: Date;
  averageScore: string | null;
  passRate: string | null;
};

/** A class test's row as the contract answers it. */
function answerOf<Row extends TestRow & { ownerOrgId: string; ownerClassId: string | null }>({
  ownerOrgId: _org,
  ownerClassId: _class,
  ...row
}: Row) {
  return {
    ...row,
    items: row.items as PhysiqueItem[],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    averageScore: row.averageScore === null ? null : Number(row.averageScore),
    passRate: row.passRate === null ? null : Number(row.passRate),
  };
}

/** The class tests with their class, grade, teacher and school, for the list and one test alike. */
function testsQuery(db: Database) {
  return db
    .select({ ...testColumns(), ownerOrgId: classTest.orgId, ownerClassId: classTest.classId })
    .from(classTest)
    .innerJoin(organisation, eq(organisation.id, classTest.orgId))
    .leftJoin(schoolClass, eq(schoolClass.id, classTest.classId))
    .leftJoin(grade, eq(grade.id, schoolClass.gradeId))
    .leftJoin(account, eq(account.id, classTest.teacherId))
    .leftJoin(person, eq(person.id, account.personId));
}

/** A page of the class tests the caller may read, found by the query's filters. */
export async function classTestsPage(db: Database, caller: Caller | null, input: ClassTestQuery) {
  const tenant = dataLayer(db).tenant(caller);
  const where = and(
    ...(await readable(db, tenant, input.orgId)),
    input.grade ? eq(classTest.gradeKey, input.grade) : undefined,
    input.classId ? eq(classTest.classId, input.classId) : undefined,
    input.teacherAccountId ? eq(classTest.teacherId, input.teacherAccountId) : undefined,
    input.item ? sql`${classTest.items} @> ${JSON.stringify([input.item])}::jsonb` : undefined,
    input.keyword ? ilike(classTest.title, containing(input.keyword)) : undefined,
    ...daysBetween(classTest.startedAt, input),
  );
  const total = db.select({ n: count() }).from(classTest).where(where);
  const rows = testsQuery(db)
    .where(where)
    .orderBy(
      ...sortedBy(
        input,
        {
          startedAt: classTest.startedAt,
          className: [grade.level, schoolClass.name],
          tested,
          averageScore,
        },
        [desc(classTest.startedAt), asc(classTest.id)],
      ),
    );
  return pageOfQuery(input, total, rows, answerOf);
}

/** The teachers of the school `orgId` who have run a class test, by name. */
async function teachersOf(db: Database, orgId: string) {
  if (!orgId) return [];
  return db
    .selectDistinct({ teacherAccountId: account.id, name: person.name })
    .from(classTest)
    .innerJoin(account, eq(account.id, classTest.teacherId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(dataLayer(db).scopedForJob(classTest, orgId).where())
    .orderBy(asc(person.name), asc(account.id));
}

export function registerClassTestRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(classTestPage, ({ caller, input }) => classTestsPage(db, caller, input));
  router.rows(classTestExport, classTestPage);
  router.json(classTestOptions, async ({ caller, input, request }) => {
    const locale: DomainLocale = requestLocale(request);
    const choices = await filterChoices(db, caller, input.orgId, locale, false);
    const tenant = data.tenant(caller);
    const school = tenant.account.frame === 'admin' ? input.orgId : tenant.account.orgId;
    return { ...choices, teachers: await teachersOf(db, school) };
  });

  router.json(classTestResults, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const [test] = await testsQuery(db)
      .where(and(...(await readable(db, tenant, undefined)), eq(classTest.id, input.classTestId)))
      .limit(1);
    // Another organisation's test, or one outside the caller's reach, is not found, as an unknown one.
    if (!test) throw new ApiError(404, 'fitness.classTest.notFound', { field: 'classTestId' });
    const owner = { orgId: test.ownerOrgId, classId: test.ownerClassId };
    // The test is the caller's to read: its school's rows are read in that school.
    const results = await db
      .select({
        resultId: fitnessResult.id,
        studentId: fitnessResult.studentId,
        studentName: student.name,
        studentNumber: student.studentNumber,
        measurement: fitnessResult.measurement,
        item: fitnessResult.item,
        value: fitnessResult.value,
        score: fitnessResult.score,
        band: fitnessResult.band,
        needsCheck: fitnessResult.needsCheck,
        measuredAt: fitnessResult.measuredAt,
      })
      .from(fitnessResult)
      .innerJoin(student, eq(student.id, fitnessResult.studentId))
      .where(data.scopedForJob(fitnessResult, owner.orgId).where(eq(fitnessResult.classTestId, test.classTestId)))
      .orderBy(
        asc(student.studentNumber),
        asc(fitnessResult.item),
        asc(fitnessResult.measuredAt),
        asc(fitnessResult.id),
      );
    const testedIds = new Set(results.map((row) => row.studentId));
    const pupils =
      owner.classId === null
        ? []
        : await db
            .select({ studentId: student.id, studentName: student.name, studentNumber: student.studentNumber })
            .from(student)
            .where(data.scopedForJob(student, owner.orgId).where(eq(student.classId, owner.classId)))
            .orderBy(asc(student.studentNumber), asc(student.id));
    return {
      test: answerOf(test),
      results: results.map((row) => ({
        ...row,
        measurement: row.measurement as PhysiqueMeasurement,
        item: row.item as PhysiqueItem,
        measuredAt: row.measuredAt.toISOString(),
      })),
      untested: pupils.filter((pupil) => !testedIds.has(pupil.studentId)),
    };
  });
}

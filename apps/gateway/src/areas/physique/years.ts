// The year of a school's students (issue 48), read for the physique screen, its prints and the
// upload file: the year's roll is every student of the classes the year's national test plans took
// in, with every student who has a result in them (a student who moved away keeps the year's
// results). Reports are made per read by the domain, a batch of students at a time: a school's year
// is a few thousand students, and each report depends on all of the student's results, so a stored
// copy would have to be rewritten on every reading anyway.
import {
  exemptItemsOf,
  GRADE_KEYS,
  type GradeKey,
  gradeKey,
  gradeOfKey,
  type PhysiqueMeasurement,
  physiqueItemsFor,
  physiqueYearReport,
  type Sex,
  type YearReport,
} from '@school-sports/domain';
import type { physiquePage } from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import {
  academicYear,
  fitnessResult,
  grade,
  schoolClass,
  student,
  testPlan,
  testPlanClass,
  testPlanExemption,
} from '../../db/schema.ts';
import type { Caller } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { containing, startingWith } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from '../fitness/scoring.ts';

/** Students whose results are read at once: a few thousand result rows per read. */
const STUDENT_BATCH = 500;

/** The filters of the year's reports, as the list's request has them. */
type PageInput = z.output<typeof physiquePage.request>;

/** A student on the year's roll, with the year's report. */
export interface StudentYear extends YearReport {
  studentId: string;
  studentName: string;
  studentNumber: string;
  sex: Sex;
  gradeKey: GradeKey;
  classId: string | null;
  className: string | null;
}

/**
 * Whose year is read: a caller's organisation within the classes its role reaches, or, for the
 * recount job (`tallies.ts`), a school's whole.
 */
type YearScope = Pick<Tenant, 'scoped' | 'classReach'>;

/** A school's whole year, for a job: every class, no caller. */
export function schoolScope(db: Database, orgId: string): YearScope {
  const data = dataLayer(db);
  return { scoped: (table) => data.scopedForJob(table, orgId), classReach: async () => null };
}

/**
 * The year asked (or the latest with a national plan) and its national plans. A year of another
 * organisation has no plans here, and so no students.
 */
async function yearOf(db: Database, tenant: YearScope, academicYearId: string | undefined) {
  const plans = await db
    .select({ planId: testPlan.id, academicYearId: testPlan.academicYearId, startYear: academicYear.startYear })
    .from(testPlan)
    .innerJoin(academicYear, eq(academicYear.id, testPlan.academicYearId))
    .where(tenant.scoped(testPlan).where(eq(testPlan.kind, 'national')))
    .orderBy(desc(academicYear.startYear), asc(testPlan.id));
  // A year asked that is not the organisation's own is no year at all: nothing of it is answered.
  const own = academicYearId
    ? await db
        .select({ id: academicYear.id, startYear: academicYear.startYear })
        .from(academicYear)
        .where(tenant.scoped(academicYear).where(eq(academicYear.id, academicYearId)))
    : plans.slice(0, 1).map((plan) => ({ id: plan.academicYearId, startYear: plan.startYear }));
  const year = own[0]?.id ?? null;
  return {
    academicYearId: year,
    startYear: own[0]?.startYear ?? null,
    planIds: plans.filter((plan) => plan.academicYearId === year).map((plan) => plan.planId),
  };
}

/** Every student of the year the filters find, with the year's report, in student-number order. */
export async function yearReports(
  db: Database,
  who: Caller | null | YearScope,
  filters: Pick<PageInput, 'academicYearId' | 'classId' | 'keyword'>,
): Promise<{ academicYearId: string | null; startYear: number | null; students: StudentYear[] }> {
  const tenant = who && 'scoped' in who ? who : dataLayer(db).tenant(who);
  const { academicYearId, startYear, planIds } = await yearOf(db, tenant, filters.academicYearId);
  if (planIds.length === 0) return { academicYearId, startYear, students: [] };
  const reach = await tenant.classReach();
  const inPlans = inArray(fitnessResult.planId, planIds);
  const roll: SQL | undefined = or(
    inArray(
      student.classId,
      db.select({ classId: testPlanClass.classId }).from(testPlanClass).where(inArray(testPlanClass.planId, planIds)),
    ),
    inArray(student.id, db.select({ id: fitnessResult.studentId }).from(fitnessResult).where(inPlans)),
  );
  const students = await db
    .select({
      studentId: student.id,
      studentName: student.name,
      studentNumber: student.studentNumber,
      sex: student.sex,
      classId: student.classId,
      className: schoolClass.name,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(student)
    .leftJoin(schoolClass, eq(schoolClass.id, student.classId))
    .leftJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(
      tenant
        .scoped(student)
        .where(
          roll,
          withinReach(reach, student.classId),
          filters.classId ? eq(student.classId, filters.classId) : undefined,
          filters.keyword
            ? or(
                ilike(student.name, containing(filters.keyword)),
                like(student.studentNumber, startingWith(filters.keyword)),
              )
            : undefined,
        ),
    )
    .orderBy(asc(student.studentNumber), asc(student.id));

  const years: StudentYear[] = [];
  for (let start = 0; start < students.length; start += STUDENT_BATCH) {
    const batch = students.slice(start, start + STUDENT_BATCH);
    const results = await db
      .select({
        id: fitnessResult.id,
        studentId: fitnessResult.studentId,
        measurement: fitnessResult.measurement,
        value: fitnessResult.value,
        needsCheck: fitnessResult.needsCheck,
        validity: fitnessResult.validity,
        measuredAt: fitnessResult.measuredAt,
        gradeKey: fitnessResult.gradeKey,
      })
      .from(fitnessResult)
      .where(
        and(
          tenant.scoped(fitnessResult).where(),
          inPlans,
          inArray(
            fitnessResult.studentId,
            batch.map((row) => row.studentId),
          ),
        ),
      )
      .orderBy(asc(fitnessResult.studentId), asc(fitnessResult.measuredAt));
    const byStudent = groupBy(results, (row) => row.studentId);
    // Exemptions of the year's plans: an item exempt in any of them is left out of the year.
    const exemptions = await db
      .select({ studentId: testPlanExemption.studentId, items: testPlanExemption.items })
      .from(testPlanExemption)
      .where(
        tenant.scoped(testPlanExemption).where(
          inArray(testPlanExemption.planId, planIds),
          inArray(
            testPlanExemption.studentId,
            batch.map((row) => row.studentId),
          ),
        ),
      );
    const exemptOf = groupBy(exemptions, (row) => row.studentId);
    for (const row of batch) {
      const own = byStudent.get(row.studentId) ?? [];
      // The grade the student was tested in: the latest result's, or the class's today.
      const tested = own.at(-1)?.gradeKey;
      const key = tested && isGradeKey(tested) ? tested : todaysGrade(row.gradeKind, row.gradeLevel);
      if (!key || (row.sex !== 'male' && row.sex !== 'female')) continue;
      const taken = physiqueItemsFor(row.sex, gradeOfKey(key)).map((entry) => entry.item);
      const year = physiqueYearReport({
        sex: row.sex,
        gradeKey: key,
        results: own.map((result) => ({ ...result, measurement: result.measurement as PhysiqueMeasurement })),
        exempt: exemptItemsOf(
          (exemptOf.get(row.studentId) ?? []).flatMap((one) => one.items),
          taken,
        ),
      });
      years.push({
        ...year,
        studentId: row.studentId,
        studentName: row.studentName,
        studentNumber: row.studentNumber,
        sex: row.sex,
        gradeKey: key,
        classId: row.classId,
        className: row.className,
      });
    }
  }
  return { academicYearId, startYear, students: years };
}

/** The standard's key of a class's grade today, or null outside the standard (or without a class). */
function todaysGrade(kind: string | null, level: number | null): GradeKey | null {
  if (kind === null || level === null) return null;
  try {
    return gradeKey(gradeWhenMeasured(kind, level, new Date()));
  } catch {
    return null;
  }
}

function isGradeKey(key: string): key is GradeKey {
  return (GRADE_KEYS as readonly string[]).includes(key);
}

/** Rows by a key of theirs, in the order they came. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export function gradeOrder(key: GradeKey): number {
  return (key.startsWith('u') ? 100 : 0) + Number(key.slice(1));
}

// The physique results (issue 48): each student's year under the national standard, made from the
// results the year's national test plans gathered (issue 45). The year's roll is every student of
// the classes those plans took in, with every student who has a result in them (a student who
// moved away keeps the year's results). Reports are made per view by the domain, a batch of
// students at a time: a school's year is a few thousand students, and each report depends on all
// of the student's results, so a stored copy would have to be rewritten on every reading anyway.
import {
  academicYearLabel,
  exemptItemsOf,
  GRADE_KEYS,
  type GradeKey,
  gradeKey,
  gradeOfKey,
  PHYSIQUE_MEASUREMENTS,
  type PhysiqueMeasurement,
  physiqueItemsFor,
  physiqueTallyOf,
  physiqueYearReport,
  type Sex,
  type YearReport,
} from '@school-sports/domain';
import {
  PHYSIQUE_TREND_YEARS,
  physiqueExport,
  physiqueOptions,
  physiquePage,
  physiqueStudent,
  physiqueSummary,
  physiqueTrend,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, ilike, inArray, like, ne, or, type SQL } from 'drizzle-orm';
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
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { reaches, withinReach } from '../../tenancy/dataScope.ts';
import { pageAnswer, pageWindow } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from '../fitness/scoring.ts';
import { gradeName } from '../school/grades.ts';
import { studentYears } from './studentYears.ts';

/** Students whose results are read at once: a few thousand result rows per read. */
const STUDENT_BATCH = 500;

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

function startingWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The year asked (or the latest with a national plan) and its national plans. A year of another
 * organisation has no plans here, and so no students.
 */
async function yearOf(db: Database, caller: Caller | null, academicYearId: string | undefined) {
  const tenant = dataLayer(db).tenant(caller);
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
    tenant,
    academicYearId: year,
    startYear: own[0]?.startYear ?? null,
    planIds: plans.filter((plan) => plan.academicYearId === year).map((plan) => plan.planId),
  };
}

/** Every student of the year the filters find, with the year's report, in student-number order. */
export async function yearReports(
  db: Database,
  caller: Caller | null,
  filters: Pick<PageInput, 'academicYearId' | 'classId' | 'keyword'>,
): Promise<{ academicYearId: string | null; startYear: number | null; students: StudentYear[] }> {
  const { tenant, academicYearId, startYear, planIds } = await yearOf(db, caller, filters.academicYearId);
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

export function registerPhysiqueRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(physiquePage, async ({ caller, input }) => {
    const { students } = await yearReports(db, caller, input);
    const found = students.filter(
      (year) =>
        (!input.grade || year.gradeKey === input.grade) &&
        (!input.band || (input.band === 'incomplete' ? year.report.band === null : year.report.band === input.band)) &&
        (!input.missing ||
          (input.missing === 'any'
            ? year.report.missing.length > 0
            : year.report.missing.some((item) => item === input.missing))),
    );
    if (input.sortBy === 'total') {
      const direction = input.sortOrder === 'asc' ? 1 : -1;
      found.sort(
        (a, b) => direction * (a.report.total - b.report.total) || a.studentNumber.localeCompare(b.studentNumber),
      );
    } else if (input.sortOrder === 'desc') {
      found.reverse();
    }
    const { offset, limit } = pageWindow(input);
    return pageAnswer(input, found.length, found.slice(offset, offset + limit).map(recordOf));
  });
  router.rows(physiqueExport, physiquePage);

  router.json(physiqueSummary, async ({ caller, input }) => {
    const { academicYearId, students } = await yearReports(db, caller, {
      academicYearId: input.academicYearId,
      classId: '',
    });
    const chosen = input.grade ? students.filter((year) => year.gradeKey === input.grade) : students;
    const grades = groupBy(chosen, (year) => year.gradeKey);
    const classes = groupBy(
      chosen.filter((year) => year.classId !== null),
      (year) => year.classId as string,
    );
    return {
      academicYearId,
      school: physiqueTallyOf(chosen),
      grades: [...grades]
        .sort(([a], [b]) => gradeOrder(a) - gradeOrder(b))
        .map(([key, years]) => ({ gradeKey: key, tally: physiqueTallyOf(years) })),
      classes: [...classes]
        .map(([classId, years]) => ({
          classId,
          className: years[0]?.className ?? '',
          gradeKey: years[0]?.gradeKey as GradeKey,
          tally: physiqueTallyOf(years),
        }))
        .sort((a, b) => gradeOrder(a.gradeKey) - gradeOrder(b.gradeKey) || a.className.localeCompare(b.className)),
    };
  });

  router.json(physiqueTrend, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const years = await db
      .selectDistinct({ academicYearId: academicYear.id, startYear: academicYear.startYear })
      .from(academicYear)
      .innerJoin(testPlan, and(eq(testPlan.academicYearId, academicYear.id), eq(testPlan.kind, 'national')))
      .where(tenant.scoped(academicYear).where())
      .orderBy(desc(academicYear.startYear))
      .limit(PHYSIQUE_TREND_YEARS);
    const trend = [];
    // Oldest first, as a chart or a table over time reads; each year is a school's roll, read in turn.
    for (const year of years.reverse()) {
      const { students } = await yearReports(db, caller, {
        academicYearId: year.academicYearId,
        classId: '',
        keyword: '',
      });
      const grades = groupBy(students, (one) => one.gradeKey);
      trend.push({
        academicYearId: year.academicYearId,
        name: academicYearLabel(year.startYear),
        school: physiqueTallyOf(students),
        grades: [...grades]
          .sort(([a], [b]) => gradeOrder(a) - gradeOrder(b))
          .map(([gradeKey, ones]) => ({ gradeKey, tally: physiqueTallyOf(ones) })),
      });
    }
    return trend;
  });

  router.json(physiqueStudent, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const pupil = await tenant.scoped(student).one(input.studentId, 'student.notFound');
    // A role that reaches some classes only sees their students.
    const reach = await tenant.classReach();
    if (reach !== null && (pupil.classId === null || !reaches(reach, pupil.classId))) {
      throw new ApiError(404, 'student.notFound', { field: 'studentId' });
    }
    const sex = pupil.sex === 'male' || pupil.sex === 'female' ? pupil.sex : null;
    return {
      studentName: pupil.name,
      studentNumber: pupil.studentNumber,
      years: sex ? await studentYears(db, tenant.scoped(testPlan), pupil.id, sex) : [],
    };
  });

  router.json(physiqueOptions, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const years = await db
      .selectDistinct({ academicYearId: academicYear.id, startYear: academicYear.startYear })
      .from(academicYear)
      .innerJoin(testPlan, and(eq(testPlan.academicYearId, academicYear.id), eq(testPlan.kind, 'national')))
      .where(tenant.scoped(academicYear).where())
      .orderBy(desc(academicYear.startYear));
    const reach = await tenant.classReach();
    const classes = await db
      .select({ classId: schoolClass.id, name: schoolClass.name, kind: grade.kind, level: grade.level })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(tenant.scoped(schoolClass).where(ne(schoolClass.status, 'graduated'), withinReach(reach, schoolClass.id)))
      .orderBy(asc(grade.level), asc(schoolClass.code));
    return {
      years: years.map((year) => ({ academicYearId: year.academicYearId, name: academicYearLabel(year.startYear) })),
      classes: classes.map((row) => ({
        classId: row.classId,
        name: row.name,
        gradeName: gradeName(locale, row.kind, row.level),
      })),
    };
  });
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
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function gradeOrder(key: GradeKey): number {
  return (key.startsWith('u') ? 100 : 0) + Number(key.slice(1));
}

/** A student's year as the contract sends it. */
function recordOf(year: StudentYear) {
  const values = Object.fromEntries(
    PHYSIQUE_MEASUREMENTS.map((measurement) => [measurement, year.values[measurement] ?? null]),
  ) as Record<PhysiqueMeasurement, number | null>;
  return {
    studentId: year.studentId,
    studentName: year.studentName,
    studentNumber: year.studentNumber,
    sex: year.sex,
    gradeKey: year.gradeKey,
    classId: year.classId,
    className: year.className,
    values,
    items: year.report.items.map((entry) => ({
      item: entry.item,
      value: entry.value,
      score: entry.score,
      weight: entry.weight,
      ...(entry.bmiBand ? { bmiBand: entry.bmiBand } : {}),
    })),
    standardScore: year.report.standardScore,
    bonus: year.report.bonus,
    total: year.report.total,
    band: year.report.band,
    missing: [...year.report.missing],
    waiting: [...year.waiting],
    exempt: [...year.report.exempt],
  };
}

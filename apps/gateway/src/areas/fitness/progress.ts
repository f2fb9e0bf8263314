// What a test plan's form chooses from, and how far a plan has come (issue 45): per class, its
// students and, per measurement the plan takes in the class's grade, how many of them have a value
// and how many values wait for a second check. Counted in SQL over the plan's results by the plan's
// index, so a plan of 3,000 students answers with one grouped read.
import {
  academicYearLabel,
  DomainError,
  type GradeKey,
  gradeKey,
  measurementsOfItems,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  semesterLabel,
  translateDomainMessage,
} from '@school-sports/domain';
import { testPlanOptions, testPlanProgress } from '@school-sports/gateway-client/contract';
import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  academicYear,
  fitnessResult,
  grade,
  schoolClass,
  semester,
  student,
  testPlanClass,
  venue,
} from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { withinReach } from '../../tenancy/dataScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { gradeName } from '../school/grades.ts';
import { readPlan } from './planReader.ts';
import { gradeWhenMeasured } from './scoring.ts';

/** The standard's key of a grade today, or null for one it has no column for. */
function keyOf(kind: string, level: number): GradeKey | null {
  try {
    return gradeKey(gradeWhenMeasured(kind, level, new Date()));
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

export function registerTestPlanProgressRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(testPlanOptions, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const years = await db
      .select({ id: academicYear.id, startYear: academicYear.startYear })
      .from(academicYear)
      .where(tenant.scoped(academicYear).where())
      .orderBy(desc(academicYear.startYear));
    const terms = await db
      .select({ id: semester.id, academicYearId: semester.academicYearId, code: semester.code })
      .from(semester)
      .where(tenant.rows(semester).where())
      .orderBy(asc(semester.startDate));
    const grades = await db
      .select({ id: grade.id, kind: grade.kind, level: grade.level })
      .from(grade)
      .where(tenant.scoped(grade).where())
      .orderBy(asc(grade.kind), asc(grade.level));
    const reach = await tenant.classReach();
    const classes = await db
      .select({ classId: schoolClass.id, gradeId: schoolClass.gradeId, name: schoolClass.name })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(tenant.scoped(schoolClass).where(ne(schoolClass.status, 'graduated'), withinReach(reach, schoolClass.id)))
      .orderBy(asc(grade.level), asc(schoolClass.code));
    const venues = await db
      .select({ venueId: venue.id, name: venue.name })
      .from(venue)
      .where(tenant.scoped(venue).where(eq(venue.status, 'enabled')))
      .orderBy(asc(venue.code));
    return {
      venues,
      years: years.map((year) => ({
        academicYearId: year.id,
        name: academicYearLabel(year.startYear),
        semesters: terms
          .filter((term) => term.academicYearId === year.id)
          .map((term) => ({
            semesterId: term.id,
            name: translateDomainMessage(locale, semesterLabel(term.code as 11 | 13)),
          })),
      })),
      grades: grades.map((row) => ({
        gradeId: row.id,
        name: gradeName(locale, row.kind, row.level),
        gradeKey: keyOf(row.kind, row.level),
      })),
      classes,
    };
  });

  router.json(testPlanProgress, async ({ caller, input, request }) => {
    // A management organisation follows its schools' plans too (`readPlan`), read only.
    const tenant = await readPlan(db, caller, input.planId);
    const locale = requestLocale(request);
    const { plan } = tenant;
    const reach = await tenant.classReach();
    const classes = await db
      .select({
        classId: schoolClass.id,
        className: schoolClass.name,
        gradeKind: grade.kind,
        gradeLevel: grade.level,
      })
      .from(testPlanClass)
      .innerJoin(schoolClass, eq(schoolClass.id, testPlanClass.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(
        and(eq(testPlanClass.planId, plan.id), tenant.scoped(schoolClass).where(withinReach(reach, schoolClass.id))),
      )
      .orderBy(asc(grade.level), asc(schoolClass.code));
    if (classes.length === 0) return [];
    const classIds = classes.map((row) => row.classId);
    const enrolled = await db
      .select({ classId: student.classId, n: count() })
      .from(student)
      .where(tenant.scoped(student).where(inArray(student.classId, classIds)))
      .groupBy(student.classId);
    const done = await db
      .select({
        classId: fitnessResult.classId,
        measurement: fitnessResult.measurement,
        tested: countDistinct(fitnessResult.studentId),
        needsCheck: sql<number>`count(*) filter (where ${fitnessResult.needsCheck})`.mapWith(Number),
      })
      .from(fitnessResult)
      .where(
        tenant.scoped(fitnessResult).where(eq(fitnessResult.planId, plan.id), inArray(fitnessResult.classId, classIds)),
      )
      .groupBy(fitnessResult.classId, fitnessResult.measurement);
    const studentsOf = new Map(enrolled.map((row) => [row.classId, row.n]));
    const doneOf = new Map(done.map((row) => [`${row.classId} ${row.measurement}`, row]));
    return classes.map((row) => {
      const key = keyOf(row.gradeKind, row.gradeLevel);
      const items = (plan.grades.find((entry) => entry.grade === key)?.items ?? []) as PhysiqueItem[];
      return {
        classId: row.classId,
        className: row.className,
        gradeName: gradeName(locale, row.gradeKind, row.gradeLevel),
        students: studentsOf.get(row.classId) ?? 0,
        measurements: measurementsOfItems(items).map((measurement: PhysiqueMeasurement) => {
          const counted = doneOf.get(`${row.classId} ${measurement}`);
          return { measurement, tested: counted?.tested ?? 0, needsCheck: counted?.needsCheck ?? 0 };
        }),
      };
    });
  });
}

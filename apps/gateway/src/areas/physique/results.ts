// The physique results screen (issue 48): the page, export, summary, trend, a student's years and
// the filters' choices, over the year's reports (`years.ts`).
import {
  academicYearLabel,
  type GradeKey,
  PHYSIQUE_MEASUREMENTS,
  type PhysiqueMeasurement,
  physiqueTallyOf,
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
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { academicYear, grade, schoolClass, student, testPlan } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { reaches, withinReach } from '../../tenancy/dataScope.ts';
import { pageOfList } from '../../tenancy/paging.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { gradeName } from '../school/grades.ts';
import { studentYears } from './studentYears.ts';

import { gradeOrder, groupBy, type StudentYear, yearReports } from './years.ts';

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
    return pageOfList(input, found, recordOf);
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

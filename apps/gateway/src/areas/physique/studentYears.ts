// One student's physique years (issue 48): the same student across grades, each academic year with
// a national test scored by the standard from that year's results. Read by the public lookup and
// by the physique screen's history of a student.
import {
  academicYearLabel,
  GRADE_KEYS,
  type GradeKey,
  type PhysiqueMeasurement,
  physiqueYearReport,
  type Sex,
} from '@school-sports/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { academicYear, fitnessResult, testPlan } from '../../db/schema.ts';
import type { ScopedTable } from '../../tenancy/scoped.ts';

/** A year of a student as the contract's `physiqueReportYear` sends it. */
export interface StudentYear {
  academicYear: string;
  gradeKey: GradeKey;
  items: {
    item: ReturnType<typeof physiqueYearReport>['report']['items'][number]['item'];
    value: number;
    score: number;
    bmiBand?: 'normal' | 'underweight' | 'overweight' | 'obese';
  }[];
  standardScore: number;
  bonus: number;
  total: number;
  band: 'excellent' | 'good' | 'pass' | 'fail' | null;
  missing: ReturnType<typeof physiqueYearReport>['report']['missing'][number][];
}

/**
 * The student's years, newest first, from the results of the national plans `plans` reaches (the
 * student's organisation's). A year whose results name a grade outside the standard is left out.
 */
export async function studentYears(
  db: Database,
  plans: ScopedTable<typeof testPlan>,
  studentId: string,
  sex: Sex,
): Promise<StudentYear[]> {
  const results = await db
    .select({
      id: fitnessResult.id,
      measurement: fitnessResult.measurement,
      value: fitnessResult.value,
      needsCheck: fitnessResult.needsCheck,
      validity: fitnessResult.validity,
      measuredAt: fitnessResult.measuredAt,
      gradeKey: fitnessResult.gradeKey,
      startYear: academicYear.startYear,
    })
    .from(fitnessResult)
    .innerJoin(testPlan, eq(testPlan.id, fitnessResult.planId))
    .innerJoin(academicYear, eq(academicYear.id, testPlan.academicYearId))
    .where(and(eq(fitnessResult.studentId, studentId), plans.where(eq(testPlan.kind, 'national'))))
    .orderBy(desc(academicYear.startYear), asc(fitnessResult.measuredAt));

  const years = new Map<number, typeof results>();
  for (const row of results) {
    const year = years.get(row.startYear);
    if (year) year.push(row);
    else years.set(row.startYear, [row]);
  }
  return [...years].flatMap(([startYear, rows]) => {
    const tested = rows.at(-1)?.gradeKey ?? '';
    if (!(GRADE_KEYS as readonly string[]).includes(tested)) return [];
    const { report } = physiqueYearReport({
      sex,
      gradeKey: tested as GradeKey,
      results: rows.map((row) => ({ ...row, measurement: row.measurement as PhysiqueMeasurement })),
    });
    return [
      {
        academicYear: academicYearLabel(startYear),
        gradeKey: tested as GradeKey,
        items: report.items.map((entry) => ({
          item: entry.item,
          value: entry.value,
          score: entry.score,
          ...(entry.bmiBand ? { bmiBand: entry.bmiBand } : {}),
        })),
        standardScore: report.standardScore,
        bonus: report.bonus,
        total: report.total,
        band: report.band,
        missing: [...report.missing],
      },
    ];
  });
}

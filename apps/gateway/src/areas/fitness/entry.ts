// A plan's results typed into a class's sheet (issue 45; their corrections are corrections.ts').
// A class's sheet holds one typed value per student and measurement: the grid edits that one, and
// device readings stay beside it as they came. Every write runs under the organisation's lock, so two teachers saving the same cell
// are ordered: the second one's value, typed over a version that is no longer the latest, comes
// back as a conflict with the first one's, and nothing of theirs is lost.
import { randomUUID } from 'node:crypto';
import {
  canEnterResults,
  DomainError,
  type GradeKey,
  gradeKey,
  measurementsOfItems,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  type Sex,
  type StudentGrade,
  type TestPlanStatus,
} from '@school-sports/domain';
import { testPlanResultSave, testPlanResultSheet } from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import {
  account as accountTable,
  fitnessResult,
  grade,
  person,
  schoolClass,
  student,
  testPlan,
  testPlanClass,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from './scoring.ts';
import { type SheetValue, scored, sheetColumns, sheetRows, sheetValueOf } from './sheet.ts';

type PlanRow = typeof testPlan.$inferSelect;

/** A class's students today, with their grade's key where the standard has one. */
function studentsOfClass(tenant: Tenant, classId: string) {
  return studentsOfClasses(tenant, [classId]);
}

/**
 * The students of `classIds` today (a plan's classes: its students, as its sheets and its result
 * import take them), with their class and their grade's key where the standard has one.
 */
export async function studentsOfClasses(tenant: Tenant, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  const rows = await tenant.db
    .select({
      studentId: student.id,
      name: student.name,
      studentNumber: student.studentNumber,
      sex: student.sex,
      classId: schoolClass.id,
      className: schoolClass.name,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(student).where(anyOf(student.classId, [...classIds])))
    .orderBy(asc(grade.level), asc(schoolClass.name), asc(student.studentNumber), asc(student.id));
  const now = new Date();
  return rows.map((row) => {
    const studentGrade: StudentGrade = gradeWhenMeasured(row.gradeKind, row.gradeLevel, now);
    let key: GradeKey | null = null;
    try {
      key = gradeKey(studentGrade);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    return { ...row, sex: row.sex as Sex, grade: key, studentGrade };
  });
}

/** The measurements a plan takes from a student of `key`. */
export function measurementsFor(plan: PlanRow, key: GradeKey | null): PhysiqueMeasurement[] {
  if (key === null) return [];
  const items = (plan.grades.find((entry) => entry.grade === key)?.items ?? []) as PhysiqueItem[];
  return measurementsOfItems(items);
}

/** The plan `planId` of the caller's organisation, and the class `classId` taking part in it. */
async function planAndClass(tenant: Tenant, planId: string, classId: string): Promise<PlanRow> {
  const plan = await tenant.scoped(testPlan).one(planId, 'fitness.plan.notFound');
  await tenant.scoped(schoolClass).one(classId, 'class.notFound');
  checkReach(await tenant.classReach(), classId);
  const [taking] = await tenant.db
    .select({ classId: testPlanClass.classId })
    .from(testPlanClass)
    .where(and(eq(testPlanClass.planId, plan.id), eq(testPlanClass.classId, classId)));
  if (!taking) throw new ApiError(409, 'fitness.entry.classNotInPlan', { field: 'classId' });
  return plan;
}

export function registerResultEntryRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(testPlanResultSheet, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const plan = await planAndClass(tenant, input.planId, input.classId);
    const students = await studentsOfClass(tenant, input.classId);
    const ids = students.map((entry) => entry.studentId);
    const results = tenant.scoped(fitnessResult);
    const typed =
      ids.length === 0
        ? []
        : await sheetRows(
            tenant.db,
            results.where(
              eq(fitnessResult.planId, plan.id),
              eq(fitnessResult.source, 'manual'),
              anyOf(fitnessResult.studentId, ids),
            ),
          );
    // The best reading of each student and measurement: the highest score, the latest among equals.
    const measured =
      ids.length === 0
        ? []
        : await tenant.db
            .selectDistinctOn([fitnessResult.studentId, fitnessResult.measurement], sheetColumns)
            .from(fitnessResult)
            .leftJoin(accountTable, eq(accountTable.id, fitnessResult.enteredBy))
            .leftJoin(person, eq(person.id, accountTable.personId))
            .where(
              results.where(
                eq(fitnessResult.planId, plan.id),
                sql`${fitnessResult.source} <> 'manual'`,
                anyOf(fitnessResult.studentId, ids),
              ),
            )
            .orderBy(
              asc(fitnessResult.studentId),
              asc(fitnessResult.measurement),
              sql`${fitnessResult.score} desc nulls last`,
              desc(fitnessResult.measuredAt),
            );
    return {
      students: students.map((entry) => ({
        studentId: entry.studentId,
        name: entry.name,
        studentNumber: entry.studentNumber,
        sex: entry.sex,
        grade: entry.grade,
        measurements: measurementsFor(plan, entry.grade),
      })),
      typed: typed.map(sheetValueOf),
      measured: measured.map(sheetValueOf),
    };
  });

  router.json(testPlanResultSave, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const plan = await planAndClass(tenant, input.planId, input.classId);
      if (!canEnterResults(plan.status as TestPlanStatus)) {
        throw new ApiError(409, 'fitness.entry.notRunning', { field: 'planId' });
      }
      const students = new Map((await studentsOfClass(tenant, input.classId)).map((entry) => [entry.studentId, entry]));
      // Every entry is checked before any is stored: a refused one stores none of the batch.
      const seen = new Set<string>();
      const checked = input.entries.map((entry, index) => {
        const field = `entries.${index}`;
        const pupil = students.get(entry.studentId);
        if (!pupil) throw new ApiError(404, 'fitness.entry.notInClass', { field: `${field}.studentId` });
        if (!measurementsFor(plan, pupil.grade).includes(entry.measurement)) {
          throw new ApiError(409, 'fitness.entry.notInPlan', { field: `${field}.measurement` });
        }
        const key = `${entry.studentId} ${entry.measurement}`;
        if (seen.has(key)) throw new ApiError(400, 'fitness.entry.twice', { field });
        seen.add(key);
        const score = scored(pupil.sex, pupil.studentGrade, entry.measurement, entry.value, `${field}.value`);
        return { entry, pupil, score };
      });

      const results = tenant.scoped(fitnessResult);
      const existing = new Map(
        (
          await sheetRows(
            tenant.db,
            results.where(
              eq(fitnessResult.planId, plan.id),
              eq(fitnessResult.source, 'manual'),
              anyOf(
                fitnessResult.studentId,
                checked.map(({ entry }) => entry.studentId),
              ),
            ),
          )
        ).map((row) => [`${row.studentId} ${row.measurement}`, row]),
      );
      const now = new Date();
      const enteredBy = tenant.account.id;
      const savedIds: string[] = [];
      const conflicts: SheetValue[] = [];
      const changed: { id: string; version: number; score: (typeof checked)[number]['score'] }[] = [];
      const added: (typeof fitnessResult.$inferInsert)[] = [];
      for (const [index, { entry, pupil, score }] of checked.entries()) {
        const stored = existing.get(`${entry.studentId} ${entry.measurement}`);
        // A cell names the value it was typed over; any other id is no value of this cell.
        if (entry.resultId !== undefined && stored?.resultId !== entry.resultId) {
          throw new ApiError(404, 'fitness.result.notFound', { field: `entries.${index}.resultId` });
        }
        // A cell typed over nothing meets a value someone typed meanwhile, or one typed over an
        // older version meets a newer one: either way theirs stays and comes back.
        if (stored && (entry.resultId === undefined || stored.version !== entry.version)) {
          conflicts.push(sheetValueOf(stored));
          continue;
        }
        if (stored) {
          changed.push({ id: stored.resultId, version: stored.version + 1, score });
          savedIds.push(stored.resultId);
        } else {
          const id = randomUUID();
          added.push({
            id,
            ...tenant.values,
            studentId: pupil.studentId,
            classId: input.classId,
            gradeKey: pupil.grade ?? '',
            sex: pupil.sex,
            planId: plan.id,
            measurement: entry.measurement,
            item: score.item,
            source: 'manual',
            value: score.value,
            score: score.score,
            band: score.band,
            scoringVersion: score.scoringVersion,
            needsCheck: score.needsCheck,
            enteredBy,
            measuredAt: now,
          });
          savedIds.push(id);
        }
      }
      // A class's whole grid is some 300 values: one statement for the values changed and one for
      // the new ones, each column's values one array, where a statement per value made a save of
      // the grid ten times the database's own time (bench/RESULTS.md, "A plan of 3,000 students").
      if (changed.length > 0) {
        const at = now.toISOString();
        await tenant.db.execute(sql`
          update ${fitnessResult}
          set value = u.value, score = u.score, band = u.band, scoring_version = u.scoring_version,
            needs_check = u.needs_check, version = u.version, entered_by = ${enteredBy},
            measured_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          from unnest(
            ${sql.param(changed.map((one) => one.id))}::text[],
            ${sql.param(changed.map((one) => one.score.value))}::numeric[],
            ${sql.param(changed.map((one) => one.score.score))}::smallint[],
            ${sql.param(changed.map((one) => one.score.band))}::text[],
            ${sql.param(changed.map((one) => one.score.scoringVersion))}::text[],
            ${sql.param(changed.map((one) => one.score.needsCheck))}::boolean[],
            ${sql.param(changed.map((one) => one.version))}::integer[]
          ) as u(id, value, score, band, scoring_version, needs_check, version)
          where ${results.where(sql`${fitnessResult.id} = u.id`)}`);
      }
      if (added.length > 0) await tenant.db.insert(fitnessResult).select(unnestedRows(fitnessResult, added));
      const saved =
        savedIds.length === 0 ? [] : await sheetRows(tenant.db, results.where(anyOf(fitnessResult.id, savedIds)));
      return { saved: saved.map(sheetValueOf), conflicts };
    }),
  );
}

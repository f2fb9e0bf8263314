// A plan's results typed in, corrected and confirmed (issue 45). A class's sheet holds one typed
// value per student and measurement: the grid edits that one, and device readings stay beside it as
// they came. Every write runs under the organisation's lock, so two teachers saving the same cell
// are ordered: the second one's value, typed over a version that is no longer the latest, comes
// back as a conflict with the first one's, and nothing of theirs is lost.
import { randomUUID } from 'node:crypto';
import {
  canCorrectResults,
  canEnterResults,
  DomainError,
  type GradeKey,
  gradeKey,
  gradeOfKey,
  isSex,
  measurementsOfItems,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  type ResultSource,
  type Sex,
  type StudentGrade,
  scoreReading,
  type TestPlanStatus,
} from '@school-sports/domain';
import {
  type DataOf,
  testPlanResultConfirm,
  testPlanResultCorrect,
  testPlanResultHistory,
  testPlanResultSave,
  testPlanResultSheet,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import {
  account as accountTable,
  fitnessResult,
  fitnessResultCorrection,
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
import { dataLayer, type Executor, type Tenant } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from './scoring.ts';

type SheetValue = DataOf<typeof testPlanResultSave>['saved'][number];
type PlanRow = typeof testPlan.$inferSelect;

/** A correction's history is short; a page this long is every correction a result plausibly has. */
const HISTORY_LIMIT = 100;

const sheetColumns = {
  resultId: fitnessResult.id,
  studentId: fitnessResult.studentId,
  measurement: fitnessResult.measurement,
  value: fitnessResult.value,
  score: fitnessResult.score,
  band: fitnessResult.band,
  needsCheck: fitnessResult.needsCheck,
  source: fitnessResult.source,
  version: fitnessResult.version,
  enteredBy: person.name,
  measuredAt: fitnessResult.measuredAt,
};

type SheetRow = {
  resultId: string;
  studentId: string;
  measurement: string;
  value: number;
  score: number | null;
  band: string | null;
  needsCheck: boolean;
  source: string;
  version: number;
  enteredBy: string | null;
  measuredAt: Date;
};

function sheetValueOf(row: SheetRow): SheetValue {
  return {
    ...row,
    measurement: row.measurement as PhysiqueMeasurement,
    source: row.source as ResultSource,
    measuredAt: row.measuredAt.toISOString(),
  };
}

/** The results `where` selects, as the sheet shows them, with the name of whoever typed each. */
function sheetRows(db: Executor, where: ReturnType<typeof and>) {
  return db
    .select(sheetColumns)
    .from(fitnessResult)
    .leftJoin(accountTable, eq(accountTable.id, fitnessResult.enteredBy))
    .leftJoin(person, eq(person.id, accountTable.personId))
    .where(where);
}

/** A class's students today, with their grade's key where the standard has one. */
async function studentsOfClass(tenant: Tenant, classId: string) {
  const rows = await tenant.db
    .select({
      studentId: student.id,
      name: student.name,
      studentNumber: student.studentNumber,
      sex: student.sex,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(student).where(eq(student.classId, classId)))
    .orderBy(asc(student.studentNumber), asc(student.id));
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
function measurementsFor(plan: PlanRow, key: GradeKey | null): PhysiqueMeasurement[] {
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

/** Scores `value` of `measurement` for a student of `sex` in `grade`, or refuses it naming `field`. */
function scored(
  sex: string,
  studentGrade: StudentGrade,
  measurement: PhysiqueMeasurement,
  value: number,
  field: string,
) {
  if (!isSex(sex)) throw new ApiError(409, 'physique.error.sex', { field });
  try {
    return scoreReading({ sex, grade: studentGrade, measurement, value });
  } catch (error) {
    // A value the measurement cannot take at all (a negative time, a fraction of a count) is the
    // typist's to fix; the domain's own message names the measurement by its code, so it is said here.
    if (
      error instanceof DomainError &&
      (error.code === 'physique.error.measurement' || error.code === 'physique.error.time')
    ) {
      throw new ApiError(400, 'fitness.entry.impossible', { field });
    }
    if (error instanceof DomainError) throw new ApiError(409, error.code, { ...error.values, field });
    throw error;
  }
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
        const scoredColumns = {
          value: score.value,
          score: score.score,
          band: score.band,
          scoringVersion: score.scoringVersion,
          needsCheck: score.needsCheck,
          enteredBy,
          measuredAt: now,
        };
        if (stored) {
          await results.update(stored.resultId, { ...scoredColumns, version: stored.version + 1, updatedAt: now });
          savedIds.push(stored.resultId);
        } else {
          const id = randomUUID();
          await tenant.db.insert(fitnessResult).values({
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
            ...scoredColumns,
          });
          savedIds.push(id);
        }
      }
      const saved =
        savedIds.length === 0 ? [] : await sheetRows(tenant.db, results.where(anyOf(fitnessResult.id, savedIds)));
      return { saved: saved.map(sheetValueOf), conflicts };
    }),
  );

  /** The result `resultId` of one of the organisation's plans, its plan and the student's grade when measured. */
  async function resultToChange(tenant: Tenant, resultId: string, version: number) {
    const result = await tenant.scoped(fitnessResult).one(resultId, 'fitness.result.notFound');
    if (result.planId === null) throw new ApiError(404, 'fitness.result.notFound');
    checkReach(await tenant.classReach(), result.classId ?? '');
    const plan = await tenant.scoped(testPlan).one(result.planId, 'fitness.plan.notFound');
    if (!canCorrectResults(plan.status as TestPlanStatus)) {
      throw new ApiError(409, 'fitness.result.notCorrectable', { field: 'resultId' });
    }
    if (result.version !== version) throw new ApiError(409, 'fitness.result.changed', { field: 'version' });
    return { result, studentGrade: gradeOfKey(result.gradeKey as GradeKey) };
  }

  async function answerOf(tenant: Tenant, resultId: string): Promise<SheetValue> {
    const [row] = await sheetRows(tenant.db, tenant.scoped(fitnessResult).where(eq(fitnessResult.id, resultId)));
    if (!row) throw new ApiError(404, 'fitness.result.notFound');
    return sheetValueOf(row);
  }

  router.json(testPlanResultCorrect, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const { result, studentGrade } = await resultToChange(tenant, input.resultId, input.version);
      const measurement = result.measurement as PhysiqueMeasurement;
      const score = scored(result.sex, studentGrade, measurement, input.value, 'value');
      if (score.value === result.value) throw new ApiError(409, 'fitness.result.sameValue', { field: 'value' });
      await tenant.db.insert(fitnessResultCorrection).values({
        id: randomUUID(),
        ...tenant.values,
        resultId: result.id,
        oldValue: result.value,
        newValue: score.value,
        oldScore: result.score,
        newScore: score.score,
        reason: input.reason,
        accountId: tenant.account.id,
      });
      // A corrected value is one a person has looked at: it counts even where it is unusual.
      await tenant.scoped(fitnessResult).update(result.id, {
        value: score.value,
        score: score.score,
        band: score.band,
        scoringVersion: score.scoringVersion,
        needsCheck: false,
        version: result.version + 1,
        updatedAt: new Date(),
      });
      return answerOf(tenant, result.id);
    }),
  );

  router.json(testPlanResultConfirm, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const { result } = await resultToChange(tenant, input.resultId, input.version);
      if (!result.needsCheck) throw new ApiError(409, 'fitness.result.notFlagged', { field: 'resultId' });
      // A confirmation is kept as a correction to the same value, so the history tells who let it count.
      await tenant.db.insert(fitnessResultCorrection).values({
        id: randomUUID(),
        ...tenant.values,
        resultId: result.id,
        oldValue: result.value,
        newValue: result.value,
        oldScore: result.score,
        newScore: result.score,
        reason: input.reason,
        accountId: tenant.account.id,
      });
      await tenant
        .scoped(fitnessResult)
        .update(result.id, { needsCheck: false, version: result.version + 1, updatedAt: new Date() });
      return answerOf(tenant, result.id);
    }),
  );

  router.json(testPlanResultHistory, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const result = await tenant.scoped(fitnessResult).one(input.resultId, 'fitness.result.notFound');
    if (result.planId === null) throw new ApiError(404, 'fitness.result.notFound');
    checkReach(await tenant.classReach(), result.classId ?? '');
    const rows = await tenant.db
      .select({
        oldValue: fitnessResultCorrection.oldValue,
        newValue: fitnessResultCorrection.newValue,
        oldScore: fitnessResultCorrection.oldScore,
        newScore: fitnessResultCorrection.newScore,
        reason: fitnessResultCorrection.reason,
        by: person.name,
        at: fitnessResultCorrection.createdAt,
      })
      .from(fitnessResultCorrection)
      .leftJoin(accountTable, eq(accountTable.id, fitnessResultCorrection.accountId))
      .leftJoin(person, eq(person.id, accountTable.personId))
      .where(tenant.rows(fitnessResultCorrection).where(eq(fitnessResultCorrection.resultId, result.id)))
      .orderBy(desc(fitnessResultCorrection.createdAt), desc(fitnessResultCorrection.id))
      .limit(HISTORY_LIMIT);
    return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  });
}

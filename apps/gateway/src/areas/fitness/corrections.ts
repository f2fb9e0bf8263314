// A plan's results corrected and confirmed (issue 45). Once a plan has started, a result changes
// only by a correction that says why; a value flagged for a second check counts once someone
// confirms it. Each is kept in `fitness_result_correction` with who and when, never changed, and
// each is made on the result's version, so a result changed meanwhile is refused, not overwritten.
import { randomUUID } from 'node:crypto';
import {
  canCorrectResults,
  type GradeKey,
  gradeOfKey,
  type PhysiqueMeasurement,
  type TestPlanStatus,
} from '@school-sports/domain';
import {
  testPlanResultConfirm,
  testPlanResultCorrect,
  testPlanResultHistory,
} from '@school-sports/gateway-client/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account as accountTable, fitnessResult, fitnessResultCorrection, person, testPlan } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { type SheetValue, scored, sheetRows, sheetValueOf } from './sheet.ts';

/** A correction's history is short; a page this long is every correction a result plausibly has. */
const HISTORY_LIMIT = 100;

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

/** Keeps a correction of `result` to `after` (the same value for a confirmation), with why and who. */
async function keepCorrection(
  tenant: TenantWrite,
  result: { id: string; value: number; score: number | null },
  after: { value: number; score: number | null },
  reason: string,
): Promise<void> {
  await tenant.db.insert(fitnessResultCorrection).values({
    id: randomUUID(),
    ...tenant.values,
    resultId: result.id,
    oldValue: result.value,
    newValue: after.value,
    oldScore: result.score,
    newScore: after.score,
    reason,
    accountId: tenant.account.id,
  });
}

export function registerResultCorrectionRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(testPlanResultCorrect, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const { result, studentGrade } = await resultToChange(tenant, input.resultId, input.version);
      const measurement = result.measurement as PhysiqueMeasurement;
      const score = scored(result.sex, studentGrade, measurement, input.value, 'value');
      if (score.value === result.value) throw new ApiError(409, 'fitness.result.sameValue', { field: 'value' });
      await keepCorrection(tenant, result, score, input.reason);
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
      await keepCorrection(tenant, result, result, input.reason);
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

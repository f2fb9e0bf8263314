// Test plans (issue 45): the `organizeTest/testManage` screen. A plan's rules are the domain's (its
// items per grade fit its kind, its days in order, what each status still lets change, its
// transitions); the gateway adds what only the database knows (the year, semester and classes are
// the organisation's) and refuses an edit made on an older copy of the plan.
import { randomUUID } from 'node:crypto';
import {
  canDeleteTestPlan,
  checkTestPlanAction,
  type GradeKey,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  type ResultSource,
  type TestPlanInput,
  type TestPlanKind,
  type TestPlanStatus,
  testPlanEditProblem,
  testPlanItemsProblem,
} from '@school-sports/domain';
import {
  type DataOf,
  testPlanAdd,
  testPlanDelete,
  testPlanDetail,
  testPlanEdit,
  testPlanExport,
  testPlanPage,
  testPlanResultPage,
  testPlanSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  academicYear,
  fitnessResult,
  organisation,
  schoolClass,
  semester,
  student,
  testPlan,
  testPlanClass,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { dataLayer, type Executor, type TenantWrite } from '../../tenancy/scoped.ts';
import { readablePlans, readPlan } from './planReader.ts';

type PlanRecord = DataOf<typeof testPlanDetail>;
type PlanRow = typeof testPlan.$inferSelect;

/** The classes of each plan of `planIds`, in a stable order. */
async function classesOf(db: Executor, planIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows =
    planIds.length === 0
      ? []
      : await db
          .select({ planId: testPlanClass.planId, classId: testPlanClass.classId })
          .from(testPlanClass)
          .where(inArray(testPlanClass.planId, [...planIds]))
          .orderBy(asc(testPlanClass.classId));
  const classes = new Map<string, string[]>();
  for (const row of rows) classes.set(row.planId, [...(classes.get(row.planId) ?? []), row.classId]);
  return classes;
}

function recordOf(row: PlanRow, classIds: readonly string[], org: { name: string; own: boolean }): PlanRecord {
  return {
    orgName: org.name,
    own: org.own,
    planId: row.id,
    name: row.name,
    academicYearId: row.academicYearId,
    semesterId: row.semesterId,
    kind: row.kind as TestPlanKind,
    grades: row.grades as { grade: GradeKey; items: PhysiqueItem[] }[],
    classIds: [...classIds],
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as TestPlanStatus,
    version: row.version,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The plan's fields that differ from the stored plan, as the domain names them. */
function changedFields(existing: PlanRow, classIds: readonly string[], input: TestPlanInput): (keyof TestPlanInput)[] {
  const same: Record<keyof TestPlanInput, boolean> = {
    name: existing.name === input.name,
    academicYearId: existing.academicYearId === input.academicYearId,
    semesterId: existing.semesterId === input.semesterId,
    kind: existing.kind === input.kind,
    grades: JSON.stringify(existing.grades) === JSON.stringify(input.grades),
    classIds: JSON.stringify([...classIds].sort()) === JSON.stringify([...input.classIds].sort()),
    startDate: existing.startDate === input.startDate,
    endDate: existing.endDate === input.endDate,
  };
  return (Object.keys(same) as (keyof TestPlanInput)[]).filter((field) => !same[field]);
}

/** The day `offset` minutes east of UTC: whether a plan's last day has come is the caller's clock's question. */
function todayAt(offset: number): string {
  return new Date(Date.now() + offset * 60_000).toISOString().slice(0, 10);
}

export function registerTestPlanRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  /**
   * Refuses what the form's fields cannot say alone: items that do not fit the kind, days out of
   * order, a year, semester or class that is not the organisation's, a semester of another year.
   */
  async function checkPlan(tenant: TenantWrite, input: TestPlanInput): Promise<void> {
    const items = testPlanItemsProblem(input.kind, input.grades);
    if (items) throw new ApiError(400, items.id, { field: `grades.${items.index}` });
    if (input.endDate < input.startDate) throw new ApiError(400, 'validation.testPlan.dateOrder', { field: 'endDate' });
    const year = await tenant.scoped(academicYear).one(input.academicYearId, 'academicYear.notFound');
    const term = await tenant.scoped(semester).one(input.semesterId, 'semester.notFound');
    if (term.academicYearId !== year.id) {
      throw new ApiError(400, 'validation.testPlan.semesterOfYear', { field: 'semesterId' });
    }
    const found = await tenant.scoped(schoolClass).count(inArray(schoolClass.id, input.classIds));
    if (found !== input.classIds.length) throw new ApiError(404, 'class.notFound');
  }

  async function writeClasses(tenant: TenantWrite, planId: string, classIds: readonly string[]): Promise<void> {
    await tenant.db.delete(testPlanClass).where(eq(testPlanClass.planId, planId));
    await tenant.db.insert(testPlanClass).values(classIds.map((classId) => ({ planId, classId })));
  }

  const planColumns = (input: TestPlanInput) => ({
    name: input.name,
    academicYearId: input.academicYearId,
    semesterId: input.semesterId,
    kind: input.kind,
    grades: input.grades.map((entry) => ({ grade: entry.grade, items: [...entry.items] })),
    startDate: input.startDate,
    endDate: input.endDate,
  });

  // The add first: the sweep of every route meets a plan to read, edit and start once it has run.
  router.json(testPlanAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      await checkPlan(tenant, input);
      const planId = randomUUID();
      await tenant.db.insert(testPlan).values({ id: planId, ...tenant.values, ...planColumns(input) });
      await writeClasses(tenant, planId, input.classIds);
      return { planId };
    }),
  );

  // A management organisation's list holds its schools' plans too, each with the school's name.
  router.json(testPlanPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const where = and(
      readablePlans(deps.db, tenant),
      input.status ? eq(testPlan.status, input.status) : undefined,
      input.kind ? eq(testPlan.kind, input.kind) : undefined,
    );
    const page = await pageOfQuery(
      input,
      deps.db.select({ n: count() }).from(testPlan).where(where),
      deps.db
        .select({ plan: testPlan, orgName: organisation.name })
        .from(testPlan)
        .innerJoin(organisation, eq(organisation.id, testPlan.orgId))
        .where(where)
        .orderBy(
          ...sortedBy(
            input,
            { name: testPlan.name, startDate: testPlan.startDate, endDate: testPlan.endDate, status: testPlan.status },
            [desc(testPlan.createdAt), asc(testPlan.id)],
          ),
        ),
    );
    const classes = await classesOf(
      deps.db,
      page.records.map((row) => row.plan.id),
    );
    return {
      ...page,
      records: page.records.map((row) =>
        recordOf(row.plan, classes.get(row.plan.id) ?? [], {
          name: row.orgName,
          own: row.plan.orgId === tenant.account.orgId,
        }),
      ),
    };
  });
  router.rows(testPlanExport, testPlanPage);

  router.json(testPlanDetail, async ({ caller, input }) => {
    const { plan, own } = await readPlan(deps.db, caller, input.planId);
    const [org] = await deps.db
      .select({ name: organisation.name })
      .from(organisation)
      .where(eq(organisation.id, plan.orgId));
    return recordOf(plan, (await classesOf(deps.db, [plan.id])).get(plan.id) ?? [], { name: org?.name ?? '', own });
  });

  router.json(testPlanEdit, async ({ caller, input }) =>
    data.writeRow(caller, testPlan, input.planId, 'fitness.plan.notFound', async (existing, plans, tenant) => {
      if (existing.version !== input.version) throw new ApiError(409, 'fitness.plan.changed');
      const classIds = (await classesOf(tenant.db, [existing.id])).get(existing.id) ?? [];
      const changed = changedFields(existing, classIds, input);
      const problem = testPlanEditProblem(existing.status as TestPlanStatus, changed);
      if (problem) throw new ApiError(409, problem.id, { field: problem.field });
      await checkPlan(tenant, input);
      await plans.update(existing.id, { ...planColumns(input), version: existing.version + 1, updatedAt: new Date() });
      if (changed.includes('classIds')) await writeClasses(tenant, existing.id, input.classIds);
      return null;
    }),
  );

  router.json(testPlanSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, testPlan, input.planId, 'fitness.plan.notFound', async (existing, plans) => {
      const check = checkTestPlanAction(existing.status, input.action, todayAt(input.utcOffset ?? 0), existing.endDate);
      if (!check.allowed) throw new ApiError(409, check.reason, { ...check.values, field: 'action' });
      const status = { start: 'inProgress', end: 'ended', endEarly: 'endedEarly' }[input.action];
      await plans.update(existing.id, { status, version: existing.version + 1, updatedAt: new Date() });
      return null;
    }),
  );

  router.json(testPlanDelete, async ({ caller, input }) =>
    data.writeRow(caller, testPlan, input.planId, 'fitness.plan.notFound', async (existing, plans) => {
      if (!canDeleteTestPlan(existing.status as TestPlanStatus)) {
        throw new ApiError(409, 'validation.testPlan.notDeletable', { field: 'planId' });
      }
      await plans.delete(existing.id);
      return null;
    }),
  );

  router.json(testPlanResultPage, async ({ caller, input }) => {
    const plan = await data.scoped(testPlan, caller).one(input.planId, 'fitness.plan.notFound');
    const results = data.scoped(fitnessResult, caller);
    const where = and(
      eq(fitnessResult.planId, plan.id),
      input.classId ? eq(fitnessResult.classId, input.classId) : undefined,
      input.item ? eq(fitnessResult.item, input.item) : undefined,
      input.needsCheck ? eq(fitnessResult.needsCheck, input.needsCheck === 'true') : undefined,
    );
    // The plan index's own order: class, item, best score first, then id.
    const order = [
      asc(fitnessResult.classId),
      asc(fitnessResult.item),
      sql`${fitnessResult.score} desc nulls last`,
      asc(fitnessResult.id),
    ];
    return results.pageOf(input, where, (condition, window) =>
      deps.db
        .select({
          resultId: fitnessResult.id,
          studentId: fitnessResult.studentId,
          studentName: student.name,
          studentNumber: student.studentNumber,
          classId: fitnessResult.classId,
          measurement: fitnessResult.measurement,
          item: fitnessResult.item,
          value: fitnessResult.value,
          score: fitnessResult.score,
          band: fitnessResult.band,
          needsCheck: fitnessResult.needsCheck,
          validity: fitnessResult.validity,
          source: fitnessResult.source,
          deviceSerial: fitnessResult.deviceSerial,
          measuredAt: fitnessResult.measuredAt,
          version: fitnessResult.version,
        })
        .from(fitnessResult)
        .innerJoin(student, eq(student.id, fitnessResult.studentId))
        .where(condition)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            measurement: row.measurement as PhysiqueMeasurement,
            item: row.item as PhysiqueItem,
            validity: row.validity === 'invalid' ? ('invalid' as const) : ('valid' as const),
            source: row.source as ResultSource,
            measuredAt: row.measuredAt.toISOString(),
          })),
        ),
    );
  });
}

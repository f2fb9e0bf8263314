// Whose test plans a caller reads (issue 45): a school reads its own; a management organisation
// reads its own and, read only, those of every organisation below it, the way its score search
// reads their results. A read route takes the plan through `readPlan`, then reads the plan's rows
// as the plan's organisation sees them; writes stay with the plan's own organisation.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { organisation, testPlan } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Caller } from '../../http/router.ts';
import type { ClassReach } from '../../tenancy/dataScope.ts';
import { dataLayer, type ScopedTable, type Tenant, type TenantTable } from '../../tenancy/scoped.ts';

/** A plan as a read route sees it, with the rows of its organisation the caller may read. */
export interface PlanReading {
  plan: typeof testPlan.$inferSelect;
  /** Whether the plan is the caller's organisation's own: only its own plans change. */
  own: boolean;
  /** A table as the plan's organisation sees it. */
  scoped<T extends TenantTable>(table: T): ScopedTable<T>;
  /** The classes of the plan's organisation the caller reaches: its role's at home, all below. */
  classReach(): Promise<ClassReach>;
}

/** The plans `tenant` reads: its organisation's, and a management organisation's below it too. */
export function readablePlans(db: Database, tenant: Tenant): SQL {
  const own = tenant.scoped(testPlan).where();
  if (tenant.account.frame !== 'admin') return own;
  // The organisations below stand in the tenant's tree (`managedOrganisations` says which).
  const below = inArray(
    testPlan.orgId,
    db.select({ id: organisation.id }).from(organisation).where(tenant.managedOrganisations),
  );
  return or(own, below) as SQL;
}

/**
 * The plan `planId` as the caller reads it.
 *
 * @throws ApiError 404 `fitness.plan.notFound` when it is neither the caller's nor of an
 *   organisation the caller manages.
 */
export async function readPlan(db: Database, caller: Caller | null, planId: string): Promise<PlanReading> {
  const data = dataLayer(db);
  const tenant = data.tenant(caller);
  const mine = await tenant.scoped(testPlan).find(eq(testPlan.id, planId));
  if (mine) {
    return { plan: mine, own: true, scoped: (table) => tenant.scoped(table), classReach: () => tenant.classReach() };
  }
  if (tenant.account.frame === 'admin') {
    const [below] = await db
      .select({ orgId: testPlan.orgId })
      .from(testPlan)
      .where(
        and(
          eq(testPlan.id, planId),
          inArray(
            testPlan.orgId,
            db.select({ id: organisation.id }).from(organisation).where(tenant.managedOrganisations),
          ),
        ),
      );
    if (below) {
      const scoped = <T extends TenantTable>(table: T) => data.scopedForJob(table, below.orgId);
      const plan = await scoped(testPlan).one(planId, 'fitness.plan.notFound');
      return { plan, own: false, scoped, classReach: async () => null };
    }
  }
  throw new ApiError(404, 'fitness.plan.notFound');
}

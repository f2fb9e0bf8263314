import { count } from 'drizzle-orm';
import { recountPhysiqueYears } from '../areas/physique/tallies.ts';
import { cachedHashOf } from '../auth/password.ts';
import type { Database } from '../db/index.ts';
import { organisation } from '../db/schema.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedClassTests } from './classTests.ts';
import { seedExercise } from './exercise.ts';
import { seedFitness, seedSelfTests } from './fitness.ts';
import { seedDemoArrangedMeet } from './meetArrangement.ts';
import { seedDemoMeetEvents } from './meetEvents.ts';
import { seedDemoMeetResults } from './meetResults.ts';
import { seedDemoPeople } from './people.ts';
import { seedDemoCategories } from './resources.ts';
import { seedDevices, seedMeets, seedSchoolStructure } from './school.ts';

/** The password of every demo account. Demo data only: change or remove it in production. */
export const DEMO_PASSWORD = 'Sport@2026';

/**
 * On first start (no organisation yet), seeds one organisation of each type with its built-in
 * administrator role, a PE-teacher role in the K12 school, and the demo accounts. One transaction:
 * a crash leaves nothing half-seeded.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisation);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await cachedHashOf(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { orgIds, tenantOrgId, teacherRoleId } = await seedDemoAccounts(tx, passwordHash);
    const k12 = orgIds.get('k12') as string;
    await seedSchoolStructure(tx, { orgId: k12, tenantOrgId });
    await seedDevices(tx, { orgId: k12, tenantOrgId });
    await seedMeets(tx, { k12, gx: orgIds.get('gx') as string, nf: orgIds.get('nf') as string, tenantOrgId });
    await seedDemoCategories(tx, { k12, gx: orgIds.get('gx') as string, tenantOrgId });
    await seedDemoPeople(tx, {
      k12OrgId: k12,
      nfOrgId: orgIds.get('nf') as string,
      tenantOrgId,
      teacherRoleId,
      passwordHash,
    });
    await seedFitness(tx, { orgId: k12, tenantOrgId });
    await seedSelfTests(tx, { orgId: k12, tenantOrgId });
    await seedExercise(tx, { orgId: k12, tenantOrgId });
    await seedClassTests(tx, { orgId: k12, tenantOrgId });
    await seedDemoMeetEvents(tx, { orgId: k12, tenantOrgId });
    await seedDemoArrangedMeet(tx, { orgId: k12, tenantOrgId });
    await seedDemoMeetResults(tx, { orgId: k12, tenantOrgId });
  });
  // The demo's physique years are counted now, not at the recount job's first run, so a district's
  // summary shows them from the first start.
  await recountPhysiqueYears(db, Number.MAX_SAFE_INTEGER);
  return true;
}

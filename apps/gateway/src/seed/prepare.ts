import type { Database } from '../db/index.ts';
import { grantNewMenusToBuiltInRoles, storedMenuIds } from '../orgs/provision.ts';
import { seedDemoData, seedMenuCatalogue } from './demo.ts';

/** Brings a migrated database up to date with the code: the menu catalogue, and demo data on first start. */
export async function prepareDatabase(db: Database): Promise<void> {
  const knownMenuIds = await storedMenuIds(db);
  await seedMenuCatalogue(db);
  await grantNewMenusToBuiltInRoles(db, knownMenuIds);
  await seedDemoData(db);
}

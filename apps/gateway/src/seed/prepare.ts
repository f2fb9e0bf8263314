import type { Database } from '../db/index.ts';
import { grantNewMenusToBuiltInRoles, storedMenuIds } from '../orgs/provision.ts';
import { seedDemoData } from './demo.ts';
import { type FirstAdmin, seedFirstAdmin } from './first-admin.ts';
import { seedMenuCatalogue } from './menus.ts';

/** What an empty database starts with: the README's demo organisations, or only a first administrator. */
export type InitialData = { kind: 'demo' } | { kind: 'admin'; admin: FirstAdmin };

/**
 * Brings a migrated database up to date with the code: the menu catalogue, and on first start the
 * initial data (nothing when the database already has organisations).
 */
export async function prepareDatabase(db: Database, initial: InitialData = { kind: 'demo' }): Promise<void> {
  const knownMenuIds = await storedMenuIds(db);
  await seedMenuCatalogue(db);
  await grantNewMenusToBuiltInRoles(db, knownMenuIds);
  if (initial.kind === 'demo') await seedDemoData(db);
  else await seedFirstAdmin(db, initial.admin);
}

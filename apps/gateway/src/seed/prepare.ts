import type { Database } from '../db/index.ts';
import { seedDemoData, seedMenuCatalogue } from './demo.ts';

/** Brings a migrated database up to date with the code: the menu catalogue, and demo data on first start. */
export async function prepareDatabase(db: Database): Promise<void> {
  await seedMenuCatalogue(db);
  await seedDemoData(db);
}

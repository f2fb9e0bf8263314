import { catalogueEntries, mobileCatalogueEntries, screenStatusOf } from '@school-sports/domain';
import type { Database } from '../db/index.ts';
import { menu } from '../db/schema.ts';
import { fromExcluded } from '../db/upsert.ts';

/** Writes the menu catalogue: new entries are added, existing ones take the current names and screen status. */
export async function seedMenuCatalogue(db: Database): Promise<void> {
  const entries = [...catalogueEntries(), ...mobileCatalogueEntries()];
  for (let start = 0; start < entries.length; start += 200) {
    await db
      .insert(menu)
      .values(
        entries
          .slice(start, start + 200)
          .map((entry) => ({ ...entry, screenStatus: screenStatusOf(entry.menuType, entry.menuPath) })),
      )
      .onConflictDoUpdate({
        target: menu.id,
        set: fromExcluded(menu, [
          'pid',
          'menuPath',
          'permission',
          'sortNum',
          'nameZhCn',
          'nameZhTw',
          'nameEnUs',
          'screenStatus',
        ]),
      });
  }
}

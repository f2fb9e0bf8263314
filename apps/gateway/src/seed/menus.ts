import {
  BUILT_SCREEN_PATHS,
  catalogueEntries,
  mobileCatalogueEntries,
  type OperatorField,
  screenStatusOf,
} from '@school-sports/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.ts';
import { menu, menuRemoved } from '../db/schema.ts';

/**
 * The column the seed writes from the code unless the operators changed `field`: then the row keeps
 * its own value. A row the operators made is never written over at all.
 */
function unlessOperatorChanged(column: AnyPgColumn, field: OperatorField): SQL {
  return sql`case when ${menu.origin} = 'operator' or ${field} = any(${menu.operatorFields}) then ${menu}.${sql.identifier(column.name)} else excluded.${sql.identifier(column.name)} end`;
}

/** The column the seed writes from the code, except on a row the operators made. */
function unlessOperatorMade(column: AnyPgColumn): SQL {
  return sql`case when ${menu.origin} = 'operator' then ${menu}.${sql.identifier(column.name)} else excluded.${sql.identifier(column.name)} end`;
}

/**
 * Writes the code's menu catalogue into the `menu` table, merged with what the platform's operators
 * changed on the menu management screen (docs/decisions.md, "Menu management"): new entries are
 * added; existing ones take the code's path, permission code and screen status, and its names,
 * order and parent where the operators left those alone; icons are the operators' alone. An entry the operators deleted is not
 * brought back, nor is a new entry below one they deleted; a row they made stays as they made it.
 */
export async function seedMenuCatalogue(db: Database): Promise<void> {
  const removed = new Set((await db.select({ id: menuRemoved.id }).from(menuRemoved)).map((row) => row.id));
  const all = [...catalogueEntries(), ...mobileCatalogueEntries()];
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  // An entry under a deleted one would have no parent: it waits until the operators add one back.
  const underRemoved = (id: string): boolean => {
    for (let current = byId.get(id); current; current = byId.get(current.pid)) {
      if (removed.has(current.id)) return true;
    }
    return false;
  };
  const entries = all.filter((entry) => !underRemoved(entry.id));
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
        set: {
          pid: unlessOperatorChanged(menu.pid, 'pid'),
          sortNum: unlessOperatorChanged(menu.sortNum, 'sortNum'),
          nameZhCn: unlessOperatorChanged(menu.nameZhCn, 'names'),
          nameZhTw: unlessOperatorChanged(menu.nameZhTw, 'names'),
          nameEnUs: unlessOperatorChanged(menu.nameEnUs, 'names'),
          menuPath: unlessOperatorMade(menu.menuPath),
          permission: unlessOperatorMade(menu.permission),
          screenStatus: sql`excluded.screen_status`,
        },
      });
  }
  // The operators' own menus open the screens this version has built, as the code's do.
  const built = and(eq(menu.menuType, '0'), inArray(menu.menuPath, [...BUILT_SCREEN_PATHS]));
  await db
    .update(menu)
    .set({ screenStatus: sql`case when ${built} then 'built' else 'planned' end` })
    .where(eq(menu.origin, 'operator'));
}

// Upserts: the values an `on conflict do update` takes over from the row it refused.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes the columns `keys` from the proposed row (`excluded`), named by
 * their fields, so an upsert lists what it updates once.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if ((keys as readonly string[]).includes(key)) set[key] = sql`excluded.${sql.identifier(column.name)}`;
  }
  return set as Record<K, SQL>;
}

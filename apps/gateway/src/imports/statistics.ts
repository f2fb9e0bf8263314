// After a large import the database's planner still believes the tables are as small as before, and
// picks plans for a few rows (a nested loop over a 100,000-row roster). PostgreSQL's autovacuum
// re-reads them within a minute or so; the embedded PGlite has no autovacuum and never would. So a
// large import queues a job that refreshes the statistics of the tables it wrote, on both.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/index.ts';
import { defineJob, enqueue } from '../jobs/queue.ts';

/** The tables imports write, whose statistics a job may refresh. */
const IMPORTED_TABLES = [
  'student',
  'parent',
  'student_parent',
  'person',
  'account',
  'account_role',
  'teacher',
  'teacher_class',
  'device',
  'school_class',
  'citizen',
  'fitness_result',
] as const;

export type ImportedTable = (typeof IMPORTED_TABLES)[number];

/** Rows an import writes before the statistics of its tables are refreshed after it. */
export const ANALYZE_AFTER_ROWS = 1000;

/** Refreshes the planner's statistics of the tables named (`ANALYZE`): cheap, safe to run twice. */
export const refreshStatistics = defineJob({
  kind: 'database.analyze',
  payload: z.object({ tables: z.array(z.enum(IMPORTED_TABLES)).min(1).max(IMPORTED_TABLES.length) }),
  async run({ tables }, { db }) {
    for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  },
});

/**
 * After an import that wrote `written` rows into `tables`: when they are many, queues the refresh of
 * their statistics (once a minute per set of tables, however many imports end in it) and asks this
 * gateway's runner to take it now.
 */
export async function refreshStatisticsAfterImport(
  db: Database,
  request: FastifyRequest,
  tables: readonly ImportedTable[],
  written: number,
): Promise<void> {
  if (written < ANALYZE_AFTER_ROWS) return;
  const minute = Math.floor(Date.now() / 60_000);
  const key = `${refreshStatistics.kind}:${[...tables].sort().join(',')}@${minute}`;
  await enqueue(db, refreshStatistics, { tables: [...tables] }, { key });
  request.server.jobs.poke();
}

// Background work lets waiting requests go first: an import's next batch waits while requests queue
// for a pooled connection, and goes on once they have one.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { NEEDS_POSTGRES } from '../testing/processTargets.ts';
import type { Database } from './index.ts';
import { poolOf, yieldToRequests } from './index.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(`background work on PostgreSQL${serverUrl ? '' : ` (skipped: ${NEEDS_POSTGRES})`}`, () => {
  it('waits while a request waits for a connection, and goes on once it has one', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    const db = drizzle(pool) as unknown as Database;
    try {
      expect(poolOf(db)).toBe(pool);
      const busy = await pool.connect();
      // A request arrives while the only connection is taken.
      const request = pool.query('select 1 as one');
      expect(pool.waitingCount).toBe(1);
      let released = false;
      // Bounded by a minute here, so a slow machine cannot end the wait before the release.
      const yielded = yieldToRequests(db, 60_000).then(() => ({ released, waiting: pool.waitingCount }));
      // The work is still waiting when the connection comes free; then the request takes it first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      released = true;
      busy.release();
      expect(await yielded).toEqual({ released: true, waiting: 0 });
      expect((await request).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

// Every earlier schema of the repository's history migrates to today's with its data: for each
// recorded fixture (`drizzle/fixtures/<n>.sql.gz`, the demo data as the gateway with the first <n>
// migrations seeded it, recorded by `scripts/migration-fixture.ts`), a database is built at that
// schema, filled with the fixture, migrated forward, and started: nobody is lost and the demo
// administrator still signs in.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { bearer, openTestGateway, signIn } from '../testing/gateway.ts';
import { databaseAtFixture, earlierDatabases, migrationJournal } from '../testing/migrations.ts';
import { account, organisation, person } from './schema.ts';

const fixturesFolder = path.join(migrationsFolder, 'fixtures');
const fixtures = fs
  .readdirSync(fixturesFolder)
  .map((file) => Number(/^(\d+)\.sql\.gz$/.exec(file)?.[1]))
  .filter((applied) => Number.isInteger(applied))
  .sort((a, b) => a - b);

/** How many rows the fixture inserts into `table`. */
function rowsIn(statements: string, table: string): number {
  return statements.split('\n').filter((line) => line.startsWith(`INSERT INTO public.${table} (`)).length;
}

it('has a fixture of the newest schema, so the next migration is tested on data too', () => {
  const head = migrationJournal().entries.length;
  expect(
    fixtures,
    `record it: node apps/gateway/scripts/migration-fixture.ts (drizzle/fixtures/${head}.sql.gz)`,
  ).toContain(head);
});

/**
 * The fixtures a database kind replays. The migrations' SQL is the same on both, and a PGlite
 * database takes about four times as long to build: where PostgreSQL runs them all, PGlite runs
 * the oldest and the newest schema only.
 */
function fixturesFor(name: string): number[] {
  if (name === 'postgres' || !process.env.TEST_DATABASE_URL) return fixtures;
  return [...new Set([fixtures[0] ?? 0, fixtures.at(-1) ?? 0])];
}

describe.each(earlierDatabases())('the schema history on $name', ({ name, open }) => {
  it.each(fixturesFor(name))('migrates the demo data of the schema with %i migrations to today', async (applied) => {
    const earlier = await databaseAtFixture(open, applied);
    const { statements } = earlier;
    await earlier.migrateAll();

    const gateway = await openTestGateway(async () => earlier.database);
    try {
      const { db } = gateway.database;
      expect((await db.select({ n: count() }).from(organisation))[0]?.n).toBe(rowsIn(statements, 'organisation'));
      expect((await db.select({ n: count() }).from(person))[0]?.n).toBe(rowsIn(statements, 'person'));
      expect((await db.select({ n: count() }).from(account))[0]?.n).toBe(rowsIn(statements, 'account'));
      const ready = await gateway.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      const token = (await signIn(gateway.app, 'k12admin')).access;
      const info = await gateway.app.inject({
        method: 'POST',
        url: '/api/busi/web/myInfo/getUInfo',
        headers: bearer(token),
        payload: {},
      });
      expect(info.json()).toMatchObject({ code: '200' });
    } finally {
      await gateway.close();
    }
  });
});

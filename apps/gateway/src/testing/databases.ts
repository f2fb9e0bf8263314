import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/index.ts';
import { openSeededPglite, openSeededPostgres } from './seeded.ts';

/** A way to get a fresh, migrated and seeded database for one test file. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenDatabase>;
}

/**
 * The databases every gateway test runs on: an in-memory PGlite always, and a throw-away
 * database on the PostgreSQL server of `TEST_DATABASE_URL` when it is set. Each is a copy of the
 * run's seeded database (`testing/global-setup.ts`) where the run made one, else a new one the
 * test gateway migrates and seeds itself.
 */
export function testDatabases(): TestDatabase[] {
  const seededPglite = inject('seededPglite');
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: () => (seededPglite ? openSeededPglite(seededPglite) : openDatabase({ dataDir: 'memory' })),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = inject('seededPostgres');
    list.push({
      name: 'postgres',
      open: () => (template ? openSeededPostgres(serverUrl, template) : openThrowAwayPostgres(serverUrl)),
    });
  }
  return list;
}

/**
 * One of {@link testDatabases}: PostgreSQL where it is given, else PGlite. For the sweeps over every
 * route (hostile input, tenancy), whose outcome is the gateway's own checks and SQL: both databases
 * are the same PostgreSQL engine, so a second sweep found nothing the first did not and cost a
 * quarter of a minute of a worker each (docs/decisions.md, "Where the tests run twice").
 */
export function sweepDatabase(): TestDatabase[] {
  return testDatabases().slice(-1);
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (any database URL of it), empty or a copy
 * of the database `template`: its URL, and a drop that removes it whoever is still connected.
 */
export async function throwAwayPostgres(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `busi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openThrowAwayPostgres(serverUrl: string): Promise<OpenDatabase> {
  const created = await throwAwayPostgres(serverUrl);
  const database = await openDatabase({ url: created.url, dataDir: 'memory' });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

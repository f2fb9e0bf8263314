// The committed migrations as they were at an earlier version of the schema, for the tests that
// start from such a database and migrate it to today's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, OpenDatabase } from '../db/index.ts';
import * as schema from '../db/schema.ts';
import { migrationsFolder } from '../paths.ts';
import { throwAwayPostgres } from './databases.ts';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** The committed migrations' journal. */
export function migrationJournal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
}

/** A copy of the migrations folder that stops after migration `last` (its index in the journal); remove it after use. */
export function migrationsUpTo(last: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database left at an earlier schema: statements can be run on it, then today's migrations. */
export interface EarlierDatabase {
  database: OpenDatabase;
  /** Runs SQL text of several statements (a recorded fixture) as it is. */
  run(statements: string): Promise<void>;
  /** Applies every committed migration not applied yet. */
  migrateAll(): Promise<void>;
}

/** The databases the migration tests run on: PGlite in memory, and PostgreSQL where `TEST_DATABASE_URL` is set. */
export function earlierDatabases(): Array<{ name: string; open(folder: string): Promise<EarlierDatabase> }> {
  const kinds = [
    {
      name: 'pglite',
      async open(folder: string): Promise<EarlierDatabase> {
        const client = new PGlite();
        const db = drizzlePglite(client, { schema });
        await migratePglite(db, { migrationsFolder: folder });
        return {
          database: { db: db as unknown as Database, kind: 'pglite', close: () => client.close() },
          run: async (statements) => {
            await client.exec(statements);
          },
          migrateAll: () => migratePglite(db, { migrationsFolder }),
        };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    kinds.push({
      name: 'postgres',
      async open(folder: string): Promise<EarlierDatabase> {
        const created = await throwAwayPostgres(serverUrl);
        const pool = new pg.Pool({ connectionString: created.url, max: 4 });
        // The drop at close ends connections the pool may still hold.
        pool.on('error', () => {});
        const db = drizzlePg(pool, { schema });
        await migratePg(db, { migrationsFolder: folder });
        return {
          database: {
            db: db as unknown as Database,
            kind: 'postgres',
            async close() {
              await pool.end();
              await created.drop();
            },
          },
          run: async (statements) => {
            // Without parameters, node-postgres sends the text as one simple query: every statement runs.
            await pool.query(statements);
          },
          migrateAll: () => migratePg(db, { migrationsFolder }),
        };
      },
    });
  }
  return kinds;
}

/** The recorded demo data of the schema with the first `applied` migrations, as SQL text. */
export function fixtureStatements(applied: number): string {
  return zlib.gunzipSync(fs.readFileSync(path.join(migrationsFolder, 'fixtures', `${applied}.sql.gz`))).toString();
}

/**
 * A database at the schema of the first `applied` migrations, holding that schema's recorded demo
 * data (`statements`, the fixture as it was run), ready to be changed and then migrated to today's.
 */
export async function databaseAtFixture(
  open: (folder: string) => Promise<EarlierDatabase>,
  applied: number,
): Promise<EarlierDatabase & { statements: string }> {
  const folder = migrationsUpTo(applied - 1);
  let earlier: EarlierDatabase;
  try {
    earlier = await open(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const statements = fixtureStatements(applied);
  try {
    // The rows arrive in the dump's table order; the constraints are checked again once all are in.
    await earlier.run(`set session_replication_role = replica;\n${statements}\nset session_replication_role = origin;`);
  } catch (error) {
    await earlier.database.close();
    throw error;
  }
  return { ...earlier, statements };
}

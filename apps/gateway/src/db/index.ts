import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';
import { copyTemplate, saveTemplate, TEMPLATE_DIR } from './template.ts';

/** The one database type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the way to close it. */
export interface OpenDatabase {
  db: Database;
  /** `pglite` (embedded) or `postgres` (a server). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The key of the PostgreSQL advisory lock under which a starting gateway migrates and prepares the
 * database: gateways started together on one database do it one after the other, and the later
 * ones find the work done (migrations are recorded, the seed looks for existing organisations).
 */
export const START_LOCK_KEY = 7_291_604_113;

/** Connections to PostgreSQL per gateway process when `DATABASE_POOL_MAX` is not set. */
export const DEFAULT_POOL_MAX = 10;

/** What a starting gateway does to a database after migrating it: seeding, moving old files. */
export type Preparation = (db: Database) => Promise<void>;

/**
 * Opens the database, applies the committed migrations, then runs `prepare`. With a `url` it
 * connects to PostgreSQL, where both steps run under the start lock; otherwise it opens PGlite in
 * `dataDir` (which one process at a time may open), or in memory when `dataDir` is `memory`.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  prepare?: Preparation;
  /** Connections this process may open to PostgreSQL at most (`DATABASE_POOL_MAX`). */
  poolMax?: number;
  /** On PGlite on disk, where the template of a new database is kept (db/template.ts); null: none. */
  templateDir?: string | null;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? DEFAULT_POOL_MAX });
    // An idle connection the server ends (a restart, a dropped test database) is discarded by the
    // pool; unheard, its error would end the process.
    pool.on('error', (error) => {
      process.stderr.write(`database connection lost: ${error.message}\n`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      // A transaction-level lock, held by a transaction left open while the work runs on other
      // connections: it pins one server connection even behind PgBouncer's transaction pooling,
      // where a session-level lock could be taken on one connection and released on another.
      const holder = await pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock($1)', [START_LOCK_KEY]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        await options.prepare?.(db);
        await holder.query('commit');
      } finally {
        // Ending the session also ends the transaction and its lock, whatever happened above.
        holder.release(true);
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir === 'memory' ? undefined : path.join(options.dataDir, 'pglite');
  // PGlite runs initdb where it finds no PG_VERSION. On disk, a new database is a copy of the
  // template of today's migrations instead where one was kept (db/template.ts), and keeps it otherwise.
  const templateDir = options.templateDir === undefined ? TEMPLATE_DIR : options.templateDir;
  const makesTemplate =
    dataDir !== undefined &&
    templateDir !== null &&
    !fs.existsSync(path.join(dataDir, 'PG_VERSION')) &&
    !copyTemplate(templateDir, dataDir);
  const client = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
    if (makesTemplate && dataDir && templateDir) await saveTemplate(client, dataDir, templateDir);
    await options.prepare?.(db as unknown as Database);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/**
 * How PGlite's PostgreSQL starts: its own settings, and 32 MB of shared buffers instead of the
 * 128 MB initdb writes into postgresql.conf. PostgreSQL writes over all of its buffers as it starts,
 * so each megabyte of them is resident from the first second: 128 MB made the gateway 120 MiB
 * larger and its start 0.4 s longer. Pages beyond the buffers are read from the files, which the
 * operating system's cache keeps as well.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The driver's client under a database: drizzle keeps it as `$client`, outside the shared type. */
function clientOf(db: Database): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** The connection pool of a database on PostgreSQL; null on PGlite, which has none. */
export function poolOf(db: Database): pg.Pool | null {
  const client = clientOf(db);
  return client instanceof pg.Pool ? client : null;
}

/** The embedded PGlite of a database on PGlite; null on PostgreSQL. */
export function embeddedOf(db: Database): PGlite | null {
  const client = clientOf(db);
  return client instanceof PGlite ? client : null;
}

/** The longest a piece of background work waits for queued requests at one of its steps. */
export const YIELD_MAX_MS = 500;

/**
 * Lets the requests waiting for a pooled connection go first: background work (an import's next
 * batch) calls it between steps and resolves once none waits, or after {@link YIELD_MAX_MS} at most,
 * so a busy gateway still moves the work on (`maxMs` sets another bound). People's pages then queue behind one step of the work
 * at most, not behind all of it. PGlite has no pool (one connection takes its queries in turn): the
 * work gives the event loop a turn there.
 */
export async function yieldToRequests(db: Database, maxMs = YIELD_MAX_MS): Promise<void> {
  const pool = poolOf(db);
  if (!pool) {
    await new Promise((resolve) => setImmediate(resolve));
    return;
  }
  const until = Date.now() + maxMs;
  while (pool.waitingCount > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The creation time of the newest committed migration (its journal's `when`), read once. */
let newestMigration: number | undefined;
function newestCommittedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * True when the database holds the newest committed migration (drizzle records each applied one
 * with its journal time): a gateway whose code is ahead of its schema must not take traffic.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    // Both drivers answer `{ rows }`; `created_at` is a bigint, read as a string by node-postgres.
    const newest = (result as unknown as { rows: { newest: string | number | null }[] }).rows[0]?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= newestCommittedMigration();
  } catch {
    return false;
  }
}

// One migrated and seeded database per test run, copied for each test file: migrating and seeding
// cost seconds a file, a copy a fraction of that, and each file still writes only to its own copy.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { useLightHashingForTests } from '../auth/password.ts';
import { type Database, type OpenDatabase, openDatabase, PGLITE_START_PARAMS } from '../db/index.ts';
import * as schema from '../db/schema.ts';
import { prepareDatabase } from '../seed/prepare.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar file of the seeded PGlite data directory (`global-setup.ts`). */
    seededPglite: string;
    /** A gateway data directory holding the seeded PGlite database, for gateway processes to copy. */
    seededGatewayDataDir: string;
    /** The seeded template database on the server of `TEST_DATABASE_URL`, when it is set. */
    seededPostgres: string | undefined;
  }
}

/** A database opened on a copy of the seeded one: migrated and prepared already. */
export type SeededDatabase = OpenDatabase & { seeded: true };

/** True when `database` is a copy of the seeded database, which needs no preparing again. */
export function isSeeded(database: OpenDatabase): database is SeededDatabase {
  return (database as Partial<SeededDatabase>).seeded === true;
}

/** URL of the database `name` on the server of `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds an in-memory PGlite as the test gateway would (light hashing included), and
 * writes its data directory as a tar file into `directory`; answers the file's path.
 */
export async function seedPgliteDump(directory: string): Promise<string> {
  useLightHashingForTests();
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await prepareDatabase(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(directory, 'seeded-pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/**
 * Writes the seeded dump `file` out as a gateway data directory (`<directory>/seeded-data`, its
 * database in `pglite/` as the gateway keeps it), which tests copy to start gateway processes on
 * demo data without migrating and seeding it again; answers the directory.
 */
export async function seededDataDirFrom(file: string, directory: string): Promise<string> {
  const dataDir = path.join(directory, 'seeded-data');
  fs.mkdirSync(dataDir);
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await fs.openAsBlob(file) });
  await client.close();
  return dataDir;
}

/** An in-memory PGlite of its own, loaded from the seeded dump `file`, started as the gateway starts it. */
export async function openSeededPglite(file: string): Promise<SeededDatabase> {
  const client = await PGlite.create({ loadDataDir: await fs.openAsBlob(file), startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close(), seeded: true };
}

/**
 * Creates, migrates and seeds a template database on the PostgreSQL server of `serverUrl`; answers
 * its name and a drop. Nothing stays connected to it, as `create database ... template` requires.
 */
export async function seedPostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  useLightHashingForTests();
  const name = `busi_seeded_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: 'memory' });
    try {
      await prepareDatabase(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** A throw-away copy of the template `template` on the server of `serverUrl`, dropped on close. */
export async function openSeededPostgres(serverUrl: string, template: string): Promise<SeededDatabase> {
  const name = `busi_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 10 });
  // An idle connection the server ends is discarded by the pool; unheard, its error would end the process.
  pool.on('error', (error) => {
    process.stderr.write(`database connection lost: ${error.message}\n`);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    seeded: true,
    async close() {
      await pool.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Where a gateway process of a test keeps its data: a new PGlite data directory always, and a
// throw-away database on the PostgreSQL server of `TEST_DATABASE_URL` too when it is set, each a
// copy of the run's seeded database unless asked empty; and the processes started there, stopped
// after the test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { throwAwayPostgres } from './databases.ts';
import { type GatewayProcess, startGatewayProcess } from './process.ts';

/**
 * Why a test that only PostgreSQL can answer (several gateways on one database, a pool's queue) is
 * skipped: its title says so, and `.ci/run` refuses to run without the server on the machines it
 * expects one.
 */
export const NEEDS_POSTGRES = 'needs a PostgreSQL server, set TEST_DATABASE_URL';

/** One database a gateway process can be started on, made fresh for each test that asks. */
export interface ProcessTarget {
  name: 'PGlite' | 'PostgreSQL';
  start: () => Promise<{ dataDir: string; databaseUrl?: string; cleanUp: () => Promise<void> }>;
}

/**
 * A new gateway data directory named after `prefix`: a copy of the run's seeded one (demo data,
 * migrated: a gateway starts on it without seeding, as on any day after the first), or empty.
 */
export function newDataDir(prefix: string, options: { empty?: boolean } = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const seeded = options.empty ? undefined : inject('seededGatewayDataDir');
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The databases gateway-process tests run on; `prefix` names their temporary directories. Each
 * starts as a copy of the run's seeded database, so a process starts as on any day after the
 * first; `empty` gives empty ones, for what happens on the very first start. `embeddedOnly` gives
 * the embedded database alone, for what happens before any row is read or written (a file refused
 * as it streams), which no database can change: the default every newcomer runs.
 */
export function processTargets(
  prefix: string,
  options: { empty?: boolean; embeddedOnly?: boolean } = {},
): ProcessTarget[] {
  const targets: ProcessTarget[] = [
    {
      name: 'PGlite',
      start: async () => {
        const dataDir = newDataDir(prefix, options);
        return { dataDir, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
  const server = process.env.TEST_DATABASE_URL;
  if (server && !options.embeddedOnly) {
    const template = options.empty ? undefined : inject('seededPostgres');
    targets.push({
      name: 'PostgreSQL',
      start: async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-pg-`));
        const database = await throwAwayPostgres(server, template);
        return {
          dataDir,
          databaseUrl: database.url,
          cleanUp: async () => {
            await database.drop();
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
      },
    });
  }
  return targets;
}

/** Where a gateway process of a test runs: its data directory, and its database when on a server. */
export type ProcessPlace = Awaited<ReturnType<ProcessTarget['start']>>;

/**
 * The place and gateway processes of a test on `target`: the first process started makes the
 * place, the next ones run on it; after the file's tests, every process still running is killed
 * and the place is removed.
 */
export function processesOn(target: ProcessTarget) {
  const running: GatewayProcess[] = [];
  let made: ProcessPlace | undefined;
  afterAll(async () => {
    for (const gateway of running) {
      if (gateway.child.exitCode === null && gateway.child.signalCode === null) gateway.child.kill('SIGKILL');
      await gateway.exited;
    }
    await made?.cleanUp();
  });
  return {
    /** Starts a gateway process on the place, made first if it is not yet. */
    async start(): Promise<GatewayProcess & { place: ProcessPlace }> {
      made ??= await target.start();
      const gateway = await startGatewayProcess(made);
      running.push(gateway);
      return { ...gateway, place: made };
    },
  };
}

// Where a gateway process of a test keeps its data: a new PGlite data directory always, and a
// throw-away database on the PostgreSQL server of `TEST_DATABASE_URL` too when it is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throwAwayPostgres } from './databases.ts';

/** One database a gateway process can be started on, made fresh for each test that asks. */
export interface ProcessTarget {
  name: 'PGlite' | 'PostgreSQL';
  start: () => Promise<{ dataDir: string; databaseUrl?: string; cleanUp: () => Promise<void> }>;
}

/** The databases gateway-process tests run on; `prefix` names their temporary directories. */
export function processTargets(prefix: string): ProcessTarget[] {
  const targets: ProcessTarget[] = [
    {
      name: 'PGlite',
      start: async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
        return { dataDir, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    targets.push({
      name: 'PostgreSQL',
      start: async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-pg-`));
        const database = await throwAwayPostgres(server);
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

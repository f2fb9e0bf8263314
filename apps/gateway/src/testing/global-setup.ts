// Vitest's global setup for the gateway's tests: seeds the databases the test files copy (see
// `seeded.ts`) once per run, in a Node process of its own (`seed-run.ts`), and removes them
// afterwards.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { GATEWAY_NODE_ARGS } from '../node-args.ts';

const seedRun = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-run.ts');

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-seeded-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let seeded: { dump: string; dataDir: string; template: string | null };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...GATEWAY_NODE_ARGS, seedRun, directory], {
      env: process.env,
      maxBuffer: 1024 * 1024,
    });
    seeded = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  project.provide('seededPglite', seeded.dump);
  project.provide('seededGatewayDataDir', seeded.dataDir);
  project.provide('seededPostgres', seeded.template ?? undefined);
  return async () => {
    if (serverUrl && seeded.template) await dropDatabase(serverUrl, seeded.template);
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

// Vitest's global setup for the gateway's tests: seeds the databases the test files copy (see
// `seeded.ts`) once per run, and removes them afterwards.
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { seededFilesDirectory, seedPgliteDump, seedPostgresTemplate } from './seeded.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = seededFilesDirectory();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [dump, template] = await Promise.allSettled([
    seedPgliteDump(directory),
    serverUrl ? seedPostgresTemplate(serverUrl) : undefined,
  ]);
  if (dump.status === 'rejected' || template.status === 'rejected') {
    if (template.status === 'fulfilled') await template.value?.drop();
    fs.rmSync(directory, { recursive: true, force: true });
    throw dump.status === 'rejected' ? dump.reason : (template as PromiseRejectedResult).reason;
  }
  project.provide('seededPglite', dump.value);
  project.provide('seededPostgres', template.value?.name);
  return async () => {
    await template.value?.drop();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

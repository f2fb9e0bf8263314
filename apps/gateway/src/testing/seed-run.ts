// Seeds the databases of a test run, in a Node process of its own started by the global setup
// (`global-setup.ts`): Node takes our packages from their sources here, built or not, which a
// global setup loaded by the test runner could not rely on. Prints what it made as one JSON line.
import { seededDataDirFrom, seedPgliteDump, seedPostgresTemplate } from './seeded.ts';

const [directory] = process.argv.slice(2);
if (!directory) throw new Error('usage: seed-run.ts <directory>');
const serverUrl = process.env.TEST_DATABASE_URL;
const [dump, template] = await Promise.allSettled([
  seedPgliteDump(directory),
  serverUrl ? seedPostgresTemplate(serverUrl) : undefined,
]);
if (dump.status === 'rejected' || template.status === 'rejected') {
  if (template.status === 'fulfilled') await template.value?.drop();
  throw dump.status === 'rejected' ? dump.reason : (template as PromiseRejectedResult).reason;
}
let dataDir: string;
try {
  dataDir = await seededDataDirFrom(dump.value, directory);
} catch (error) {
  await template.value?.drop();
  throw error;
}
process.stdout.write(`${JSON.stringify({ dump: dump.value, dataDir, template: template.value?.name ?? null })}\n`);

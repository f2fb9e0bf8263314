import { buildApp } from './app.ts';
import { readConfig, startWarnings } from './config.ts';
import { openDatabase } from './db/index.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { prepareFileStore } from './files/prepare.ts';
import { s3Store } from './files/s3.ts';
import { directoryStore } from './files/store.ts';
import { prepareDatabase } from './seed/prepare.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let release: (() => void) | undefined;
if (!config.databaseUrl) {
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A crash must not leave the directory locked for the next start.
  process.on('exit', () => release?.());
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await prepareDatabase(database.db);
const fileStore = config.s3 ? s3Store(config.s3) : directoryStore(config.fileStoreDir);
await prepareFileStore(database.db, fileStore);
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  appDir: config.appDir,
  captchaTestCode: config.captchaTestCode,
  trustProxy: config.trustProxy,
  hsts: config.hsts,
  fileStore,
  fileQuotaBytes: config.fileQuotaBytes,
  authCacheMs: config.authCacheMs,
  logger: {
    level: process.env.LOG_LEVEL || 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
});

for (const warning of startWarnings(config)) app.log.warn(warning);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await app.close();
  await database.close();
  release?.();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

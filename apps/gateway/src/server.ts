import { buildApp } from './app.ts';
import { useLightHashingForTests } from './auth/password.ts';
import { loadSecretsKey } from './auth/secretBox.ts';
import { readConfig, startWarnings } from './config.ts';
import { openDatabase } from './db/index.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { prepareFileStore } from './files/prepare.ts';
import { directoryStore } from './files/store.ts';
import { FirstAdminMissing } from './seed/first-admin.ts';
import { prepareDatabase } from './seed/prepare.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// A gateway started for automated tests signs in hundreds of times; the password setting itself is
// tested apart, and production refuses this mode (config.ts).
if (config.mode === 'test') useLightHashingForTests();

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

// The S3 client is loaded only where it is used: most installs keep their files in a directory, and
// its modules are a sizeable part of a start.
const fileStore = config.s3 ? (await import('./files/s3.ts')).s3Store(config.s3) : directoryStore(config.fileStoreDir);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    prepare: async (db) => {
      await prepareDatabase(db, config.initialData);
      await prepareFileStore(db, fileStore);
    },
  });
} catch (error) {
  if (!(error instanceof FirstAdminMissing)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  appDir: config.appDir,
  captchaTestCode: config.captchaTestCode,
  loopbackIssuers: config.mode !== 'standard',
  trustProxy: config.trustProxy,
  hsts: config.hsts,
  fileStore,
  fileQuotaBytes: config.fileQuotaBytes,
  metricsToken: config.metricsToken,
  auditRetentionDays: config.auditRetentionDays,
  jobs: { concurrency: config.jobConcurrency },
  authCacheMs: config.authCacheMs,
  listenUrl: config.databaseListenUrl,
  pdfFonts: config.pdfFonts,
  secretsKey: loadSecretsKey(config.secretsKey, config.dataDir),
  logger: {
    level: process.env.LOG_LEVEL || 'info',
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
});

for (const warning of startWarnings(config)) app.log.warn(warning);

let stopping = false;
/**
 * Stops without dropping work: readiness answers 503 at once, no new connection is accepted, idle
 * ones close, and requests under way (an import included) finish and answer before the database
 * closes. Past SHUTDOWN_GRACE_MS the remaining connections are cut and the process ends with 1.
 */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.lifecycle.stopping = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'stopping: finishing requests under way');
  let graceful = true;
  const grace = setTimeout(() => {
    graceful = false;
    app.log.warn('stopping: the grace period is over, cutting the remaining connections');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  grace.unref();
  try {
    await app.close();
    await database.close();
  } catch (error) {
    graceful = false;
    app.log.error({ err: error }, 'stopping failed');
  }
  clearTimeout(grace);
  app.log.info('stopped');
  release?.();
  process.exit(graceful ? 0 : 1);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

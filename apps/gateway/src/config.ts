import path from 'node:path';
import { loginAccountSchema, passwordSchema } from '@school-sports/domain';
import { parseSecretsKey } from './auth/secretBox.ts';
import { DEFAULT_POOL_MAX } from './db/index.ts';
import type { S3StoreOptions } from './files/s3.ts';
import { repoRoot } from './paths.ts';
import { DEFAULT_PDF_FONT_FILES, type PdfFontFiles } from './pdf/fontFiles.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import type { InitialData } from './seed/prepare.ts';

/** Everything the gateway reads from its environment, parsed once at start. */
export interface GatewayConfig {
  /** TCP port to listen on. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** With PostgreSQL: the most connections this process opens (`DATABASE_POOL_MAX`, default 10). */
  databasePoolMax: number;
  /** Where PGlite keeps its files, and by default the file store (`files/`). */
  dataDir: string;
  /** The built single-page app served at `/busi/`. */
  appDir: string;
  /** `production` refuses test-only switches. */
  nodeEnv: string;
  /** `test` or `demo` when started for automated tests or a demonstration; `standard` otherwise. */
  mode: GatewayMode;
  /** A code every captcha accepts: only in the test and demo modes, never in production. */
  captchaTestCode: string | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Reached over HTTPS only: send Strict-Transport-Security. */
  hsts: boolean;
  /** The directory of the file store: uploaded files, under random names (default `<dataDir>/files`). */
  fileStoreDir: string;
  /** Most bytes of uploaded files one organisation may keep (default 20 GB). */
  fileQuotaBytes: number;
  /**
   * How long a resolved caller may be reused for the same token, in ms (`AUTH_CACHE_MS`); unset:
   * 3000 on PGlite, 0 on PostgreSQL (see `defaultAuthCacheMs`). Where it is on, it is used only
   * while the gateway hears of changes to callers.
   */
  authCacheMs: number | undefined;
  /**
   * Where a gateway on PostgreSQL listens for other gateways' role and session changes
   * (`DATABASE_LISTEN_URL`): the server itself when `DATABASE_URL` goes through a transaction
   * pooler, which does not carry notifications. Unset: `DATABASE_URL`.
   */
  databaseListenUrl: string | undefined;
  /**
   * What an empty database starts with (`INITIAL_DATA`): `demo`, the README's demo organisations and
   * accounts (the default outside production), or `admin`, only the management centre and its
   * administrator (the default in production, where demo passwords have no place).
   */
  initialData: InitialData;
  /** With `FILE_STORE=s3`: the S3-compatible object store that keeps the files instead of `fileStoreDir`. */
  s3: S3StoreOptions | undefined;
  /** The bearer token a Prometheus scraper sends to `/metrics`; unset, `/metrics` answers 404. */
  metricsToken: string | undefined;
  /** On SIGTERM or SIGINT, how long requests under way may take to finish before the process ends anyway. */
  shutdownGraceMs: number;
  /** Days an audit-log row is kept (default 365). */
  auditRetentionDays: number;
  /** Queued jobs this process runs at once (`JOB_CONCURRENCY`, default 1). */
  jobConcurrency: number;
  /**
   * The font files printed documents are set in (`PDF_FONT_REGULAR`, `PDF_FONT_BOLD`; default Debian's
   * Noto Sans CJK). Read at the first print, which answers a clear error when they are missing.
   */
  pdfFonts: PdfFontFiles;
  /**
   * The key partner platforms' secrets are sealed with at rest (`SECRETS_KEY`, 32 bytes as base64 or
   * hex). Unset: a key file in `dataDir`, made on the first start, which serves one gateway only.
   */
  secretsKey: Buffer | undefined;
}

/** How the gateway was started: test-only switches need `test` or `demo`, said explicitly. */
export type GatewayMode = 'standard' | 'test' | 'demo';
const modes: readonly GatewayMode[] = ['standard', 'test', 'demo'];

/** The storage quota of an organisation when `FILE_QUOTA_BYTES` is not set: 20 GB. */
export const DEFAULT_FILE_QUOTA_BYTES = 20 * 1024 ** 3;

/** How long requests under way may finish after SIGTERM when `SHUTDOWN_GRACE_MS` is not set. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/** Days the audit log keeps a row when `AUDIT_RETENTION_DAYS` is not set. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** A whole number of at least `min` from `env[name]`, or `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return value;
}

/** The shortest first administrator's password the gateway accepts (the product allows at most 20). */
export const INITIAL_ADMIN_PASSWORD_MIN = 12;

function initialDataOf(env: NodeJS.ProcessEnv, nodeEnv: string): InitialData {
  const kind = env.INITIAL_DATA || (nodeEnv === 'production' ? 'admin' : 'demo');
  if (kind === 'demo') return { kind };
  if (kind !== 'admin') throw new Error(`INITIAL_DATA must be "demo" or "admin", not "${kind}"`);
  const password = env.INITIAL_ADMIN_PASSWORD ?? '';
  const account = env.INITIAL_ADMIN_ACCOUNT || 'sysadmin';
  // Checked here, before anything is written; the value itself is never repeated in a message.
  if (password !== '') {
    const valid = passwordSchema.safeParse(password).success && password.length >= INITIAL_ADMIN_PASSWORD_MIN;
    if (!valid || password === DEMO_PASSWORD) {
      throw new Error(
        `INITIAL_ADMIN_PASSWORD must be ${INITIAL_ADMIN_PASSWORD_MIN} to 20 letters, digits or symbols, and not the demo password`,
      );
    }
  }
  if (!loginAccountSchema.safeParse(account).success) {
    throw new Error('INITIAL_ADMIN_ACCOUNT must be 6 to 20 characters');
  }
  return {
    kind,
    admin: { account, password, organisationName: env.INITIAL_ORG_NAME || '体育管理中心' },
  };
}

/** Reads the gateway configuration from `env`, refusing values it cannot use. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const nodeEnv = env.NODE_ENV || 'development';
  const mode = (env.GATEWAY_MODE || 'standard') as GatewayMode;
  if (!modes.includes(mode)) {
    throw new Error(`GATEWAY_MODE must be one of ${modes.join(', ')}, not "${env.GATEWAY_MODE}"`);
  }
  if (mode !== 'standard' && nodeEnv === 'production') {
    throw new Error(`GATEWAY_MODE=${mode} is for tests and demonstrations and is refused when NODE_ENV=production`);
  }
  const captchaTestCode = env.CAPTCHA_TEST_CODE || undefined;
  // A forgotten variable must not quietly open every captcha: without the mode it stops the start.
  if (captchaTestCode && mode === 'standard') {
    throw new Error('CAPTCHA_TEST_CODE is honoured only with GATEWAY_MODE=test or GATEWAY_MODE=demo');
  }
  const fileQuotaBytes =
    env.FILE_QUOTA_BYTES === undefined || env.FILE_QUOTA_BYTES === ''
      ? DEFAULT_FILE_QUOTA_BYTES
      : Number(env.FILE_QUOTA_BYTES);
  if (!Number.isSafeInteger(fileQuotaBytes) || fileQuotaBytes < 0) {
    throw new Error(`FILE_QUOTA_BYTES must be a whole number of bytes, not "${env.FILE_QUOTA_BYTES}"`);
  }
  const authCacheMs =
    env.AUTH_CACHE_MS === undefined || env.AUTH_CACHE_MS === '' ? undefined : Number(env.AUTH_CACHE_MS);
  if (authCacheMs !== undefined && (!Number.isSafeInteger(authCacheMs) || authCacheMs < 0 || authCacheMs > 60_000)) {
    throw new Error(`AUTH_CACHE_MS must be a whole number of milliseconds from 0 to 60000, not "${env.AUTH_CACHE_MS}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const fileStore = env.FILE_STORE || 'directory';
  if (fileStore !== 'directory' && fileStore !== 's3') {
    throw new Error(`FILE_STORE must be "directory" or "s3", not "${fileStore}"`);
  }
  if (fileStore === 's3' && !env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const metricsToken = env.METRICS_TOKEN || undefined;
  // A guessable token would open the metrics to anyone who tries a few.
  if (metricsToken && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return {
    secretsKey: env.SECRETS_KEY ? parseSecretsKey(env.SECRETS_KEY) : undefined,
    initialData: initialDataOf(env, nodeEnv),
    metricsToken,
    shutdownGraceMs: wholeNumber(env, 'SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 0),
    auditRetentionDays: wholeNumber(env, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS, 1),
    jobConcurrency: wholeNumber(env, 'JOB_CONCURRENCY', 1, 1),
    pdfFonts: {
      regular: path.resolve(env.PDF_FONT_REGULAR || DEFAULT_PDF_FONT_FILES.regular),
      bold: path.resolve(env.PDF_FONT_BOLD || DEFAULT_PDF_FONT_FILES.bold),
    },
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePoolMax: wholeNumber(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX, 2),
    dataDir,
    appDir: path.resolve(env.APP_DIR || path.join(repoRoot, 'apps/busi/dist')),
    nodeEnv,
    mode,
    captchaTestCode,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    hsts: env.HSTS === '1' || env.HSTS === 'true',
    fileStoreDir: path.resolve(env.FILE_STORE_DIR || path.join(dataDir, 'files')),
    fileQuotaBytes,
    authCacheMs,
    s3:
      fileStore === 's3'
        ? {
            endpoint: env.S3_ENDPOINT || undefined,
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION || 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
  };
}

/** What the log says at start about switches that weaken the gateway, one line each. */
export function startWarnings(config: GatewayConfig): string[] {
  return [
    ...(config.captchaTestCode
      ? [`GATEWAY_MODE=${config.mode}: every captcha accepts CAPTCHA_TEST_CODE; never run this way for real users`]
      : []),
    // Several gateways on one PostgreSQL would each make a key file of their own and could not read
    // the secrets another sealed.
    ...(config.databaseUrl && !config.secretsKey
      ? [
          'SECRETS_KEY is not set: partner secrets are sealed with a key file in DATA_DIR, which other gateways of this database do not share',
        ]
      : []),
    ...(config.mode === 'test'
      ? ['GATEWAY_MODE=test: new password hashes take a light setting (N=2^12); never run this way for real users']
      : []),
  ];
}

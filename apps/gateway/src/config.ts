import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the gateway reads from its environment, parsed once at start. */
export interface GatewayConfig {
  /** TCP port to listen on. */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (and later, uploaded files). */
  dataDir: string;
  /** The built single-page app served at `/busi/`. */
  appDir: string;
  /** `production` refuses test-only switches. */
  nodeEnv: string;
  /** Tests only: a code every captcha accepts. Refused when `nodeEnv` is production. */
  captchaTestCode: string | undefined;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Reached over HTTPS only: send Strict-Transport-Security. */
  hsts: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads the gateway configuration from `env`, refusing values it cannot use. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const captchaTestCode = env.CAPTCHA_TEST_CODE || undefined;
  const nodeEnv = env.NODE_ENV || 'development';
  if (captchaTestCode && nodeEnv === 'production') {
    throw new Error('CAPTCHA_TEST_CODE is for automated tests only and is refused when NODE_ENV=production');
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    appDir: path.resolve(env.APP_DIR || path.join(repoRoot, 'apps/busi/dist')),
    nodeEnv,
    captchaTestCode,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    hsts: env.HSTS === '1' || env.HSTS === 'true',
  };
}

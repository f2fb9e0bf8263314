// The gateway as a process of its own, as operators run it (`apps/gateway/src/main.ts`): for the
// import's crash test and the bench, which must kill it or read its memory from outside.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_ARGS } from '../node-args.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A running gateway process. */
export interface GatewayProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Sport@2026';

/** The captcha answer a gateway started here accepts. */
const CAPTCHA = 'B3NC';

/**
 * Starts the gateway on the PGlite data dir `dataDir`, or on `databaseUrl`, and waits until it
 * listens (at most a minute, or `listenWithinSeconds`).
 */
export async function startGatewayProcess(options: {
  dataDir: string;
  databaseUrl?: string;
  /** More environment for the process (the bench's event-loop probe). */
  env?: Record<string, string>;
  /** Run the production build (`apps/gateway/dist/main.js`, made by `npm run build`) instead of the sources. */
  built?: boolean;
  /** How long its first start (migrations and demo data) may take on a busy machine; 60 s unless set. */
  listenWithinSeconds?: number;
}): Promise<GatewayProcess> {
  const entry = options.built ? ['apps/gateway/dist/main.js'] : [...GATEWAY_NODE_ARGS, 'apps/gateway/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      NODE_ENV: 'development',
      // `demo`, not `test`: the bench and the tests of processes meet passwords hashed as in production.
      GATEWAY_MODE: 'demo',
      CAPTCHA_TEST_CODE: CAPTCHA,
      TRUST_PROXY: '1',
      // 'info' prints the line that says where it listens.
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: 'pipe',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const seconds = options.listenWithinSeconds ?? 60;
      const timer = setTimeout(
        () => reject(new Error(`gateway did not listen within ${seconds} s: ${output}`)),
        seconds * 1000,
      );
      timer.unref();
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening at (http:\/\/[\d.]+:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`gateway exited ${code}: ${output}`)));
    });
    // Keep reading its output so a full pipe never stalls it.
    child.stdout?.resume();
    child.stderr?.resume();
    return { origin, child, exited };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Signs in over HTTP through the captcha and login calls; answers the access token. */
export async function signInOverHttp(origin: string, account = 'k12admin'): Promise<string> {
  const digest = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  // Each sign-in from its own address, so the login throttle never counts them together.
  const forwarded = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const randomStr = randomBytes(12).toString('hex');
  await (
    await fetch(`${origin}/api/code?randomStr=${randomStr}`, { headers: { 'x-forwarded-for': forwarded } })
  ).arrayBuffer();
  const response = await fetch(`${origin}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    body: JSON.stringify({ accountNum: account, password: digest, code: CAPTCHA, randomStr }),
  });
  const body = (await response.json()) as { data: { access_token: string } | null };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** A read of the busi API: its path, and the values of its query. */
export type BusiRead = (pathName: string, query?: Record<string, string | number>) => Promise<never>;

/** A write to the busi API: its path, and the JSON body. */
export type BusiWrite = (pathName: string, body: object) => Promise<never>;

/** The data of a busi answer; throws, naming the call, when the answer is not a success. */
async function dataOfAnswer(pathName: string, response: Response): Promise<never> {
  const body = (await response.json()) as { code: string; data: never };
  if (body.code !== '200') throw new Error(`${pathName} answered ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Reads `/api/busi/web/<pathName>` of a gateway process as the holder of `token`, `query` in the
 * address: answers the data, and throws when the answer is not a success.
 */
export function readerOverHttp(origin: string, token: string): BusiRead {
  return async (pathName, query = {}) => {
    const url = new URL(`/api/busi/web/${pathName}`, origin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return dataOfAnswer(pathName, await fetch(url, { headers: { authorization: `Bearer ${token}` } }));
  };
}

/**
 * Posts `body` as JSON to `/api/busi/web/<pathName>` of a gateway process as the holder of `token`:
 * answers the data, and throws when the answer is not a success.
 */
export function writerOverHttp(origin: string, token: string): BusiWrite {
  return async (pathName, body) => {
    const response = await fetch(new URL(`/api/busi/web/${pathName}`, origin), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return dataOfAnswer(pathName, response);
  };
}

/** Uploads the roster workbook `file` as a student import into the autumn semester of `academicYearId`. */
export function importRosterOverHttp(
  origin: string,
  token: string,
  academicYearId: string,
  file: Buffer,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.set('academicYearId', academicYearId);
  form.set('semesterCode', '13');
  form.set('file', new Blob([new Uint8Array(file)]), 'roster.xlsx');
  return fetch(`${origin}/api/busi/web/student/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
}

/**
 * Waits until an import under way has written students whose numbers hold `keyword` (at most about
 * 40 s), reading student pages with `read`; answers how many it saw (0 when none came).
 */
export async function firstImportedStudents(read: BusiRead, keyword: string): Promise<number> {
  let seen = 0;
  for (let attempt = 0; attempt < 2_000 && seen === 0; attempt += 1) {
    seen = ((await read('student/page', { pageSize: 10, keyword })) as { total: number }).total;
    if (seen === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen;
}

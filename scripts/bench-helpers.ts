// What the parts of `npm run bench` share: the table's rows, timing of many calls, a gateway
// started for a part, the app and a bare React app built the same way, and the PostgreSQL server
// the database parts run on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import pg from 'pg';
import { build, type Manifest } from 'vite';
import { type GatewayProcess, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { chromiumPath, sourceResolve } from '../vite.shared.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One row of the bench's table: figure, measured, baseline (same run), ratio. */
export type Row = [string, string, string, string];

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function summarise(durations: number[], wallMs: number): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: (durations.length / wallMs) * 1000 };
}

/** Runs `task` `count` times, `concurrency` at a time; answers the timings. */
export async function measure(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<Timing> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const begin = performance.now();
        await task(index);
        durations.push(performance.now() - begin);
      }
    }),
  );
  return summarise(durations, performance.now() - started);
}

/** A gateway started for a bench: its origin, process and a stop that cleans up. */
export interface BenchGateway {
  origin: string;
  child: GatewayProcess['child'];
  stop: () => void;
}

/** Starts the gateway on a new PGlite data dir (or on `databaseUrl`) and waits until it listens. */
export async function startBenchGateway(databaseUrl = '', env: Record<string, string> = {}): Promise<BenchGateway> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-api-'));
  const stopped = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const gateway = await startGatewayProcess({ dataDir, databaseUrl, env });
    return {
      origin: gateway.origin,
      child: gateway.child,
      stop: () => {
        gateway.child.kill('SIGTERM');
        stopped();
      },
    };
  } catch (error) {
    stopped();
    throw error;
  }
}

/**
 * Builds the app at `root` into `outDir` with base `/busi/` (as the gateway serves it): with its own
 * config (plugins, aliases) when `withKit`, else with React's plugin only.
 */
export async function buildApp(root: string, outDir: string, withKit: boolean): Promise<Manifest> {
  await build({
    root,
    base: '/busi/',
    logLevel: 'silent',
    ...(withKit ? { configFile: path.join(root, 'vite.config.ts') } : { configFile: false, plugins: [react()] }),
    ...sourceResolve,
    build: { outDir, manifest: true, target: 'es2022', emptyOutDir: true },
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The floor every screen is compared with: a bare React 19 + react-dom app with one heading. */
export async function buildFloorApp(work: string): Promise<{ outDir: string; manifest: Manifest }> {
  const root = path.join(work, 'floor');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><title>floor</title><meta name="viewport" content="width=device-width, initial-scale=1"><div id="root"></div><script type="module" src="/main.tsx"></script>',
  );
  fs.writeFileSync(
    path.join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>floor</h1>);\n",
  );
  const outDir = path.join(work, 'floor-dist');
  return { outDir, manifest: await buildApp(root, outDir, false) };
}

/** The app and the floor, built once per run for the parts that serve them, removed when the run ends. */
let builds: Promise<{ appOut: string; floorOut: string }> | undefined;
export function builtApps(): Promise<{ appOut: string; floorOut: string }> {
  builds ??= (async () => {
    const work = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.bench-served-'));
    process.once('exit', () => fs.rmSync(work, { recursive: true, force: true }));
    const floor = await buildFloorApp(work);
    const appOut = path.join(work, 'busi-dist');
    await buildApp(path.join(repoRoot, 'apps/busi'), appOut, true);
    return { appOut, floorOut: floor.outDir };
  })();
  return builds;
}

/**
 * The PostgreSQL server the database parts run on: TEST_DATABASE_URL, else the one a developer's
 * machine and CI have on 127.0.0.1:5432; undefined when none answers.
 */
export async function postgresServer(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Debian's Chromium (CHROMIUM_PATH for another), as the journeys use it. */
export { chromiumPath };

/** Chromium's flags for the browser parts: headless, and no background connections on a closed network. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the app keeps in the browser's storage for a signed-in session (`busi.token`), for a token signed in over HTTP. */
export function storedSession(accessToken: string): string {
  return JSON.stringify({ tokenType: 'Bearer', accessToken, refreshToken: '', expiresAt: Date.now() + 3_600_000 });
}

/** Starts a new peak of a process's resident memory from its current size (Linux `clear_refs` 5). */
export function resetPeakRss(pid: number | undefined): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The current resident memory of a process, in MiB. */
export function rssMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The peak resident memory of a process since it started or {@link resetPeakRss} (VmHWM), in MiB. */
export function peakRssMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** What the gateway's event-loop probe (scripts/loop-delay.ts) saw since it was last asked, ms. */
export interface LoopDelay {
  max: number;
  p99: number;
  mean: number;
}

/** Asks the probe in gateway `pid` for the delay since the last ask (SIGUSR2), read from `file`. */
export async function loopDelay(pid: number, file: string): Promise<LoopDelay> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 100 && !fs.existsSync(file); waited++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LoopDelay;
}

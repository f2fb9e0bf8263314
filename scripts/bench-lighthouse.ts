// `npm run bench -- lighthouse`: Lighthouse's mobile performance score, LCP and TBT for the sign-in
// page and the signed-in classes screen, beside a bare React page served the same way (the same
// gateway serving a bare React 19 app as its app directory). Lighthouse runs from the npm registry
// at a pinned version through npx, so CI installs none of its weight with the devDependencies.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signInOverHttp } from '../apps/gateway/src/testing/process.ts';
import {
  builtApps,
  CHROMIUM_FLAGS,
  chromiumPath,
  median,
  type Row,
  repoRoot,
  startBenchGateway,
  storedSession,
} from './bench-helpers.ts';

/** The Lighthouse the bench runs (`npm view lighthouse version` for the newest). */
const LIGHTHOUSE = 'lighthouse@13.5.0';
/**
 * Runs of each of the app's pages; the median is shown, as one run of Lighthouse varies by several
 * points. The bare page, which varies little, runs once, so the part stays within a few minutes.
 */
const RUNS = 3;

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

/** Starts Chromium with a new profile and the DevTools port Lighthouse connects to. */
async function startChromium(): Promise<{ port: string; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-chromium-'));
  const child = spawn(chromiumPath, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[\d.]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited ${code}: ${output}`)));
  });
  child.stderr.resume();
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's mobile performance figures for `url`, in a new Chromium profile. With `session`, the
 * profile first gets the signed-in session in the app's storage, set from a page of the gateway
 * that loads none of the app, and Lighthouse keeps the storage (its cache starts empty all the same).
 */
async function lighthouse(url: string, session?: { origin: string; token: string }): Promise<Figures> {
  const browser = await startChromium();
  const report = path.join(os.tmpdir(), `busi-bench-lighthouse-${process.pid}.json`);
  try {
    if (session) {
      const connected = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
      const context = connected.contexts()[0] ?? (await connected.newContext());
      const page = await context.newPage();
      await page.goto(`${session.origin}/api/health`);
      await page.evaluate((value) => localStorage.setItem('busi.token', value), storedSession(session.token));
      await page.close();
      // Disconnects only: the browser was started here, not by Playwright.
      await connected.close();
    }
    const args = [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${browser.port}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--no-enable-error-reporting',
      ...(session ? ['--disable-storage-reset'] : []),
    ];
    await new Promise<void>((resolve, reject) => {
      // Lighthouse needs a newer Node than some systems have: the one running the bench goes first.
      const child = spawn('npx', args, {
        cwd: repoRoot,
        env: {
          ...process.env,
          PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
          CHROME_PATH: chromiumPath,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${output}`)),
      );
    });
    const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { message: string };
    };
    if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`);
    return {
      score: Math.round((result.categories.performance.score ?? Number.NaN) * 100),
      lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    fs.rmSync(report, { force: true });
    await browser.stop();
  }
}

/**
 * The median of each figure over `runs` runs. Lighthouse now and then loses a run's trace on a busy
 * machine (NO_NAVSTART): such a run is tried again, once per run at most.
 */
async function medianOfRuns(label: string, runs: number, run: () => Promise<Figures>): Promise<Figures> {
  const done: Figures[] = [];
  let failures = 0;
  while (done.length < runs) {
    console.error(`lighthouse: ${label}, run ${done.length + 1} of ${runs}`);
    try {
      const figures = await run();
      console.error(`  score ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms`);
      done.push(figures);
    } catch (error) {
      failures++;
      if (failures > runs) throw error;
      console.error(`  failed, tried again: ${error instanceof Error ? error.message : error}`);
    }
  }
  return {
    score: median(done.map((one) => one.score)),
    lcpMs: median(done.map((one) => one.lcpMs)),
    tbtMs: median(done.map((one) => one.tbtMs)),
  };
}

export async function benchLighthouse(): Promise<Row[]> {
  const { appOut, floorOut } = await builtApps();
  const floorGateway = await startBenchGateway('', { APP_DIR: floorOut });
  let floor: Figures;
  try {
    floor = await medianOfRuns('bare React page', 1, () => lighthouse(`${floorGateway.origin}/busi/`));
  } finally {
    floorGateway.stop();
  }
  const gateway = await startBenchGateway('', { APP_DIR: appOut });
  try {
    const token = await signInOverHttp(gateway.origin);
    const signIn = await medianOfRuns('sign-in page', RUNS, () => lighthouse(`${gateway.origin}/busi/`));
    const classes = await medianOfRuns('classes screen', RUNS, () =>
      lighthouse(`${gateway.origin}/busi/k12/org/class`, { origin: gateway.origin, token }),
    );
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const rowOf = (label: string, goal: string, figures: Figures): Row => [
      `Lighthouse mobile, ${label}: score, LCP, TBT (median of ${RUNS}; goal ${goal}, LCP <= 2.5 s)`,
      `${figures.score} (LCP ${seconds(figures.lcpMs)}, TBT ${figures.tbtMs.toFixed(0)} ms)`,
      `${floor.score} (LCP ${seconds(floor.lcpMs)}, TBT ${floor.tbtMs.toFixed(0)} ms) bare React page`,
      `${(figures.score / floor.score).toFixed(2)}x score, ${(figures.lcpMs / floor.lcpMs).toFixed(1)}x LCP`,
    ];
    return [rowOf('sign-in page', '>= 95', signIn), rowOf('classes screen, signed in', '>= 90', classes)];
  } finally {
    gateway.stop();
  }
}

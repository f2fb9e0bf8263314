// `npm run bench -- start`: the gateway started as `npm start` runs it (built, on PGlite), on a new
// data directory (the first of an install apart) and on an existing one, beside a bare Node HTTP
// server started the same way: the time until it listens, its memory then, and its peak.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR } from '../apps/gateway/src/db/template.ts';
import { GATEWAY_NODE_ARGS } from '../apps/gateway/src/node-args.ts';
import { median, peakRssMiB, type Row, repoRoot, rssMiB } from './bench-helpers.ts';

interface StartFigures {
  readyMs: number;
  rssMiB: number;
  /** The most it was resident at any time before it was ready (VmHWM). */
  peakMiB: number;
}

/** Starts `args` with Node, waits for `ready` on its output, and reads its resident memory. */
async function coldStart(args: string[], env: Record<string, string>, ready: RegExp): Promise<StartFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const readyMs = performance.now() - started;
  const figures = { readyMs, rssMiB: rssMiB(child.pid), peakMiB: peakRssMiB(child.pid) };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return figures;
}

export async function benchGatewayStart(): Promise<Row[]> {
  const rows: Row[] = [];
  const runs = 3;
  const baseline: StartFigures[] = [];
  const fresh: StartFigures[] = [];
  const warm: StartFigures[] = [];
  const bareServer =
    "require('node:http').createServer((q,s)=>s.end('ok')).listen(0,'127.0.0.1',function(){console.log('listening '+this.address().port)})";
  // The gateway as `npm start` runs it (package.json `serve`): built, then started from the build.
  const built = spawnSync(process.execPath, ['apps/gateway/build.ts'], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the gateway failed: ${built.stderr}`);
  const gatewayArgs = [...GATEWAY_NODE_ARGS, 'apps/gateway/dist/main.js'];
  // NODE_ENV set here: a Vite build earlier in the run (the bundles part) leaves it at `production`,
  // where a new data dir would wait for a first administrator instead of taking the demo data.
  const envOf = (dataDir: string) => ({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  });
  // An install's very first start finds no template of a new database (apps/gateway/src/db/template.ts)
  // and makes one: measured apart, after removing the template, since every later new data dir is a copy.
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const firstDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-'));
  const first = await coldStart(gatewayArgs, envOf(firstDir), /Server listening at/);
  fs.rmSync(firstDir, { recursive: true, force: true });
  for (let run = 0; run < runs; run++) {
    baseline.push(await coldStart(['-e', bareServer], {}, /listening \d+/));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-'));
    fresh.push(await coldStart(gatewayArgs, envOf(dataDir), /Server listening at/));
    warm.push(await coldStart(gatewayArgs, envOf(dataDir), /Server listening at/));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = median(baseline.map((f) => f.readyMs));
  const baseRss = median(baseline.map((f) => f.rssMiB));
  rows.push([
    'gateway cold start, new data dir, first of an install (no template yet)',
    `${first.readyMs.toFixed(0)} ms`,
    `${base.toFixed(0)} ms`,
    `${(first.readyMs / base).toFixed(1)}x`,
  ]);
  for (const [label, figures] of [
    ['gateway cold start, new data dir', fresh],
    ['gateway cold start, existing data dir', warm],
  ] as const) {
    const ms = median(figures.map((f) => f.readyMs));
    rows.push([
      `${label} (median of ${runs})`,
      `${ms.toFixed(0)} ms`,
      `${base.toFixed(0)} ms`,
      `${(ms / base).toFixed(1)}x`,
    ]);
  }
  const rss = median(warm.map((f) => f.rssMiB));
  rows.push([
    'gateway memory after start (RSS)',
    `${rss.toFixed(0)} MiB`,
    `${baseRss.toFixed(0)} MiB`,
    `${(rss / baseRss).toFixed(1)}x`,
  ]);
  // The peak of a start: a new data dir's (seeding included), and the first of an install's.
  const freshRss = median(fresh.map((f) => f.rssMiB));
  const peak = Math.max(...fresh.map((f) => f.peakMiB), ...warm.map((f) => f.peakMiB));
  rows.push([
    'gateway memory after a start on a new data dir / peak of any start / peak of the first of an install',
    `${freshRss.toFixed(0)} / ${peak.toFixed(0)} / ${first.peakMiB.toFixed(0)} MiB`,
    `${baseRss.toFixed(0)} MiB`,
    `${(peak / baseRss).toFixed(1)}x`,
  ]);
  return rows;
}

// npm run bench: figures beside baselines measured in the same run (ratios, not absolute times).
// It prints and never fails a build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { sourceResolve } from '../vite.shared.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows: Array<[string, string, string, string]> = [];

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The JavaScript files a page loads for `entries`: each entry and its static imports, transitively. */
function chunksLoaded(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

async function buildApp(root: string, outDir: string, withKit: boolean): Promise<Manifest> {
  await build({
    root,
    base: '/busi/',
    logLevel: 'silent',
    configFile: false,
    plugins: withKit ? [react(), vanillaExtractPlugin()] : [react()],
    ...sourceResolve,
    build: { outDir, manifest: true, target: 'es2022', emptyOutDir: true },
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

async function benchBundles(): Promise<void> {
  const work = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.bench-'));
  try {
    // The floor: a bare React 19 + react-dom app built the same way.
    const floorRoot = path.join(work, 'floor');
    fs.mkdirSync(floorRoot);
    fs.writeFileSync(
      path.join(floorRoot, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>',
    );
    fs.writeFileSync(
      path.join(floorRoot, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>floor</h1>);\n",
    );
    const floorOut = path.join(work, 'floor-dist');
    const floorManifest = await buildApp(floorRoot, floorOut, false);
    const floorBytes = chunksLoaded(floorManifest, ['index.html']).reduce(
      (sum, file) => sum + gzipSize(path.join(floorOut, file)),
      0,
    );

    const appOut = path.join(work, 'busi-dist');
    const appManifest = await buildApp(path.join(repoRoot, 'apps/busi'), appOut, true);
    const loginChunks = chunksLoaded(appManifest, ['index.html', 'src/screens/login/route.ts']);
    const loginBytes = loginChunks.reduce((sum, file) => sum + gzipSize(path.join(appOut, file)), 0);
    const loginCss = Object.values(appManifest)
      .filter((chunk) => loginChunks.includes(chunk.file))
      .flatMap((chunk) => chunk.css ?? [])
      .reduce((sum, file) => sum + gzipSize(path.join(appOut, file)), 0);

    rows.push([
      'login route JavaScript (gzip)',
      kib(loginBytes),
      kib(floorBytes),
      `${(loginBytes / floorBytes).toFixed(2)}x`,
    ]);
    rows.push(['login route CSS (gzip)', kib(loginCss), '-', '-']);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

interface StartFigures {
  readyMs: number;
  rssMiB: number;
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
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssMiB: rssKb / 1024 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function benchGatewayStart(): Promise<void> {
  const runs = 3;
  const baseline: StartFigures[] = [];
  const fresh: StartFigures[] = [];
  const warm: StartFigures[] = [];
  const bareServer =
    "require('node:http').createServer((q,s)=>s.end('ok')).listen(0,'127.0.0.1',function(){console.log('listening '+this.address().port)})";
  for (let run = 0; run < runs; run++) {
    baseline.push(await coldStart(['-e', bareServer], {}, /listening \d+/));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-'));
    const gatewayArgs = ['--conditions=@school-sports/source', 'apps/gateway/src/main.ts'];
    const env = { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' };
    fresh.push(await coldStart(gatewayArgs, env, /Server listening at/));
    warm.push(await coldStart(gatewayArgs, env, /Server listening at/));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = median(baseline.map((f) => f.readyMs));
  const baseRss = median(baseline.map((f) => f.rssMiB));
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
}

await benchBundles();
await benchGatewayStart();

const header: [string, string, string, string] = ['figure', 'measured', 'baseline (same run)', 'ratio'];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)));
const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\nBaselines: JavaScript beside a bare React 19 + react-dom app built the same way;`);
console.log(`start and memory beside a bare Node HTTP server (${process.version}).\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));

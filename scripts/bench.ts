// npm run bench: figures beside baselines measured in the same run (ratios, not absolute times).
// It prints and never fails a build.
import childProcess from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import type { Manifest } from 'vite';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { signInOverHttp } from '../apps/gateway/src/testing/process.ts';
import { benchExport } from './bench-export.ts';
import { benchFirstScreen } from './bench-first-screen.ts';
import {
  buildApp,
  buildFloorApp,
  loopDelay,
  measure,
  peakRssMiB,
  type Row,
  repoRoot,
  resetPeakRss,
  rssMiB,
  startBenchGateway,
  type Timing,
} from './bench-helpers.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { benchLists, benchPaging } from './bench-lists.ts';
import { benchLoad } from './bench-load.ts';
import { benchCertificates, benchPdf } from './bench-pdf.ts';
import { benchPhysique } from './bench-physique.ts';
import { benchScores } from './bench-scores.ts';
import { benchGatewayStart } from './bench-start.ts';
import { benchWiki } from './bench-wiki.ts';
import { pageFiles, pageSizes } from './budget.ts';
import { measureCaptchaOcr, tesseractAvailable } from './captcha-ocr.ts';

const rows: Row[] = [];

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

async function benchBundles(): Promise<void> {
  const work = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.bench-'));
  try {
    // The floor: a bare React 19 + react-dom app built the same way.
    const { outDir: floorOut, manifest: floorManifest } = await buildFloorApp(work);
    const floorBytes = chunksLoaded(floorManifest, ['index.html']).reduce(
      (sum, file) => sum + gzipSize(path.join(floorOut, file)),
      0,
    );

    const appOut = path.join(work, 'busi-dist');
    const appManifest = await buildApp(path.join(repoRoot, 'apps/busi'), appOut, true);
    const ratio = (bytes: number) => `${(bytes / floorBytes).toFixed(2)}x`;
    // The same measurement as the CI budget (scripts/budget.ts): JS + CSS with one language's texts.
    const pages = pageSizes(appOut);
    rows.push([
      'sign-in page JS+CSS (gzip; goal 100 KiB)',
      kib(pages.signIn.total),
      `${kib(floorBytes)} bare React`,
      ratio(pages.signIn.total),
    ]);
    const appChunks = chunksLoaded(appManifest, ['index.html', 'src/App.tsx']);
    const appBytes = appChunks.reduce((sum, file) => sum + gzipSize(path.join(appOut, file)), 0);
    rows.push([
      'signed-in app shell JavaScript (gzip, before a screen)',
      kib(appBytes),
      `${kib(floorBytes)} bare React`,
      ratio(appBytes),
    ]);
    rows.push([
      'classes screen JS+CSS, shell + table (gzip; goal 170 KiB)',
      kib(pages.classes.total),
      `${kib(floorBytes)} bare React`,
      ratio(pages.classes.total),
    ]);
    await benchWire(appOut, appManifest);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The bytes a response's body takes on the wire (not decoded), asking with `acceptEncoding`. */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/**
 * What the sign-in page and the classes screen cost on the wire from the gateway serving this build,
 * as a browser asks (brotli or gzip) and without compression, beside the gzip size of the same files.
 */
async function benchWire(appOut: string, manifest: Manifest): Promise<void> {
  const gateway = await startBenchGateway('', { APP_DIR: appOut });
  try {
    for (const [name, label] of [
      ['signIn', 'sign-in page'],
      ['classes', 'classes screen'],
    ] as const) {
      const files = pageFiles(appOut, manifest, name);
      const all = ['index.html', ...files.js, ...files.css];
      let compressed = 0;
      let plain = 0;
      for (const file of all) {
        compressed += await wireBytes(`${gateway.origin}/busi/${file}`, 'gzip, deflate, br, zstd');
        plain += await wireBytes(`${gateway.origin}/busi/${file}`, 'identity');
      }
      const gzip = all.reduce((sum, file) => sum + gzipSize(path.join(appOut, file)), 0);
      rows.push([
        `bytes on the wire, ${label} (${all.length} files, brotli; goal <= 1.1x gzip)`,
        kib(compressed),
        `${kib(gzip)} gzip -9 (${kib(plain)} uncompressed)`,
        `${(compressed / gzip).toFixed(2)}x`,
      ]);
    }
  } finally {
    gateway.stop();
  }
}

/** The gzip size of a minified bundle of `code` (React included), resolving from the repository. */
async function bundleSize(code: string): Promise<number> {
  const result = await esbuild({
    stdin: { contents: code, resolveDir: repoRoot, loader: 'jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

async function benchKit(): Promise<void> {
  // The published build of the kit, as a consumer's bundler sees it.
  const built = spawnSync('npm', ['run', 'build', '-w', '@school-sports/ui'], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the kit failed: ${built.stderr}`);
  const kit = path.join(repoRoot, 'packages/ui/dist/index.js');
  const floorCode = "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(null);\n";
  const floor = await bundleSize(floorCode);
  const uses = (names: string[]) =>
    `import { createRoot } from 'react-dom/client';\nimport { ${names.join(', ')} } from ${JSON.stringify(kit)};\nglobalThis.keep = [${names.join(', ')}];\ncreateRoot(document.body).render(null);\n`;
  const loginNeeds = ['ThemeProvider', 'TextField', 'PasswordField', 'NativeSelect', 'Button', 'Spinner'];
  const login = await bundleSize(uses(loginNeeds));
  rows.push([
    `kit tree-shaken to the sign-in page (${loginNeeds.length} exports)`,
    `+${kib(login - floor)}`,
    kib(floor),
    `${(login / floor).toFixed(2)}x`,
  ]);
  const whole = await bundleSize(`import * as kit from ${JSON.stringify(kit)};\nglobalThis.keep = kit;\n${floorCode}`);
  rows.push(['whole kit (every export)', `+${kib(whole - floor)}`, kib(floor), `${(whole / floor).toFixed(2)}x`]);
  // The kit's exports, read by esbuild (importing dist in Node would trip over its CSS import).
  const listed = await esbuild({
    entryPoints: [kit],
    bundle: true,
    format: 'esm',
    write: false,
    outdir: path.join(os.tmpdir(), 'busi-bench-exports'),
    metafile: true,
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const exported = Object.values(listed.metafile.outputs)
    .flatMap((output) => output.exports)
    .filter((name) => /^[A-Z]/.test(name) && !/Context$|Strings$/.test(name));
  const started = performance.now();
  const sizes: Array<[string, number]> = [];
  for (const name of exported) sizes.push([name, (await bundleSize(uses([name]))) - floor]);
  sizes.sort((a, b) => b[1] - a[1]);
  console.error(`(sized ${sizes.length} exports in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  componentRows.push(...sizes.map(([name, bytes]) => [name, `+${kib(bytes)}`] as [string, string]));
}

function spawnSync(command: string, args: string[], options: { cwd: string; encoding: 'utf8' }) {
  return childProcess.spawnSync(command, args, options);
}

/**
 * The student import of issue 7 end to end (upload to answer) for 10,000 and 100,000 generated
 * students with a parent each, beside a bare SheetJS parse of the same file in this process, with
 * the gateway's peak memory: on its embedded PGlite (the database lives in the gateway's process)
 * and, where TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL.
 */
async function benchImport(): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const { rosterRows, rosterWorkbook } = await import('../apps/gateway/src/testing/rosters.ts');
  const targets: Array<[string, string]> = [['PGlite', '']];
  const server = process.env.TEST_DATABASE_URL;
  const postgres = server ? await throwAwayPostgres(server) : undefined;
  if (postgres) targets.push(['PostgreSQL', postgres.url]);
  try {
    for (const [label, databaseUrl] of targets) {
      const gateway = await startBenchGateway(databaseUrl);
      try {
        const token = await signInOverHttp(gateway.origin);
        const get = async (pathName: string) => {
          const response = await fetch(`${gateway.origin}/api/busi/web/${pathName}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await response.json()) as { data: unknown }).data;
        };
        const years = (await get('acayear/list')) as { uid: string }[];
        const classes = (await get('class/list')) as { name: string }[];
        const startRss = rssMiB(gateway.child.pid);
        for (const [count, prefix] of [
          [10_000, 'B10K'],
          [100_000, 'B100K'],
        ] as const) {
          const bytes = rosterWorkbook(
            rosterRows(
              count,
              classes.map((one) => one.name),
              prefix,
            ),
          );
          const parseStarted = performance.now();
          XLSX.read(bytes, { type: 'buffer', dense: true });
          const parseMs = performance.now() - parseStarted;
          // The peak counts from here: starting (migrations, the seed's password hashes) is measured apart.
          const before = rssMiB(gateway.child.pid);
          resetPeakRss(gateway.child.pid);
          const form = new FormData();
          form.set('academicYearId', years[0]?.uid ?? '');
          form.set('semesterCode', '13');
          form.set('file', new Blob([new Uint8Array(bytes)]), `roster-${count}.xlsx`);
          const started = performance.now();
          const response = await fetch(`${gateway.origin}/api/busi/web/student/import`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
            body: form,
          });
          await response.arrayBuffer();
          const importMs = performance.now() - started;
          const disposition = response.headers.get('content-disposition') ?? '';
          const success = /successCount=(\d+)/.exec(disposition)?.[1];
          if (Number(success) !== count)
            throw new Error(`import of ${count} answered ${response.status} ${disposition}`);
          rows.push([
            `import ${count.toLocaleString('en')} students, ${label} (upload to answer)`,
            `${(importMs / 1000).toFixed(1)} s`,
            `${(parseMs / 1000).toFixed(1)} s bare SheetJS parse`,
            `${(importMs / parseMs).toFixed(1)}x`,
          ]);
          rows.push([
            `gateway peak memory (RSS) during that import, ${label}`,
            `${peakRssMiB(gateway.child.pid).toFixed(0)} MiB`,
            `${before.toFixed(0)} MiB before it (${startRss.toFixed(0)} after start)`,
            `${(peakRssMiB(gateway.child.pid) / before).toFixed(2)}x`,
          ]);
        }
      } finally {
        gateway.stop();
      }
    }
  } finally {
    await postgres?.drop();
  }
}

async function benchGatewayCalls(): Promise<void> {
  const gateway = await startBenchGateway();
  const { origin } = gateway;
  try {
    const signIn = () => signInOverHttp(origin);
    const health = () => fetch(`${origin}/api/health`).then((response) => response.arrayBuffer());
    for (let warm = 0; warm < 20; warm++) await health();
    const baseline = await measure(400, 4, async () => {
      await health();
    });
    const logins = await measure(40, 4, async () => {
      await signIn();
    });
    rows.push([
      'sign-ins per second (captcha + login, 4 at a time)',
      logins.perSecond.toFixed(1),
      `${baseline.perSecond.toFixed(0)} health/s`,
      `${(logins.perSecond / baseline.perSecond).toFixed(3)}x`,
    ]);
    const token = await signIn();
    const userInfo = await measure(300, 4, async () => {
      const response = await fetch(`${origin}/api/busi/web/myInfo/getUInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      await response.arrayBuffer();
    });
    rows.push([
      'getUInfo latency p50 / p95',
      `${userInfo.p50.toFixed(1)} / ${userInfo.p95.toFixed(1)} ms`,
      `${baseline.p50.toFixed(1)} / ${baseline.p95.toFixed(1)} ms health`,
      `${(userInfo.p50 / baseline.p50).toFixed(1)}x`,
    ]);
    rows.push(...(await authorisedCalls(origin, token, baseline, 'caller cache on, the PGlite default')));
  } finally {
    gateway.stop();
  }
  // The one authorisation query alone: every call resolves its caller (the PostgreSQL default).
  const uncached = await startBenchGateway('', { AUTH_CACHE_MS: '0' });
  try {
    const health = () => fetch(`${uncached.origin}/api/health`).then((response) => response.arrayBuffer());
    for (let warm = 0; warm < 20; warm++) await health();
    const baseline = await measure(400, 4, async () => {
      await health();
    });
    const token = await signInOverHttp(uncached.origin);
    rows.push(...(await authorisedCalls(uncached.origin, token, baseline, 'no caller cache')));
  } finally {
    uncached.stop();
  }
}

/**
 * Authorised reads 4 at a time, beside `/api/health` on the same gateway: a small dictionary (where
 * the authorisation is most of the work) and the classes screen's page. Throughput and median latency.
 */
async function authorisedCalls(
  origin: string,
  token: string,
  health: Timing,
  label: string,
): Promise<Array<[string, string, string, string]>> {
  const measured: Array<[string, string, string, string]> = [];
  for (const pathName of ['acayear/list', 'class/page?pageSize=20']) {
    const read = () =>
      fetch(`${origin}/api/busi/web/${pathName}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${pathName} answered ${response.status}`);
        },
      );
    for (let warm = 0; warm < 20; warm++) await read();
    const timing = await measure(400, 4, read);
    measured.push(
      [
        `authorised GET ${pathName} per second, 4 at a time (${label})`,
        timing.perSecond.toFixed(0),
        `${health.perSecond.toFixed(0)} health/s`,
        `${(timing.perSecond / health.perSecond).toFixed(2)}x`,
      ],
      [
        `authorised GET ${pathName} latency p50 / p95 (${label})`,
        `${timing.p50.toFixed(1)} / ${timing.p95.toFixed(1)} ms`,
        `${health.p50.toFixed(1)} / ${health.p95.toFixed(1)} ms health`,
        `${(timing.p50 / health.p50).toFixed(1)}x`,
      ],
    );
  }
  return measured;
}

/**
 * A 500 MB lesson video (generated while it is sent, an mp4 head then filler) uploaded to a gateway
 * process: its peak memory beside its memory before the upload, `/api/health` asked every 50 ms
 * meanwhile (max and p99 of its latency), and the event loop's delay inside the gateway. Goal: memory
 * under 400 MB, health within 200 ms. On PGlite, and on PostgreSQL where TEST_DATABASE_URL names one.
 */
async function benchUpload(): Promise<void> {
  const { MP4_HEAD, streamUpload } = await import('../apps/gateway/src/testing/uploads.ts');
  const { rssMiB: rssOf, watchGateway } = await import('../apps/gateway/src/testing/watch.ts');
  const size = 500 * 1024 * 1024;
  const targets: Array<[string, string]> = [['PGlite', '']];
  const server = process.env.TEST_DATABASE_URL;
  const postgres = server ? await throwAwayPostgres(server) : undefined;
  if (postgres) targets.push(['PostgreSQL', postgres.url]);
  const delayFile = path.join(os.tmpdir(), `busi-bench-loop-${process.pid}.json`);
  try {
    for (const [label, databaseUrl] of targets) {
      const gateway = await startBenchGateway(databaseUrl, {
        NODE_OPTIONS: `--import=${path.join(repoRoot, 'scripts/loop-delay.ts')}`,
        LOOP_DELAY_FILE: delayFile,
      });
      try {
        const pid = gateway.child.pid as number;
        const token = await signInOverHttp(gateway.origin);
        const before = rssOf(pid);
        await loopDelay(pid, delayFile);
        const watch = watchGateway(pid, gateway.origin);
        const started = performance.now();
        const answer = await streamUpload({
          origin: gateway.origin,
          token,
          kind: 'lessonVideo',
          fileName: 'bench.mp4',
          head: MP4_HEAD,
          size,
        });
        const seconds = (performance.now() - started) / 1000;
        const report = await watch.stop();
        const delay = await loopDelay(pid, delayFile);
        if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
        const latencies = [...report.healthLatenciesMs].sort((a, b) => a - b);
        const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? Number.NaN;
        const max = latencies.at(-1) ?? Number.NaN;
        const failed = report.healthLatenciesMs.length - (report.healthStatuses[200] ?? 0);
        rows.push([
          `upload 500 MB lesson video, ${label} (${seconds.toFixed(1)} s, ${(500 / seconds).toFixed(0)} MB/s)`,
          `${report.peakRssMiB.toFixed(0)} MiB peak RSS`,
          `${before.toFixed(0)} MiB before it`,
          `+${(report.peakRssMiB - before).toFixed(0)} MiB`,
        ]);
        rows.push([
          `/api/health during that upload, ${label} (every 50 ms, ${latencies.length} calls, ${failed} failed)`,
          `max ${max.toFixed(0)} ms / p99 ${p99.toFixed(0)} ms`,
          'goal 200 ms',
          `${(max / 200).toFixed(2)}x`,
        ]);
        rows.push([
          `event-loop delay in the gateway during that upload, ${label}`,
          `max ${delay.max.toFixed(0)} ms / p99 ${delay.p99.toFixed(0)} ms`,
          `mean ${delay.mean.toFixed(1)} ms`,
          '-',
        ]);
      } finally {
        gateway.stop();
      }
    }
  } finally {
    fs.rmSync(delayFile, { force: true });
    await postgres?.drop();
  }
}

const componentRows: Array<[string, string]> = [];

/** How many of 100 captchas Debian's tesseract reads (as served, cleaned up), and an attack made for the font. */
async function benchCaptcha(): Promise<void> {
  if (!tesseractAvailable()) {
    console.log('captcha: tesseract is not installed (apt-get install tesseract-ocr), so it is not measured');
    return;
  }
  const figures = await measureCaptchaOcr(100);
  rows.push(['captcha read by tesseract, as served', `${figures.readAsServed} of ${figures.count}`, '-', '-']);
  rows.push(['captcha read by tesseract, cleaned up', `${figures.readCleaned} of ${figures.count}`, '-', '-']);
  rows.push([
    'captcha read by a bitmap-font template attack',
    `${figures.readByTemplate} of ${figures.count}`,
    '-',
    '-',
  ]);
}

// `npm run bench -- import` (or any of the names below) runs only those parts.
const parts = {
  bundles: benchBundles,
  kit: benchKit,
  start: async () => {
    rows.push(...(await benchGatewayStart()));
  },
  calls: benchGatewayCalls,
  import: benchImport,
  captcha: benchCaptcha,
  upload: benchUpload,
  load: async () => {
    rows.push(...(await benchLoad()));
  },
  lists: async () => {
    rows.push(...(await benchLists()));
  },
  paging: async () => {
    rows.push(...(await benchPaging()));
  },
  'paging-large': async () => rows.push(...(await (await import('./bench-large-lists.ts')).benchLargeLists())),
  lighthouse: async () => {
    rows.push(...(await benchLighthouse()));
  },
  'first-screen': async () => {
    rows.push(...(await benchFirstScreen()));
  },
  export: async () => {
    rows.push(...(await benchExport()));
  },
  scores: async () => {
    rows.push(...(await benchScores()));
  },
  pdf: async () => {
    rows.push(...(await benchPdf()));
  },
  certificates: async () => {
    rows.push(...(await benchCertificates()));
  },
  physique: async () => {
    rows.push(...(await benchPhysique()));
  },
  wiki: async () => {
    rows.push(...(await benchWiki()));
  },
  meets: async () => rows.push(...(await (await import('./bench-meets.ts')).benchMeets())),
  resumable: async () => rows.push(...(await (await import('./bench-resumable.ts')).benchResumable())),
  lessons: async () => rows.push(...(await (await import('./bench-lessons.ts')).benchLessons())),
  log: async () => rows.push(...(await (await import('./bench-log.ts')).benchLog())),
  intake: async () => rows.push(...(await (await import('./bench-intake.ts')).benchIntake())),
  plan: async () => rows.push(...(await (await import('./bench-plan.ts')).benchPlan())),
} as const;
const chosen = process.argv.slice(2).filter((name): name is keyof typeof parts => name in parts);
for (const [name, run] of Object.entries(parts)) {
  if (chosen.length > 0 && !chosen.includes(name as keyof typeof parts)) continue;
  // A part that breaks says so in the table; the other parts' figures still print.
  try {
    await run();
  } catch (error) {
    console.error(error);
    rows.push([
      `${name}: not measured`,
      (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 160),
      '-',
      '-',
    ]);
  }
}

const header: [string, string, string, string] = ['figure', 'measured', 'baseline (same run)', 'ratio'];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)));
const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\nBaselines: JavaScript beside a bare React 19 + react-dom app built the same way;`);
console.log(`start and memory beside a bare Node HTTP server (${process.version}).\n`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
// The kit's rows exist only when the kit part ran.
if (componentRows.length > 0) {
  console.log('\nJavaScript each kit export adds to a bare React app (gzip, minified, tree-shaken):\n');
}
const half = Math.ceil(componentRows.length / 2);
for (let index = 0; index < half; index++) {
  const left = componentRows[index] ?? ['', ''];
  const right = componentRows[index + half];
  console.log(
    `${left[0].padEnd(26)}${left[1].padStart(10)}    ${right ? `${right[0].padEnd(26)}${right[1].padStart(10)}` : ''}`,
  );
}

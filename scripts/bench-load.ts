// `npm run bench -- load`: a deployment under a school morning's load for LOAD_SECONDS (300 unless
// set): signed-in staff browsing lists with a few seconds between clicks, devices posting batches of
// results (one in ten sent twice, as after a lost answer), and a large student import at the same
// time. On PostgreSQL (TEST_DATABASE_URL) two gateways share the work, round-robin; on PGlite one
// gateway takes a tenth of it. Figures: errors, list latency (p50/p99) beside `/api/health` asked
// under the same load, the devices' posts and the readings stored against those answered as taken,
// the import's duration, and each gateway's memory over the run (the growth over its last three
// fifths, which a leak would show).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import {
  type GatewayProcess,
  importRosterOverHttp,
  readerOverHttp,
  signInOverHttp,
  startGatewayProcess,
} from '../apps/gateway/src/testing/process.ts';
import { rosterRows, rosterWorkbook } from '../apps/gateway/src/testing/rosters.ts';
import { startRoundRobin } from '../apps/gateway/src/testing/roundRobin.ts';
import { deviceTokensFor, READINGS_PER_BATCH, simulateDevices, storedReadings } from './bench-devices.ts';

type Row = [string, string, string, string];

/** The lists staff open, as the screens ask for them. */
const LIST_CALLS = [
  'class/page?pageNum=1&pageSize=10',
  'student/page?pageNum=1&pageSize=10',
  'student/page?pageNum=3&pageSize=20',
  'teacher/page?pageNum=1&pageSize=10',
  'device/page?pageNum=1&pageSize=10',
  'acayear/list',
  'grade/list',
  'role/page?pageNum=1&pageSize=10',
];

interface Scenario {
  label: string;
  sessions: number;
  /** Devices posting results throughout. */
  devices: number;
  importRows: number;
  gateways: number;
  databaseUrl: string;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function rssMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The scrape token the bench's gateways are started with, to read their event-loop delay. */
const METRICS_TOKEN = 'bench-load-metrics-token';

/**
 * The longest event-loop delay a gateway saw since its last scrape, in ms: the process metrics
 * reset their histogram at each scrape, so scraping every 2 s answers each interval's worst.
 */
async function scrape(origin: string): Promise<{ loopMaxMs: number; poolWaiting: number }> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    loopMaxMs: value(/^gateway_nodejs_eventloop_lag_max_seconds (\S+)$/m) * 1000,
    // Absent on PGlite, which has no pool: 0 there.
    poolWaiting: value(/^gateway_db_pool_connections\{state="waiting"\} (\S+)$/m) || 0,
  };
}

async function runScenario(scenario: Scenario, seconds: number): Promise<Row[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-load-'));
  const gateways: GatewayProcess[] = [];
  try {
    // One file directory for all: on one machine it is as shared as an object store.
    const env = { FILE_STORE_DIR: path.join(root, 'files'), METRICS_TOKEN: METRICS_TOKEN };
    for (let index = 0; index < scenario.gateways; index++) {
      // Started one after the other: the first migrates and seeds, the others find it done.
      gateways.push(
        await startGatewayProcess({ dataDir: path.join(root, `g${index}`), databaseUrl: scenario.databaseUrl, env }),
      );
    }
    const balancer = await startRoundRobin(gateways.map((gateway) => gateway.origin));
    const origin = balancer.origin;
    try {
      // Staff of the school's administration, each with a session of their own (the PE teachers' roles
      // reach neither roles nor devices, which would count as refusals here).
      const accounts = ['k12admin'];
      const tokens: string[] = [];
      const signInStarted = performance.now();
      for (let index = 0; index < scenario.sessions; index += 4) {
        const batch = Array.from({ length: Math.min(4, scenario.sessions - index) }, (_, offset) =>
          signInOverHttp(origin, accounts[(index + offset) % accounts.length]),
        );
        tokens.push(...(await Promise.all(batch)));
      }
      const signInMs = performance.now() - signInStarted;

      const deviceTokens = await deviceTokensFor(origin, tokens[0] ?? '', scenario.devices);

      const latencies: number[] = [];
      /** The list calls that began after the import had answered, and when it did. */
      const afterImport: number[] = [];
      let importEndedAt: number | null = null;
      const healthLatencies: number[] = [];
      let errors = 0;
      const failures = new Map<string, number>();
      let requests = 0;
      const memory: number[][] = gateways.map(() => []);
      const loopDelays: number[][] = gateways.map(() => []);
      const poolWaiting: number[][] = gateways.map(() => []);
      // The bench's own event loop: it runs the clients and the balancer, so its delays add to every figure.
      const ownLoop = monitorEventLoopDelay({ resolution: 10 });
      ownLoop.enable();
      const deadline = performance.now() + seconds * 1000;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      const browse = async (token: string, index: number) => {
        // Spread the first clicks over the first think time.
        await sleep(Math.random() * 5000);
        let call = index;
        while (performance.now() < deadline) {
          const pathName = LIST_CALLS[call++ % LIST_CALLS.length];
          const begin = performance.now();
          try {
            const response = await fetch(`${origin}/api/busi/web/${pathName}`, {
              headers: { authorization: `Bearer ${token}` },
            });
            await response.arrayBuffer();
            if (response.status !== 200) {
              errors++;
              failures.set(`${response.status} ${pathName}`, (failures.get(`${response.status} ${pathName}`) ?? 0) + 1);
            }
          } catch {
            errors++;
          }
          requests++;
          latencies.push(performance.now() - begin);
          if (importEndedAt !== null && begin > importEndedAt) afterImport.push(performance.now() - begin);
          // Between 2 and 8 seconds before the next click.
          await sleep(2000 + Math.random() * 6000);
        }
      };
      const probeHealth = async () => {
        while (performance.now() < deadline) {
          const begin = performance.now();
          await fetch(`${origin}/api/health`).then((response) => response.arrayBuffer());
          healthLatencies.push(performance.now() - begin);
          await sleep(200);
        }
      };
      const read = readerOverHttp(origin, tokens[0] ?? '');
      const students: { records: { studentNumber: string }[] } = await read('student/page', {
        pageNum: 1,
        pageSize: 80,
      });
      const sampleMemory = async () => {
        while (performance.now() < deadline) {
          gateways.forEach((gateway, index) => {
            memory[index]?.push(rssMiB(gateway.child.pid));
          });
          const scraped = await Promise.all(gateways.map((gateway) => scrape(gateway.origin)));
          scraped.forEach((one, index) => {
            loopDelays[index]?.push(one.loopMaxMs);
            poolWaiting[index]?.push(one.poolWaiting);
          });
          await sleep(2000);
        }
      };
      const importOnce = async () => {
        const years: { uid: string }[] = await read('acayear/list');
        const classes: { name: string }[] = await read('class/list');
        const bytes = rosterWorkbook(
          rosterRows(
            scenario.importRows,
            classes.map((one) => one.name),
            'LOAD',
          ),
        );
        const begin = performance.now();
        const response = await importRosterOverHttp(origin, tokens[0] ?? '', years[0]?.uid ?? '', bytes);
        await response.arrayBuffer();
        const imported = Number(/successCount=(\d+)/.exec(response.headers.get('content-disposition') ?? '')?.[1]);
        importEndedAt = performance.now();
        return { ms: importEndedAt - begin, imported };
      };

      const [imported, ingest] = await Promise.all([
        importOnce(),
        simulateDevices(
          origin,
          deviceTokens,
          students.records.map((one) => one.studentNumber),
          deadline,
        ),
        ...tokens.map((token, index) => browse(token, index)),
        probeHealth(),
        sampleMemory(),
      ]);

      ownLoop.disable();
      const stored = await storedReadings(scenario.databaseUrl);
      const sorted = [...latencies].sort((a, b) => a - b);
      const posts = [...ingest.latencies].sort((a, b) => a - b);
      const calm = [...afterImport].sort((a, b) => a - b);
      const health = [...healthLatencies].sort((a, b) => a - b);
      const growth = memory.map((samples) => {
        const from = samples[Math.floor(samples.length * 0.4)] ?? 0;
        const to = samples.at(-1) ?? 0;
        return { from, to, peak: Math.max(...samples) };
      });
      const label = `${scenario.label}, ${scenario.sessions} sessions, ${seconds} s`;
      return [
        [
          `load: list requests and errors (${label})`,
          `${requests} requests, ${errors} errors`,
          errors ? [...failures].map(([what, times]) => `${times} x ${what}`).join(', ') : 'goal: 0 errors',
          '-',
        ],
        [
          `load: list latency p50 / p99 (${label})`,
          `${quantile(sorted, 0.5).toFixed(0)} / ${quantile(sorted, 0.99).toFixed(0)} ms`,
          `${quantile(health, 0.5).toFixed(0)} / ${quantile(health, 0.99).toFixed(0)} ms health; goal p99 <= 150 ms`,
          `${(quantile(sorted, 0.99) / quantile(health, 0.99)).toFixed(1)}x`,
        ],
        [
          `load: list latency p50 / p99 after the import ended (${label})`,
          afterImport.length > 0
            ? `${quantile(calm, 0.5).toFixed(0)} / ${quantile(calm, 0.99).toFixed(0)} ms (${calm.length} requests)`
            : 'the import ran to the end',
          'the same lists without the import beside them',
          '-',
        ],
        [
          `load: import of ${scenario.importRows.toLocaleString('en')} students during it (${scenario.label})`,
          `${(imported.ms / 1000).toFixed(1)} s, ${imported.imported.toLocaleString('en')} imported`,
          `${scenario.sessions} sign-ins before: ${(signInMs / 1000).toFixed(1)} s`,
          '-',
        ],
        [
          `load: ${deviceTokens.length} devices posting results (${label})`,
          `${ingest.batches} batches of ${READINGS_PER_BATCH}, ${ingest.resent} resent, ${ingest.errors} errors; p50 / p99 ${quantile(posts, 0.5).toFixed(0)} / ${quantile(posts, 0.99).toFixed(0)} ms`,
          [
            stored === null
              ? `${ingest.readings} readings answered as taken`
              : `${ingest.readings} readings answered as taken, ${stored} stored; goal: equal, 0 errors`,
            ...ingest.failures.slice(0, 5),
          ].join('; '),
          '-',
        ],
        ...loopDelays.map((samples, index): Row => {
          const worst = [...samples].sort((a, b) => a - b);
          const waiting = poolWaiting[index] ?? [];
          return [
            `load: gateway ${index + 1} event-loop delay, worst of each 2 s: median / p90 / max (${scenario.label})`,
            `${quantile(worst, 0.5).toFixed(0)} / ${quantile(worst, 0.9).toFixed(0)} / ${(worst.at(-1) ?? 0).toFixed(0)} ms`,
            `queries waiting for a pooled connection: max ${Math.max(0, ...waiting)}, mean ${(waiting.reduce((sum, n) => sum + n, 0) / Math.max(1, waiting.length)).toFixed(1)}`,
            '-',
          ];
        }),
        [
          `load: the bench's own event-loop delay (clients and balancer) p99 / max (${scenario.label})`,
          `${(ownLoop.percentile(99) / 1e6).toFixed(0)} / ${(ownLoop.max / 1e6).toFixed(0)} ms`,
          'adds to every latency above',
          '-',
        ],
        ...growth.map(
          (one, index): Row => [
            `load: gateway ${index + 1} memory over the last 3/5 (${scenario.label})`,
            `${one.from.toFixed(0)} -> ${one.to.toFixed(0)} MiB (peak ${one.peak.toFixed(0)})`,
            'goal: flat',
            `${(one.to / one.from).toFixed(2)}x`,
          ],
        ),
      ];
    } finally {
      await balancer.close();
    }
  } finally {
    for (const gateway of gateways) gateway.child.kill('SIGTERM');
    await Promise.all(gateways.map((gateway) => gateway.exited));
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export async function benchLoad(): Promise<Row[]> {
  const seconds = Number(process.env.LOAD_SECONDS || 300);
  const rows: Row[] = [];
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const database = await throwAwayPostgres(server);
    try {
      rows.push(
        ...(await runScenario(
          {
            label: 'two gateways on PostgreSQL',
            sessions: 500,
            devices: 50,
            importRows: 100_000,
            gateways: 2,
            databaseUrl: database.url,
          },
          seconds,
        )),
      );
    } finally {
      await database.drop();
    }
  }
  rows.push(
    ...(await runScenario(
      { label: 'one gateway on PGlite', sessions: 50, devices: 5, importRows: 10_000, gateways: 1, databaseUrl: '' },
      seconds,
    )),
  );
  return rows;
}

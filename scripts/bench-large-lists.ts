// `npm run bench -- paging-large`: the score search, the largest list, at the size #45 names. A
// synthetic results table (5,000,000 rows on PostgreSQL, 1,000,000 on PGlite) is generated in SQL
// straight into the gateway's own table; page 1, page 1,000 and the last page are asked of the real
// gateway route, each with the total it shows, and the export of 1,000,000 results is streamed
// while the gateway's resident memory is sampled (docs/decisions.md, "Large lists").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row, rssMiB } from './bench-helpers.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The results #45 sizes every list for, on PostgreSQL; PGlite, in one process, gets a fifth. */
const POSTGRES_RESULTS = 5_000_000;
const PGLITE_RESULTS = 1_000_000;
/** Rows one generating statement writes: a step of progress, and a bounded transaction. */
const STEP = 1_000_000;
/** Calls of each page, one at a time, taking turns; the median is shown. */
const CALLS = 9;
const PAGE = '/api/busi/web/scoreSearch/page';
const EXPORT = '/api/busi/web/scoreSearch/export';

/**
 * Adds `count` results to the demo K12 school, spread over its students, two at each instant (a
 * tie on the sort key, broken by the id) 7 seconds apart from 2020-01-01, every fifth a
 * sit-and-reach (so that item is exactly a fifth of them); answers the seconds it took.
 */
async function seedResults(query: Query, count: number): Promise<number> {
  const begin = performance.now();
  const [school] = (
    await query(
      `select a.org_id from account a join person p on p.id = a.person_id where lower(p.account_num) = 'k12admin'`,
    )
  ).rows;
  const orgId = String(school?.org_id ?? '');
  if (!orgId) throw new Error('the demo K12 school is missing: did the gateway seed its demo data?');
  for (let from = 1; from <= count; from += STEP) {
    const to = Math.min(count, from + STEP - 1);
    await query(
      `with pupils as (
         select s.id, s.class_id, s.org_id, s.tenant_org_id, row_number() over (order by s.id) - 1 as slot,
           count(*) over () as k
         from student s where s.org_id = $1)
       insert into fitness_result (id, org_id, tenant_org_id, student_id, class_id, grade_key, sex, measurement,
         item, value, score, band, scoring_version, measured_at, source)
       select 'BR' || lpad(n::text, 8, '0'), p.org_id, p.tenant_org_id, p.id, p.class_id, 'g1', 'male',
         case when n % 5 = 0 then 'sitAndReach' else 'sprint50m' end,
         case when n % 5 = 0 then 'sitAndReach' else 'sprint50m' end,
         8 + (n % 50) / 10.0, 50 + n % 50, null, 'bench',
         timestamptz '2020-01-01 00:00:00+00' + (n / 2) * interval '7 seconds', 'manual'
       from generate_series($2::int, $3::int) n join pupils p on p.slot = n % p.k`,
      [orgId, from, to],
    );
    console.error(`paging-large: ${to.toLocaleString('en')} of ${count.toLocaleString('en')} results`);
  }
  // As autovacuum would soon after: statistics for the estimate, the visibility map for index-only scans.
  await query('vacuum analyze fitness_result');
  return (performance.now() - begin) / 1000;
}

async function stopGateway(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/** One GET of `url`: its time in ms and its data; anything but 200 stops the bench. */
async function timedPage(
  url: string,
  headers: Record<string, string>,
): Promise<{
  ms: number;
  data: { total: number; totalIsEstimate?: true; records: unknown[]; cursors?: { next?: string } };
}> {
  const begin = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { code: string; data: never };
  const ms = performance.now() - begin;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, data: body.data };
}

/** The total as the table shows it: "about N" when estimated. */
function shown(data: { total: number; totalIsEstimate?: true }): string {
  return `${data.totalIsEstimate ? 'about ' : ''}${data.total.toLocaleString('en')}`;
}

/**
 * Page 1, page 1,000, the last page (by number, as the quick jumper asks them) and page 1,001 by
 * the cursor of page 1,000, 10 a page, each the median of {@link CALLS} calls taking turns.
 */
async function pages(origin: string, label: string, results: number, seeded: number): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await signInOverHttp(origin)}` };
  const url = (query: string) => `${origin}${PAGE}?pageSize=10&${query}`;
  const first = await timedPage(url('pageNum=1'), headers);
  const last = Math.max(1, Math.ceil(first.data.total / 10));
  const thousandth = await timedPage(url('pageNum=1000'), headers);
  const cursor = thousandth.data.cursors?.next ?? '';
  const asked: [string, string][] = [
    ['page 1', url('pageNum=1')],
    ['page 1,000 (jump)', url('pageNum=1000')],
    [`last page (${last.toLocaleString('en')}, jump)`, url(`pageNum=${last}`)],
    ['page 1,001 (cursor of page 1,000)', url(`pageNum=1001&cursor=${cursor}`)],
  ];
  const times: number[][] = asked.map(() => []);
  const totals: string[] = asked.map(() => '');
  for (let round = 0; round < CALLS + 1; round++) {
    for (const [index, [, address]] of asked.entries()) {
      const answer = await timedPage(address, headers);
      // The first round warms connections and caches.
      if (round > 0) times[index]?.push(answer.ms);
      totals[index] = `${shown(answer.data)} (${answer.data.records.length} rows)`;
    }
  }
  const base = median(times[0] ?? []);
  return asked.map(([name], index) => {
    const ms = median(times[index] ?? []);
    return [
      `score search ${name} of ${results.toLocaleString('en')} results, ${label} (goal: deep pages within 1.5x of page 1; generated in ${seeded.toFixed(0)} s)`,
      `${ms.toFixed(1)} ms median of ${CALLS}`,
      `total shown: ${totals[index]}`,
      `${(ms / base).toFixed(2)}x page 1`,
    ];
  });
}

/**
 * The export of `query`'s results streamed whole over HTTP, read line by line as a browser would,
 * while the gateway's resident memory is sampled every 200 ms.
 */
async function streamedExport(gateway: GatewayProcess, origin: string, query: string, label: string): Promise<Row> {
  const headers = { authorization: `Bearer ${await signInOverHttp(origin)}` };
  const pid = gateway.child.pid;
  const before = rssMiB(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMiB(pid)), 200);
  const begin = performance.now();
  let rows = 0;
  let ended = -1;
  try {
    const response = await fetch(`${origin}${EXPORT}?${query}`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
    let pending = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      pending += decoder.decode(chunk, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const line = JSON.parse(pending.slice(0, newline)) as unknown;
        pending = pending.slice(newline + 1);
        if (Array.isArray(line)) rows += line.length;
        else if (typeof line === 'object' && line && 'end' in line) ended = Number(line.end);
        else if (typeof line === 'object' && line && 'failed' in line) throw new Error(JSON.stringify(line));
        newline = pending.indexOf('\n');
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - begin) / 1000;
  if (ended !== rows) throw new Error(`the export ended at ${ended} after ${rows} rows`);
  // Flat: the memory of the second half of the stream against the first.
  const half = Math.floor(samples.length / 2);
  const peak = (values: number[]) => Math.max(...values, 0);
  return [
    `score search export of ${rows.toLocaleString('en')} results streamed, ${label} (goal: gateway memory flat)`,
    `${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s`,
    `gateway RSS ${before.toFixed(0)} MiB before; peak ${peak(samples.slice(0, half)).toFixed(0)} MiB in the first half, ${peak(samples.slice(half)).toFixed(0)} MiB in the second (${samples.length} samples)`,
    `${(peak(samples.slice(half)) - peak(samples.slice(0, half))).toFixed(0)} MiB second half over first`,
  ];
}

async function onPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-large-'));
  try {
    console.error(`paging-large: ${POSTGRES_RESULTS.toLocaleString('en')} results on PostgreSQL`);
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url, listenWithinSeconds: 600 });
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      let seeded: number;
      try {
        seeded = await seedResults((text, params) => client.query(text, params), POSTGRES_RESULTS);
      } finally {
        await client.end();
      }
      return [
        ...(await pages(gateway.origin, 'PostgreSQL', POSTGRES_RESULTS, seeded)),
        // A fifth of the results are sit-and-reach: 1,000,000 of them.
        await streamedExport(gateway, gateway.origin, 'item=sitAndReach', 'PostgreSQL'),
      ];
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function onPglite(withExport: boolean): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-large-'));
  try {
    console.error(`paging-large: ${PGLITE_RESULTS.toLocaleString('en')} results on PGlite`);
    // The first start migrates and seeds; the results go in while no gateway holds the directory.
    await stopGateway(await startGatewayProcess({ dataDir, listenWithinSeconds: 600 }));
    const client = new PGlite(path.join(dataDir, 'pglite'));
    let seeded: number;
    try {
      seeded = await seedResults((text, params) => client.query(text, params), PGLITE_RESULTS);
    } finally {
      await client.close();
    }
    const gateway = await startGatewayProcess({ dataDir, listenWithinSeconds: 600 });
    try {
      const paged = await pages(gateway.origin, 'PGlite', PGLITE_RESULTS, seeded);
      return withExport ? [...paged, await streamedExport(gateway, gateway.origin, '', 'PGlite')] : paged;
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The score search's pages and export at district size: on PostgreSQL (where a server answers) and PGlite. */
export async function benchLargeLists(): Promise<Row[]> {
  const rows: Row[] = [];
  // BENCH_PGLITE_PAGES=1 measures the PGlite pages alone: no PostgreSQL half (7 minutes of seeding)
  // and no PGlite export (8 minutes of streaming), for a change to how a page is read.
  const pagesOnly = process.env.BENCH_PGLITE_PAGES === '1';
  const server = pagesOnly ? undefined : await postgresServer();
  if (server) rows.push(...(await onPostgres(server)));
  else {
    const why = pagesOnly ? 'BENCH_PGLITE_PAGES=1' : 'no PostgreSQL server';
    rows.push(['score search of 5,000,000 results, PostgreSQL', `not measured: ${why}`, '-', '-']);
  }
  rows.push(...(await onPglite(!pagesOnly)));
  return rows;
}

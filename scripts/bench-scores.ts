// `npm run bench -- scores`: the score search over millions of results, as the gateway answers it
// (filtered by class and item, sorted by score, page 1 and a deep page), beside the same statements
// sent straight to the database: 5,000,000 results on PostgreSQL and 1,000,000 on PGlite. Results
// are seeded straight into the gateway's tables: a generated series of students, and of results
// spread over them, each with a score and band, which takes minutes where the device API would
// take days.
// Run under the gateway's Node flags for PGlite's figures (see PGLITE_LABEL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_START_PARAMS } from '../apps/gateway/src/db/index.ts';
import { EXACT_TOTAL_BELOW } from '../apps/gateway/src/tenancy/paging.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';
import { seedStudents } from './bench-lists.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** How long a gateway may take to start: minutes on a machine shared with other engineers' runs. */
const START_MS = 300_000;

/**
 * How the bare PGlite side's WebAssembly is compiled. The gateway runs PGlite with V8's baseline
 * compiler alone (`--liftoff-only`, node-args.ts); the bench process opens its copy with whatever
 * flags it was started with, so only a bench run under the same flag compares the code alone:
 * `nice -n 5 node --liftoff-only --conditions=@school-sports/source scripts/bench.ts <part>`.
 */
const PGLITE_LABEL = process.execArgv.includes('--liftoff-only')
  ? 'PGlite'
  : 'PGlite, bare side with optimised WebAssembly (run with --liftoff-only to compare the code alone)';

/** Results seeded on PostgreSQL: the figure for a district, unless `SCORES_RESULTS` says fewer. */
const RESULTS = Number(process.env.SCORES_RESULTS || 5_000_000);
/** Students they are spread over: fifty results each. */
const STUDENTS = 100_000;
/** PGlite, the database of one process, holds a fifth: the figure for it. */
const PGLITE_RESULTS = Number(process.env.SCORES_PGLITE_RESULTS || 1_000_000);
const PGLITE_STUDENTS = 20_000;
/** The deep page: 80 a page, page 100 starts at row 7,921. */
const DEEP_PAGE = 100;
const PAGE_SIZE = 80;
/** Rows one generating statement writes: a step of progress, and a bounded transaction. */
const STEP = 1_000_000;

const MEASUREMENTS = ['sprint50m', 'sitAndReach', 'ropeSkipping', 'vitalCapacity', 'height', 'weight'];

/**
 * Runs `work` on `table` without its secondary indexes, then builds them again as they were: one
 * sort per index after the rows are in costs a fraction of keeping eight indexes in step row by
 * row, most of all in PGlite's WebAssembly.
 */
async function withoutIndexes(query: Query, table: string, work: () => Promise<void>): Promise<void> {
  const indexes = (
    await query(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [table],
    )
  ).rows.map((row) => ({ name: String(row.indexname), definition: String(row.indexdef) }));
  for (const index of indexes) await query(`drop index "${index.name}"`);
  try {
    await work();
  } finally {
    for (const index of indexes) await query(index.definition);
  }
}

/**
 * Seeds `count` results of the school `orgId`'s students, over its classes and six measurements,
 * in steps of {@link STEP}; answers the seconds it took, statistics and visibility map included.
 */
async function seedResults(query: Query, orgId: string, count: number, label: string): Promise<number> {
  const begin = performance.now();
  await withoutIndexes(query, 'fitness_result', async () => {
    for (let from = 1; from <= count; from += STEP) {
      const to = Math.min(count, from + STEP - 1);
      await query(
        `with pupils as (
           select s.id, s.class_id, s.sex, s.tenant_org_id, row_number() over (order by s.id) - 1 as slot
           from student s where s.org_id = $1),
         roster as (select count(*) as k from pupils)
         insert into fitness_result (id, org_id, tenant_org_id, student_id, class_id, grade_key, sex, measurement, item,
           value, score, band, scoring_version, needs_check, measured_at, source)
         select 'BR-' || n, $1, p.tenant_org_id, p.id, p.class_id, 'g3', p.sex,
           m.name, case when m.name in ('height', 'weight') then 'bmi' else m.name end,
           10 + (n % 97) / 10.0,
           case when m.name in ('height', 'weight') then null else (n::bigint * 7919) % 101 end,
           case when m.name in ('height', 'weight') then null
             else (array['fail', 'pass', 'good', 'excellent'])[1 + (((n::bigint * 7919) % 101) / 26)::int] end,
           'nsfs2014.1', n % 200 = 0, now() - (n % 365) * interval '1 day', 'manual'
         from generate_series($2::int, $3::int) n
         cross join roster
         join pupils p on p.slot = (n / 6) % roster.k
         join (select name, row_number() over () - 1 as i from json_array_elements_text($4::json) name) m
           on m.i = n % 6`,
        [orgId, from, to, JSON.stringify(MEASUREMENTS)],
      );
      console.error(`scores: ${to.toLocaleString('en')} of ${count.toLocaleString('en')} results on ${label}`);
    }
  });
  // As autovacuum would soon after: statistics for the plans, the visibility map for index-only scans.
  await query('vacuum analyze fitness_result');
  return (performance.now() - begin) / 1000;
}

/** The class with the most results: the search's class. */
async function busiestClass(query: Query, orgId: string): Promise<string> {
  const [busiest] = (
    await query(
      `select class_id from fitness_result where org_id = $1 group by class_id order by count(*) desc limit 1`,
      [orgId],
    )
  ).rows;
  return String(busiest?.class_id ?? '');
}

/**
 * The gateway's statements for a page of the search, as its large list sends them
 * (tenancy/paging.ts, read from PostgreSQL's statement log): the matching results counted up to
 * the exact total's bound, the planner's estimate past it, and the page's rows; a deep page first
 * finds its first key by an offset over the keys alone, then reads the rows from that key.
 */
function bareSearch(query: Query, orgId: string, classId: string) {
  const where = `r.org_id = $1 and r.class_id = $2 and r.item = $3`;
  const order = `order by r.score desc, r.measured_at desc, r.id asc`;
  const filter = [orgId, classId, 'sprint50m'];
  return async (pageNum: number) => {
    const [counted] = (
      await query(
        `select count(*) as n from (select 1 from fitness_result r where ${where} limit ${EXACT_TOTAL_BELOW + 1}) bounded`,
        filter,
      )
    ).rows;
    if (Number(counted?.n) > EXACT_TOTAL_BELOW) {
      await query(`explain (format json) select 1 from fitness_result r where ${where}`, filter);
    }
    let from = '';
    const bound: unknown[] = [];
    if (pageNum > 1) {
      const [first] = (
        await query(
          `select r.id, r.measured_at, r.score, r.value from fitness_result r where ${where} ${order}
           limit 1 offset ${(pageNum - 1) * PAGE_SIZE}`,
          filter,
        )
      ).rows;
      from = ` and (r.score < $4 or (r.score = $4 and r.measured_at < $5) or (r.score = $4 and r.measured_at = $5 and r.id >= $6))`;
      bound.push(first?.score, first?.measured_at, first?.id);
    }
    const page = await query(
      `select r.id, r.student_id, s.name, s.student_number, c.name, r.grade_key, t.name, r.measurement, r.item,
         r.value, r.score, r.band, r.needs_check, r.source, r.device_serial, r.measured_at, o.name
       from fitness_result r join student s on s.id = r.student_id join organisation o on o.id = r.org_id
       left join school_class c on c.id = r.class_id left join test_plan t on t.id = r.plan_id
       where ${where}${from} ${order} limit ${PAGE_SIZE}`,
      [...filter, ...bound],
    );
    if (page.rows.length !== PAGE_SIZE) throw new Error(`the bare page ${pageNum} held ${page.rows.length} rows`);
  };
}

async function stop(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/** p95 of `values` (the nearest rank). */
function p95(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;
}

/**
 * The score search's page 1 and page {@link DEEP_PAGE} for the class `classId` and one item sorted
 * by score, through the gateway at `origin` and as the bare statements, each the median of several
 * calls one at a time, the four taking turns so a busy moment falls on all alike.
 */
async function measureSearch(
  origin: string,
  bare: (pageNum: number) => Promise<void>,
  classId: string,
  label: string,
): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await signInOverHttp(origin)}` };
  const url = (pageNum: number) =>
    `${origin}/api/busi/web/scoreSearch/page?classId=${classId}&item=sprint50m&sortBy=score&sortOrder=desc&pageSize=${PAGE_SIZE}&pageNum=${pageNum}`;
  const get = async (target: string) => {
    const response = await fetch(target, { headers });
    const body = (await response.json()) as { data?: { records?: unknown[] } };
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    if (body.data?.records?.length !== PAGE_SIZE) throw new Error(`${target} held ${body.data?.records?.length} rows`);
  };
  const timed = async (task: () => Promise<void>) => {
    const begin = performance.now();
    await task();
    return performance.now() - begin;
  };
  const tasks = [() => get(url(1)), () => get(url(DEEP_PAGE)), () => bare(1), () => bare(DEEP_PAGE)];
  const times: number[][] = tasks.map(() => []);
  const calls = 9;
  for (let round = -2; round < calls; round++) {
    for (const [index, task] of tasks.entries()) {
      const ms = await timed(task);
      if (round >= 0) times[index]?.push(ms);
    }
  }
  const [first, deep, bareFirst, bareDeep] = times as [number[], number[], number[], number[]];
  const shown = (values: number[]) => `${median(values).toFixed(1)} ms (p95 ${p95(values).toFixed(1)})`;
  return [
    [
      `score search page 1, ${label} (median of ${calls}, p95; goal <= 1.5x bare)`,
      shown(first),
      `${shown(bareFirst)} bare statements`,
      `${(median(first) / median(bareFirst)).toFixed(2)}x`,
    ],
    [
      `score search page ${DEEP_PAGE}, ${label}`,
      shown(deep),
      `${shown(bareDeep)} bare statements`,
      `${(median(deep) / median(bareDeep)).toFixed(2)}x`,
    ],
  ];
}

function labelOf(results: number, database: string, seconds: number): string {
  return `${results.toLocaleString('en')} results, one class and item by score, ${database} (seeded in ${seconds.toFixed(0)} s)`;
}

async function onPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-scores-'));
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.error(`scores: ${RESULTS.toLocaleString('en')} results on PostgreSQL`);
    const gateway = await startGatewayProcess({
      dataDir,
      databaseUrl: database.url,
      listenWithinSeconds: START_MS / 1000,
    });
    try {
      await client.connect();
      const query: Query = (text, params) => client.query(text, params);
      const orgId = await seedStudents(query, STUDENTS, 'SR');
      const seconds = await seedResults(query, orgId, RESULTS, 'PostgreSQL');
      const classId = await busiestClass(query, orgId);
      return await measureSearch(
        gateway.origin,
        bareSearch(query, orgId, classId),
        classId,
        labelOf(RESULTS, 'PostgreSQL', seconds),
      );
    } finally {
      await stop(gateway);
    }
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function onPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-scores-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-scores-bare-'));
  try {
    console.error(`scores: ${PGLITE_RESULTS.toLocaleString('en')} results on PGlite`);
    // The first start migrates and seeds; the results go in while no gateway holds the directory.
    await stop(await startGatewayProcess({ dataDir, listenWithinSeconds: START_MS / 1000 }));
    const seeding = new PGlite(path.join(dataDir, 'pglite'));
    let orgId: string;
    let seconds: number;
    let classId: string;
    try {
      const query: Query = (text, params) => seeding.query(text, params);
      orgId = await seedStudents(query, PGLITE_STUDENTS, 'SR');
      seconds = await seedResults(query, orgId, PGLITE_RESULTS, 'PGlite');
      classId = await busiestClass(query, orgId);
    } finally {
      await seeding.close();
    }
    // One process at a time may open a PGlite directory: the bare statements run on a copy of it,
    // opened with the gateway's settings (its shared buffers among them).
    fs.cpSync(path.join(dataDir, 'pglite'), bareDir, { recursive: true });
    const bareDatabase = new PGlite({ dataDir: bareDir, startParams: PGLITE_START_PARAMS });
    const gateway = await startGatewayProcess({ dataDir, listenWithinSeconds: START_MS / 1000 });
    try {
      return await measureSearch(
        gateway.origin,
        bareSearch((text, params) => bareDatabase.query(text, params), orgId, classId),
        classId,
        labelOf(PGLITE_RESULTS, PGLITE_LABEL, seconds),
      );
    } finally {
      await stop(gateway);
      await bareDatabase.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

/**
 * The score search's page 1 and page 100 on PostgreSQL (where a server answers) and on PGlite, each
 * beside the bare statements. Goal: each within 1.5x of the bare database.
 */
export async function benchScores(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await postgresServer();
  if (server) rows.push(...(await onPostgres(server)));
  else rows.push(['score search of 5,000,000 results, PostgreSQL', 'not measured: no PostgreSQL server', '-', '-']);
  rows.push(...(await onPglite()));
  return rows;
}

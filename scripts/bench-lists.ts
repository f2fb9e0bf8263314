// `npm run bench -- lists` and `npm run bench -- paging`: the student list as the gateway answers
// it, beside a bare Fastify route running the same SQL on the same database (scripts/bench-bare-list.ts),
// and how a deep page compares with the first one. Students are seeded straight into the gateway's
// own tables (a generated series, a parent each), which takes seconds where an import takes minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { GATEWAY_NODE_ARGS } from '../apps/gateway/src/node-args.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { measure, median, postgresServer, type Row, repoRoot, type Timing } from './bench-helpers.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Students seeded for the throughput figures: a school of a thousand, so the figures show what the
 * gateway adds to a page rather than the sort of a whole large roster (the deep page measures that).
 */
const LIST_STUDENTS = 1_000;
/** Students seeded for the deep page: the size the issue names. */
const PAGING_STUDENTS = 100_000;

/**
 * Adds `count` students (each with a parent of their own) to the demo K12 school, spread over its
 * classes, numbered `prefix000001`...; answers the school's organisation id. Statistics are
 * refreshed after, as autovacuum would do soon after a large import.
 */
export async function seedStudents(query: Query, count: number, prefix: string): Promise<string> {
  const [school] = (
    await query(
      `select a.org_id from account a join person p on p.id = a.person_id where lower(p.account_num) = 'k12admin'`,
    )
  ).rows;
  const orgId = String(school?.org_id ?? '');
  if (!orgId) throw new Error('the demo K12 school is missing: did the gateway seed its demo data?');
  const series = `generate_series(1, ${count}) n`;
  await query(
    `with classes as (
       select c.id, c.org_id, c.tenant_org_id, row_number() over (order by c.id) - 1 as slot, count(*) over () as k
       from school_class c where c.org_id = $1 and c.status = 'enabled')
     insert into student (id, org_id, tenant_org_id, class_id, name, sex, student_number, registration_number, birth_date)
     select $2 || '-s-' || n, c.org_id, c.tenant_org_id, c.id,
       (array['王','李','张','刘','陈','杨','黄','赵','吴','周'])[1 + n % 10] || '同学' || n,
       case when n % 2 = 0 then 'male' else 'female' end,
       $2 || lpad(n::text, 6, '0'), 'G' || $2 || lpad(n::text, 6, '0'), date '2012-01-01' + (n % 2000)
     from ${series} join classes c on c.slot = n % c.k`,
    [orgId, prefix],
  );
  // Parents' mobile numbers start with 19, which no demo person and no generated roster uses.
  await query(
    `insert into person (id, account_num, mobile, name, password_hash)
     select $1 || '-pp-' || n, '19' || lpad(n::text, 9, '0'), '19' || lpad(n::text, 9, '0'), '家长' || n, '!'
     from ${series}`,
    [prefix],
  );
  await query(
    `insert into parent (id, org_id, tenant_org_id, person_id, name, sex, mobile)
     select $2 || '-p-' || n, o.id, o.tenant_org_id, $2 || '-pp-' || n, '家长' || n,
       case when n % 3 = 0 then 'female' else 'male' end, '19' || lpad(n::text, 9, '0')
     from ${series} cross join (select id, coalesce(tenant_org_id, id) as tenant_org_id from organisation where id = $1) o`,
    [orgId, prefix],
  );
  await query(
    `insert into student_parent (student_id, parent_id, relationship)
     select $1 || '-s-' || n, $1 || '-p-' || n, case when n % 3 = 0 then 'mother' else 'father' end
     from ${series}`,
    [prefix],
  );
  await query(
    `update school_class c set student_count = (select count(*)::int from student s where s.class_id = c.id)
     where c.org_id = $1`,
    [orgId],
  );
  await query('analyze');
  return orgId;
}

/** A PostgreSQL client as a {@link Query}, and its end. */
async function postgresQuery(url: string): Promise<{ query: Query; end: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: (text, params) => client.query(text, params), end: () => client.end() };
}

async function stopGateway(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/** Starts the bare route (scripts/bench-bare-list.ts) with `env`; answers its origin and its stop. */
export async function startBare(env: Record<string, string>): Promise<{ origin: string; stop: () => Promise<void> }> {
  // With the gateway's Node flags (the young generation's size among them), so only the code differs.
  const child = spawn(process.execPath, [...GATEWAY_NODE_ARGS, path.join(repoRoot, 'scripts/bench-bare-list.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the bare route exited ${code}: ${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One GET of `url`, its body read; refuses anything but 200 so a refusal never counts as speed. */
async function get(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

interface ListFigures {
  at10: Timing;
  at50: Timing;
}

/** A server the list is asked of: the page's address and the headers a request needs. */
interface ListTarget {
  url: string;
  headers: Record<string, string>;
}

/** The median of each timing over rounds. */
function medianTiming(rounds: Timing[]): Timing {
  return {
    p50: median(rounds.map((one) => one.p50)),
    p95: median(rounds.map((one) => one.p95)),
    p99: median(rounds.map((one) => one.p99)),
    perSecond: median(rounds.map((one) => one.perSecond)),
  };
}

/**
 * The student page of 80 asked of the gateway and of the bare route, 10 and then 50 at a time, in
 * alternating rounds of a few seconds each: on a machine shared with other work, both meet the
 * same disturbances, and the median round of each is shown. The number of requests a round makes
 * is set from a first short run, so a slow target is not asked for minutes.
 */
async function loadLists(gateway: ListTarget, bare: ListTarget): Promise<{ gateway: ListFigures; bare: ListFigures }> {
  const rounds = 3;
  const secondsPerRound = 3;
  const calls = [gateway, bare].map((target) => () => get(target.url, target.headers));
  const counts: number[] = [];
  for (const call of calls) {
    // Warm: connections, the database's caches, V8's compiled code.
    await measure(60, 10, call);
    const probe = await measure(100, 10, call);
    counts.push(Math.round(Math.min(3000, Math.max(100, probe.perSecond * secondsPerRound))));
  }
  const at10: Timing[][] = [[], []];
  const at50: Timing[][] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const [index, call] of calls.entries()) {
      at10[index]?.push(await measure(counts[index] ?? 100, 10, call));
      at50[index]?.push(await measure(counts[index] ?? 100, 50, call));
    }
  }
  const figures = (index: number): ListFigures => ({
    at10: medianTiming(at10[index] ?? []),
    at50: medianTiming(at50[index] ?? []),
  });
  return { gateway: figures(0), bare: figures(1) };
}

function listRows(label: string, students: number, gateway: ListFigures, bare: ListFigures, goal: string): Row[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    [
      `student page of 80 at 10 connections, ${label} (${students.toLocaleString('en')} students; goal ${goal})`,
      `${gateway.at10.perSecond.toFixed(0)} req/s`,
      `${bare.at10.perSecond.toFixed(0)} req/s bare Fastify, same SQL`,
      `${(gateway.at10.perSecond / bare.at10.perSecond).toFixed(2)}x`,
    ],
    [
      `student page of 80 at 50 connections, p99 (p50), ${label} (goal p99 <= 50 ms)`,
      `${ms(gateway.at50.p99)} (${ms(gateway.at50.p50)})`,
      `${ms(bare.at50.p99)} (${ms(bare.at50.p50)}) bare`,
      `${(gateway.at50.p99 / bare.at50.p99).toFixed(1)}x`,
    ],
  ];
}

const STUDENT_PAGE = '/api/busi/web/student/page';
const PAGE_OF_80 = '?pageNum=1&pageSize=80';

/** Seeds `count` students into the PostgreSQL database at `url`; answers their organisation. */
async function seedOnPostgres(url: string, count: number, prefix: string): Promise<string> {
  const client = await postgresQuery(url);
  try {
    return await seedStudents(client.query, count, prefix);
  } finally {
    await client.end();
  }
}

async function listsOnPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lists-'));
  try {
    console.error('lists: PostgreSQL');
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url });
    try {
      const orgId = await seedOnPostgres(database.url, LIST_STUDENTS, 'BL');
      return await besideBare(
        gateway.origin,
        { BARE_DATABASE_URL: database.url, BARE_ORG_ID: orgId },
        'PostgreSQL',
        '>= 0.8x',
      );
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/** The student page of the gateway at `origin`, signed in, beside the bare route started with `bareEnv`. */
async function besideBare(
  origin: string,
  bareEnv: Record<string, string>,
  label: string,
  goal: string,
): Promise<Row[]> {
  const token = await signInOverHttp(origin);
  const bare = await startBare(bareEnv);
  try {
    const figures = await loadLists(
      { url: `${origin}${STUDENT_PAGE}${PAGE_OF_80}`, headers: { authorization: `Bearer ${token}` } },
      { url: `${bare.origin}/student/page${PAGE_OF_80}`, headers: {} },
    );
    return listRows(label, LIST_STUDENTS, figures.gateway, figures.bare, goal);
  } finally {
    await bare.stop();
  }
}

async function listsOnPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lists-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lists-bare-'));
  try {
    console.error('lists: PGlite');
    // The first start migrates and seeds; the students go in while no gateway holds the directory.
    await stopGateway(await startGatewayProcess({ dataDir }));
    const client = new PGlite(path.join(dataDir, 'pglite'));
    let orgId: string;
    try {
      orgId = await seedStudents((text, params) => client.query(text, params), LIST_STUDENTS, 'BL');
    } finally {
      await client.close();
    }
    // One process at a time may open a PGlite directory: the bare route opens a copy of it.
    fs.cpSync(path.join(dataDir, 'pglite'), bareDir, { recursive: true });
    const gateway = await startGatewayProcess({ dataDir });
    try {
      return await besideBare(gateway.origin, { BARE_PGLITE_DIR: bareDir, BARE_ORG_ID: orgId }, 'PGlite', '>= 0.5x');
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

/**
 * Requests per second for the student page of 80 at 10 connections and p99 at 50, on the real
 * gateway signed in as the school's administrator, beside the bare route with the same SQL on the
 * same database: on PostgreSQL (where a server answers) and on PGlite.
 */
export async function benchLists(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await postgresServer();
  if (server) rows.push(...(await listsOnPostgres(server)));
  else rows.push(['student page of 80, PostgreSQL', 'not measured: no PostgreSQL server answers', '-', '-']);
  rows.push(...(await listsOnPglite()));
  return rows;
}

/** The time of one GET of `url`, in ms. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const begin = performance.now();
  await get(url, headers);
  return performance.now() - begin;
}

/**
 * Page 1000 beside page 1 of 100,000 students (80 a page) on PostgreSQL, each the median of
 * several calls one at a time: on the gateway, and on the bare route with the same SQL, which
 * tells the database's share. The four pages take turns, so a busy moment of the machine falls on
 * all of them alike. Goal: page 1000 within 1.2x of page 1.
 */
export async function benchPaging(): Promise<Row[]> {
  const server = await postgresServer();
  if (!server) return [['page 1000 vs page 1 of 100,000 students', 'not measured: no PostgreSQL server', '-', '-']];
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-paging-'));
  const calls = 7;
  // 80 a page, the largest the list offers (10, 20, 50 or 80): page 1000 starts at row 79,921.
  const pageOf = (pageNum: number) => `?pageNum=${pageNum}&pageSize=80`;
  try {
    console.error(`paging: ${PAGING_STUDENTS.toLocaleString('en')} students on PostgreSQL`);
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url, listenWithinSeconds: 600 });
    try {
      const orgId = await seedOnPostgres(database.url, PAGING_STUDENTS, 'BP');
      const headers = { authorization: `Bearer ${await signInOverHttp(gateway.origin)}` };
      const bare = await startBare({ BARE_DATABASE_URL: database.url, BARE_ORG_ID: orgId });
      try {
        const pages: Array<[string, Record<string, string>]> = [
          [`${gateway.origin}${STUDENT_PAGE}${pageOf(1)}`, headers],
          [`${gateway.origin}${STUDENT_PAGE}${pageOf(1000)}`, headers],
          [`${bare.origin}/student/page${pageOf(1)}`, {}],
          [`${bare.origin}/student/page${pageOf(1000)}`, {}],
        ];
        const times: number[][] = pages.map(() => []);
        // Two rounds to warm, then the rounds that count.
        for (let round = -2; round < calls; round++) {
          for (const [index, [url, pageHeaders]] of pages.entries()) {
            const ms = await timed(url, pageHeaders);
            if (round >= 0) times[index]?.push(ms);
          }
        }
        const [first, deep, bareFirst, bareDeep] = times.map(median) as [number, number, number, number];
        return [
          [
            `page 1000 vs page 1 of 100,000 students, 80 a page, PostgreSQL (median of ${calls}; goal <= 1.2x)`,
            `${deep.toFixed(0)} ms page 1000`,
            `${first.toFixed(0)} ms page 1`,
            `${(deep / first).toFixed(2)}x`,
          ],
          [
            'the same two pages on the bare route, same SQL (the database share)',
            `${bareDeep.toFixed(0)} ms page 1000`,
            `${bareFirst.toFixed(0)} ms page 1`,
            `${(bareDeep / bareFirst).toFixed(2)}x`,
          ],
        ];
      } finally {
        await bare.stop();
      }
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// `npm run bench -- lessons`: the lesson list of issue 47 with 10,000 resources, beside a bare
// Fastify route running the same SQL on the same database (scripts/bench-bare-list.ts), among
// 90,000 of other schools in the same table. Resources are written straight into the gateway's own
// tables, which takes seconds where 10,000 calls would take minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { GRADE_KEYS } from '@school-sports/domain';
import pg from 'pg';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';
import { lessonPageSql } from './bench-lesson-sql.ts';
import { startBare } from './bench-lists.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Resources seeded for the list: the size issue 47 names. */
const LESSONS = 10_000;
/** Other schools, and their resources in the same table: a school's list must not read them. */
const OTHER_SCHOOLS = 200;
const OTHER_LESSONS = 90_000;
/** Calls of each page, one at a time, taking turns; the median is shown. */
const CALLS = 9;
const LESSON_PAGE = '/api/busi/web/lesson/page';

/** The words titles and topics are made of: items and themes of a school's PE lessons. */
const ITEMS = [
  '跳绳',
  '立定跳远',
  '50米跑',
  '坐位体前屈',
  '仰卧起坐',
  '引体向上',
  '篮球运球',
  '足球传球',
  '排球垫球',
  '广播操',
  '武术基本功',
  '队列队形',
  '耐久跑',
  '前滚翻',
  '实心球',
  '游戏课',
];

/**
 * Adds {@link LESSONS} video resources to the demo K12 school, each holding a stored file of its
 * own (the list sums its files' sizes), created 17 minutes apart; titles `<item>·第<n>课`, topics
 * an item, one or two grade levels each; and {@link OTHER_LESSONS} of other schools. Answers the
 * school's organisation id.
 */
export async function seedLessons(query: Query): Promise<string> {
  const [admin] = (
    await query(
      `select a.id, a.org_id, o.tenant_org_id from account a join person p on p.id = a.person_id
       join organisation o on o.id = a.org_id where lower(p.account_num) = 'k12admin'`,
    )
  ).rows;
  if (!admin) throw new Error('the demo K12 school is missing: did the gateway seed its demo data?');
  const values = [admin.org_id, admin.tenant_org_id, admin.id, ITEMS, GRADE_KEYS.slice(0, 9)];
  const series = `generate_series(1, ${LESSONS}) n`;
  await query(
    `insert into stored_file (id, org_id, tenant_org_id, uploader_account_id, kind, name, content_type, size, sha256, storage_key)
     select 'bench-lesson-file-' || n, $1, $2, $3, 'lessonVideo', 'lesson-' || n || '.mp4', 'video/mp4',
       1000000 + n, repeat('0', 64), 'bench/lesson-' || n
     from ${series}`,
    values.slice(0, 3),
  );
  await query(
    `insert into lesson_resource (id, org_id, tenant_org_id, created_at, title, grade_keys, topic, kind, visibility)
     select 'bench-lesson-' || n, $1, $2, timestamptz '2025-09-01 08:00:00+08' + n * interval '17 minutes',
       ($3::text[])[1 + n % array_length($3::text[], 1)] || '·第' || n || '课',
       case when n % 3 = 0
         then array[($4::text[])[1 + n % 9], ($4::text[])[1 + (n + 1) % 9]]
         else array[($4::text[])[1 + n % 9]] end,
       ($3::text[])[1 + (n / 7) % array_length($3::text[], 1)], 'video', 'own'
     from ${series}`,
    [values[0], values[1], values[3], values[4]],
  );
  await query(
    `insert into lesson_resource_file (id, org_id, tenant_org_id, resource_id, file_id, sort_num)
     select 'bench-lesson-held-' || n, $1, $2, 'bench-lesson-' || n, 'bench-lesson-file-' || n, 0
     from ${series}`,
    values.slice(0, 2),
  );
  // The table as a platform holds it: 90,000 resources of 200 other schools (a tenth of them
  // shared, which a sibling school never sees), so the school's are a tenth of the table.
  await query(
    `insert into organisation (id, tenant_org_id, name, code, type)
     select 'bench-school-' || n, 'bench-school-' || n, '学校' || n, 'BS' || n, o.type
     from generate_series(1, ${OTHER_SCHOOLS}) n cross join (select type from organisation where id = $1) o`,
    [admin.org_id],
  );
  await query(
    `insert into lesson_resource (id, org_id, tenant_org_id, created_at, title, grade_keys, topic, kind, visibility)
     select 'bench-other-lesson-' || n, 'bench-school-' || (1 + n % ${OTHER_SCHOOLS}), 'bench-school-' || (1 + n % ${OTHER_SCHOOLS}),
       timestamptz '2025-09-01 08:00:00+08' + n * interval '2 minutes', ($1::text[])[1 + n % array_length($1::text[], 1)] || '·第' || n || '课',
       array['g3'], ($1::text[])[1 + n % array_length($1::text[], 1)], 'video',
       case when n % 10 = 0 then 'shared' else 'own' end
     from generate_series(1, ${OTHER_LESSONS}) n`,
    [ITEMS],
  );
  // As autovacuum would soon after: statistics for the planner.
  await query('analyze');
  return String(admin.org_id);
}

/** The pages asked, each of the gateway and of the bare route, by the same query. */
const PAGES: Array<[string, string]> = [
  ['first page (newest first)', 'pageNum=1&pageSize=10'],
  ['title search 跳绳, first page', 'pageNum=1&pageSize=10&keyword=跳绳'],
  ['grade g3, first page', 'pageNum=1&pageSize=10&gradeKey=g3'],
  ['last page (1,000 of 10 a page)', 'pageNum=1000&pageSize=10'],
];

/** One GET of `url`: its time in ms and the total and rows it answered; anything but 200 stops the bench. */
async function timedPage(url: string, headers: Record<string, string>): Promise<{ ms: number; shown: string }> {
  const begin = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { data: { total: number; records: unknown[] } };
  const ms = performance.now() - begin;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, shown: `${body.data.total.toLocaleString('en')} found, ${body.data.records.length} rows` };
}

/** Each of {@link PAGES} of the gateway at `origin` and of the bare route at `bareOrigin`, taking turns. */
async function lessonPages(origin: string, bareOrigin: string, label: string, plans: string[]): Promise<Row[]> {
  const headers = { authorization: `Bearer ${await signInOverHttp(origin)}` };
  const asked = PAGES.flatMap(([, query]) => [
    { url: `${origin}${LESSON_PAGE}?${query}`, headers },
    { url: `${bareOrigin}/lesson/page?${query}`, headers: {} },
  ]);
  const times: number[][] = asked.map(() => []);
  const shown: string[] = asked.map(() => '');
  // Two rounds to warm connections, caches and compiled code, then the rounds that count.
  for (let round = -2; round < CALLS; round++) {
    for (const [index, { url, headers: pageHeaders }] of asked.entries()) {
      const answer = await timedPage(url, pageHeaders);
      if (round >= 0) times[index]?.push(answer.ms);
      shown[index] = answer.shown;
    }
  }
  return PAGES.map(([name], index) => {
    const gateway = median(times[2 * index] ?? []);
    const bare = median(times[2 * index + 1] ?? []);
    if (shown[2 * index] !== shown[2 * index + 1]) {
      throw new Error(`the bare route's ${name} differs: ${shown[2 * index]} vs ${shown[2 * index + 1]}`);
    }
    return [
      `lesson list ${name}, ${LESSONS.toLocaleString('en')} resources, ${label} (${shown[2 * index]}; plan: ${plans[index]})`,
      `${gateway.toFixed(1)} ms median of ${CALLS}`,
      `${bare.toFixed(1)} ms bare Fastify, same SQL`,
      `${(gateway / bare).toFixed(2)}x`,
    ];
  });
}

/**
 * How the database reads each of {@link PAGES}' rows: the scan nodes of the plan of the bare route's
 * page query (the gateway's), e.g. `Index Scan on lesson_resource`, `Seq Scan on lesson_resource`.
 */
async function lessonPlans(query: Query, orgId: string): Promise<string[]> {
  const plans: string[] = [];
  for (const [, search] of PAGES) {
    const { text, params } = lessonPageSql(orgId, new URLSearchParams(search));
    const [plan] = (await query(`explain (format json) ${text}`, params)).rows;
    const scans: string[] = [];
    const visit = (node: Record<string, unknown>) => {
      const type = String(node['Node Type']);
      if (/Scan/.test(type) && node['Relation Name']) scans.push(`${type} on ${node['Relation Name']}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
    };
    const json = (plan?.['QUERY PLAN'] ?? []) as Array<{ Plan: Record<string, unknown> }>;
    visit((typeof json === 'string' ? JSON.parse(json) : json)[0]?.Plan ?? {});
    plans.push([...new Set(scans)].join(', '));
  }
  return plans;
}

async function stopGateway(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

async function lessonsOnPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lessons-'));
  try {
    console.error('lessons: PostgreSQL');
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url });
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      let orgId: string;
      let plans: string[];
      try {
        const query: Query = (text, params) => client.query(text, params);
        orgId = await seedLessons(query);
        plans = await lessonPlans(query, orgId);
      } finally {
        await client.end();
      }
      const bare = await startBare({ BARE_DATABASE_URL: database.url, BARE_ORG_ID: orgId });
      try {
        return await lessonPages(gateway.origin, bare.origin, 'PostgreSQL', plans);
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

async function lessonsOnPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lessons-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-lessons-bare-'));
  try {
    console.error('lessons: PGlite');
    // The first start migrates and seeds; the resources go in while no gateway holds the directory.
    await stopGateway(await startGatewayProcess({ dataDir }));
    const client = new PGlite(path.join(dataDir, 'pglite'));
    let orgId: string;
    let plans: string[];
    try {
      const query: Query = (text, params) => client.query(text, params);
      orgId = await seedLessons(query);
      plans = await lessonPlans(query, orgId);
    } finally {
      await client.close();
    }
    // One process at a time may open a PGlite directory: the bare route opens a copy of it.
    fs.cpSync(path.join(dataDir, 'pglite'), bareDir, { recursive: true });
    const gateway = await startGatewayProcess({ dataDir });
    try {
      const bare = await startBare({ BARE_PGLITE_DIR: bareDir, BARE_ORG_ID: orgId });
      try {
        return await lessonPages(gateway.origin, bare.origin, 'PGlite', plans);
      } finally {
        await bare.stop();
      }
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

/**
 * The lesson list's first page, a title search, a grade filter and its last page with 10,000
 * resources, on the gateway signed in as the school's administrator beside the bare route with the
 * same SQL on the same database: on PostgreSQL (where a server answers) and on PGlite.
 */
export async function benchLessons(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await postgresServer();
  if (server) rows.push(...(await lessonsOnPostgres(server)));
  else rows.push(['lesson list of 10,000 resources, PostgreSQL', 'not measured: no PostgreSQL server', '-', '-']);
  rows.push(...(await lessonsOnPglite()));
  return rows;
}

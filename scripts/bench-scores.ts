// `npm run bench -- scores`: the score search over millions of results on PostgreSQL, as the
// gateway answers it (filtered by class and item, sorted by score, page 1 and a deep page), beside
// the same two statements (its count and its page) sent straight to the database. Results are
// seeded straight into the gateway's tables: a generated series of students, and of results spread
// over them, each with a score and band, which takes a minute where the device API would take hours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';
import { seedStudents } from './bench-lists.ts';

/** Results seeded: the figure for a district, unless `SCORES_RESULTS` says fewer. */
const RESULTS = Number(process.env.SCORES_RESULTS || 5_000_000);
/** Students they are spread over. */
const STUDENTS = 100_000;
/** The deep page: 80 a page, page 100 starts at row 7,921. */
const DEEP_PAGE = 100;

const MEASUREMENTS = ['sprint50m', 'sitAndReach', 'ropeSkipping', 'vitalCapacity', 'height', 'weight'];

/** Seeds `count` results of the school `orgId`'s students, over its classes and six measurements. */
async function seedResults(client: pg.Client, orgId: string, count: number): Promise<void> {
  await client.query(
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
     from generate_series(1, $2::int) n
     cross join roster
     join pupils p on p.slot = (n / 6) % roster.k
     join (select name, row_number() over () - 1 as i from unnest($3::text[]) name) m on m.i = n % 6`,
    [orgId, count, MEASUREMENTS],
  );
  await client.query('analyze fitness_result');
}

async function stop(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/**
 * The score search's page 1 and page 100 for one class and item sorted by score, through the
 * gateway and as the bare statements, each the median of several calls one at a time, taking turns.
 * Goal: each within 1.5x of the bare database.
 */
export async function benchScores(): Promise<Row[]> {
  const server = await postgresServer();
  if (!server) return [['score search over results', 'not measured: no PostgreSQL server answers', '-', '-']];
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-scores-'));
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.error(`scores: ${RESULTS.toLocaleString('en')} results on PostgreSQL`);
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url });
    await client.connect();
    try {
      const orgId = await seedStudents((text, params) => client.query(text, params), STUDENTS, 'SR');
      const seeding = performance.now();
      await seedResults(client, orgId, RESULTS);
      console.error(`scores: seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
      const [busiest] = (
        await client.query(
          `select class_id from fitness_result where org_id = $1 group by class_id order by count(*) desc limit 1`,
          [orgId],
        )
      ).rows;
      const classId = String(busiest?.class_id ?? '');
      const headers = { authorization: `Bearer ${await signInOverHttp(gateway.origin)}` };
      const url = (pageNum: number) =>
        `${gateway.origin}/api/busi/web/scoreSearch/page?classId=${classId}&item=sprint50m&sortBy=score&sortOrder=desc&pageSize=80&pageNum=${pageNum}`;
      // The gateway's statements for the same request, as the data layer writes them.
      const where = `r.org_id = $1 and r.class_id = $2 and r.item = 'sprint50m'`;
      const bare = async (pageNum: number) => {
        await client.query(
          `select count(*) from fitness_result r join student s on s.id = r.student_id where ${where}`,
          [orgId, classId],
        );
        await client.query(
          `select r.id, r.student_id, s.name, s.student_number, c.name, r.grade_key, t.name, r.measurement, r.item,
             r.value, r.score, r.band, r.needs_check, r.source, r.device_serial, r.measured_at, o.name
           from fitness_result r join student s on s.id = r.student_id join organisation o on o.id = r.org_id
           left join school_class c on c.id = r.class_id left join test_plan t on t.id = r.plan_id
           where ${where} order by r.score desc, r.measured_at desc, r.id limit 80 offset ${(pageNum - 1) * 80}`,
          [orgId, classId],
        );
      };
      const timed = async (task: () => Promise<void>) => {
        const begin = performance.now();
        await task();
        return performance.now() - begin;
      };
      const get = async (target: string) => {
        const response = await fetch(target, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
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
      const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;
      const [first, deep, bareFirst, bareDeep] = times as [number[], number[], number[], number[]];
      const label = `${RESULTS.toLocaleString('en')} results, one class and item by score, PostgreSQL`;
      return [
        [
          `score search page 1, ${label} (median of ${calls}, p95; goal <= 1.5x bare)`,
          `${median(first).toFixed(0)} ms (p95 ${p95(first).toFixed(0)})`,
          `${median(bareFirst).toFixed(0)} ms (p95 ${p95(bareFirst).toFixed(0)}) bare statements`,
          `${(median(first) / median(bareFirst)).toFixed(2)}x`,
        ],
        [
          `score search page ${DEEP_PAGE}, ${label}`,
          `${median(deep).toFixed(0)} ms (p95 ${p95(deep).toFixed(0)})`,
          `${median(bareDeep).toFixed(0)} ms (p95 ${p95(bareDeep).toFixed(0)}) bare statements`,
          `${(median(deep) / median(bareDeep)).toFixed(2)}x`,
        ],
      ];
    } finally {
      await stop(gateway);
    }
  } finally {
    await client.end().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// `npm run bench -- physique`: the physique year of a 3,000-student school on PostgreSQL, as the
// gateway answers it (its list's first page and its summary: every student's year scored by the
// domain per view), beside the statements that read the same rows sent straight to the database,
// with no scoring. The school's national plan and its results are seeded straight into the
// gateway's tables: plausible values of seven measurements for each student. Then a district of
// 100 such schools: the school's year recounted once (the recount job's unit of work), copied to 99
// more schools under the platform, and the district's summary read from the kept counts beside
// the bare statement reading the same rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { recountPhysiqueYears } from '../apps/gateway/src/areas/physique/tallies.ts';
import type { Database } from '../apps/gateway/src/db/index.ts';
import * as schema from '../apps/gateway/src/db/schema.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';
import { seedStudents } from './bench-lists.ts';

/** The school: 3,000 students. */
const STUDENTS = Number(process.env.PHYSIQUE_STUDENTS || 3_000);

/** The district: 100 schools. */
const SCHOOLS = 100;

/** Each measurement seeded, with the range its values are spread over. */
const MEASUREMENTS: readonly [name: string, item: string, low: number, high: number][] = [
  ['height', 'bmi', 118, 172],
  ['weight', 'bmi', 21, 62],
  ['vitalCapacity', 'vitalCapacity', 900, 3200],
  ['sprint50m', 'sprint50m', 7.5, 12.5],
  ['sitAndReach', 'sitAndReach', -2, 22],
  ['ropeSkipping', 'ropeSkipping', 50, 170],
  ['sitUps', 'sitUps', 15, 52],
];

/** A national plan of a new academic year taking in every class of the school, and its results. */
async function seedYear(client: pg.Client, orgId: string): Promise<string> {
  const yearId = 'BP-year';
  await client.query(
    `insert into academic_year (id, org_id, tenant_org_id, start_year)
     select $2, o.id, o.tenant_org_id, 2095 from organisation o where o.id = $1`,
    [orgId, yearId],
  );
  await client.query(
    `insert into semester (id, academic_year_id, org_id, tenant_org_id, code, start_date, end_date)
     select 'BP-term', $2, o.id, o.tenant_org_id, 13, date '2095-09-01', date '2096-01-20'
     from organisation o where o.id = $1`,
    [orgId, yearId],
  );
  await client.query(
    `insert into test_plan (id, org_id, tenant_org_id, name, academic_year_id, semester_id, kind, grades,
       start_date, end_date, status)
     select 'BP-plan', o.id, o.tenant_org_id, '2095 国家体测', $2, 'BP-term', 'national', '[]'::jsonb,
       date '2095-10-01', date '2095-12-31', 'inProgress'
     from organisation o where o.id = $1`,
    [orgId, yearId],
  );
  await client.query(
    `insert into test_plan_class (plan_id, class_id)
     select 'BP-plan', c.id from school_class c where c.org_id = $1 and c.status = 'enabled'`,
    [orgId],
  );
  await client.query(
    `insert into fitness_result (id, org_id, tenant_org_id, student_id, class_id, grade_key, sex, plan_id,
       measurement, item, value, score, band, scoring_version, needs_check, measured_at, source)
     select 'BP-' || s.id || '-' || m.name, s.org_id, s.tenant_org_id, s.id, s.class_id,
       'g' || least(g.level, 12), s.sex, 'BP-plan', m.name, m.item,
       round((m.low + (m.high - m.low) * ((hashtext(s.id || m.name) & 1023) / 1023.0))::numeric,
         case when m.name in ('ropeSkipping', 'sitUps', 'vitalCapacity') then 0 else 1 end),
       case when m.item = 'bmi' then null else 70 end, case when m.item = 'bmi' then null else 'pass' end,
       'nsfs2014.1', false, timestamptz '2095-10-15 09:00+08', 'manual'
     from student s join school_class c on c.id = s.class_id join grade g on g.id = c.grade_id
     cross join (select * from unnest($2::text[], $3::text[], $4::float8[], $5::float8[]) as m(name, item, low, high)) m
     where s.org_id = $1 and g.kind = 'school'`,
    [
      orgId,
      MEASUREMENTS.map((entry) => entry[0]),
      MEASUREMENTS.map((entry) => entry[1]),
      MEASUREMENTS.map((entry) => entry[2]),
      MEASUREMENTS.map((entry) => entry[3]),
    ],
  );
  await client.query('analyze fitness_result');
  return yearId;
}

/**
 * 99 more schools under the platform's management organisation, each with the seeded school's
 * counted year: with it, a district of 100 schools of `STUDENTS` students each.
 */
async function seedDistrict(client: pg.Client, orgId: string, yearId: string): Promise<void> {
  await client.query(
    `insert into organisation (id, tenant_org_id, parent_id, name, code, type)
     select 'BP-school-' || n, o.tenant_org_id, o.parent_id, '基准学校' || lpad(n::text, 3, '0'), 'BP' || n, 21
     from organisation o cross join generate_series(2, $2::int) n where o.id = $1`,
    [orgId, SCHOOLS],
  );
  await client.query(
    `insert into academic_year (id, org_id, tenant_org_id, start_year)
     select 'BP-year-' || n, 'BP-school-' || n, o.tenant_org_id, 2095
     from organisation o cross join generate_series(2, $2::int) n where o.id = $1`,
    [orgId, SCHOOLS],
  );
  await client.query(
    `insert into physique_tally (org_id, academic_year_id, start_year, counts, changes, computed_changes, computed_at)
     select 'BP-school-' || n, 'BP-year-' || n, t.start_year, t.counts, 1, 1, now()
     from physique_tally t cross join generate_series(2, $3::int) n where t.org_id = $1 and t.academic_year_id = $2`,
    [orgId, yearId, SCHOOLS],
  );
}

async function stop(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/**
 * The physique list's first page and the summary of the seeded year, each the median of several
 * calls one at a time, beside the bare statements reading the roll and every result of the year.
 */
export async function benchPhysique(): Promise<Row[]> {
  const server = await postgresServer();
  if (!server) return [['physique year of a school', 'not measured: no PostgreSQL server answers', '-', '-']];
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-physique-'));
  const client = new pg.Client({ connectionString: database.url });
  try {
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url });
    await client.connect();
    try {
      const orgId = await seedStudents((text, params) => client.query(text, params), STUDENTS, 'PH');
      const yearId = await seedYear(client, orgId);
      const [{ count } = { count: 0 }] = (
        await client.query(`select count(*)::int as count from fitness_result where plan_id = 'BP-plan'`)
      ).rows;
      console.error(
        `physique: ${STUDENTS.toLocaleString('en')} students, ${Number(count).toLocaleString('en')} results`,
      );
      const headers = { authorization: `Bearer ${await signInOverHttp(gateway.origin)}` };
      const get = async (call: string) => {
        const response = await fetch(`${gateway.origin}/api/busi/web/physique/${call}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${call} answered ${response.status}`);
      };
      // What the gateway reads for a view, without the scoring: the roll, then the year's results.
      const bare = async () => {
        await client.query(
          `select s.id, s.name, s.student_number, s.sex, s.class_id, c.name, g.kind, g.level
           from student s left join school_class c on c.id = s.class_id left join grade g on g.id = c.grade_id
           where s.org_id = $1 and (s.class_id in (select class_id from test_plan_class where plan_id = 'BP-plan')
             or s.id in (select student_id from fitness_result where plan_id = 'BP-plan'))
           order by s.student_number, s.id`,
          [orgId],
        );
        await client.query(
          `select id, student_id, measurement, value, needs_check, validity, measured_at, grade_key
           from fitness_result where org_id = $1 and plan_id = 'BP-plan' order by student_id, measured_at`,
          [orgId],
        );
      };
      const timed = async (task: () => Promise<void>) => {
        const begin = performance.now();
        await task();
        return performance.now() - begin;
      };
      // The national upload file: every tested student's row, as the platform takes it.
      let uploadBytes = 0;
      const upload = async () => {
        const response = await fetch(`${gateway.origin}/api/busi/web/physique/upload/file?academicYearId=${yearId}`, {
          headers,
        });
        uploadBytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`upload/file answered ${response.status}`);
      };
      const tasks = [
        () => get(`page?academicYearId=${yearId}&pageSize=80`),
        () => get(`summary?academicYearId=${yearId}`),
        bare,
        upload,
      ];
      const times: number[][] = tasks.map(() => []);
      const calls = 7;
      for (let round = -2; round < calls; round++) {
        for (const [index, task] of tasks.entries()) {
          const ms = await timed(task);
          if (round >= 0) times[index]?.push(ms);
        }
      }
      const [page, summary, bareTimes, uploadTimes] = times as [number[], number[], number[], number[]];

      // The district: the school's year recounted as the job does (its `changes` raised first, so
      // it is behind), then copied to 99 more schools, and read as the platform's operator.
      const recount = async () => {
        await client.query(
          `update physique_tally set changes = changes + 1 where org_id = $1 and academic_year_id = $2`,
          [orgId, yearId],
        );
        await recountPhysiqueYears(drizzle(client, { schema }) as unknown as Database, 1);
      };
      const recountTimes: number[] = [];
      for (let round = -1; round < 3; round++) {
        const ms = await timed(recount);
        if (round >= 0) recountTimes.push(ms);
      }
      await seedDistrict(client, orgId, yearId);
      const operator = { authorization: `Bearer ${await signInOverHttp(gateway.origin, 'sysadmin')}` };
      const district = async () => {
        const response = await fetch(`${gateway.origin}/api/busi/web/physique/district/summary?startYear=2095`, {
          headers: operator,
        });
        const body = (await response.json()) as { data?: { schools?: unknown[] } };
        if (response.status !== 200 || body.data?.schools?.length !== SCHOOLS) {
          throw new Error(`district/summary answered ${response.status} with ${body.data?.schools?.length} schools`);
        }
      };
      const bareDistrict = async () => {
        await client.query(
          `select t.org_id, o.name, t.counts, t.changes, t.computed_changes, t.computed_at
           from physique_tally t join organisation o on o.id = t.org_id
           where t.start_year = 2095 order by o.name`,
        );
      };
      const districtTimes: number[][] = [[], []];
      for (let round = -2; round < calls; round++) {
        for (const [index, task] of [district, bareDistrict].entries()) {
          const ms = await timed(task);
          if (round >= 0) districtTimes[index]?.push(ms);
        }
      }
      const [districtSummary, districtBare] = districtTimes as [number[], number[]];
      const label = `${STUDENTS.toLocaleString('en')} students, ${Number(count).toLocaleString('en')} results, PostgreSQL`;
      return [
        [
          `physique list page 1, every student's year scored per view, ${label} (median of ${calls})`,
          `${median(page).toFixed(0)} ms`,
          `${median(bareTimes).toFixed(0)} ms bare statements (roll and results, unscored)`,
          `${(median(page) / median(bareTimes)).toFixed(2)}x`,
        ],
        [
          `physique summary (school, grades, classes), ${label}`,
          `${median(summary).toFixed(0)} ms`,
          `${median(bareTimes).toFixed(0)} ms bare statements`,
          `${(median(summary) / median(bareTimes)).toFixed(2)}x`,
        ],
        [
          `national upload file (.xlsx, ${(uploadBytes / 1024).toFixed(0)} KiB streamed), ${label}`,
          `${median(uploadTimes).toFixed(0)} ms`,
          `${median(bareTimes).toFixed(0)} ms bare statements`,
          `${(median(uploadTimes) / median(bareTimes)).toFixed(2)}x`,
        ],
        [
          `recount of one school's year into its kept counts (the recount job's unit), ${label} (median of 3)`,
          `${median(recountTimes).toFixed(0)} ms`,
          `${median(summary).toFixed(0)} ms the school's summary per view`,
          `${(median(recountTimes) / median(summary)).toFixed(2)}x`,
        ],
        [
          `district summary of ${SCHOOLS} schools, ${(SCHOOLS * STUDENTS).toLocaleString('en')} students, from kept counts (median of ${calls}; scored per view it would be about ${((SCHOOLS * median(summary)) / 1000).toFixed(0)} s)`,
          `${median(districtSummary).toFixed(1)} ms`,
          `${median(districtBare).toFixed(1)} ms bare statement (the same ${SCHOOLS} rows)`,
          `${(median(districtSummary) / median(districtBare)).toFixed(2)}x`,
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

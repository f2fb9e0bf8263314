// `npm run bench -- plan`: a national test plan of 3,000 students (60 classes of 50, ten in each of
// the six primary grades) with nine in ten of its values typed in, on PostgreSQL and on PGlite. Two
// calls of the real gateway, signed in as the school's administrator: the plan's progress (what
// the plan's check page asks, per class and measurement) and the save of one class's whole grid
// (50 students by the grade's measurements, as the grid sends it), each beside the same reads and
// writes sent straight to the same database. The plan, its classes, students and values are seeded
// in SQL straight into the gateway's tables, which takes seconds where typing them takes weeks.
// Run under the gateway's Node flags for PGlite's figures (see PGLITE_LABEL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  type GradeKey,
  gradeKey,
  measurementsOfItems,
  type PhysiqueMeasurement,
  type Sex,
  scoreReading,
  testPlanItemsFor,
} from '@school-sports/domain';
import pg from 'pg';
import { PGLITE_START_PARAMS } from '../apps/gateway/src/db/index.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';

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

/** Classes of the plan per grade, grades (primary 1 to 6), students per class. */
const CLASSES_PER_GRADE = 10;
const GRADES = 6;
const CLASS_SIZE = 50;
/** Calls of each figure that count, one at a time, taking turns; two more rounds warm. */
const CALLS = 15;
const API = '/api/busi/web';

/** Two values of each measurement a first grade takes, neither flagged: saves alternate them. */
const GRID_VALUES: Record<string, [number, number]> = {
  height: [121.5, 122],
  weight: [23.5, 24],
  vitalCapacity: [1100, 1150],
  sprint50m: [11.2, 11.4],
  sitAndReach: [9.5, 10],
  ropeSkipping: [85, 90],
};

/** What {@link seedPlan} made: the school, its administrator's account, the plan and two first-grade classes. */
interface SeededPlan {
  orgId: string;
  accountId: string;
  planId: string;
  /** The class whose grid the gateway saves, and the one the bare statements save (same shape). */
  gatewayClassId: string;
  bareClassId: string;
  seconds: number;
}

/**
 * Adds a running national plan to the demo K12 school: ten new classes of fifty in each of its six
 * primary grades (class codes 90 to 99, which the demo leaves free), the grades' items of the
 * standard, and a typed value for nine in ten of each student's measurements. Statistics are
 * refreshed after, as autovacuum would do soon after.
 */
async function seedPlan(query: Query): Promise<SeededPlan> {
  const begin = performance.now();
  const [school] = (
    await query(
      `select a.org_id, a.id as account_id, o.tenant_org_id from account a join person p on p.id = a.person_id
       join organisation o on o.id = a.org_id where lower(p.account_num) = 'k12admin'`,
    )
  ).rows;
  const orgId = String(school?.org_id ?? '');
  if (!orgId) throw new Error('the demo K12 school is missing: did the gateway seed its demo data?');
  const accountId = String(school?.account_id);
  const tenantOrgId = String(school?.tenant_org_id ?? orgId);
  const grades = (
    await query(`select id, level from grade where org_id = $1 and kind = 'school' and level between 1 and $2`, [
      orgId,
      GRADES,
    ])
  ).rows.map((row) => ({ id: String(row.id), level: Number(row.level) }));
  if (grades.length !== GRADES) throw new Error(`the demo school has ${grades.length} primary grades, not ${GRADES}`);
  const [term] = (
    await query(`select academic_year_id, id from semester where org_id = $1 order by start_date desc limit 1`, [orgId])
  ).rows;
  const planGrades = grades.map((row) => {
    const key = gradeKey({ school: row.level }) as GradeKey;
    return { grade: key, level: row.level, items: testPlanItemsFor(key) };
  });
  const planId = 'BPLAN';
  const today = new Date().toISOString().slice(0, 10);
  await query(
    `insert into test_plan (id, org_id, tenant_org_id, name, academic_year_id, semester_id, kind, grades, start_date,
       end_date, status)
     values ($1, $2, $3, '国家体测 3000 人', $4, $5, 'national', $6::jsonb, $7, $7, 'inProgress')`,
    [
      planId,
      orgId,
      tenantOrgId,
      term?.academic_year_id,
      term?.id,
      JSON.stringify(planGrades.map(({ grade, items }) => ({ grade, items }))),
      today,
    ],
  );
  // Classes BP-c-<grade level>-<n>, students BP-s-<class>-<seat>, each grade's measurements of the plan.
  await query(
    `insert into school_class (id, org_id, tenant_org_id, grade_id, academic_year_id, name, code, size, student_count)
     select 'BP-c-' || g.level || '-' || n, $1, $2, g.id, $3, g.level || '年级' || (89 + n) || '班', 89 + n, $4::int, $4::int
     from json_to_recordset($5::json) as g(id text, level int) cross join generate_series(1, $6) n`,
    [orgId, tenantOrgId, term?.academic_year_id, CLASS_SIZE, JSON.stringify(grades), CLASSES_PER_GRADE],
  );
  await query(
    `insert into test_plan_class (plan_id, class_id) select $1, id from school_class where id like 'BP-c-%'`,
    [planId],
  );
  await query(
    `insert into student (id, org_id, tenant_org_id, class_id, name, sex, student_number, registration_number, birth_date)
     select c.id || '-' || n, c.org_id, c.tenant_org_id, c.id, '学生' || c.code || '-' || n,
       case when n % 2 = 0 then 'male' else 'female' end, 'BP' || c.code || lpad(g.level::text, 2, '0') || lpad(n::text, 3, '0'),
       'GBP' || c.code || lpad(g.level::text, 2, '0') || lpad(n::text, 3, '0'), date '2015-01-01' + (n % 2000)
     from school_class c join grade g on g.id = c.grade_id cross join generate_series(1, $1) n
     where c.id like 'BP-c-%'`,
    [CLASS_SIZE],
  );
  const measurementsOf = planGrades.map(({ level, items }) => ({ level, measurements: measurementsOfItems(items) }));
  // Nine in ten of the values are in: every tenth student and measurement (by a hash) still waits.
  await query(
    `insert into fitness_result (id, org_id, tenant_org_id, student_id, class_id, grade_key, sex, plan_id, measurement,
       item, value, score, band, scoring_version, needs_check, measured_at, source, entered_by)
     select s.id || '-' || m.measurement, s.org_id, s.tenant_org_id, s.id, s.class_id, 'g' || g.level, s.sex, $1,
       m.measurement, case when m.measurement in ('height', 'weight') then 'bmi' else m.measurement end,
       10 + abs(hashtext(s.id || m.measurement)) % 50, abs(hashtext(s.id || m.measurement)) % 101,
       (array['fail', 'pass', 'good', 'excellent'])[1 + abs(hashtext(s.id || m.measurement)) % 4], 'nsfs2014.1',
       abs(hashtext(s.id || m.measurement)) % 97 = 0, now(), 'manual', $2
     from student s join school_class c on c.id = s.class_id join grade g on g.id = c.grade_id
     join (select level, jsonb_array_elements_text(measurements) as measurement
           from json_to_recordset($3::json) as x(level int, measurements jsonb)) m on m.level = g.level
     where c.id like 'BP-c-%' and abs(hashtext(s.id || m.measurement || 'in')) % 10 <> 0`,
    [planId, accountId, JSON.stringify(measurementsOf)],
  );
  await query('analyze');
  return {
    orgId,
    accountId,
    planId,
    gatewayClassId: 'BP-c-1-1',
    bareClassId: 'BP-c-1-2',
    seconds: (performance.now() - begin) / 1000,
  };
}

/** A cell of a grid: the typed value it holds, and its version, once stored. */
type Stored = Map<string, { resultId: string; version: number }>;

interface SheetValue {
  resultId: string;
  studentId: string;
  measurement: string;
  version: number;
}

/** The entries of one save of the whole grid: each cell's value of `round`, over the value it holds. */
function gridEntries(students: { studentId: string; measurements: string[] }[], stored: Stored, round: number) {
  return students.flatMap((pupil) =>
    pupil.measurements.map((measurement) => {
      const held = stored.get(`${pupil.studentId} ${measurement}`);
      return {
        studentId: pupil.studentId,
        measurement,
        value: GRID_VALUES[measurement]?.[round % 2] ?? 1,
        ...(held ? { resultId: held.resultId, version: held.version } : {}),
      };
    }),
  );
}

/** The gateway's two calls, for the class `classId` of the plan. */
function gatewayCalls(origin: string, token: string, planId: string, classId: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async <T>(method: 'GET' | 'POST', route: string, body: Record<string, unknown>): Promise<T> => {
    const url =
      method === 'GET'
        ? `${origin}${API}/${route}?${new URLSearchParams(body as Record<string, string>)}`
        : `${origin}${API}/${route}`;
    const response = await fetch(url, {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json()) as { data: T };
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  let students: { studentId: string; measurements: string[] }[] = [];
  const stored: Stored = new Map();
  const keep = (values: SheetValue[]) => {
    for (const value of values) stored.set(`${value.studentId} ${value.measurement}`, value);
  };
  let round = 0;
  return {
    async open() {
      const sheet = await call<{ students: typeof students; typed: SheetValue[] }>('GET', 'testPlan/result/sheet', {
        planId,
        classId,
      });
      students = sheet.students;
      keep(sheet.typed);
    },
    progress: async () => {
      const classes = await call<unknown[]>('GET', 'testPlan/progress', { planId });
      if (classes.length !== CLASSES_PER_GRADE * GRADES) throw new Error(`progress showed ${classes.length} classes`);
    },
    save: async () => {
      const entries = gridEntries(students, stored, round++);
      const answer = await call<{ saved: SheetValue[]; conflicts: SheetValue[] }>('POST', 'testPlan/result/save', {
        planId,
        classId,
        entries,
      });
      if (answer.conflicts.length > 0 || answer.saved.length !== entries.length) {
        throw new Error(`the save stored ${answer.saved.length} of ${entries.length} values`);
      }
      keep(answer.saved);
    },
    cells: () => students.reduce((sum, pupil) => sum + pupil.measurements.length, 0),
  };
}

/** The columns of a typed value as the grid shows it, as the gateway's sheet reads them. */
const SHEET_COLUMNS = `r.id, r.student_id, r.measurement, r.value, r.score, r.band, r.needs_check, r.source, r.version,
  p.name, r.import_file_name, r.import_row, r.measured_at`;
const SHEET_FROM = `fitness_result r left join account a on a.id = r.entered_by left join person p on p.id = a.person_id`;

/**
 * The same reads and writes as the gateway's two calls, sent straight to the database: the plan's
 * progress as its three grouped reads (the plan, its classes, the students and values counted per
 * class and measurement), and a grid's save as one transaction that locks the organisation, checks
 * the plan and class, reads the class's students and the values they hold, updates those and adds
 * the missing ones, and reads back what it stored. Values are scored by the domain, as the gateway
 * does.
 */
function bareCalls(query: Query, seeded: SeededPlan, classId: string) {
  const { orgId, planId, accountId } = seeded;
  const stored: Stored = new Map();
  let students: { studentId: string; sex: Sex; level: number; measurements: PhysiqueMeasurement[] }[] = [];
  let round = 0;
  return {
    async open() {
      const [plan] = (await query(`select grades from test_plan where id = $1`, [planId])).rows;
      const grades = plan?.grades as { grade: string; items: string[] }[];
      students = (
        await query(
          `select s.id, s.sex, g.level from student s join school_class c on c.id = s.class_id
           join grade g on g.id = c.grade_id where s.class_id = $1 order by s.student_number`,
          [classId],
        )
      ).rows.map((row) => {
        const key = gradeKey({ school: Number(row.level) });
        const items = grades.find((entry) => entry.grade === key)?.items ?? [];
        return {
          studentId: String(row.id),
          sex: row.sex as Sex,
          level: Number(row.level),
          measurements: measurementsOfItems(items as Parameters<typeof measurementsOfItems>[0]),
        };
      });
      const typed = await query(
        `select id, student_id, measurement, version from fitness_result
         where plan_id = $1 and class_id = $2 and source = 'manual'`,
        [planId, classId],
      );
      for (const row of typed.rows) {
        stored.set(`${row.student_id} ${row.measurement}`, { resultId: String(row.id), version: Number(row.version) });
      }
    },
    progress: async () => {
      await query(`select * from test_plan where org_id = $1 and id = $2`, [orgId, planId]);
      const classes = await query(
        `select c.id, c.name, g.kind, g.level from test_plan_class t join school_class c on c.id = t.class_id
         join grade g on g.id = c.grade_id where t.plan_id = $1 and c.org_id = $2 order by g.level, c.code`,
        [planId, orgId],
      );
      const classIds = classes.rows.map((row) => String(row.id));
      await query(
        `select class_id, count(*) from student where org_id = $1 and class_id = any($2::text[]) group by class_id`,
        [orgId, classIds],
      );
      await query(
        `select class_id, measurement, count(distinct student_id), count(*) filter (where needs_check)
         from fitness_result where org_id = $1 and plan_id = $2 and class_id = any($3::text[])
         group by class_id, measurement`,
        [orgId, planId, classIds],
      );
    },
    save: async () => {
      const value = round++ % 2;
      await query('begin');
      try {
        await query(`select id from organisation where id = $1 for update`, [orgId]);
        const [plan] = (await query(`select * from test_plan where org_id = $1 and id = $2`, [orgId, planId])).rows;
        if (plan?.status !== 'inProgress') throw new Error('the plan is not running');
        await query(`select * from school_class where org_id = $1 and id = $2`, [orgId, classId]);
        await query(`select class_id from test_plan_class where plan_id = $1 and class_id = $2`, [planId, classId]);
        await query(
          `select s.id, s.name, s.student_number, s.sex, c.id, c.name, g.kind, g.level from student s
           join school_class c on c.id = s.class_id join grade g on g.id = c.grade_id
           where s.org_id = $1 and s.class_id = any($2::text[]) order by g.level, c.name, s.student_number, s.id`,
          [orgId, [classId]],
        );
        const ids = students.map((pupil) => pupil.studentId);
        await query(
          `select ${SHEET_COLUMNS} from ${SHEET_FROM}
           where r.org_id = $1 and r.plan_id = $2 and r.source = 'manual' and r.student_id = any($3::text[])`,
          [orgId, planId, ids],
        );
        const changed: Record<string, unknown>[] = [];
        const added: Record<string, unknown>[] = [];
        for (const pupil of students) {
          for (const measurement of pupil.measurements) {
            const typed = GRID_VALUES[measurement]?.[value] ?? 1;
            const scored = scoreReading({ sex: pupil.sex, grade: { school: pupil.level }, measurement, value: typed });
            const columns = {
              value: scored.value,
              score: scored.score,
              band: scored.band,
              scoring_version: scored.scoringVersion,
              needs_check: scored.needsCheck,
            };
            const held = stored.get(`${pupil.studentId} ${measurement}`);
            if (held) changed.push({ id: held.resultId, ...columns });
            else {
              const id = `${pupil.studentId}-${measurement}-bare`;
              added.push({ id, student_id: pupil.studentId, measurement, item: scored.item, ...columns });
            }
          }
        }
        await query(
          `update fitness_result r set value = v.value, score = v.score, band = v.band,
             scoring_version = v.scoring_version, needs_check = v.needs_check, entered_by = $2, measured_at = now(),
             version = r.version + 1, updated_at = now()
           from json_to_recordset($3::json) as v(id text, value numeric, score smallint, band text,
             scoring_version text, needs_check boolean)
           where r.org_id = $1 and r.id = v.id`,
          [orgId, accountId, JSON.stringify(changed)],
        );
        if (added.length > 0) {
          await query(
            `insert into fitness_result (id, org_id, tenant_org_id, student_id, class_id, grade_key, sex, plan_id,
               measurement, item, value, score, band, scoring_version, needs_check, measured_at, source, entered_by)
             select v.id, s.org_id, s.tenant_org_id, s.id, s.class_id, 'g1', s.sex, $1, v.measurement, v.item,
               v.value, v.score, v.band, v.scoring_version, v.needs_check, now(), 'manual', $2
             from json_to_recordset($3::json) as v(id text, student_id text, measurement text, item text,
               value numeric, score smallint, band text, scoring_version text, needs_check boolean)
             join student s on s.id = v.student_id`,
            [planId, accountId, JSON.stringify(added)],
          );
        }
        const savedIds = [...changed, ...added].map((row) => String(row.id));
        const saved = await query(
          `select ${SHEET_COLUMNS} from ${SHEET_FROM} where r.org_id = $1 and r.id = any($2::text[])`,
          [orgId, savedIds],
        );
        await query('commit');
        for (const row of saved.rows) {
          stored.set(`${row.student_id} ${row.measurement}`, {
            resultId: String(row.id),
            version: Number(row.version),
          });
        }
        if (saved.rows.length !== savedIds.length) throw new Error(`the bare save stored ${saved.rows.length}`);
      } catch (error) {
        await query('rollback');
        throw error;
      }
    },
  };
}

/** p95 of `values` (the nearest rank). */
function p95(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;
}

async function timed(task: () => Promise<void>): Promise<number> {
  const begin = performance.now();
  await task();
  return performance.now() - begin;
}

/**
 * The progress and the grid's save on the gateway and bare, taking turns so a busy moment of a
 * shared machine falls on all four alike; two rounds warm (the first save adds the missing values).
 */
async function measurePlan(
  gateway: ReturnType<typeof gatewayCalls>,
  bare: ReturnType<typeof bareCalls>,
  label: string,
  seeded: SeededPlan,
): Promise<Row[]> {
  await gateway.open();
  await bare.open();
  const tasks = [gateway.progress, bare.progress, gateway.save, bare.save];
  const times: number[][] = tasks.map(() => []);
  for (let round = -2; round < CALLS; round++) {
    for (const [index, task] of tasks.entries()) {
      const ms = await timed(task);
      if (round >= 0) times[index]?.push(ms);
    }
  }
  const [progress, bareProgress, save, bareSave] = times as [number[], number[], number[], number[]];
  const students = CLASSES_PER_GRADE * GRADES * CLASS_SIZE;
  const shown = (values: number[]) => `${median(values).toFixed(1)} ms (p95 ${p95(values).toFixed(1)})`;
  return [
    [
      `plan progress (check page), ${students.toLocaleString('en')} students in ${CLASSES_PER_GRADE * GRADES} classes, ${label} (median of ${CALLS}, p95; seeded in ${seeded.seconds.toFixed(0)} s)`,
      shown(progress),
      `${shown(bareProgress)} bare statements`,
      `${(median(progress) / median(bareProgress)).toFixed(2)}x`,
    ],
    [
      `save of a class's whole grid (${CLASS_SIZE} students, ${gateway.cells()} values), ${label}`,
      shown(save),
      `${shown(bareSave)} bare statements`,
      `${(median(save) / median(bareSave)).toFixed(2)}x`,
    ],
  ];
}

async function stopGateway(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

async function onPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-plan-'));
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.error('plan: PostgreSQL');
    const gateway = await startGatewayProcess({
      dataDir,
      databaseUrl: database.url,
      listenWithinSeconds: START_MS / 1000,
    });
    try {
      await client.connect();
      const query: Query = (text, params) => client.query(text, params);
      const seeded = await seedPlan(query);
      const token = await signInOverHttp(gateway.origin);
      return await measurePlan(
        gatewayCalls(gateway.origin, token, seeded.planId, seeded.gatewayClassId),
        bareCalls(query, seeded, seeded.bareClassId),
        'PostgreSQL',
        seeded,
      );
    } finally {
      await stopGateway(gateway);
    }
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function onPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-plan-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-plan-bare-'));
  try {
    console.error('plan: PGlite');
    // The first start migrates and seeds; the plan goes in while no gateway holds the directory.
    await stopGateway(await startGatewayProcess({ dataDir, listenWithinSeconds: START_MS / 1000 }));
    const seeding = new PGlite(path.join(dataDir, 'pglite'));
    let seeded: SeededPlan;
    try {
      seeded = await seedPlan((text, params) => seeding.query(text, params));
    } finally {
      await seeding.close();
    }
    // One process at a time may open a PGlite directory: the bare statements run on a copy of it,
    // opened with the gateway's settings (its shared buffers among them).
    fs.cpSync(path.join(dataDir, 'pglite'), bareDir, { recursive: true });
    const bareDatabase = new PGlite({ dataDir: bareDir, startParams: PGLITE_START_PARAMS });
    const gateway = await startGatewayProcess({ dataDir, listenWithinSeconds: START_MS / 1000 });
    try {
      const token = await signInOverHttp(gateway.origin);
      return await measurePlan(
        gatewayCalls(gateway.origin, token, seeded.planId, seeded.gatewayClassId),
        bareCalls((text, params) => bareDatabase.query(text, params), seeded, seeded.bareClassId),
        PGLITE_LABEL,
        seeded,
      );
    } finally {
      await stopGateway(gateway);
      await bareDatabase.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

/**
 * A plan of 3,000 students: its progress and a class's grid saved, on the gateway beside the bare
 * statements, on PostgreSQL (where a server answers) and on PGlite.
 */
export async function benchPlan(): Promise<Row[]> {
  const rows: Row[] = [];
  // One database's failure (a gateway slow to start on a loaded machine) leaves the other's figures.
  const half = async (label: string, run: () => Promise<Row[]>) => {
    try {
      rows.push(...(await run()));
    } catch (error) {
      console.error(error);
      rows.push([`plan of 3,000 students, ${label}`, `not measured: ${String(error).slice(0, 120)}`, '-', '-']);
    }
  };
  const server = await postgresServer();
  if (server) await half('PostgreSQL', () => onPostgres(server));
  else rows.push(['plan of 3,000 students, PostgreSQL', 'not measured: no PostgreSQL server answers', '-', '-']);
  await half('PGlite', onPglite);
  return rows;
}

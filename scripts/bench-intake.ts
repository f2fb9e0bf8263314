// `npm run bench -- intake`: the device API taking readings as fast as 50 devices can send them
// (issue 45: at least 2,000 readings a second, none lost, none doubled, scoring included, p99
// reported), on PostgreSQL and on PGlite. A school of a few thousand students is seeded into the
// demo school, whose national test is in progress; the readings are the simulator's (each a
// realistic value of a measurement a student of the plan still lacks), so every one is scored and
// joins the plan. Each device posts its next batch as soon as its last is answered, and sends one
// batch in ten twice, as a device does when an answer is lost. Afterwards the database is counted:
// a reading answered as taken but not stored is lost, one stored (or scored) twice is doubled.
// The baseline, in the same run: the same rows the gateway stored, written again by the database
// alone (each batch one transaction of three multi-row inserts), so the figure shows what the
// gateway adds: the device's token, its budget, the key that takes a batch once, scoring and the plan.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_START_PARAMS } from '../apps/gateway/src/db/index.ts';
import { GATEWAY_NODE_ARGS } from '../apps/gateway/src/node-args.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../apps/gateway/src/testing/process.ts';
import { Busi, type Planned, readingsToTake } from '../apps/gateway/src/testing/simulator.ts';
import { type BenchDevice, deviceTokensFor, READINGS_PER_BATCH } from './bench-devices.ts';
import { postgresServer, type Row, repoRoot } from './bench-helpers.ts';
import { seedStudents } from './bench-lists.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Students added to the demo school: about a hundred a class, on top of its own. */
const STUDENTS = 3_000;
/** Devices posting at once: the issue's figure. */
const DEVICES = 50;
/** How long the devices post; `INTAKE_SECONDS` for a shorter or longer run. */
const SECONDS = Number(process.env.INTAKE_SECONDS || 25);
/** Every tenth batch is sent twice. */
const RESEND_EVERY = 10;
/** Batch ids of the run start with this, so the count afterwards finds only the run's batches. */
const BATCH_PREFIX = 'intake';

/** A batch the gateway answered as taken the first time: what must be stored, once. */
interface Taken {
  serial: string;
  batchId: string;
  readings: number;
}

/** What the devices of a run did, as their answers told it. */
interface DeviceRun {
  taken: Taken[];
  /** Resends answered as duplicates, as they must be. */
  resent: number;
  /** Each post's time (first sends and resends), ms. */
  latencies: number[];
  /** What went wrong, one line each: a refusal, an error, a resend taken again. */
  failures: string[];
  /** From the first post to the last answer, ms. */
  wallMs: number;
}

/**
 * Each device posts batches of `readings` (taken in turn, from the start again when all are sent:
 * a retest) back to back until `seconds` are over, every tenth twice.
 */
async function driveDevices(
  origin: string,
  devices: readonly BenchDevice[],
  readings: readonly Planned[],
  seconds: number,
): Promise<DeviceRun> {
  const run: DeviceRun = { taken: [], resent: 0, latencies: [], failures: [], wallMs: 0 };
  const tag = randomBytes(3).toString('hex');
  let next = 0;
  const post = async (device: BenchDevice, body: string) => {
    const begin = performance.now();
    try {
      const response = await fetch(`${origin}/api/device/v1/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': device.token },
        body,
      });
      const answer = (await response.json()) as { msg?: string; data: { received: number; duplicate: boolean } | null };
      run.latencies.push(performance.now() - begin);
      if (response.status !== 200 || !answer.data) {
        run.failures.push(`${response.status} ${answer.msg ?? ''}`);
        return null;
      }
      return answer.data;
    } catch (error) {
      run.failures.push((error as Error).message);
      return null;
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    devices.map(async (device, index) => {
      for (let batch = 0; performance.now() < deadline; batch++) {
        const batchId = `${BATCH_PREFIX}-${tag}-${index}-${batch}`;
        const measuredAt = new Date().toISOString();
        const results = Array.from({ length: READINGS_PER_BATCH }, () => {
          const reading = readings[next++ % readings.length] as Planned;
          return { ...reading, measuredAt };
        });
        const body = JSON.stringify({ serial: device.serial, batchId, results });
        const first = await post(device, body);
        if (first?.duplicate) run.failures.push(`a first send answered as a duplicate: ${batchId}`);
        else if (first) run.taken.push({ serial: device.serial, batchId, readings: first.received });
        // Every tenth batch of each device, the devices' tenths staggered, so resends start with the run.
        if ((batch + index) % RESEND_EVERY === RESEND_EVERY - 1) {
          const again = await post(device, body);
          if (again?.duplicate) run.resent++;
          else if (again) run.failures.push(`a resend taken again: ${batchId}`);
        }
      }
    }),
  );
  run.wallMs = performance.now() - started;
  return run;
}

/** What the database holds of a run's batches, against what the gateway answered. */
interface Counted {
  stored: number;
  /** Readings answered as taken and not stored, or stored and not scored (each names a student of the plan). */
  lost: number;
  /** Readings (or their scores) stored more than once. */
  doubled: number;
  scored: number;
  /** Scored results that joined a plan. */
  joined: number;
  /** Readings stored of batches never answered as taken (a post whose answer failed). */
  unanswered: number;
}

/** Counts the run's readings, scores and plan joins in the database, batch by batch. */
async function countStored(query: Query, taken: readonly Taken[]): Promise<Counted> {
  const { rows } = await query(
    `select b.serial_number as serial, b.batch_id as batch, count(*)::int as batches,
       (select count(*)::int from device_result r where r.batch_ref = any(array_agg(b.id))) as stored,
       (select count(*)::int from device_result r join fitness_result f on f.device_result_id = r.id
         where r.batch_ref = any(array_agg(b.id))) as scored,
       (select count(distinct r.id)::int from device_result r join fitness_result f on f.device_result_id = r.id
         where r.batch_ref = any(array_agg(b.id))) as scored_once,
       (select count(*)::int from device_result r join fitness_result f on f.device_result_id = r.id
         where r.batch_ref = any(array_agg(b.id)) and f.plan_id is not null) as joined
     from device_batch b where b.batch_id like $1 group by b.serial_number, b.batch_id`,
    [`${BATCH_PREFIX}-%`],
  );
  const expected = new Map(taken.map((batch) => [`${batch.serial} ${batch.batchId}`, batch.readings]));
  const counted: Counted = { stored: 0, lost: 0, doubled: 0, scored: 0, joined: 0, unanswered: 0 };
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.serial} ${row.batch}`;
    const stored = Number(row.stored);
    const scored = Number(row.scored);
    seen.add(key);
    counted.stored += stored;
    counted.scored += scored;
    counted.joined += Number(row.joined);
    const readings = expected.get(key);
    if (readings === undefined) {
      counted.unanswered += stored;
      continue;
    }
    // A batch is kept once under its key; a second row of it, a reading or a score twice is a double.
    counted.doubled += (Number(row.batches) - 1) * readings + Math.max(0, stored - readings);
    counted.doubled += scored - Number(row.scored_once);
    counted.lost += Math.max(0, readings - stored) + Math.max(0, stored - Number(row.scored_once));
  }
  for (const [key, readings] of expected) if (!seen.has(key)) counted.lost += readings;
  return counted;
}

/** The rows of one batch as the gateway stored them, column by column, to be written again. */
interface StoredBatch {
  batch: Record<string, unknown>;
  readings: Record<string, unknown>[];
  results: Record<string, unknown>[];
}

/** The run's batches with their readings and scored results, as stored. */
async function storedBatches(query: Query): Promise<StoredBatch[]> {
  const like = [`${BATCH_PREFIX}-%`];
  const batches = (await query(`select * from device_batch where batch_id like $1`, like)).rows;
  const readings = (
    await query(
      `select r.* from device_result r join device_batch b on b.id = r.batch_ref where b.batch_id like $1`,
      like,
    )
  ).rows;
  const results = (
    await query(
      `select f.*, r.batch_ref as "batchOf" from fitness_result f join device_result r on r.id = f.device_result_id
       join device_batch b on b.id = r.batch_ref where b.batch_id like $1`,
      like,
    )
  ).rows;
  const byId = new Map<string, StoredBatch>(
    batches.map((batch) => [String(batch.id), { batch, readings: [], results: [] }]),
  );
  for (const reading of readings) byId.get(String(reading.batch_ref))?.readings.push(reading);
  for (const { batchOf, ...result } of results) byId.get(String(batchOf))?.results.push(result);
  return [...byId.values()];
}

/** A multi-row insert of `rows` into `table`, every value a parameter. */
function insertOf(table: string, rows: readonly Record<string, unknown>[]): { text: string; params: unknown[] } {
  const columns = Object.keys(rows[0] ?? {});
  const params: unknown[] = [];
  const tuples = rows.map(
    (row) =>
      `(${columns
        .map((column) => {
          const value = row[column];
          params.push(
            value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
          );
          return `$${params.length}`;
        })
        .join(', ')})`,
  );
  return { text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params };
}

/**
 * The statements that write `stored` again under new ids and batch ids: per batch, its row, its
 * readings and their results, the three inserts the gateway's transaction makes.
 */
function baselineStatements(stored: readonly StoredBatch[]): { text: string; params: unknown[] }[][] {
  const tag = randomBytes(3).toString('hex');
  return stored.map(({ batch, readings, results }, index) => {
    const batchRef = randomUUID();
    const readingIds = new Map(readings.map((reading) => [String(reading.id), randomUUID()]));
    const statements = [
      insertOf('device_batch', [{ ...batch, id: batchRef, batch_id: `base-${tag}-${index}` }]),
      insertOf(
        'device_result',
        readings.map((reading) => ({ ...reading, id: readingIds.get(String(reading.id)), batch_ref: batchRef })),
      ),
    ];
    if (results.length > 0) {
      statements.push(
        insertOf(
          'fitness_result',
          results.map((result) => ({
            ...result,
            id: randomUUID(),
            device_result_id: readingIds.get(String(result.device_result_id)),
          })),
        ),
      );
    }
    return statements;
  });
}

/** Writes each batch's statements in a transaction of its own, `workers` batches at a time; answers the ms taken. */
async function writeBaseline(
  transaction: (statements: { text: string; params: unknown[] }[]) => Promise<void>,
  batches: { text: string; params: unknown[] }[][],
  workers: number,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < batches.length; index = next++) await transaction(batches[index] ?? []);
    }),
  );
  return performance.now() - started;
}

/** The demo school's administrator, 50 device tokens and the readings the plan's students lack. */
async function prepare(origin: string): Promise<{ devices: BenchDevice[]; readings: Planned[] }> {
  const token = await signInOverHttp(origin);
  const devices = await deviceTokensFor(origin, token, DEVICES);
  const { readings } = await readingsToTake(new Busi(origin, token), { seed: 'intake bench' });
  if (readings.length === 0) throw new Error('no reading to take: is the demo school’s test in progress?');
  return { devices, readings };
}

async function stop(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** The rows of one database's run. */
function rowsOf(label: string, run: DeviceRun, counted: Counted, baseline: { readings: number; ms: number }): Row[] {
  const perSecond = (counted.stored / run.wallMs) * 1000;
  const basePerSecond = (baseline.readings / baseline.ms) * 1000;
  const failures =
    run.failures.length === 0
      ? ''
      : `; ${run.failures.length} failed posts, first: ${run.failures.slice(0, 3).join(' | ')}`;
  return [
    [
      `device intake, ${DEVICES} devices back to back, ${READINGS_PER_BATCH} a batch, ${label} (goal >= 2,000 readings/s)`,
      `${perSecond.toFixed(0)} readings/s stored and scored`,
      `${basePerSecond.toFixed(0)} readings/s same rows, database alone`,
      `${(perSecond / basePerSecond).toFixed(2)}x`,
    ],
    [
      `device intake, a batch's post p99 (p50), ${label}`,
      `${percentile(run.latencies, 0.99).toFixed(0)} ms (${percentile(run.latencies, 0.5).toFixed(0)} ms)`,
      `${run.latencies.length} posts in ${(run.wallMs / 1000).toFixed(1)} s`,
      '-',
    ],
    [
      `device intake, lost / doubled, ${label} (goal 0 / 0)`,
      `${counted.lost} / ${counted.doubled}`,
      `${run.taken.length} batches taken, ${run.resent} resends answered as duplicates; ` +
        `${counted.scored} scored, ${counted.joined} joined the plan, ${counted.unanswered} stored unanswered${failures}`,
      '-',
    ],
  ];
}

async function intakeOnPostgres(server: string): Promise<Row[]> {
  const database = await throwAwayPostgres(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-intake-'));
  const pool = new pg.Pool({ connectionString: database.url, max: DEVICES });
  const query: Query = (text, params) => pool.query(text, params);
  try {
    console.error('intake: PostgreSQL');
    const gateway = await startGatewayProcess({ dataDir, databaseUrl: database.url });
    let run: DeviceRun;
    try {
      await seedStudents(query, STUDENTS, 'IN');
      const { devices, readings } = await prepare(gateway.origin);
      console.error(`intake: ${readings.length} readings to draw from, ${devices.length} devices, ${SECONDS} s`);
      run = await driveDevices(gateway.origin, devices, readings, SECONDS);
    } finally {
      await stop(gateway);
    }
    const counted = await countStored(query, run.taken);
    const stored = await storedBatches(query);
    const transaction = async (statements: { text: string; params: unknown[] }[]) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        for (const { text, params } of statements) await client.query(text, params);
        await client.query('commit');
      } finally {
        client.release();
      }
    };
    const ms = await writeBaseline(transaction, baselineStatements(stored), DEVICES);
    // What the physique tally's mark costs the database: every result that joins a national plan
    // raises its school year's counter, under that one row's lock until the commit, so the
    // school's batches commit one after another. Measured once more with the mark off (a
    // throw-away database), to tell that share from the rest.
    await query('alter table fitness_result disable trigger physique_tally_result_insert');
    const unmarkedMs = await writeBaseline(transaction, baselineStatements(stored), DEVICES);
    const readings = stored.reduce((sum, batch) => sum + batch.readings.length, 0);
    return [
      ...rowsOf('PostgreSQL', run, counted, { readings, ms }),
      [
        "device intake, the database alone without the physique tally's mark (trigger off), PostgreSQL",
        `${((readings / unmarkedMs) * 1000).toFixed(0)} readings/s`,
        `${((readings / ms) * 1000).toFixed(0)} readings/s with the mark`,
        `${(ms / unmarkedMs).toFixed(2)}x`,
      ],
    ];
  } finally {
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * The baseline on PGlite, in a process of its own run as the gateway is (its Node flags: the
 * database's WebAssembly compiled alike), so only the gateway's code differs: it opens `dir`, writes
 * the statements in `file` and prints the ms taken.
 */
async function baselineOnPglite(dir: string, file: string): Promise<number> {
  const child = spawn(process.execPath, [...GATEWAY_NODE_ARGS, path.join(repoRoot, 'scripts/bench-intake.ts')], {
    cwd: repoRoot,
    env: { ...process.env, INTAKE_BASELINE_DIR: dir, INTAKE_BASELINE_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ms = Number(/baseline (\d+(\.\d+)?) ms/.exec(output)?.[1]);
  if (code !== 0 || !Number.isFinite(ms)) throw new Error(`the PGlite baseline exited ${code}: ${output}`);
  return ms;
}

/** What the baseline's process does: one PGlite, each batch a transaction, one after another. */
async function runPgliteBaseline(dir: string, file: string): Promise<void> {
  const batches = JSON.parse(fs.readFileSync(file, 'utf8')) as { text: string; params: unknown[] }[][];
  const client = new PGlite({ dataDir: dir, startParams: PGLITE_START_PARAMS });
  try {
    const ms = await writeBaseline(
      (statements) =>
        client.transaction(async (tx) => {
          for (const { text, params } of statements) await tx.query(text, params);
        }),
      batches,
      1,
    );
    console.log(`baseline ${ms.toFixed(1)} ms`);
  } finally {
    await client.close();
  }
}

async function intakeOnPglite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-intake-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const withPglite = async <T>(task: (query: Query) => Promise<T>): Promise<T> => {
    const client = new PGlite(pgliteDir);
    try {
      return await task((text, params) => client.query(text, params));
    } finally {
      await client.close();
    }
  };
  try {
    console.error('intake: PGlite');
    // The first start migrates and seeds; the students go in while no gateway holds the directory.
    // On a machine shared with other work a first start can miss its minute: it is tried again.
    await stop(await startGatewayProcess({ dataDir }).catch(() => startGatewayProcess({ dataDir })));
    await withPglite((query) => seedStudents(query, STUDENTS, 'IN'));
    const gateway = await startGatewayProcess({ dataDir });
    let run: DeviceRun;
    try {
      const { devices, readings } = await prepare(gateway.origin);
      console.error(`intake: ${readings.length} readings to draw from, ${devices.length} devices, ${SECONDS} s`);
      run = await driveDevices(gateway.origin, devices, readings, SECONDS);
    } finally {
      await stop(gateway);
    }
    // Counted once the gateway has let go of the directory (one process at a time may open it).
    const { counted, stored } = await withPglite(async (query) => ({
      counted: await countStored(query, run.taken),
      stored: await storedBatches(query),
    }));
    const file = path.join(dataDir, 'baseline.json');
    fs.writeFileSync(file, JSON.stringify(baselineStatements(stored)));
    const ms = await baselineOnPglite(pgliteDir, file);
    const readings = stored.reduce((sum, batch) => sum + batch.readings.length, 0);
    return rowsOf('PGlite', run, counted, { readings, ms });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The intake on PostgreSQL (where a server answers) and on PGlite. */
export async function benchIntake(): Promise<Row[]> {
  const rows: Row[] = [];
  // A database whose run breaks says so in its row; the other's figures still print.
  const measured = async (label: string, run: () => Promise<Row[]>) => {
    try {
      rows.push(...(await run()));
    } catch (error) {
      rows.push([`device intake, ${label}`, `not measured: ${(error as Error).message.slice(0, 200)}`, '-', '-']);
    }
  };
  const server = await postgresServer();
  if (server) await measured('PostgreSQL', () => intakeOnPostgres(server));
  else rows.push(['device intake, PostgreSQL', 'not measured: no PostgreSQL server answers', '-', '-']);
  if (process.env.INTAKE_ONLY !== 'postgres') await measured('PGlite', intakeOnPglite);
  return rows;
}

const baselineDir = process.env.INTAKE_BASELINE_DIR;
const baselineFile = process.env.INTAKE_BASELINE_FILE;
if (baselineDir && baselineFile && import.meta.filename === process.argv[1]) {
  await runPgliteBaseline(baselineDir, baselineFile);
}

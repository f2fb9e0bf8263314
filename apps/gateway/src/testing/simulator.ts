// The device simulator (`npm run simulate`): a school's fitness devices measuring the students of
// its running test plans, through the same calls a school's staff and devices make. A member of
// staff signs in, activates the simulator's devices (or gives the ones it activated before a new
// token), reads each running plan's class sheets, and the devices post realistic readings of every
// measurement a student still lacks, in batches, each batch under an id of its own. Run again, it
// measures only what is still missing.
//
// Its lesson mode, a class test in a PE lesson, is `simulatorLesson.ts`.
import { createHash, randomBytes } from 'node:crypto';
import {
  DEVICE_RESULT_LIMITS,
  type GradeKey,
  gradeOfKey,
  type PhysiqueMeasurement,
  type Sex,
} from '@school-sports/domain';
import { realisticReading, seededRandom } from '../seed/readings.ts';

/** How the simulator reaches the gateway and the school, whatever it simulates. */
export interface SimulatorAccess {
  /** The gateway, such as `http://127.0.0.1:8080`. */
  origin: string;
  /** The school's member of staff who activates the devices and reads the plans. */
  account: string;
  password: string;
  /** The sign-in code a gateway in demo or test mode accepts for every captcha. */
  captchaCode: string;
  /** The school's device activation code. */
  activationCode: string;
  /** The seed of the readings: the same seed, the same values. */
  seed?: string;
  /** Where progress is written. */
  log?: (line: string) => void;
}

/** What a simulation is told. */
export interface SimulationOptions extends SimulatorAccess {
  /** Devices measuring at once. */
  devices: number;
  /** One plan only; every running plan when left out. */
  planId?: string;
  /** Readings in a batch a device posts. */
  batchSize?: number;
}

/** What a simulation did, as the gateway's answers told it. */
export interface SimulationReport {
  plans: number;
  students: number;
  batches: number;
  /** Readings the gateway answered as received. */
  readings: number;
  /** Of them, those whose student number named a student. */
  matched: number;
  /** Each post's time, in ms. */
  latencies: number[];
}

/** A reading a device will post. */
export interface Planned {
  studentNumber: string;
  item: PhysiqueMeasurement;
  value: number;
}

/** A device the simulator drives: its serial and its token. */
interface SimulatedDevice {
  serial: string;
  token: string;
}

/** Serial numbers of the simulator's own devices start with this, so it finds them again. */
export const SIMULATOR_SERIAL_PREFIX = 'SIM-';

export class Busi {
  private readonly origin: string;
  private readonly token: string;

  constructor(origin: string, token: string) {
    this.origin = origin;
    this.token = token;
  }

  private async answer<T>(path: string, response: Response): Promise<T> {
    const body = (await response.json()) as { code: string; msg: string; data: T };
    if (body.code !== '200') throw new Error(`${path}: ${body.msg}`);
    return body.data;
  }

  async read<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await fetch(`${this.origin}/api/busi/web/${path}?${search}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    return this.answer<T>(path, response);
  }

  async write<T>(path: string, body: object): Promise<T> {
    const response = await fetch(`${this.origin}/api/busi/web/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return this.answer<T>(path, response);
  }
}

/** Signs in as `account` with the code a demo or test gateway accepts; answers the access token. */
export async function signIn(options: SimulatorAccess): Promise<string> {
  const randomStr = randomBytes(12).toString('hex');
  await (await fetch(`${options.origin}/api/code?randomStr=${randomStr}`)).arrayBuffer();
  const response = await fetch(`${options.origin}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      accountNum: options.account,
      password: createHash('sha256').update(options.password).digest('hex'),
      code: options.captchaCode,
      randomStr,
    }),
  });
  const body = (await response.json()) as { msg: string; data: { access_token: string } | null };
  if (!body.data) throw new Error(`sign-in as ${options.account}: ${body.msg}`);
  return body.data.access_token;
}

/**
 * The simulator's devices of the school, activated now where there are fewer than `options.devices`,
 * each with a new token; only the one with serial `options.serial` when it is given.
 */
export async function devicesOf(
  busi: Busi,
  options: Pick<SimulatorAccess, 'activationCode'> & { devices: number; serial?: string },
): Promise<SimulatedDevice[]> {
  const listed = async () =>
    (
      await busi.read<{ records: { deviceId: string; serialNumber: string }[] }>('device/page', {
        pageNum: 1,
        pageSize: 80,
        keyword: SIMULATOR_SERIAL_PREFIX,
      })
    ).records.filter((device) => device.serialNumber.startsWith(SIMULATOR_SERIAL_PREFIX));
  let own = await listed();
  if (own.length < options.devices) {
    const venues = await busi.read<{ records: { venueId: string }[] }>('place/page', { pageNum: 1, pageSize: 10 });
    const venueId = venues.records[0]?.venueId;
    if (!venueId) throw new Error('the school has no venue to stand the devices in: add one first');
    for (let index = own.length; index < options.devices; index++) {
      const suffix = randomBytes(4).toString('hex').toUpperCase();
      await busi.write('device/activate', {
        activationCode: options.activationCode,
        venueId,
        name: `模拟体测仪 ${index + 1}`,
        serialNumber: `${SIMULATOR_SERIAL_PREFIX}${suffix}`,
        macAddress: `02:51:${suffix.match(/../g)?.join(':')}`,
      });
    }
    own = await listed();
  }
  const chosen = options.serial
    ? own.filter((device) => device.serialNumber === options.serial)
    : own.slice(0, options.devices);
  return Promise.all(
    chosen.map(async (device) => {
      const issued = await busi.write<{ deviceToken: string }>('device/token', { deviceId: device.deviceId });
      return { serial: device.serialNumber, token: issued.deviceToken };
    }),
  );
}

/**
 * Every reading the running plans (or the one asked) still lack, drawn for each student (the intake
 * bench, `scripts/bench-intake.ts`, draws its readings here too).
 */
export async function readingsToTake(
  busi: Busi,
  options: Pick<SimulationOptions, 'planId' | 'seed'>,
): Promise<{ plans: number; students: number; readings: Planned[] }> {
  type Plan = { planId: string; classIds: string[] };
  const plans: Plan[] = options.planId
    ? [await busi.read<Plan>('testPlan/detail', { planId: options.planId })]
    : (await busi.read<{ records: Plan[] }>('testPlan/page', { pageNum: 1, pageSize: 80, status: 'inProgress' }))
        .records;
  const random = seededRandom(options.seed ?? 'simulator');
  const readings: Planned[] = [];
  const students = new Set<string>();
  for (const plan of plans) {
    for (const classId of plan.classIds) {
      const sheet = await busi.read<{
        students: {
          studentId: string;
          studentNumber: string;
          sex: Sex;
          grade: GradeKey | null;
          measurements: PhysiqueMeasurement[];
        }[];
        typed: { studentId: string; measurement: string }[];
        measured: { studentId: string; measurement: string }[];
      }>('testPlan/result/sheet', { planId: plan.planId, classId });
      const taken = new Set([...sheet.typed, ...sheet.measured].map((row) => `${row.studentId} ${row.measurement}`));
      for (const pupil of sheet.students) {
        if (pupil.grade === null) continue;
        const grade = gradeOfKey(pupil.grade);
        for (const measurement of pupil.measurements) {
          if (taken.has(`${pupil.studentId} ${measurement}`)) continue;
          students.add(pupil.studentId);
          readings.push({
            studentNumber: pupil.studentNumber,
            item: measurement,
            value: realisticReading(random, measurement, pupil.sex, grade),
          });
        }
      }
    }
  }
  return { plans: plans.length, students: students.size, readings };
}

/** Runs the simulation and answers what the gateway took. */
export async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  const log = options.log ?? (() => {});
  const busi = new Busi(options.origin, await signIn(options));
  const planned = await readingsToTake(busi, options);
  log(`${planned.readings.length} readings to take for ${planned.students} students of ${planned.plans} plans`);
  const report: SimulationReport = {
    plans: planned.plans,
    students: planned.students,
    batches: 0,
    readings: 0,
    matched: 0,
    latencies: [],
  };
  if (planned.readings.length === 0) return report;
  const devices = await devicesOf(busi, options);
  const batchSize = Math.min(options.batchSize ?? 40, DEVICE_RESULT_LIMITS.perBatch);
  const batches: Planned[][] = [];
  for (let start = 0; start < planned.readings.length; start += batchSize) {
    batches.push(planned.readings.slice(start, start + batchSize));
  }
  const run = randomBytes(4).toString('hex');
  let next = 0;
  // Each device takes the next batch as soon as its last one is answered.
  await Promise.all(
    devices.map(async (device) => {
      for (let index = next++; index < batches.length; index = next++) {
        const measuredAt = new Date().toISOString();
        const results = (batches[index] ?? []).map((reading) => ({ ...reading, measuredAt }));
        const begin = performance.now();
        const response = await fetch(`${options.origin}/api/device/v1/results`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-token': device.token },
          body: JSON.stringify({ serial: device.serial, batchId: `sim-${run}-${index}`, results }),
        });
        report.latencies.push(performance.now() - begin);
        const body = (await response.json()) as { msg: string; data: { received: number; matched: number } | null };
        if (!body.data) throw new Error(`device ${device.serial}: ${body.msg}`);
        report.batches++;
        report.readings += body.data.received;
        report.matched += body.data.matched;
      }
    }),
  );
  log(`${report.readings} readings in ${report.batches} batches from ${devices.length} devices`);
  return report;
}

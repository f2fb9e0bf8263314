// The devices of `npm run bench -- load`: made ready through the web API as staff would (the
// platform operator raises the school's activatable count, the school's administrator activates
// devices and issues each a token), then each posts batches of results until the run's end, one
// batch in ten twice, as a device does when an answer is lost.
import pg from 'pg';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../apps/gateway/src/seed/school.ts';
import { readerOverHttp, signInOverHttp, writerOverHttp } from '../apps/gateway/src/testing/process.ts';

/** Readings in each batch a device posts: a class's run of one item. */
export const READINGS_PER_BATCH = 40;

/** A device as the bench drives it: its serial number and its own token. */
export interface BenchDevice {
  serial: string;
  token: string;
}

/** What the devices of a run did, as their answers told it. */
export interface DeviceTally {
  /** Batches answered as taken the first time they were sent. */
  batches: number;
  /** Batches sent a second time, each of which must come back as a duplicate. */
  resent: number;
  /** Readings answered as taken. */
  readings: number;
  errors: number;
  /** What went wrong, one line per error. */
  failures: string[];
  /** Each post's time, in ms. */
  latencies: number[];
}

/**
 * Tokens of `count` devices of the demo school, whose administrator holds `token`. The school's
 * demo activatable count is 50 and the activated count must stay below it, so the platform operator
 * raises it first.
 */
export async function deviceTokensFor(origin: string, token: string, count: number): Promise<BenchDevice[]> {
  const operator = await signInOverHttp(origin, 'sysadmin');
  const asOperator = readerOverHttp(origin, operator);
  const schools: { records: { orgId: string }[] } = await asOperator('orgManage/page', {
    pageNum: 1,
    pageSize: 10,
    name: '阳光实验小学',
  });
  const orgId = schools.records[0]?.orgId ?? '';
  const detail: Record<string, unknown> = await asOperator('orgManage/detail', { orgId });
  // The edit form is the detail's fields, none of them null.
  const form = Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, value ?? '']));
  await writerOverHttp(origin, operator)('orgManage/edit', {
    ...form,
    orgId,
    activatableCount: count + 10,
    activatedCount: detail.activatedDeviceCount,
  });

  const read = readerOverHttp(origin, token);
  const write = writerOverHttp(origin, token);
  const venues: { records: { venueId: string }[] } = await read('place/page', { pageNum: 1, pageSize: 10 });
  for (let index = Number(detail.activatedDeviceCount); index < count; index++) {
    await write('device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venues.records[0]?.venueId,
      name: `体测仪 ${index}`,
      serialNumber: `LOAD-DEVICE-${index}`,
      macAddress: `02:00:00:00:0b:${index.toString(16).padStart(2, '0')}`,
    });
  }
  const devices: { records: { deviceId: string; serialNumber: string }[] } = await read('device/page', {
    pageNum: 1,
    pageSize: 80,
  });
  return Promise.all(
    devices.records.slice(0, count).map(async (device) => {
      const issued: { deviceToken: string } = await write('device/token', { deviceId: device.deviceId });
      return { serial: device.serialNumber, token: issued.deviceToken };
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each of `devices` posts a batch of readings of `studentNumbers` every 2 to 10 seconds until
 * `deadline` (a `performance.now()` time); every tenth batch is sent again and must be answered as
 * a duplicate. Answers what the answers told.
 */
export async function simulateDevices(
  origin: string,
  devices: readonly BenchDevice[],
  studentNumbers: readonly string[],
  deadline: number,
): Promise<DeviceTally> {
  const tally: DeviceTally = { batches: 0, resent: 0, readings: 0, errors: 0, failures: [], latencies: [] };
  const fail = (what: string) => {
    tally.errors++;
    tally.failures.push(what);
  };

  async function post(device: BenchDevice, batchId: string, body: string) {
    const begin = performance.now();
    try {
      const response = await fetch(`${origin}/api/device/v1/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': device.token },
        body,
      });
      const answer = (await response.json()) as { data: { received: number; duplicate: boolean } | null };
      tally.latencies.push(performance.now() - begin);
      if (response.status !== 200 || !answer.data) fail(`${response.status} device ${batchId}`);
      return answer.data;
    } catch (error) {
      fail(`device ${batchId}: ${(error as Error).message}`);
      return null;
    }
  }

  async function report(device: BenchDevice) {
    // Spread the first posts over the first pause.
    await sleep(Math.random() * 5000);
    for (let batch = 0; performance.now() < deadline; batch++) {
      const batchId = `${device.serial}-${batch}`;
      const measuredAt = new Date().toISOString();
      const results = Array.from({ length: READINGS_PER_BATCH }, (_, index) => ({
        studentNumber: studentNumbers[(batch * READINGS_PER_BATCH + index) % studentNumbers.length] ?? 'S1',
        item: 'ropeSkipping',
        value: 100 + index,
        measuredAt,
      }));
      const body = JSON.stringify({ serial: device.serial, batchId, results });
      const first = await post(device, batchId, body);
      if (first && !first.duplicate) {
        tally.batches++;
        tally.readings += first.received;
      }
      if (batch % 10 === 9) {
        const again = await post(device, batchId, body);
        if (again) tally.resent++;
        if (again && !again.duplicate) fail(`resend taken twice ${batchId}`);
      }
      await sleep(2000 + Math.random() * 8000);
    }
  }

  await Promise.all(devices.map(report));
  return tally;
}

/** The readings stored on PostgreSQL (null on PGlite, whose directory its gateway holds). */
export async function storedReadings(databaseUrl: string): Promise<number | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from device_result')).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

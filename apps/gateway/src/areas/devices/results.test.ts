// The results devices send: a batch taken once however often and wherever it is sent, each reading
// placed with the student its number names in the device's own organisation, and every bad batch
// refused with its reason and nothing written.
import {
  DEVICE_RESULT_LIMITS,
  type DomainLocale,
  type DomainMessageId,
  translateDomainMessage,
} from '@school-sports/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { device, deviceBatch, deviceResult, fitnessResult, organisation } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { LANGUAGES, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

type Reading = { studentNumber: string; item: string; value: number; measuredAt: string };

describe.each(testDatabases())('results sent by devices on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  /** Each device's token, by serial number. */
  const deviceTokens = new Map<string, string>();
  /** Student numbers of the K12 school's demo students. */
  let numbers: string[] = [];

  const snapshot = gateway.snapshot(deviceBatch, deviceResult, fitnessResult);
  const expectRefused = refusalCheck(snapshot);

  async function activate(token: string, activationCode: string, serialNumber: string, macAddress: string) {
    type Venue = { venueId: string };
    const [venue] = await gateway.records<Venue>(token, 'place/page');
    const venueId =
      venue?.venueId ??
      (await gateway.ok<Venue>(token, 'POST', 'place/add', { code: '09', name: '体测室', type: 'classroom' })).venueId;
    const { deviceToken } = await gateway.ok<{ deviceToken: string }>(token, 'POST', 'device/activate', {
      activationCode,
      venueId,
      name: '体测仪',
      serialNumber,
      macAddress,
    });
    deviceTokens.set(serialNumber, deviceToken);
  }

  beforeAll(async () => {
    await activate(tokens.k12, DEMO_DEVICE_ACTIVATION_CODE, 'SN-RESULTS-01', '02:00:00:00:09:01');
    await activate(tokens.k12, DEMO_DEVICE_ACTIVATION_CODE, 'SN-RESULTS-02', '02:00:00:00:09:02');
    // The university may activate devices too, with its own code.
    await gateway.database.db
      .update(organisation)
      .set({ deviceActivationCode: 'GX-CODE', activatableDeviceCount: 10 })
      .where(eq(organisation.id, await gateway.orgIdOf(tokens.gx)));
    await activate(tokens.gx, 'GX-CODE', 'GX-RESULTS-01', '02:00:00:00:09:03');
    numbers = (await gateway.records<{ studentNumber: string }>(tokens.k12, 'student/page')).map(
      (entry) => entry.studentNumber,
    );
    expect(numbers.length).toBeGreaterThanOrEqual(3);
  });

  const now = () => new Date().toISOString();

  /** A device's post of `body` as `serial`, with `token` (its own by default; null sends none). */
  function send(body: Record<string, unknown>, serial = 'SN-RESULTS-01', token = deviceTokens.get(serial) ?? null) {
    return (language: DomainLocale = 'en-US') =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/device/v1/results',
        headers: { 'accept-language': language, ...(token === null ? {} : { 'x-device-token': token }) },
        payload: { serial, ...body },
      });
  }

  async function taken(batchId: string, results: Reading[], serial = 'SN-RESULTS-01') {
    const response = await send({ batchId, results }, serial)();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data as { received: number; matched: number; unmatched: number; duplicate: boolean };
  }

  const readingsOf = (batchId: string) =>
    gateway.database.db
      .select({
        studentNumber: deviceResult.studentNumber,
        studentId: deviceResult.studentId,
        item: deviceResult.item,
        value: deviceResult.value,
        measuredAt: deviceResult.measuredAt,
      })
      .from(deviceResult)
      .innerJoin(deviceBatch, eq(deviceBatch.id, deviceResult.batchRef))
      .where(eq(deviceBatch.batchId, batchId))
      .orderBy(deviceResult.seq);

  /** The database's clock, which stamps a batch as it is taken. */
  async function databaseNow(): Promise<number> {
    const [row] = await gateway.database.db
      .select({ at: sql<Date>`clock_timestamp()`.mapWith(deviceBatch.createdAt) })
      .from(sql`(select 1) as one`);
    return Number(row?.at?.getTime());
  }
  /** The database's clock just before the first batch was sent. */
  let firstSentAfter = 0;

  it('takes a batch, placing each reading with its student and keeping the ones no student was found for', async () => {
    const measuredAt = '2026-11-20T09:30:00+08:00';
    firstSentAfter = await databaseNow();
    const receipt = await taken('run-1', [
      { studentNumber: numbers[0] as string, item: 'sprint50m', value: 8.45, measuredAt },
      { studentNumber: numbers[1] as string, item: 'ropeSkipping', value: 132, measuredAt },
      { studentNumber: 'NO-SUCH-STUDENT', item: 'height', value: 151.5, measuredAt },
    ]);
    expect(receipt).toEqual({ batchId: 'run-1', received: 3, matched: 2, unmatched: 1, duplicate: false });
    const rows = await readingsOf('run-1');
    expect(rows.map((row) => [row.studentNumber, row.item, row.value, row.measuredAt.toISOString()])).toEqual([
      [numbers[0], 'sprint50m', 8.45, '2026-11-20T01:30:00.000Z'],
      [numbers[1], 'ropeSkipping', 132, '2026-11-20T01:30:00.000Z'],
      ['NO-SUCH-STUDENT', 'height', 151.5, '2026-11-20T01:30:00.000Z'],
    ]);
    expect(rows.map((row) => row.studentId !== null)).toEqual([true, true, false]);
    const [own] = await gateway.database.db
      .select({ lastSeenAt: device.lastSeenAt })
      .from(device)
      .where(eq(device.serialNumber, 'SN-RESULTS-01'));
    expect(own?.lastSeenAt).not.toBeNull();
  });

  it("shows on the device's details how many readings it has sent and when the last came", async () => {
    const idOf = async (serial: string) =>
      (await gateway.database.db.select({ id: device.id }).from(device).where(eq(device.serialNumber, serial)))[0]?.id;
    type Detail = { results: { readings: number; lastAt: string | null } };
    const sent = await gateway.ok<Detail>(tokens.k12, 'GET', 'device/detail', {
      deviceId: await idOf('SN-RESULTS-01'),
    });
    expect(sent.results.readings).toBe(3);
    // Its one batch came after the first send began and before now, by the database's clock.
    const lastAt = Date.parse(sent.results.lastAt ?? '');
    expect(lastAt).toBeGreaterThanOrEqual(firstSentAfter);
    expect(lastAt).toBeLessThanOrEqual(await databaseNow());
    const quiet = await gateway.ok<Detail>(tokens.k12, 'GET', 'device/detail', {
      deviceId: await idOf('SN-RESULTS-02'),
    });
    expect(quiet.results).toEqual({ readings: 0, lastAt: null });
  });

  it("never places a reading with another organisation's student: the school's number from the university's device", async () => {
    const receipt = await taken(
      'gx-1',
      [{ studentNumber: numbers[0] as string, item: 'weight', value: 48.2, measuredAt: now() }],
      'GX-RESULTS-01',
    );
    expect(receipt).toMatchObject({ received: 1, matched: 0, unmatched: 1 });
    expect((await readingsOf('gx-1')).map((row) => row.studentId)).toEqual([null]);
  });

  it('places a kept reading once a student of its number is added, or an existing student takes the number', async () => {
    const measuredAt = now();
    await taken('late-1', [
      { studentNumber: 'LATE-001', item: 'height', value: 140, measuredAt },
      { studentNumber: 'LATE-002', item: 'weight', value: 35, measuredAt },
    ]);
    const [firstClass] = await gateway.ok<{ classId: string }[]>(tokens.k12, 'GET', 'class/list');
    const student = (studentNumber: string) => ({
      name: '迟到生',
      sex: 'male',
      studentNumber,
      classId: firstClass?.classId,
      nation: '01',
      birthDate: '2019-05-06',
      parents: [],
    });
    const { studentId } = await gateway.ok<{ studentId: string }>(
      tokens.k12,
      'POST',
      'student/add',
      student('LATE-001'),
    );
    expect((await readingsOf('late-1')).map((row) => row.studentId)).toEqual([studentId, null]);
    await gateway.ok(tokens.k12, 'POST', 'student/edit', { ...student('LATE-002'), studentId });
    // The reading placed before stays with the student; the one of the new number joins it.
    expect((await readingsOf('late-1')).map((row) => row.studentId)).toEqual([studentId, studentId]);
    // Placing them queued their scoring: it is done here, not while a later test compares its rows.
    await gateway.app.jobs.drain();
  });

  it('answers a resend as the first send and writes nothing, whatever offset its times are written in', async () => {
    const results = [{ studentNumber: numbers[2] as string, item: 'run800m', value: 215.3, measuredAt: now() }];
    const first = await taken('run-2', results);
    const before = await snapshot();
    const resent = await taken('run-2', [
      {
        ...(results[0] as Reading),
        measuredAt: new Date(results[0]?.measuredAt as string).toISOString().replace('Z', '+00:00'),
      },
    ]);
    expect(resent).toEqual({ ...first, duplicate: true });
    expect(await snapshot()).toBe(before);
    // The same id from another device is that device's own batch.
    expect(await taken('run-2', results, 'SN-RESULTS-02')).toMatchObject({ received: 1, duplicate: false });
  });

  it('takes a batch sent five times at once exactly once', async () => {
    const results = numbers.slice(0, 3).map((studentNumber, index) => ({
      studentNumber,
      item: 'sitAndReach',
      value: index - 1.5,
      measuredAt: now(),
    }));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => taken('run-3', results)));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    for (const answer of answers) expect(answer).toMatchObject({ received: 3, matched: 3, unmatched: 0 });
    expect((await readingsOf('run-3')).map((row) => row.value)).toEqual([-1.5, -0.5, 0.5]);
  });

  it('refuses a batch id sent again with other results, changing nothing', async () => {
    const reading = { studentNumber: numbers[0] as string, item: 'sitUps', value: 40, measuredAt: now() };
    await taken('run-4', [reading]);
    await expectRefused(
      send({ batchId: 'run-4', results: [{ ...reading, value: 41 }] }),
      409,
      'deviceResult.batchConflict',
    );
  });

  it('refuses readings timed past the clock or over 400 days back, naming the reading', async () => {
    const reading = (measuredAt: string) => ({ studentNumber: numbers[0], item: 'pullUps', value: 3, measuredAt });
    const ahead = new Date(Date.now() + DEVICE_RESULT_LIMITS.aheadMs + 60_000).toISOString();
    const old = new Date(Date.now() - DEVICE_RESULT_LIMITS.behindMs - 60_000).toISOString();
    await expectRefused(
      send({ batchId: 'run-5', results: [reading(now()), reading(ahead)] }),
      400,
      'deviceResult.measuredAhead',
      {
        field: 'results.1.measuredAt',
      },
    );
    await expectRefused(send({ batchId: 'run-5', results: [reading(old)] }), 400, 'deviceResult.measuredTooOld', {
      field: 'results.0.measuredAt',
    });
  });

  it('refuses malformed batches with the reason of the first bad field, changing nothing', async () => {
    const good = { studentNumber: numbers[0], item: 'sprint50m', value: 9.1, measuredAt: now() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ batchId: 'a b', results: [good] }, 'deviceResult.batchId', 'batchId'],
      [{ batchId: 'x'.repeat(65), results: [good] }, 'deviceResult.batchId', 'batchId'],
      [{ batchId: 'bad-1', results: [] }, 'deviceResult.count', 'results'],
      [
        { batchId: 'bad-2', results: Array.from({ length: DEVICE_RESULT_LIMITS.perBatch + 1 }, () => good) },
        'deviceResult.count',
        'results',
      ],
      [{ batchId: 'bad-3', results: 'all' }, 'deviceResult.count', 'results'],
      [{ batchId: 'bad-4', results: [{ ...good, item: 'bmi' }] }, 'deviceResult.item', 'results.0.item'],
      [{ batchId: 'bad-5', results: [{ ...good, value: 0 }] }, 'deviceResult.value', 'results.0.value'],
      [
        { batchId: 'bad-6', results: [{ ...good, item: 'sitUps', value: 30.5 }] },
        'deviceResult.value',
        'results.0.value',
      ],
      [{ batchId: 'bad-7', results: [{ ...good, value: 1e12 }] }, 'deviceResult.value', 'results.0.value'],
      [{ batchId: 'bad-8', results: [{ ...good, value: '9.1' }] }, 'deviceResult.value', 'results.0.value'],
      [
        { batchId: 'bad-9', results: [{ ...good, measuredAt: '2026-11-20 09:30' }] },
        'deviceResult.measuredAt',
        'results.0.measuredAt',
      ],
      [
        { batchId: 'bad-10', results: [{ ...good, studentNumber: 'S1\u0000' }] },
        'validation.text.control',
        'results.0.studentNumber',
      ],
      [
        { batchId: 'bad-11', results: [{ ...good, studentNumber: '' }] },
        'validation.studentNumber.required',
        'results.0.studentNumber',
      ],
    ];
    for (const [body, id, field] of cases) {
      for (const language of LANGUAGES) {
        const before = await snapshot();
        const response = await send(body)(language);
        expect(response.statusCode, `${id} ${response.body}`).toBe(400);
        expect(response.json().msgId, response.body).toBe(id);
        expect(response.json().msgValues.field).toBe(field);
        if (!id.startsWith('validation.text.')) {
          expect(response.json().msg).toBe(translateDomainMessage(language, id as DomainMessageId));
        }
        expect(await snapshot()).toBe(before);
      }
    }
  });

  it(`refuses a device's batches past ${DEVICE_RESULT_LIMITS.batchesPerMinute} a minute, saying when to send again`, async () => {
    await activate(tokens.k12, DEMO_DEVICE_ACTIVATION_CODE, 'SN-RESULTS-03', '02:00:00:00:09:04');
    const batch = (index: number) => ({
      batchId: `burst-${index}`,
      results: [{ studentNumber: numbers[0], item: 'sitUps', value: 30, measuredAt: now() }],
    });
    for (let index = 0; index < DEVICE_RESULT_LIMITS.batchesPerMinute; index++) {
      expect((await send(batch(index), 'SN-RESULTS-03')()).statusCode).toBe(200);
    }
    const refused = await send(batch(DEVICE_RESULT_LIMITS.batchesPerMinute), 'SN-RESULTS-03')();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({
      msgId: 'deviceResult.tooMany',
      msg: translateDomainMessage('en-US', 'deviceResult.tooMany', { max: DEVICE_RESULT_LIMITS.batchesPerMinute }),
    });
    expect(await readingsOf(`burst-${DEVICE_RESULT_LIMITS.batchesPerMinute}`)).toEqual([]);
    // Another device is not held back by it.
    expect((await send(batch(0))()).statusCode).toBe(200);
  });

  it('answers 401 to a missing, wrong or other device’s token and to a person’s session', async () => {
    const body = {
      batchId: 'auth-1',
      results: [{ studentNumber: numbers[0], item: 'sitUps', value: 30, measuredAt: now() }],
    };
    const other = deviceTokens.get('SN-RESULTS-02') ?? null;
    await expectRefused(send(body, 'SN-RESULTS-01', null), 401, 'device.tokenInvalid');
    await expectRefused(send(body, 'SN-RESULTS-01', 'x'.repeat(43)), 401, 'device.tokenInvalid');
    await expectRefused(send(body, 'SN-RESULTS-01', other), 401, 'device.tokenInvalid');
    const before = await snapshot();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/results',
      headers: bearer(tokens.k12),
      payload: { serial: 'SN-RESULTS-01', ...body },
    });
    expect(response.statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a disabled device’s results, and keeps what it sent before it was deactivated', async () => {
    const [own] = await gateway.database.db
      .select({ id: device.id })
      .from(device)
      .where(eq(device.serialNumber, 'SN-RESULTS-02'));
    await gateway.ok(tokens.k12, 'POST', 'device/status', { deviceId: own?.id, status: 'disabled' });
    const body = {
      batchId: 'off-1',
      results: [{ studentNumber: numbers[0], item: 'sitUps', value: 30, measuredAt: now() }],
    };
    await expectRefused(send(body, 'SN-RESULTS-02'), 403, 'deviceResult.deviceDisabled');
    await gateway.ok(tokens.k12, 'POST', 'device/deactivate', { deviceId: own?.id });
    expect(await readingsOf('run-2')).toHaveLength(2);
  });
});

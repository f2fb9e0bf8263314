// Exercise records through the gateway: a device's batch of exercise is taken once (a resend is
// answered as the first time, a batch id reused for other records refused), a record whose count or
// distance does not fit its kind or whose time is off is refused by name with nothing kept, and the
// school finds its pupils' exercise by student, kind, source and days, sorted and exported; the
// management organisation above it reads it too, the university none of it.
import type { DomainLocale } from '@school-sports/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exerciseRecord, grade, schoolClass, student } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

type Found = {
  recordId: string;
  studentNumber: string;
  className: string | null;
  gradeKey: string | null;
  kind: string;
  count: number | null;
  distance: number | null;
  durationSeconds: number;
  source: string;
  deviceSerial: string | null;
  orgName: string;
};

describe.each(testDatabases())('exercise records on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sysadmin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(exerciseRecord));
  const serial = 'SN-EXERCISE-01';
  let deviceToken = '';
  let pupil = { studentNumber: '', classId: '' };
  // Half an hour ago, in UTC: the searches below keep to that day, away from the demo's month.
  const startedAt = new Date(Date.now() - 1_800_000).toISOString();
  const sent = { startDate: startedAt.slice(0, 10), endDate: startedAt.slice(0, 10), utcOffset: '0' };

  beforeAll(async () => {
    const [venue] = await gateway.records<{ venueId: string }>(tokens.k12, 'place/page');
    ({ deviceToken } = await gateway.ok<{ deviceToken: string }>(tokens.k12, 'POST', 'device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venue?.venueId,
      name: '仰卧起坐垫',
      serialNumber: serial,
      macAddress: '02:00:00:00:45:21',
    }));
    const [first] = await gateway.database.db
      .select({ studentNumber: student.studentNumber, classId: student.classId })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 3)))
      .orderBy(asc(student.studentNumber))
      .limit(1);
    if (!first) throw new Error('the demo school has no third-grade student');
    pupil = first;
  });

  const post = (batchId: string, records: Record<string, unknown>[]) => (language: DomainLocale) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/exercise',
      headers: { 'x-device-token': deviceToken, 'accept-language': language },
      payload: { serial, batchId, records },
    });
  const records = (token: string, query: Record<string, unknown> = {}, path = 'exerciseRecord/page') =>
    gateway.records<Found>(token, path, { pageSize: 80, ...sent, ...query });

  it('takes a batch once, keeps its records on the pupil with class and grade, and counts unknown numbers', async () => {
    const batch = [
      { studentNumber: pupil.studentNumber, kind: 'sitUps', count: 38, durationSeconds: 60, startedAt },
      { studentNumber: pupil.studentNumber, kind: 'ropeSkipping', count: 212, durationSeconds: 120, startedAt },
      { studentNumber: 'NOBODY-0001', kind: 'sitUps', count: 20, durationSeconds: 60, startedAt },
    ];
    const first = await post('exercise-1', batch)('en-US');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      batchId: 'exercise-1',
      received: 3,
      matched: 2,
      unmatched: 1,
      duplicate: false,
    });
    const again = await post('exercise-1', batch)('en-US');
    expect(again.json().data).toEqual({
      batchId: 'exercise-1',
      received: 3,
      matched: 2,
      unmatched: 1,
      duplicate: true,
    });
    await expectRefused(post('exercise-1', batch.slice(0, 1)), 409, 'deviceResult.batchConflict');

    const found = await records(tokens.k12, {
      keyword: pupil.studentNumber,
      sortBy: 'durationSeconds',
      sortOrder: 'desc',
    });
    expect(
      found.map((row) => [row.kind, row.count, row.distance, row.durationSeconds, row.source, row.deviceSerial]),
    ).toEqual([
      ['ropeSkipping', 212, null, 120, 'device', serial],
      ['sitUps', 38, null, 60, 'device', serial],
    ]);
    expect(found.every((row) => row.gradeKey === 'g3' && row.className !== null)).toBe(true);
  });

  it('refuses a record whose count or distance does not fit its kind, or whose time is off, by name, keeping nothing', async () => {
    const good = {
      studentNumber: pupil.studentNumber,
      kind: 'running',
      distance: 1500,
      durationSeconds: 540,
      startedAt,
    };
    await expectRefused(post('exercise-bad-1', [good, { ...good, kind: 'sitUps' }]), 400, 'exercise.error.measures');
    await expectRefused(post('exercise-bad-2', [{ ...good, durationSeconds: 0 }]), 400, 'exercise.error.duration');
    await expectRefused(post('exercise-bad-3', [{ ...good, kind: 'yoga' }]), 400, 'exercise.error.kind');
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await expectRefused(
      post('exercise-bad-4', [good, { ...good, startedAt: ahead }]),
      400,
      'exercise.error.startedAhead',
    );
    const refused = await post('exercise-bad-4', [good, { ...good, startedAt: ahead }])('en-US');
    expect(refused.json().msgValues.field).toBe('records.1.startedAt');
    expect(await records(tokens.k12, { keyword: pupil.studentNumber, kind: 'running' })).toEqual([]);
  });

  it('narrows by kind and source, and shows the school’s records above it but not to the university', async () => {
    const sitUps = await records(tokens.k12, { keyword: pupil.studentNumber, kind: 'sitUps' });
    expect(sitUps.map((row) => row.count)).toEqual([38]);
    expect(await records(tokens.k12, { keyword: pupil.studentNumber, source: 'app' })).toEqual([]);
    expect(await records(tokens.k12, { keyword: pupil.studentNumber, classId: pupil.classId })).toHaveLength(2);
    const school = await gateway.ok<{ name: string }>(tokens.k12, 'GET', 'currentOrg/detail');
    const managed = await records(tokens.sysadmin, { keyword: pupil.studentNumber });
    expect(managed.map((row) => row.orgName)).toEqual([school.name, school.name]);
    expect(await records(tokens.gx, { keyword: pupil.studentNumber })).toEqual([]);
  });

  it('holds the demo month of the pupils’ exercise from the counter and the app', async () => {
    const month = await gateway.ok<{ records: Found[]; total: number }>(tokens.k12, 'GET', 'exerciseRecord/page', {
      pageSize: 80,
      startDate: '2026-10-26',
      endDate: '2026-11-27',
      utcOffset: '480',
    });
    expect(new Set(month.records.map((row) => row.studentNumber)).size).toBeGreaterThan(1);
    expect(new Set(month.records.map((row) => row.source))).toEqual(new Set(['device', 'app']));
    for (const row of month.records) {
      if (row.source === 'device') expect(row.count, row.kind).not.toBeNull();
      else expect(row.distance, row.kind).toBeGreaterThan(0);
    }
  });

  it('pages the demo month by key in every order, forwards and back, sharing and skipping no record', async () => {
    type Answer = { records: Found[]; total: number; cursors?: { previous?: string; next?: string } };
    const month = { startDate: '2026-10-26', endDate: '2026-11-27', utcOffset: '480' };
    const page = (query: Record<string, unknown>) =>
      gateway.ok<Answer>(tokens.k12, 'GET', 'exerciseRecord/page', { ...month, pageSize: 10, ...query });
    for (const sort of [
      {},
      { sortBy: 'startedAt', sortOrder: 'asc' },
      { sortBy: 'count', sortOrder: 'desc' },
      { sortBy: 'distance', sortOrder: 'asc' },
      { sortBy: 'durationSeconds', sortOrder: 'desc' },
    ]) {
      // The pages by number, as the quick jumper reads them: the order the cursor must walk.
      const first = await page(sort);
      const pages = Math.ceil(first.total / 10);
      expect(pages, 'the demo month spans several pages').toBeGreaterThan(2);
      const byNumber: string[] = [];
      for (let number = 1; number <= pages; number += 1)
        byNumber.push(...(await page({ ...sort, pageNum: number })).records.map((row) => row.recordId));
      expect(new Set(byNumber).size, JSON.stringify(sort)).toBe(first.total);
      const forwards: string[] = [];
      let answer = first;
      for (let number = 1; ; number += 1) {
        forwards.push(...answer.records.map((row) => row.recordId));
        if (number === pages || !answer.cursors?.next) break;
        answer = await page({ ...sort, pageNum: number + 1, cursor: answer.cursors.next });
      }
      expect(forwards, JSON.stringify(sort)).toEqual(byNumber);
      const backwards: string[][] = [];
      for (let number = pages; ; number -= 1) {
        backwards.unshift(answer.records.map((row) => row.recordId));
        if (number === 1 || !answer.cursors?.previous) break;
        answer = await page({ ...sort, pageNum: number - 1, cursor: answer.cursors.previous });
      }
      expect(backwards.flat(), JSON.stringify(sort)).toEqual(byNumber);
    }
  });

  it('offers grades and classes to filter by, and exports what it finds in its order', async () => {
    const options = await gateway.ok<{ classes: unknown[]; plans: unknown[] }>(
      tokens.k12,
      'GET',
      'exerciseRecord/options',
    );
    expect(options.classes.length).toBeGreaterThan(0);
    expect(options.plans).toEqual([]);
    const lines = exportLinesOf<Found>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/exerciseRecord/export',
        query: { keyword: pupil.studentNumber, sortBy: 'count', sortOrder: 'asc', ...sent },
        headers: bearer(tokens.k12),
      }),
    );
    expect(lines[0]).toEqual({ total: 2 });
    const streamed = lines.filter((line): line is Found[] => Array.isArray(line)).flat();
    expect(streamed.map((row) => row.count)).toEqual([38, 212]);
  });
});

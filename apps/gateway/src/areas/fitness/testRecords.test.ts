// Test records through the gateway: the readings a device placed on a student outside every plan
// (a self-test), scored as they arrived, found with the score search's filters and exported; the
// results of plans stay out of them, the management organisation above the school sees them, and
// the university finds none of them.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, grade, schoolClass, student } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

type Found = {
  resultId: string;
  studentNumber: string;
  planName: string | null;
  measurement: string;
  value: number;
  score: number | null;
  band: string | null;
  source: string;
  deviceSerial: string | null;
  orgName: string;
};

describe.each(testDatabases())('test records on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sysadmin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(fitnessResult));
  // A first-grade pupil: no running plan of the demo school tests the first grade, so a reading of
  // theirs joins none.
  let pupil = '';
  const serial = 'SN-SELFTEST-01';
  // An hour ago, in UTC: the search below keeps to that day, away from the demo's own self-tests.
  const measuredAt = new Date(Date.now() - 3_600_000).toISOString();
  const sent = { startDate: measuredAt.slice(0, 10), endDate: measuredAt.slice(0, 10), utcOffset: '0' };

  beforeAll(async () => {
    const [venue] = await gateway.records<{ venueId: string }>(tokens.k12, 'place/page');
    const { deviceToken } = await gateway.ok<{ deviceToken: string }>(tokens.k12, 'POST', 'device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venue?.venueId,
      name: '自测跳绳机',
      serialNumber: serial,
      macAddress: '02:00:00:00:45:11',
    });
    const [first] = await gateway.database.db
      .select({ studentNumber: student.studentNumber })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
      .orderBy(asc(student.studentNumber))
      .limit(1);
    pupil = first?.studentNumber ?? '';
    expect(pupil).not.toBe('');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/results',
      headers: { 'x-device-token': deviceToken },
      payload: {
        serial,
        batchId: 'self-test-1',
        results: [
          { studentNumber: pupil, item: 'ropeSkipping', value: 96, measuredAt },
          { studentNumber: pupil, item: 'ropeSkipping', value: 121, measuredAt },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  const records = (token: string, query: Record<string, unknown> = {}, path = 'testRecord/page') =>
    gateway.records<Found>(token, path, { pageSize: 80, ...sent, ...query });

  it("finds a device's readings outside any plan, scored, with the device, and no plan's results", async () => {
    const found = await records(tokens.k12, { keyword: pupil, sortBy: 'value', sortOrder: 'desc' });
    expect(found.map((row) => [row.measurement, row.value, row.source, row.deviceSerial])).toEqual([
      ['ropeSkipping', 121, 'device', serial],
      ['ropeSkipping', 96, 'device', serial],
    ]);
    expect(found.every((row) => row.score !== null && row.band !== null && row.planName === null)).toBe(true);
    // The demo school's plans hold results of their own: none of them is a test record.
    const planned = await gateway.database.db
      .select({ id: fitnessResult.id })
      .from(fitnessResult)
      .where(isNotNull(fitnessResult.planId));
    expect(planned.length).toBeGreaterThan(0);
    // Nor of the demo's: its pupils' own rope skipping between the tests is.
    const all = await gateway.ok<{ records: Found[]; total: number }>(tokens.k12, 'GET', 'testRecord/page', {
      pageSize: 80,
    });
    expect(all.total).toBeGreaterThan(2);
    const plannedIds = new Set(planned.map((row) => row.id));
    expect(all.records.filter((row) => plannedIds.has(row.resultId))).toEqual([]);
    expect(all.records.every((row) => row.planName === null && row.source === 'device')).toBe(true);
    // The score search reads every result: these readings, and the pupil's results in plans.
    const searched = await records(tokens.k12, { keyword: pupil, item: 'ropeSkipping' }, 'scoreSearch/page');
    const selfTests = new Set(found.map((row) => row.resultId));
    expect(searched.filter((row) => selfTests.has(row.resultId))).toHaveLength(2);
    expect(searched.filter((row) => !selfTests.has(row.resultId)).every((row) => row.planName !== null)).toBe(true);
  });

  it('shows them to the management organisation above the school, and none to the university', async () => {
    const school = await gateway.ok<{ name: string }>(tokens.k12, 'GET', 'currentOrg/detail');
    const managed = await records(tokens.sysadmin, { keyword: pupil });
    expect(managed.map((row) => row.orgName)).toEqual([school.name, school.name]);
    await expectRefused(gateway.as(tokens.gx, 'GET', 'testRecord/page', { keyword: pupil }), 403, 'auth.forbidden');
    expect(await records(tokens.gx, { keyword: pupil }, 'testRecord/gx/page')).toEqual([]);
  });

  it('offers grades and classes to filter by but no plans, and exports what it finds', async () => {
    const options = await gateway.ok<{ classes: unknown[]; plans: unknown[] }>(tokens.k12, 'GET', 'testRecord/options');
    expect(options.classes.length).toBeGreaterThan(0);
    expect(options.plans).toEqual([]);
    const lines = exportLinesOf<Found>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/testRecord/export',
        query: { keyword: pupil, sortBy: 'value', sortOrder: 'asc', ...sent },
        headers: bearer(tokens.k12),
      }),
    );
    expect(lines[0]).toEqual({ total: 2 });
    const streamed = lines.filter((line): line is Found[] => Array.isArray(line)).flat();
    expect(streamed.map((row) => row.value)).toEqual([96, 121]);
  });
});

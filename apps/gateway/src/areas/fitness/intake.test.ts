// Readings from devices become scored results as they are taken: each reading placed on a student
// is stored with the domain's score, band and needs-check flag, its device and its plan (the plan
// in progress of the student's class with that item on that day), in the transaction of the batch.
import { isSex, SCORING_VERSION, scoreReading } from '@school-sports/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deviceBatch,
  deviceResult,
  fitnessResult,
  grade,
  schoolClass,
  student,
  testPlan,
  testPlanClass,
} from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { scorePlacedReadings } from './scoring.ts';

/** The day `days` from `day` (`YYYY-MM-DD`). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('device readings scored into results on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin' });
  let deviceToken = '';
  /** A first-grade student of the demo school: number, id, sex, class. */
  let pupil: { id: string; studentNumber: string; sex: string; classId: string; orgId: string; tenantOrgId: string };
  // An hour ago, written in UTC: the device's own day is its first ten characters.
  const measuredAt = new Date(Date.now() - 3_600_000).toISOString();
  const today = measuredAt.slice(0, 10);

  beforeAll(async () => {
    const [venue] = await gateway.records<{ venueId: string }>(tokens.k12, 'place/page');
    ({ deviceToken } = await gateway.ok<{ deviceToken: string }>(tokens.k12, 'POST', 'device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venue?.venueId,
      name: '体测仪',
      serialNumber: 'SN-SCORED-01',
      macAddress: '02:00:00:00:45:01',
    }));
    const [first] = await gateway.database.db
      .select({
        id: student.id,
        studentNumber: student.studentNumber,
        sex: student.sex,
        classId: student.classId,
        orgId: student.orgId,
        tenantOrgId: student.tenantOrgId,
      })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
      .orderBy(asc(student.studentNumber))
      .limit(1);
    if (!first) throw new Error('the demo school has no first-grade student');
    pupil = first;
  });

  async function send(
    batchId: string,
    results: { studentNumber: string; item: string; value: number; measuredAt?: string }[],
  ) {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/results',
      headers: { 'x-device-token': deviceToken },
      payload: { serial: 'SN-SCORED-01', batchId, results: results.map((entry) => ({ measuredAt, ...entry })) },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const resultsOf = (batchId: string) =>
    gateway.database.db
      .select({
        item: fitnessResult.item,
        value: fitnessResult.value,
        score: fitnessResult.score,
        band: fitnessResult.band,
        needsCheck: fitnessResult.needsCheck,
        scoringVersion: fitnessResult.scoringVersion,
        source: fitnessResult.source,
        deviceSerial: fitnessResult.deviceSerial,
        planId: fitnessResult.planId,
        classId: fitnessResult.classId,
        gradeKey: fitnessResult.gradeKey,
      })
      .from(fitnessResult)
      .innerJoin(deviceResult, eq(deviceResult.id, fitnessResult.deviceResultId))
      .innerJoin(deviceBatch, eq(deviceBatch.id, deviceResult.batchRef))
      .where(eq(deviceBatch.batchId, batchId))
      .orderBy(asc(deviceResult.seq));

  async function addPlan(name: string, startDate: string, endDate: string, status: string, items: string[]) {
    const id = crypto.randomUUID();
    await gateway.database.db.insert(testPlan).values({
      id,
      orgId: pupil.orgId,
      tenantOrgId: pupil.tenantOrgId,
      name,
      academicYearId: 'year',
      semesterId: 'semester',
      kind: 'custom',
      grades: [{ grade: 'g1', items }],
      startDate,
      endDate,
      status,
    });
    await gateway.database.db.insert(testPlanClass).values({ planId: id, classId: pupil.classId });
    return id;
  }

  it("stores each placed reading with the domain's score, band and flag, and the device that sent it", async () => {
    await send('scored-1', [
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 10.2 },
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 4.1 },
      { studentNumber: pupil.studentNumber, item: 'height', value: 121.5 },
      { studentNumber: 'NOBODY-HERE', item: 'sprint50m', value: 11 },
    ]);
    const sex = isSex(pupil.sex) ? pupil.sex : 'male';
    const expected = (value: number) => scoreReading({ sex, grade: { school: 1 }, measurement: 'sprint50m', value });
    const common = {
      source: 'device',
      deviceSerial: 'SN-SCORED-01',
      planId: null,
      classId: pupil.classId,
      gradeKey: 'g1',
      scoringVersion: SCORING_VERSION,
    };
    expect(await resultsOf('scored-1')).toEqual([
      {
        ...common,
        item: 'sprint50m',
        value: 10.2,
        score: expected(10.2).score,
        band: expected(10.2).band,
        needsCheck: false,
      },
      {
        ...common,
        item: 'sprint50m',
        value: 4.1,
        score: expected(4.1).score,
        band: expected(4.1).band,
        needsCheck: true,
      },
      { ...common, item: 'bmi', value: 121.5, score: null, band: null, needsCheck: false },
    ]);
  });

  it('stores a batch sent again once', async () => {
    await send('scored-1', [
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 10.2 },
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 4.1 },
      { studentNumber: pupil.studentNumber, item: 'height', value: 121.5 },
      { studentNumber: 'NOBODY-HERE', item: 'sprint50m', value: 11 },
    ]);
    expect(await resultsOf('scored-1')).toHaveLength(3);
  });

  it("joins the plan in progress of the student's class with the item on that day, the later started of two", async () => {
    const wide = await addPlan('wide', dayAfter(today, -20), dayAfter(today, 20), 'inProgress', ['sprint50m', 'bmi']);
    const narrow = await addPlan('narrow', dayAfter(today, -2), dayAfter(today, 2), 'inProgress', ['sprint50m']);
    await addPlan('ended', dayAfter(today, -1), dayAfter(today, 1), 'ended', ['sprint50m', 'bmi', 'ropeSkipping']);
    await addPlan('to come', dayAfter(today, -1), dayAfter(today, 1), 'notStarted', ['ropeSkipping']);
    await addPlan('past', dayAfter(today, -30), dayAfter(today, -1), 'inProgress', ['ropeSkipping']);
    // 07:00 in Beijing on the narrow plan's first day is still the day before in UTC: the device's day counts.
    const earlyMorning = `${dayAfter(today, -2)}T07:00:00+08:00`;
    await send('scored-2', [
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 11.5 },
      { studentNumber: pupil.studentNumber, item: 'weight', value: 23 },
      { studentNumber: pupil.studentNumber, item: 'ropeSkipping', value: 90 },
      { studentNumber: pupil.studentNumber, item: 'sprint50m', value: 11.6, measuredAt: earlyMorning },
      {
        studentNumber: pupil.studentNumber,
        item: 'sprint50m',
        value: 11.7,
        measuredAt: `${dayAfter(today, -3)}T07:00:00+08:00`,
      },
    ]);
    expect((await resultsOf('scored-2')).map((row) => [row.item, row.value, row.planId])).toEqual([
      ['sprint50m', 11.5, narrow],
      ['bmi', 23, wide],
      ['ropeSkipping', 90, null],
      ['sprint50m', 11.6, narrow],
      ['sprint50m', 11.7, wide],
    ]);
  });

  it('scores a reading kept for an unknown number once a student of that number is added, through the job queue', async () => {
    const earlyMorning = `${dayAfter(today, -2)}T07:00:00+08:00`;
    await send('scored-later', [
      { studentNumber: 'LATER-045', item: 'sprint50m', value: 10.2, measuredAt: earlyMorning },
      { studentNumber: 'LATER-045', item: 'sitAndReach', value: 60 },
    ]);
    expect(await resultsOf('scored-later')).toEqual([]);
    const { studentId } = await gateway.ok<{ studentId: string }>(tokens.k12, 'POST', 'student/add', {
      name: '后来生',
      sex: pupil.sex,
      studentNumber: 'LATER-045',
      classId: pupil.classId,
      nation: '01',
      birthDate: '2019-05-06',
      parents: [],
    });
    await gateway.app.jobs.drain();
    const sex = isSex(pupil.sex) ? pupil.sex : 'male';
    const sprint = scoreReading({ sex, grade: { school: 1 }, measurement: 'sprint50m', value: 10.2 });
    const reach = scoreReading({ sex, grade: { school: 1 }, measurement: 'sitAndReach', value: 60 });
    const rows = await resultsOf('scored-later');
    expect(rows.map((row) => [row.item, row.score, row.needsCheck, row.source, row.classId])).toEqual([
      ['sprint50m', sprint.score, false, 'device', pupil.classId],
      ['sitAndReach', reach.score, true, 'device', pupil.classId],
    ]);
    // On the narrow plan's first day by the device's clock, the plan that started last takes it.
    const [narrow] = await gateway.database.db
      .select({ id: testPlan.id })
      .from(testPlan)
      .where(eq(testPlan.name, 'narrow'));
    expect(rows[0]?.planId).toBe(narrow?.id);
    // Run again, the job finds nothing left to score.
    await enqueue(gateway.database.db, scorePlacedReadings, { studentIds: [studentId] });
    await gateway.app.jobs.drain();
    const [queued] = await gateway.database.db
      .select({ n: count() })
      .from(fitnessResult)
      .where(eq(fitnessResult.studentId, studentId));
    expect(queued?.n).toBe(2);
  });
});

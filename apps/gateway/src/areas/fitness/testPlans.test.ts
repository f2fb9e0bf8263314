// Test plans through the gateway: added, listed, edited on their latest version, started, ended or
// ended early along the domain's transitions, deleted only before they start, and their results
// page showing what devices sent; each refusal localised, naming its field, changing nothing.
import { scoreReading } from '@school-sports/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grade, schoolClass, student, testPlan, testPlanClass } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

type Plan = {
  planId: string;
  name: string;
  kind: string;
  grades: { grade: string; items: string[] }[];
  classIds: string[];
  startDate: string;
  endDate: string;
  status: string;
  version: number;
};

/** The day `days` from `day` (`YYYY-MM-DD`). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('test plans on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sysadmin: 'sysadmin' });
  const snapshot = gateway.snapshot(testPlan, testPlanClass);
  const expectRefused = refusalCheck(snapshot);
  const today = new Date().toISOString().slice(0, 10);
  let base: Record<string, unknown> = {};
  let firstGradeClass = '';

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const [row] = await gateway.database.db
      .select({ id: schoolClass.id })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .innerJoin(student, eq(student.classId, schoolClass.id))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
      .orderBy(asc(schoolClass.id))
      .limit(1);
    firstGradeClass = row?.id ?? '';
    base = {
      name: '2026 秋季体测',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [firstGradeClass],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    };
  });

  const add = (fields: Record<string, unknown>) =>
    gateway.as(tokens.k12, 'POST', 'testPlan/add', { ...base, ...fields });
  const detail = (planId: string) => gateway.ok<Plan>(tokens.k12, 'GET', 'testPlan/detail', { planId });

  it('adds a plan, not started, on its first version, and lists it', async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', base);
    expect(await detail(planId)).toMatchObject({
      name: '2026 秋季体测',
      kind: 'national',
      classIds: [firstGradeClass],
      status: 'notStarted',
      version: 1,
    });
    const listed = await gateway.records<Plan>(tokens.k12, 'testPlan/page', { status: 'notStarted' });
    expect(listed.map((plan) => plan.planId)).toContain(planId);
  });

  it('refuses a plan whose fields break the rules, naming the field, and writes nothing', async () => {
    await expectRefused(add({ grades: [{ grade: 'g1', items: ['bmi'] }] }), 400, 'validation.testPlan.nationalItems', {
      field: 'grades.0',
    });
    await expectRefused(
      add({ kind: 'custom', grades: [{ grade: 'g8', items: ['ropeSkipping'] }] }),
      400,
      'validation.testPlan.items',
      {
        field: 'grades.0',
      },
    );
    await expectRefused(add({ endDate: dayAfter(today, -2) }), 400, 'validation.testPlan.dateOrder', {
      field: 'endDate',
    });
    await expectRefused(add({ name: ' ' }), 400, 'validation.testPlan.nameRequired');
    await expectRefused(add({ kind: 'weekly' }), 400, 'validation.testPlan.kind');
    await expectRefused(add({ classIds: [] }), 400, 'validation.testPlan.classes');
    // A class, year or semester the organisation does not have (another's, or none) is refused.
    await expectRefused(add({ classIds: [firstGradeClass, crypto.randomUUID()] }), 404, 'class.notFound');
    await expectRefused(add({ semesterId: crypto.randomUUID() }), 404, 'semester.notFound');
    const [gxYear] = await gateway.ok<{ uid: string }[]>(tokens.gx, 'GET', 'acayear/list');
    if (gxYear) await expectRefused(add({ academicYearId: gxYear.uid }), 404, 'academicYear.notFound');
  });

  it('edits a plan on its latest version only, and hides it from another organisation', async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', base);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/edit', { ...base, planId, version: 1, name: '秋季体测（改）' });
    expect(await detail(planId)).toMatchObject({ name: '秋季体测（改）', version: 2 });
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/edit', { ...base, planId, version: 1, name: '旧版本' }),
      409,
      'fitness.plan.changed',
    );
    await expectRefused(gateway.as(tokens.gx, 'GET', 'testPlan/detail', { planId }), 404, 'fitness.plan.notFound');
    await expectRefused(
      gateway.as(tokens.gx, 'POST', 'testPlan/status', { planId, action: 'start' }),
      404,
      'fitness.plan.notFound',
    );
  });

  it('shows the management organisation its schools’ plans and their progress, read only', async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      ...base,
      name: '教育局可见',
    });
    type Listed = { planId: string; orgName: string; own: boolean };
    const listed = await gateway.records<Listed>(tokens.sysadmin, 'testPlan/page', { pageSize: 80 });
    expect(listed.find((row) => row.planId === planId)).toMatchObject({ orgName: '阳光实验小学', own: false });
    expect(await gateway.ok(tokens.sysadmin, 'GET', 'testPlan/detail', { planId })).toMatchObject({
      name: '教育局可见',
      own: false,
    });
    const progress = await gateway.ok<{ classId: string; students: number }[]>(
      tokens.sysadmin,
      'GET',
      'testPlan/progress',
      {
        planId,
      },
    );
    expect(progress.map((row) => row.classId)).toEqual([firstGradeClass]);
    // Its own school sees it as its own; writes stay with the school.
    expect(await gateway.ok(tokens.k12, 'GET', 'testPlan/detail', { planId })).toMatchObject({ own: true });
    await expectRefused(
      gateway.as(tokens.sysadmin, 'POST', 'testPlan/status', { planId, action: 'start' }),
      404,
      'fitness.plan.notFound',
    );
    // Another school sees none of it.
    expect(
      (await gateway.records<Listed>(tokens.gx, 'testPlan/page', { pageSize: 80 })).map((row) => row.planId),
    ).not.toContain(planId);
    await expectRefused(gateway.as(tokens.gx, 'GET', 'testPlan/progress', { planId }), 404, 'fitness.plan.notFound');
  });

  it('moves a plan along its statuses only, and lets a started one change its name and last day alone', async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', base);
    const status = (action: string) => gateway.as(tokens.k12, 'POST', 'testPlan/status', { planId, action });
    await expectRefused(status('end'), 409, 'status.refused.notAllowed', { field: 'action' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    expect(await detail(planId)).toMatchObject({ status: 'inProgress', version: 2 });
    const edit = (fields: Record<string, unknown>) =>
      gateway.as(tokens.k12, 'POST', 'testPlan/edit', { ...base, planId, version: 2, ...fields });
    await expectRefused(edit({ classIds: [] }), 400, 'validation.testPlan.classes');
    await expectRefused(edit({ startDate: today }), 409, 'validation.testPlan.startedField', { field: 'startDate' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/edit', {
      ...base,
      planId,
      version: 2,
      name: '延期的体测',
      endDate: dayAfter(today, 3),
    });
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/delete', { planId }),
      409,
      'validation.testPlan.notDeletable',
      { field: 'planId' },
    );
    // Its last day is ahead: it ends early, not at its end.
    await expectRefused(status('end'), 409, 'validation.testPlan.notYetEnded', { field: 'action' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'endEarly' });
    expect(await detail(planId)).toMatchObject({ status: 'endedEarly', name: '延期的体测' });
    await expectRefused(status('start'), 409, 'status.refused.final', { field: 'action' });
    await expectRefused(edit({ version: 4, name: '结束后' }), 409, 'validation.testPlan.endedPlan', { field: 'name' });
  });

  it('deletes a plan that has not started', async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', base);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/delete', { planId });
    await expectRefused(gateway.as(tokens.k12, 'GET', 'testPlan/detail', { planId }), 404, 'fitness.plan.notFound');
  });

  it("shows a started plan's results as devices send them, scored, with their source", async () => {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      ...base,
      name: '结果页',
    });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const [venue] = await gateway.records<{ venueId: string }>(tokens.k12, 'place/page');
    const { deviceToken } = await gateway.ok<{ deviceToken: string }>(tokens.k12, 'POST', 'device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venue?.venueId,
      name: '体测仪',
      serialNumber: 'SN-PLAN-01',
      macAddress: '02:00:00:00:45:02',
    });
    const [pupil] = await gateway.database.db
      .select({ studentNumber: student.studentNumber, sex: student.sex })
      .from(student)
      .where(eq(student.classId, firstGradeClass))
      .orderBy(asc(student.studentNumber))
      .limit(1);
    const measuredAt = new Date(Date.now() - 60_000).toISOString();
    const sent = await gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/results',
      headers: { 'x-device-token': deviceToken },
      payload: {
        serial: 'SN-PLAN-01',
        batchId: 'plan-page-1',
        results: [
          { studentNumber: pupil?.studentNumber, item: 'sprint50m', value: 10.2, measuredAt },
          { studentNumber: pupil?.studentNumber, item: 'sprint50m', value: 13.7, measuredAt },
          { studentNumber: pupil?.studentNumber, item: 'ropeSkipping', value: 420, measuredAt },
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await gateway.records<Record<string, unknown>>(tokens.k12, 'testPlan/result/page', { planId });
    const sex = pupil?.sex === 'female' ? 'female' : 'male';
    const scored = (measurement: 'sprint50m' | 'ropeSkipping', value: number) => {
      const { score, band, needsCheck } = scoreReading({ sex, grade: { school: 1 }, measurement, value });
      return [measurement, value, score, band, needsCheck, 'device', 'SN-PLAN-01'];
    };
    // By item, best score first.
    expect(
      rows.map((row) => [row.item, row.value, row.score, row.band, row.needsCheck, row.source, row.deviceSerial]),
    ).toEqual([scored('ropeSkipping', 420), scored('sprint50m', 10.2), scored('sprint50m', 13.7)]);
    expect(rows.map((row) => row.needsCheck)).toEqual([true, false, false]);
    const flagged = await gateway.records<Record<string, unknown>>(tokens.k12, 'testPlan/result/page', {
      planId,
      needsCheck: 'true',
    });
    expect(flagged.map((row) => row.item)).toEqual(['ropeSkipping']);
    await expectRefused(gateway.as(tokens.gx, 'GET', 'testPlan/result/page', { planId }), 404, 'fitness.plan.notFound');
  });
});

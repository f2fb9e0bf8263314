// Exemptions through the gateway: a student of the plan exempt from items the plan takes from the
// student's grade, the physique year leaving them out, a second save replacing the first, and every
// other exemption refused by name with nothing stored: an item the plan does not take, a student
// outside the plan, an unknown reason, another organisation's plan.
import { beforeAll, describe, expect, it } from 'vitest';
import { testPlanExemption } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Exemption = { exemptionId: string; studentId: string; items: string[]; reason: string; note: string };

describe.each(testDatabases())('plan exemptions on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(testPlanExemption));
  const today = new Date().toISOString().slice(0, 10);
  let planId = '';
  let academicYearId = '';
  let pupil = '';
  let classId = '';

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    academicYearId = year?.uid ?? '';
    classId = (await firstGradeClass(gateway.database.db)).id;
    ({ planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '免测登记测',
      academicYearId,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    }));
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{ students: { studentId: string }[] }>(tokens.k12, 'GET', 'testPlan/result/sheet', {
      planId,
      classId,
    });
    pupil = sheet.students[0]?.studentId ?? '';
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId,
      classId,
      entries: [{ studentId: pupil, measurement: 'sprint50m', value: 10.5 }],
    });
  });

  const list = () => gateway.ok<Exemption[]>(tokens.k12, 'GET', 'testPlan/exemption/list', { planId });

  it('records a student exempt from items, and the physique year leaves them out', async () => {
    await gateway.ok(tokens.k12, 'POST', 'testPlan/exemption/save', {
      planId,
      studentId: pupil,
      items: ['ropeSkipping', 'vitalCapacity'],
      reason: 'illness',
      note: '哮喘，医生建议暂缓',
    });
    expect(await list()).toEqual([
      expect.objectContaining({ studentId: pupil, items: ['ropeSkipping', 'vitalCapacity'], reason: 'illness' }),
    ]);
    const rows = await gateway.records<{ studentId: string; exempt: string[]; missing: string[]; band: string | null }>(
      tokens.k12,
      'physique/page',
      { academicYearId, classId, pageSize: 80 },
    );
    const year = rows.find((row) => row.studentId === pupil);
    expect(year?.exempt).toEqual(['vitalCapacity', 'ropeSkipping']);
    expect(year?.missing).not.toContain('ropeSkipping');
    expect(year?.band).toBeNull();
  });

  it('replaces the exemption on a second save, and withdraws it', async () => {
    await gateway.ok(tokens.k12, 'POST', 'testPlan/exemption/save', {
      planId,
      studentId: pupil,
      items: ['sitAndReach'],
      reason: 'injury',
    });
    const [only, ...rest] = await list();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ items: ['sitAndReach'], reason: 'injury', note: '' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/exemption/delete', { exemptionId: only?.exemptionId });
    expect(await list()).toEqual([]);
  });

  it('refuses an item the plan does not take, an unknown reason, no items, by name, storing nothing', async () => {
    const save = (body: Record<string, unknown>) =>
      gateway.as(tokens.k12, 'POST', 'testPlan/exemption/save', {
        planId,
        studentId: pupil,
        reason: 'illness',
        ...body,
      });
    await expectRefused(save({ items: ['pullUps'] }), 400, 'fitness.exemption.itemNotInPlan', { field: 'items' });
    await expectRefused(save({ items: ['sprint50m'], reason: 'lazy' }), 400, 'validation.exemption.reason');
    await expectRefused(save({ items: [] }), 400, 'validation.exemption.items');
    await expectRefused(save({ items: ['sprint50m', 'sprint50m'] }), 400, 'validation.exemption.items');
  });

  it('shows another organisation neither the plan’s exemptions nor a way to add one', async () => {
    const theirs = await gateway.as(tokens.nf, 'GET', 'testPlan/exemption/list', { planId })('en-US');
    expect(theirs.statusCode).toBe(404);
    const added = await gateway.as(tokens.nf, 'POST', 'testPlan/exemption/save', {
      planId,
      studentId: pupil,
      items: ['sprint50m'],
      reason: 'other',
    })('en-US');
    expect(added.statusCode).toBe(404);
    expect(await list()).toEqual([]);
  });
});

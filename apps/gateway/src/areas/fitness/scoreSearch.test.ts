// Score search through the gateway: a school finds its own scored results by plan, class, student,
// item, band, source and days, sorted by score; the management organisation above it finds them
// too, with the school's name; another school finds none of them; the export streams what the
// search finds.
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult } from '../../db/schema.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

type Found = {
  resultId: string;
  studentId: string;
  studentName: string;
  studentNumber: string;
  className: string | null;
  gradeKey: string;
  planName: string | null;
  item: string;
  value: number;
  score: number | null;
  band: string | null;
  source: string;
  orgName: string;
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('score search on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sysadmin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(fitnessResult));
  const today = new Date().toISOString().slice(0, 10);
  let planId = '';
  let classId = '';
  let pupils: { studentId: string; name: string; studentNumber: string }[] = [];
  // Values typed for the plan: a sprint time per student (of up to four), and a sit-and-reach each.
  let sprints: number[] = [];

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const first = await firstGradeClass(gateway.database.db);
    classId = first?.id ?? '';
    ({ planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '成绩查询测',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'school',
      grades: [{ grade: 'g1', items: ['sprint50m', 'sitAndReach'] }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    }));
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{ students: { studentId: string; name: string; studentNumber: string }[] }>(
      tokens.k12,
      'GET',
      'testPlan/result/sheet',
      { planId, classId },
    );
    pupils = sheet.students.slice(0, 4);
    sprints = [9.1, 10.4, 11.8, 13.5].slice(0, pupils.length);
    expect(pupils.length).toBeGreaterThan(1);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId,
      classId,
      entries: [
        ...pupils.map((pupil, index) => ({
          studentId: pupil.studentId,
          measurement: 'sprint50m',
          value: sprints[index],
        })),
        ...pupils.map((pupil) => ({ studentId: pupil.studentId, measurement: 'sitAndReach', value: 6 })),
      ],
    });
  });

  const search = (token: string, query: Record<string, unknown>) =>
    gateway.records<Found>(token, 'scoreSearch/page', { pageSize: 80, ...query });

  it("finds a plan's results with their class, plan, raw value, score and band, best score first when asked", async () => {
    const found = await search(tokens.k12, { planId, item: 'sprint50m', sortBy: 'score', sortOrder: 'desc' });
    expect(found.map((row) => row.value)).toEqual(sprints);
    expect(
      found.every((row) => row.planName === '成绩查询测' && row.className !== null && row.source === 'manual'),
    ).toBe(true);
    expect(found.every((row) => row.gradeKey === 'g1' && row.score !== null && row.band !== null)).toBe(true);
    const scores = found.map((row) => row.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Going up by value is the slowest first... going down the fastest.
    const byValue = await search(tokens.k12, { planId, item: 'sprint50m', sortBy: 'value', sortOrder: 'desc' });
    expect(byValue.map((row) => row.value)).toEqual([...sprints].reverse());
  });

  it('narrows by student, band, class, source and days', async () => {
    const [pupil] = pupils;
    if (!pupil) throw new Error('no student typed');
    const byName = await search(tokens.k12, { planId, keyword: pupil.name });
    expect(byName.length).toBeGreaterThanOrEqual(2);
    expect(byName.every((row) => row.studentName.includes(pupil.name))).toBe(true);
    const byNumber = await search(tokens.k12, { planId, keyword: pupil.studentNumber });
    expect(byNumber.map((row) => row.studentId)).toEqual([pupil.studentId, pupil.studentId]);
    const all = await search(tokens.k12, { planId });
    expect(all).toHaveLength(sprints.length * 2);
    for (const band of new Set(all.map((row) => row.band))) {
      const banded = await search(tokens.k12, { planId, band });
      expect(banded.map((row) => row.resultId).sort()).toEqual(
        all
          .filter((row) => row.band === band)
          .map((row) => row.resultId)
          .sort(),
      );
    }
    expect(await search(tokens.k12, { planId, classId })).toHaveLength(all.length);
    expect(await search(tokens.k12, { planId, source: 'device' })).toEqual([]);
    expect(await search(tokens.k12, { planId, startDate: today, endDate: today, utcOffset: 0 })).toHaveLength(
      all.length,
    );
    expect(await search(tokens.k12, { planId, endDate: dayAfter(today, -2), utcOffset: 0 })).toEqual([]);
  });

  it('shows the school’s results to the management organisation above it, and none to another school', async () => {
    const managed = await search(tokens.sysadmin, { planId });
    expect(managed).toHaveLength(sprints.length * 2);
    const school = await gateway.ok<{ name: string }>(tokens.k12, 'GET', 'currentOrg/detail');
    expect(new Set(managed.map((row) => row.orgName))).toEqual(new Set([school.name]));
    // The university's frame names the screen otherwise, and finds nothing of the school under it.
    await expectRefused(gateway.as(tokens.gx, 'GET', 'scoreSearch/page', { planId }), 403, 'auth.forbidden');
    expect(await gateway.records<Found>(tokens.gx, 'scoreSearch/gx/page', { planId })).toEqual([]);
  });

  it('refuses a day range that runs backwards, and an unknown band, by name', async () => {
    await expectRefused(
      gateway.as(tokens.k12, 'GET', 'scoreSearch/page', { startDate: today, endDate: dayAfter(today, -1) }),
      400,
      'validation.audit.order',
    );
    await expectRefused(
      gateway.as(tokens.k12, 'GET', 'scoreSearch/page', { band: 'great' }),
      400,
      'validation.result.band',
    );
  });

  it('exports what the search finds, in its order', async () => {
    const lines = exportLinesOf<Found>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/scoreSearch/export',
        query: { planId, item: 'sprint50m', sortBy: 'value', sortOrder: 'asc' },
        headers: bearer(tokens.k12),
      }),
    );
    expect(lines[0]).toEqual({ total: sprints.length });
    const streamed = lines.filter((line): line is Found[] => Array.isArray(line)).flat();
    expect(streamed.map((row) => row.value)).toEqual(sprints);
  });

  it("offers a school's classes, grades and plans to filter by, and a management organisation its schools first", async () => {
    type Options = {
      schools: { orgId: string; name: string }[];
      grades: { gradeId: string; name: string }[];
      classes: { classId: string }[];
      plans: { planId: string; name: string }[];
    };
    const own = await gateway.ok<Options>(tokens.k12, 'GET', 'scoreSearch/options');
    expect(own.schools).toEqual([]);
    expect(own.classes.map((entry) => entry.classId)).toContain(classId);
    expect(own.plans.map((plan) => plan.planId)).toContain(planId);
    expect(own.grades.length).toBeGreaterThan(0);
    const platform = await gateway.ok<Options>(tokens.sysadmin, 'GET', 'scoreSearch/options');
    expect(platform).toMatchObject({ grades: [], classes: [], plans: [] });
    const schoolId = await gateway.orgIdOf(tokens.k12);
    expect(platform.schools.map((school) => school.orgId)).toContain(schoolId);
    const chosen = await gateway.ok<Options>(tokens.sysadmin, 'GET', 'scoreSearch/options', { orgId: schoolId });
    expect(chosen.plans.map((plan) => plan.planId)).toContain(planId);
    expect(await search(tokens.sysadmin, { planId, orgId: schoolId })).toHaveLength(sprints.length * 2);
    const gxId = await gateway.orgIdOf(tokens.gx);
    expect(await search(tokens.k12, { planId, orgId: gxId })).toEqual([]);
  });
});

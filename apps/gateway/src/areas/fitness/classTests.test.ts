// Class tests through the gateway: a device in lesson mode sends a lesson's test whole; it is taken
// once (a resend answered as the first time, a batch id reused for other content refused), makes a
// class test per class among its students with the teacher its account names (none for an unknown
// account) and the class's size then, and its results are scored but join no plan and stay out of
// the test records. The screen finds the tests by class, teacher, item, title and days, sorts and
// exports them, and opens one test's results and the students it missed; another organisation's
// test is not found, and the management organisation above the school reads them.
import type { DomainLocale } from '@school-sports/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classTest, fitnessResult, grade, schoolClass, student } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { runningPlanWithTypedValue } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

type Row = {
  classTestId: string;
  className: string | null;
  gradeKey: string | null;
  teacherName: string | null;
  title: string;
  items: string[];
  startedAt: string;
  endedAt: string;
  tested: number;
  classSize: number;
  averageScore: number | null;
  passRate: number | null;
  deviceSerial: string;
  orgName: string;
};

type Results = {
  test: Row;
  results: { studentNumber: string; item: string; value: number; score: number | null; needsCheck: boolean }[];
  untested: { studentNumber: string }[];
};

describe.each(testDatabases())('class tests on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sysadmin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(classTest, fitnessResult));
  const serial = 'SN-LESSON-01';
  let deviceToken = '';
  // The two first-class students the lesson measures.
  let a1 = '';
  let a2 = '';
  const pupils: Record<'first' | 'second', { studentNumber: string; classId: string; size: number }[]> = {
    first: [],
    second: [],
  };
  // The lesson ended ten minutes ago and lasted forty; the searches keep to its day in UTC.
  const endedAt = new Date(Date.now() - 600_000);
  const startedAt = new Date(endedAt.getTime() - 2_400_000);
  const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000).toISOString();
  const sent = {
    startDate: startedAt.toISOString().slice(0, 10),
    endDate: endedAt.toISOString().slice(0, 10),
    utcOffset: '0',
  };

  /** Two students of the demo school's class `name`, by number, with the class's size. */
  async function twoOf(name: string) {
    const rows = await gateway.database.db
      .select({ studentNumber: student.studentNumber, classId: student.classId })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(schoolClass.name, name), eq(grade.kind, 'school')))
      .orderBy(asc(student.studentNumber))
      .limit(2);
    const classId = rows[0]?.classId ?? '';
    const [size] = await gateway.database.db.select({ n: count() }).from(student).where(eq(student.classId, classId));
    return rows.map((row) => ({ ...row, size: size?.n ?? 0 }));
  }

  beforeAll(async () => {
    const [venue] = await gateway.records<{ venueId: string }>(tokens.k12, 'place/page');
    ({ deviceToken } = await gateway.ok<{ deviceToken: string }>(tokens.k12, 'POST', 'device/activate', {
      activationCode: DEMO_DEVICE_ACTIVATION_CODE,
      venueId: venue?.venueId,
      name: '课堂测试仪',
      serialNumber: serial,
      macAddress: '02:00:00:00:45:31',
    }));
    pupils.first = await twoOf('一年级1班');
    pupils.second = await twoOf('二年级1班');
    if (pupils.first.length < 2 || pupils.second.length < 2) throw new Error('the demo classes need two students');
    [a1, a2] = pupils.first.map((pupil) => pupil.studentNumber) as [string, string];
  });

  const post = (payload: Record<string, unknown>) => (language: DomainLocale) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/class-tests',
      headers: { 'x-device-token': deviceToken, 'accept-language': language },
      payload: { serial, ...payload },
    });
  const tests = (token: string, query: Record<string, unknown> = {}) =>
    gateway.records<Row>(token, 'classTest/page', { pageSize: 50, ...sent, ...query });

  // A lesson of rope skipping and sit-ups in two classes, and a number that names nobody.
  const lesson = () => {
    const [f1, f2] = pupils.first.map((pupil) => pupil.studentNumber);
    const [s1] = pupils.second.map((pupil) => pupil.studentNumber);
    return {
      batchId: 'lesson-1',
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      title: '测验课甲',
      teacherAccount: 'K12Teacher1',
      results: [
        { studentNumber: f1, item: 'ropeSkipping', value: 120, measuredAt: at(5) },
        { studentNumber: f2, item: 'ropeSkipping', value: 20, measuredAt: at(6) },
        { studentNumber: f1, item: 'sitAndReach', value: 12, measuredAt: at(20) },
        { studentNumber: s1, item: 'ropeSkipping', value: 140, measuredAt: at(7) },
        { studentNumber: 'NOBODY-LESSON', item: 'ropeSkipping', value: 90, measuredAt: at(8) },
      ],
    };
  };

  it('takes a lesson once as a class test per class, with its teacher and the class sizes', async () => {
    const first = await post(lesson())('en-US');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      batchId: 'lesson-1',
      received: 5,
      matched: 4,
      unmatched: 1,
      duplicate: false,
      classTests: 2,
    });
    const again = await post(lesson())('en-US');
    expect(again.json().data).toMatchObject({ duplicate: true, received: 5, matched: 4, classTests: 2 });
    // The same id with another title is other content.
    await expectRefused(post({ ...lesson(), title: '另一节课' }), 409, 'deviceResult.batchConflict');

    const found = await tests(tokens.k12, { sortBy: 'className', sortOrder: 'asc', keyword: '测验课甲' });
    expect(
      found.map((row) => [row.className, row.gradeKey, row.teacherName, row.items, row.tested, row.classSize]),
    ).toEqual([
      ['一年级1班', 'g1', '张老师', ['ropeSkipping', 'sitAndReach'], 2, pupils.first[0]?.size],
      ['二年级1班', 'g2', '张老师', ['ropeSkipping'], 1, pupils.second[0]?.size],
    ]);
    expect(found.every((row) => row.deviceSerial === serial && row.startedAt === startedAt.toISOString())).toBe(true);
    const [firstClass] = found;
    expect(firstClass?.averageScore).toBeGreaterThan(0);
  });

  it('keeps a test without a teacher when its account names nobody, and refuses bad lessons by name', async () => {
    const [f1] = pupils.first;
    const reading = { studentNumber: f1?.studentNumber, item: 'sitUps', value: 25, measuredAt: at(10) };
    const sentOk = await post({
      batchId: 'lesson-2',
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      teacherAccount: 'nobody-here',
      results: [reading],
    })('zh-CN');
    expect(sentOk.statusCode, sentOk.body).toBe(200);
    const [kept] = await tests(tokens.k12, {
      item: 'sitUps',
      classId: f1?.classId,
      sortBy: 'tested',
      sortOrder: 'asc',
    });
    expect(kept).toMatchObject({ teacherName: null, title: '', tested: 1 });

    const base = { startedAt: startedAt.toISOString(), endedAt: endedAt.toISOString(), results: [reading] };
    await expectRefused(post({ ...base, batchId: 'bad-1', endedAt: at(-5) }), 400, 'deviceResult.lessonOrder');
    await expectRefused(post({ ...base, batchId: 'bad-2', title: '课'.repeat(61) }), 400, 'deviceResult.title');
    // A control character is refused as in every text field, under the field's name.
    const control = await post({ ...base, batchId: 'bad-3', title: 'a\u0007b' })('zh-TW');
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ msgId: 'validation.text.control', msg: expect.stringMatching(/^標題/) });
    await expectRefused(
      post({ ...base, batchId: 'bad-4', startedAt: '2026-11-20 09:00' }),
      400,
      'deviceResult.lessonTime',
    );
    const refused = await post({ ...base, batchId: 'bad-1', endedAt: at(-5) })('en-US');
    expect(refused.json().msgValues.field).toBe('endedAt');
  });

  it('scores a lesson’s readings into no plan, and leaves them out of the test records', async () => {
    const [school] = await gateway.database.db
      .select({ orgId: schoolClass.orgId, tenantOrgId: schoolClass.tenantOrgId })
      .from(schoolClass)
      .where(eq(schoolClass.id, pupils.first[0]?.classId ?? ''));
    const rows = await runningPlanWithTypedValue(gateway.database.db, school?.orgId ?? '', school?.tenantOrgId ?? '');
    const [pupil] = await gateway.database.db
      .select({ studentNumber: student.studentNumber })
      .from(student)
      .where(eq(student.id, rows.studentId));
    const number = pupil?.studentNumber ?? '';
    const now = new Date(Date.now() - 60_000).toISOString();
    // The plan runs today for its class's BMI: a height from a lesson still joins no plan.
    const taken = await post({
      batchId: 'lesson-plan',
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      endedAt: now,
      results: [{ studentNumber: number, item: 'height', value: 128, measuredAt: now }],
    })('en-US');
    expect(taken.statusCode, taken.body).toBe(200);
    const stored = await gateway.database.db
      .select({ planId: fitnessResult.planId, classTestId: fitnessResult.classTestId })
      .from(fitnessResult)
      .where(and(eq(fitnessResult.studentId, rows.studentId), eq(fitnessResult.source, 'device')));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.planId).toBeNull();
    expect(stored[0]?.classTestId).not.toBeNull();
    // The same reading outside a lesson joins the running plan.
    const plain = await gateway.app.inject({
      method: 'POST',
      url: '/api/device/v1/results',
      headers: { 'x-device-token': deviceToken },
      payload: {
        serial,
        batchId: 'plain-1',
        results: [{ studentNumber: number, item: 'height', value: 129, measuredAt: now }],
      },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const plans = await gateway.database.db
      .select({ planId: fitnessResult.planId })
      .from(fitnessResult)
      .where(and(eq(fitnessResult.studentId, rows.studentId), eq(fitnessResult.value, 129)));
    expect(plans[0]?.planId).toBe(rows.planId);

    // Test records hold the readings of no plan and no lesson: a lesson's rope skipping is not one.
    const query = { keyword: a1, pageSize: 50, ...sent };
    const records = await gateway.records<{ item: string }>(tokens.k12, 'testRecord/page', query);
    expect(records.filter((row) => row.item === 'ropeSkipping')).toEqual([]);
    const searched = await gateway.records<{ item: string }>(tokens.k12, 'scoreSearch/page', query);
    expect(searched.filter((row) => row.item === 'ropeSkipping')).toHaveLength(1);
  });

  it('finds, sorts and exports class tests, and opens one test’s results and the students it missed', async () => {
    const options = await gateway.ok<{ teachers: { teacherAccountId: string; name: string }[]; classes: unknown[] }>(
      tokens.k12,
      'GET',
      'classTest/options',
    );
    const teacher = options.teachers.find((entry) => entry.name === '张老师');
    expect(teacher).toBeDefined();
    expect(options.classes.length).toBeGreaterThan(0);
    const byTeacher = await tests(tokens.k12, { teacherAccountId: teacher?.teacherAccountId, keyword: '测验课甲' });
    expect(byTeacher).toHaveLength(2);
    const secondClass = await tests(tokens.k12, { classId: pupils.second[0]?.classId });
    expect(secondClass.map((row) => row.className)).toEqual(['二年级1班']);
    expect(await tests(tokens.k12, { classId: pupils.second[0]?.classId, item: 'sitUps' })).toEqual([]);
    expect(await tests(tokens.k12, { grade: 'g2', keyword: '测验课甲' })).toHaveLength(1);
    const byTested = await tests(tokens.k12, { keyword: '测验课甲', sortBy: 'tested', sortOrder: 'desc' });
    expect(byTested.map((row) => row.tested)).toEqual([2, 1]);
    const byScore = await tests(tokens.k12, { keyword: '测验课甲', sortBy: 'averageScore', sortOrder: 'asc' });
    const scores = byScore.map((row) => row.averageScore ?? 0);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));

    const lines = exportLinesOf<Row>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/classTest/export',
        query: { keyword: '测验课甲', sortBy: 'className', sortOrder: 'desc', ...sent },
        headers: bearer(tokens.k12),
      }),
    );
    expect(lines[0]).toEqual({ total: 2 });
    const streamed = lines.filter((line): line is Row[] => Array.isArray(line)).flat();
    expect(streamed.map((row) => row.className)).toEqual(['二年级1班', '一年级1班']);

    const firstClass = byTested[0];
    const opened = await gateway.ok<Results>(tokens.k12, 'GET', 'classTest/results', {
      classTestId: firstClass?.classTestId,
    });
    expect(opened.test.classTestId).toBe(firstClass?.classTestId);
    expect(opened.results.map((row) => [row.studentNumber, row.item, row.value])).toEqual(
      [
        [a1, 'ropeSkipping', 120],
        [a1, 'sitAndReach', 12],
        [a2, 'ropeSkipping', 20],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || String(x[1]).localeCompare(String(y[1]))),
    );
    // Every reading fits the first grade's items, so each is scored; the share passing is theirs.
    const scored = opened.results.map((row) => row.score ?? -1);
    expect(scored.every((score) => score >= 0)).toBe(true);
    const passing = scored.filter((score) => score >= 60).length / scored.length;
    expect(opened.test.passRate).toBeCloseTo(passing, 3);
    expect(opened.test.averageScore).toBeCloseTo(scored.reduce((sum, score) => sum + score, 0) / scored.length, 1);
    expect(opened.untested).toHaveLength((pupils.first[0]?.size ?? 0) - 2);
    expect(opened.untested.map((row) => row.studentNumber)).not.toContain(a1);
  });

  it('shows the school’s tests to the management organisation above it, and none to a frame without the screen', async () => {
    const [own] = await tests(tokens.k12, { keyword: '测验课甲' });
    // The university's frame has no class tests: its call is refused before any id is read. Another
    // school's id answering as not found is the tenancy sweep's to prove, with schools it makes.
    const asked = (token: string) => (language: DomainLocale) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/classTest/results',
        query: { classTestId: own?.classTestId ?? '' },
        headers: { ...bearer(token), 'accept-language': language },
      });
    await expectRefused(asked(tokens.gx), 403, 'auth.forbidden');
    const unknown = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/classTest/results',
      query: { classTestId: 'no-such-test' },
      headers: bearer(tokens.k12),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msgId).toBe('fitness.classTest.notFound');
    const school = await gateway.ok<{ name: string }>(tokens.k12, 'GET', 'currentOrg/detail');
    const managed = await tests(tokens.sysadmin, { keyword: '测验课甲' });
    expect(managed.map((row) => row.orgName)).toEqual([school.name, school.name]);
    const opened = await gateway.ok<Results>(tokens.sysadmin, 'GET', 'classTest/results', {
      classTestId: own?.classTestId,
    });
    expect(opened.results.length).toBeGreaterThan(0);
  });
});

// The device simulator against a real gateway over HTTP: it measures every student of a running
// plan through the device API, each reading scored into the plan, and run again it finds nothing
// left to measure. In lesson mode a device runs a class test of a class named as the screens show
// it: the test is listed with its class, teacher and device, the students tested as the simulator
// counted them, each result scored; sent again under the same seed, it is taken once, and with
// other times under the same seed, refused.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, grade, schoolClass, student } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../seed/school.ts';
import { testDatabases } from './databases.ts';
import { openTestGateway, signIn, TEST_CAPTCHA, type TestGateway } from './gateway.ts';
import { simulate } from './simulator.ts';
import { simulateLesson } from './simulatorLesson.ts';

describe.each(testDatabases())('the device simulator on $name', ({ open }) => {
  let gateway: TestGateway;
  let origin = '';
  let planId = '';
  let call: <T>(method: 'GET' | 'POST', url: string, payload?: object) => Promise<T>;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    const { access } = await signIn(gateway.app, 'k12admin');
    call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
      const response = await gateway.app.inject({
        method,
        url: `/api/busi/web/${url}`,
        headers: { authorization: `Bearer ${access}` },
        ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      });
      return response.json().data as T;
    };
    const [year] = await call<{ uid: string; semesters: { semesterId: string }[] }[]>('GET', 'acayear/list');
    const [firstClass] = await gateway.database.db
      .select({ id: schoolClass.id })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
      .limit(1);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    ({ planId } = await call<{ planId: string }>('POST', 'testPlan/add', {
      name: '模拟体测',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [firstClass?.id],
      startDate: day(-1),
      endDate: day(1),
    }));
    await call('POST', 'testPlan/status', { planId, action: 'start' });
  });
  afterAll(() => gateway.close());

  const options = () => ({
    origin,
    account: 'k12admin',
    password: DEMO_PASSWORD,
    captchaCode: TEST_CAPTCHA,
    activationCode: DEMO_DEVICE_ACTIVATION_CODE,
    devices: 3,
    planId,
    batchSize: 5,
  });

  it("measures every student of the plan's classes on every measurement, scored into the plan", async () => {
    const report = await simulate(options());
    const students = await gateway.database.db
      .select({ id: student.id })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)));
    expect(report.students).toBeGreaterThan(0);
    // Six measurements each: height and weight for BMI, and the four other items.
    expect(report.readings).toBe(report.students * 6);
    expect(report.matched).toBe(report.readings);
    expect(report.batches).toBe(Math.ceil(report.readings / 5));
    const stored = await gateway.database.db
      .select({ measurement: fitnessResult.measurement, score: fitnessResult.score, source: fitnessResult.source })
      .from(fitnessResult)
      .where(eq(fitnessResult.planId, planId));
    expect(stored).toHaveLength(report.readings);
    expect(stored.every((row) => row.source === 'device')).toBe(true);
    expect(stored.filter((row) => row.measurement === 'sprint50m').every((row) => row.score !== null)).toBe(true);
    expect(students.length).toBeGreaterThanOrEqual(report.students);
  });

  it('finds nothing left to measure when run again', async () => {
    const again = await simulate(options());
    expect(again).toMatchObject({ readings: 0, batches: 0 });
  });

  // Both runs simulate the lesson at one moment, so the seed picks the same lesson for both.
  const lessonAt = new Date();
  const lesson = () =>
    simulateLesson({
      ...options(),
      lessonClass: '一年级1班',
      teacherAccount: 'k12teacher1',
      seed: 'lesson',
      at: lessonAt,
    });
  type Row = { classTestId: string; deviceSerial: string; startedAt: string; tested: number };
  type Result = { score: number | null; band: string | null };
  const testsOf = async (classId: string) =>
    (await call<{ records: Row[] }>('GET', 'classTest/page', { classId, pageSize: '50' })).records;

  let first: Awaited<ReturnType<typeof lesson>>;

  it('runs a class test in a PE lesson, listed with its class, teacher and device and scored', async () => {
    first = await lesson();
    const report = first;
    expect(report).toMatchObject({ className: '一年级1班', refused: null, duplicate: false, classTests: 1 });
    expect(report.tested).toBeGreaterThan(0);
    expect(report.tested + report.absent).toBe(report.students);
    expect(report).toMatchObject({ sent: report.tested, received: report.tested, matched: report.tested });
    const row = (await testsOf(report.classId)).find(
      (test) => test.deviceSerial === report.serial && test.startedAt === new Date(report.startedAt).toISOString(),
    );
    expect(row).toMatchObject({
      className: '一年级1班',
      teacherName: '张老师',
      title: '模拟课堂测试',
      items: [report.item],
      tested: report.tested,
      endedAt: new Date(report.endedAt).toISOString(),
    });
    const { results } = await call<{ results: Result[] }>('GET', 'classTest/results', {
      classTestId: row?.classTestId,
    });
    expect(results).toHaveLength(report.sent);
    expect(results.every((result) => result.score !== null && result.band !== null)).toBe(true);
  });

  it('sends the same lesson again under the same seed, taken once', async () => {
    const before = await testsOf(first.classId);
    const again = await lesson();
    expect(again).toMatchObject({ refused: null, duplicate: true, classTests: 1, received: again.sent });
    expect(await testsOf(again.classId)).toEqual(before);
  });

  it("refuses the seed's lesson sent with a day before's times, writing nothing", async () => {
    const before = await testsOf(first.classId);
    const dayBefore = await simulateLesson({
      ...options(),
      lessonClass: first.classId,
      teacherAccount: 'k12teacher1',
      seed: 'lesson',
      at: new Date(lessonAt.getTime() - 86_400_000),
    });
    expect(dayBefore.batchId).toBe(first.batchId);
    expect(dayBefore.refused).toBeTruthy();
    expect(await testsOf(first.classId)).toEqual(before);
  });
});

// The device simulator against a real gateway over HTTP: it measures every student of a running
// plan through the device API, each reading scored into the plan, and run again it finds nothing
// left to measure.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, grade, schoolClass, student } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../seed/school.ts';
import { testDatabases } from './databases.ts';
import { openTestGateway, signIn, TEST_CAPTCHA, type TestGateway } from './gateway.ts';
import { simulate } from './simulator.ts';

describe.each(testDatabases())('the device simulator on $name', ({ open }) => {
  let gateway: TestGateway;
  let origin = '';
  let planId = '';

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    const { access } = await signIn(gateway.app, 'k12admin');
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await gateway.app.inject({
        method,
        url: `/api/busi/web/${url}`,
        headers: { authorization: `Bearer ${access}` },
        payload,
      });
      return response.json().data;
    };
    const [year] = await call('GET', 'acayear/list');
    const [firstClass] = await gateway.database.db
      .select({ id: schoolClass.id })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
      .limit(1);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    ({ planId } = await call('POST', 'testPlan/add', {
      name: '模拟体测',
      academicYearId: year.uid,
      semesterId: year.semesters[0].semesterId,
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
});

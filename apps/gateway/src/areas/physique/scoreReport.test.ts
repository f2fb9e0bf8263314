// The public score lookup through the gateway: the right school code, student number, name and
// captcha show that student's yearly reports and nothing else; any wrong part answers exactly as an
// unknown student does; a wrong captcha, a flood from one address and many tries at one student
// are refused; bad input is refused by name. No session is used.
import { randomBytes } from 'node:crypto';
import { physiqueItemsFor, scorePhysique } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha } from '../../auth/captcha.ts';
import { organisation } from '../../db/schema.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass, universityClassWithStudent } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_STUDENT } from './scoreReport.ts';

const measured = {
  height: 119.8,
  weight: 21.4,
  vitalCapacity: 980,
  sprint50m: 11.6,
  sitAndReach: 9.5,
  ropeSkipping: 88,
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('public score lookup on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const pupil = { schoolCode: '', studentNumber: '', name: '', sex: '' };
  let addressSerial = 0;
  // Each case asks from an address of its own, so the address budget of one does not spill into the next.
  const newAddress = () => `198.51.100.${++addressSerial}`;

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const classId = (await firstGradeClass(gateway.database.db)).id;
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '公开查询测',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [classId],
      startDate: dayAfter(new Date().toISOString().slice(0, 10), -1),
      endDate: dayAfter(new Date().toISOString().slice(0, 10), 1),
    });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{
      students: { studentId: string; name: string; studentNumber: string; sex: string }[];
    }>(tokens.k12, 'GET', 'testPlan/result/sheet', { planId, classId });
    const [first] = sheet.students;
    if (!first) throw new Error('the class has no students');
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId,
      classId,
      entries: Object.entries(measured).map(([measurement, value]) => ({
        studentId: first.studentId,
        measurement,
        value,
      })),
    });
    const school = await gateway.ok<{ code: string }>(tokens.k12, 'GET', 'currentOrg/detail');
    Object.assign(pupil, {
      schoolCode: school.code,
      studentNumber: first.studentNumber,
      name: first.name,
      sex: first.sex,
    });
  });

  async function lookup(fields: Partial<typeof pupil> & { code?: string }, address = newAddress()) {
    const randomStr = randomBytes(12).toString('base64url');
    await issueCaptcha(gateway.database.db, randomStr, { code: 'QK7M' });
    const { sex: _sex, ...asked } = { ...pupil, ...fields };
    return gateway.app.inject({
      method: 'POST',
      url: '/api/public/scoreReport',
      remoteAddress: address,
      headers: { 'accept-language': 'en-US' },
      payload: { code: 'QK7M', ...asked, randomStr },
    });
  }

  it('shows the student’s report of the year, scored by the standard, and nothing else', async () => {
    const response = await lookup({});
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as {
      schoolName: string;
      studentName: string;
      years: { gradeKey: string; total: number; band: string | null; items: { item: string; score: number }[] }[];
    };
    expect(data.studentName).toBe(pupil.name);
    const expected = scorePhysique({
      sex: pupil.sex as 'male' | 'female',
      grade: { school: 1 },
      measurements: measured,
    });
    expect(data.years[0]).toMatchObject({ gradeKey: 'g1', total: expected.total, band: expected.band });
    expect(data.years[0]?.items.map((entry) => entry.score)).toEqual(expected.items.map((entry) => entry.score));
    // No record ids, numbers or other students travel in the answer.
    expect(response.body).not.toMatch(/studentId|orgId|classId/);
  });

  it('shows a university student the year of the university’s national test', async () => {
    const [university] = await gateway.database.db
      .select({ id: organisation.id, code: organisation.code })
      .from(organisation)
      .where(eq(organisation.type, 22));
    if (!university) throw new Error('the demo has no university');
    const pupil = await universityClassWithStudent(gateway.database.db, university.id);
    const firstYear = { university: 1 } as const;
    const items = [
      ...new Set(
        [...physiqueItemsFor('male', firstYear), ...physiqueItemsFor('female', firstYear)].map((entry) => entry.item),
      ),
    ];
    const today = new Date().toISOString().slice(0, 10);
    const { planId } = await gateway.ok<{ planId: string }>(tokens.gx, 'POST', 'testPlan/add', {
      name: '大学生体测',
      academicYearId: pupil.academicYearId,
      semesterId: pupil.semesterId,
      kind: 'national',
      grades: [{ grade: 'u1', items }],
      classIds: [pupil.classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    });
    await gateway.ok(tokens.gx, 'POST', 'testPlan/status', { planId, action: 'start' });
    const values = {
      height: 176.2,
      weight: 68.4,
      vitalCapacity: 4300,
      sprint50m: 7.3,
      sitAndReach: 14.6,
      standingLongJump: 238,
      pullUps: 11,
      run1000m: 228,
    };
    await gateway.ok(tokens.gx, 'POST', 'testPlan/result/save', {
      planId,
      classId: pupil.classId,
      entries: Object.entries(values).map(([measurement, value]) => ({
        studentId: pupil.studentId,
        measurement,
        value,
      })),
    });
    const response = await lookup({
      schoolCode: university.code,
      studentNumber: pupil.studentNumber,
      name: pupil.name,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = scorePhysique({ sex: 'male', grade: firstYear, measurements: values });
    expect(expected.complete).toBe(true);
    expect(response.json().data.years[0]).toMatchObject({ gradeKey: 'u1', total: expected.total, band: expected.band });
  });

  it('answers a wrong name, number or school code exactly as an unknown student', async () => {
    const answers = await Promise.all([
      lookup({ name: `${pupil.name}甲` }),
      lookup({ studentNumber: `${pupil.studentNumber}9` }),
      lookup({ schoolCode: 'NO-SUCH-SCHOOL' }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ msgId: 'scoreReport.notFound', data: null });
  });

  it('refuses a wrong captcha', async () => {
    const wrong = await lookup({ code: 'ZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msgId).toBe('auth.captchaWrong');
  });

  it('stops many tries at one student from many addresses, and a flood from one address', async () => {
    const number = `${pupil.studentNumber}X`;
    for (let attempt = 0; attempt < LOOKUPS_PER_STUDENT; attempt++) {
      expect((await lookup({ studentNumber: number })).statusCode).toBe(404);
    }
    const over = await lookup({ studentNumber: number });
    expect(over.statusCode).toBe(429);
    expect(over.json().msgId).toBe('request.tooMany');
    const address = newAddress();
    for (let attempt = 0; attempt < LOOKUPS_PER_ADDRESS; attempt++) {
      expect((await lookup({ studentNumber: `N${attempt}` }, address)).statusCode).toBe(404);
    }
    expect((await lookup({}, address)).statusCode).toBe(429);
  });

  it('refuses control characters and overlong fields by name, before any lookup', async () => {
    const control = await lookup({ name: '张\u0007三' });
    expect(control.statusCode).toBe(400);
    expect(control.json().msgId).toBe('validation.text.control');
    const long = await lookup({ schoolCode: 'S'.repeat(33) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msgId).toBe('validation.scoreReport.schoolCode');
  });
});

// The physique results through the gateway: a national test's values become each student's year
// report (the standard's scores, total and band, what is missing), the list filters and sorts
// them, the summary tallies the class with its rates withheld below ten students, a school test's
// values never count, another school sees nothing, and bad filters are refused by name.
import * as XLSX from '@e965/xlsx';
import { scorePhysique, UPLOAD_BASE_HEADINGS } from '@school-sports/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult } from '../../db/schema.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { readPdf } from '../../testing/pdfs.ts';

type YearRow = {
  studentId: string;
  studentNumber: string;
  gradeKey: string;
  classId: string | null;
  values: Record<string, number | null>;
  items: { item: string; score: number }[];
  standardScore: number;
  bonus: number;
  total: number;
  band: string | null;
  missing: string[];
  waiting: string[];
};

type Tally = {
  enrolled: number;
  tested: number;
  complete: number;
  bands: Record<string, number>;
  passRate: number | null;
  items: { item: string; scored: number; passed: number; passRate: number | null }[];
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// A first-grade girl with every item of her grade, and a boy with his sprint alone.
const complete = {
  height: 121.4,
  weight: 22.6,
  vitalCapacity: 1100,
  sprint50m: 11.2,
  // Read to the hundredth by a device: the year records it as 14.3, down, as the standard writes it.
  sitAndReach: 14.36,
  ropeSkipping: 105,
};
const partial = { sprint50m: 10.1 };

describe.each(testDatabases())('physique results on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(fitnessResult));
  const today = new Date().toISOString().slice(0, 10);
  let academicYearId = '';
  let classId = '';
  let girl = { studentId: '', sex: '' };
  let boy = { studentId: '', sex: '' };
  let classSize = 0;
  let nationalPlanId = '';

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    academicYearId = year?.uid ?? '';
    classId = (await firstGradeClass(gateway.database.db)).id;
    const plan = (kind: 'national' | 'school', items: string[]) =>
      gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
        name: kind === 'national' ? '国家体测年' : '校测不计',
        academicYearId,
        semesterId: year?.semesters[0]?.semesterId,
        kind,
        grades: [{ grade: 'g1', items }],
        classIds: [classId],
        startDate: dayAfter(today, -1),
        endDate: dayAfter(today, 1),
      });
    const national = await plan('national', ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping']);
    const school = await plan('school', ['sprint50m']);
    nationalPlanId = national.planId;
    for (const { planId } of [national, school]) {
      await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    }
    const sheet = await gateway.ok<{ students: { studentId: string; sex: string }[] }>(
      tokens.k12,
      'GET',
      'testPlan/result/sheet',
      { planId: national.planId, classId },
    );
    classSize = sheet.students.length;
    girl = sheet.students.find((pupil) => pupil.sex === 'female') ?? girl;
    boy = sheet.students.find((pupil) => pupil.sex === 'male') ?? boy;
    expect(girl.studentId && boy.studentId).toBeTruthy();
    const typed = (studentId: string, values: Record<string, number>) =>
      Object.entries(values).map(([measurement, value]) => ({ studentId, measurement, value }));
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId: national.planId,
      classId,
      entries: [...typed(girl.studentId, complete), ...typed(boy.studentId, partial)],
    });
    // A faster sprint in a school test: results of a school test never count for the year.
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId: school.planId,
      classId,
      entries: typed(girl.studentId, { sprint50m: 8.0 }),
    });
  });

  const list = (query: Record<string, unknown>, token = tokens.k12) =>
    gateway.records<YearRow>(token, 'physique/page', { pageSize: 80, academicYearId, ...query });

  it('scores each student’s national values as the standard does, and lists what is missing', async () => {
    const rows = await list({ classId });
    expect(rows).toHaveLength(classSize);
    const expected = scorePhysique({ sex: 'female', grade: { school: 1 }, measurements: complete });
    const her = rows.find((row) => row.studentId === girl.studentId);
    expect(her).toMatchObject({
      gradeKey: 'g1',
      classId,
      standardScore: expected.standardScore,
      bonus: expected.bonus,
      total: expected.total,
      band: expected.band,
      missing: [],
    });
    expect(her?.values.sprint50m).toBe(11.2);
    expect(her?.values.sitAndReach).toBe(14.3);
    expect(her?.items.map((entry) => [entry.item, entry.score])).toEqual(
      expected.items.map((entry) => [entry.item, entry.score]),
    );
    const him = rows.find((row) => row.studentId === boy.studentId);
    expect(him).toMatchObject({ band: null, missing: ['bmi', 'vitalCapacity', 'sitAndReach', 'ropeSkipping'] });
    expect(him?.values).toMatchObject({ sprint50m: 10.1, height: null });
  });

  it('finds students by band, missing item and student number, and sorts by total', async () => {
    const banded = await list({
      classId,
      band: (await list({ classId })).find((row) => row.studentId === girl.studentId)?.band,
    });
    expect(banded.map((row) => row.studentId)).toEqual([girl.studentId]);
    const incomplete = await list({ classId, band: 'incomplete' });
    expect(incomplete).toHaveLength(classSize - 1);
    const lackingRope = await list({ classId, missing: 'ropeSkipping' });
    expect(lackingRope.map((row) => row.studentId)).not.toContain(girl.studentId);
    expect(lackingRope.map((row) => row.studentId)).toContain(boy.studentId);
    const [first] = await list({ classId, sortBy: 'total', sortOrder: 'desc' });
    expect(first?.studentId).toBe(girl.studentId);
    const byNumber = await list({ classId });
    const numbers = byNumber.map((row) => row.studentNumber);
    expect(numbers).toEqual([...numbers].sort());
    const boyNumber = byNumber.find((row) => row.studentId === boy.studentId)?.studentNumber ?? '';
    expect((await list({ keyword: boyNumber })).map((row) => row.studentId)).toEqual([boy.studentId]);
  });

  it('tallies the class: enrolled, tested, bands, and no rates for fewer than ten complete reports', async () => {
    const summary = await gateway.ok<{
      academicYearId: string;
      classes: { classId: string; tally: Tally }[];
      grades: { gradeKey: string; tally: Tally }[];
    }>(tokens.k12, 'GET', 'physique/summary', { academicYearId });
    expect(summary.academicYearId).toBe(academicYearId);
    const tally = summary.classes.find((entry) => entry.classId === classId)?.tally;
    expect(tally).toMatchObject({ enrolled: classSize, tested: 2, complete: 1, passRate: null });
    expect(Object.values(tally?.bands ?? {}).reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(tally?.items.find((entry) => entry.item === 'sprint50m')).toMatchObject({ scored: 2, passRate: null });
    expect(summary.grades.find((entry) => entry.gradeKey === 'g1')?.tally.enrolled).toBeGreaterThanOrEqual(classSize);
  });

  it('shows a student’s report of each year, and no student of another organisation', async () => {
    const history = await gateway.ok<{ studentName: string; years: { gradeKey: string; total: number }[] }>(
      tokens.k12,
      'GET',
      'physique/student',
      { studentId: girl.studentId },
    );
    const expected = scorePhysique({ sex: 'female', grade: { school: 1 }, measurements: complete });
    expect(history.years[0]).toMatchObject({ gradeKey: 'g1', total: expected.total });
    const theirs = await gateway.as(tokens.nf, 'GET', 'physique/student', { studentId: girl.studentId })('en-US');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msgId).toBe('student.notFound');
  });

  it('prints the class as one PDF, its sheet and a page per student, and one student alone', async () => {
    const printed = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/physique/print/class',
      query: { academicYearId, classId },
      headers: { ...bearer(tokens.k12), 'accept-language': 'en-US' },
    });
    expect(printed.statusCode, printed.body.slice(0, 200)).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(printed.rawPayload);
    expect(pdf.pages).toHaveLength(classSize + 1);
    expect(pdf.pages[0]).toContain('class results');
    const alone = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/physique/print/student',
      query: { academicYearId, studentId: girl.studentId },
      headers: { ...bearer(tokens.k12), 'accept-language': 'zh-CN' },
    });
    expect(alone.statusCode).toBe(200);
    const one = await readPdf(alone.rawPayload);
    expect(one.pages).toHaveLength(1);
    expect(one.pages[0]).toContain('国家学生体质健康标准');
    // Another organisation's class is not found, and prints nothing.
    const theirs = await gateway.as(tokens.nf, 'GET', 'physique/print/class', { academicYearId, classId })('en-US');
    expect(theirs.statusCode).toBe(404);
  });

  it('follows each grade’s rates over the years with a national test, oldest first', async () => {
    const trend = await gateway.ok<
      { academicYearId: string; school: Tally; grades: { gradeKey: string; tally: Tally }[] }[]
    >(tokens.k12, 'GET', 'physique/trend');
    const year = trend.find((entry) => entry.academicYearId === academicYearId);
    expect(year?.school.enrolled).toBeGreaterThanOrEqual(classSize);
    expect(year?.grades.find((entry) => entry.gradeKey === 'g1')?.tally.tested).toBeGreaterThanOrEqual(2);
    expect(await gateway.ok(tokens.nf, 'GET', 'physique/trend')).toEqual([]);
  });

  it('writes the national upload file: the platform’s headings, a row per tested student in its formats', async () => {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/physique/upload/file',
      query: { academicYearId },
      headers: bearer(tokens.k12),
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    const book = XLSX.read(answer.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const headings = rows[0] as string[];
    expect(headings.slice(0, 9)).toEqual(UPLOAD_BASE_HEADINGS);
    const column = (heading: string) => headings.indexOf(heading);
    const named = (name: string) => rows.find((row) => row[column('姓名')] === name) as unknown[];
    const listed = await gateway.records<{ studentId: string; studentName: string }>(tokens.k12, 'physique/page', {
      academicYearId,
      classId,
      pageSize: 80,
    });
    const her = named(listed.find((row) => row.studentId === girl.studentId)?.studentName ?? '');
    expect(her[column('年级编号')]).toBe(11);
    expect(her[column('性别')]).toBe(2);
    expect([her[column('身高')], her[column('体重')], her[column('50米跑')], her[column('一分钟跳绳')]]).toEqual([
      121.4, 22.6, 11.2, 105,
    ]);
    // Only students with a value that counts are in the file: the untested of the class are not.
    const tested = rows.slice(1).filter((row) => String(row[column('班级名称')]) === String(her[column('班级名称')]));
    expect(tested).toHaveLength(2);
    // A year of another organisation has nothing to upload.
    const theirs = await gateway.as(tokens.nf, 'GET', 'physique/upload/file', { academicYearId })('en-US');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msgId).toBe('physique.upload.noData');
  });

  it('lists the problems before upload per class and student, and fixes a student’s record in place', async () => {
    type Problems = {
      classes: { classId: string; students: number; errors: number; ready: boolean }[];
      problems: { studentId: string; field: string; code: string; level: string }[];
    };
    // 400 skips in a minute is flagged for a second check: it waits, it is not missing.
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId: nationalPlanId,
      classId,
      entries: [{ studentId: boy.studentId, measurement: 'ropeSkipping', value: 400 }],
    });
    const before = await gateway.ok<Problems>(tokens.k12, 'GET', 'physique/upload/problems', { academicYearId });
    const ours = before.classes.find((entry) => entry.classId === classId);
    expect(ours).toMatchObject({ students: classSize, ready: false });
    const his = before.problems.filter((problem) => problem.studentId === boy.studentId);
    expect(his.filter((problem) => problem.code === 'physique.upload.missing').map((problem) => problem.field)).toEqual(
      ['height', 'weight', 'vitalCapacity', 'sitAndReach'],
    );
    expect(his.filter((problem) => problem.code === 'physique.upload.waiting').map((problem) => problem.field)).toEqual(
      ['ropeSkipping'],
    );
    await gateway.ok(tokens.k12, 'POST', 'physique/upload/fix', {
      studentId: boy.studentId,
      registrationNumber: 'G110101201909090011',
      nation: '05',
      birthDate: '2019-09-09',
    });
    const after = await gateway.ok<Problems>(tokens.k12, 'GET', 'physique/upload/problems', { academicYearId });
    const left = after.problems
      .filter((problem) => problem.studentId === boy.studentId)
      .map((problem) => problem.field);
    expect(left).not.toContain('registrationNumber');
    expect(left).not.toContain('nation');
    expect(left).not.toContain('birthDate');
    // The same registration number given to a second student: both rows would be refused.
    await gateway.ok(tokens.k12, 'POST', 'physique/upload/fix', {
      studentId: girl.studentId,
      registrationNumber: 'G110101201909090011',
      nation: '01',
      birthDate: '2019-03-03',
    });
    const twice = await gateway.ok<Problems>(tokens.k12, 'GET', 'physique/upload/problems', { academicYearId });
    expect(
      twice.problems
        .filter((problem) => problem.code === 'physique.upload.registrationTwice')
        .map((problem) => problem.studentId)
        .sort(),
    ).toEqual([boy.studentId, girl.studentId].sort());
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'physique/upload/fix', { studentId: boy.studentId, nation: '100' }),
      400,
      'validation.nation.value',
    );
    const theirs = await gateway.as(tokens.nf, 'POST', 'physique/upload/fix', {
      studentId: boy.studentId,
      nation: '01',
    })('en-US');
    expect(theirs.statusCode).toBe(404);
  });

  it('exports what the list finds, in its order', async () => {
    const lines = exportLinesOf<YearRow>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/physique/export',
        query: { academicYearId, classId, sortBy: 'total', sortOrder: 'desc' },
        headers: bearer(tokens.k12),
      }),
    );
    expect(lines[0]).toEqual({ total: classSize });
    const streamed = lines.filter((line): line is YearRow[] => Array.isArray(line)).flat();
    expect(streamed[0]?.studentId).toBe(girl.studentId);
    expect(streamed).toHaveLength(classSize);
  });

  it('offers the years with a national test, and shows another organisation nothing of the school', async () => {
    const options = await gateway.ok<{ years: { academicYearId: string }[]; classes: { classId: string }[] }>(
      tokens.k12,
      'GET',
      'physique/options',
    );
    expect(options.years.map((year) => year.academicYearId)).toContain(academicYearId);
    expect(options.classes.map((entry) => entry.classId)).toContain(classId);
    expect(await list({ classId }, tokens.nf)).toEqual([]);
    const theirs = await gateway.ok<{ school: Tally }>(tokens.nf, 'GET', 'physique/summary', { academicYearId });
    expect(theirs.school.enrolled).toBe(0);
    await expectRefused(gateway.as(tokens.gx, 'GET', 'physique/page', { academicYearId }), 403, 'auth.forbidden');
  });

  it('refuses an unknown band or missing item and a year with control characters, by name', async () => {
    await expectRefused(
      gateway.as(tokens.k12, 'GET', 'physique/page', { band: 'great' }),
      400,
      'validation.result.band',
    );
    await expectRefused(
      gateway.as(tokens.k12, 'GET', 'physique/page', { missing: 'swimming' }),
      400,
      'validation.testPlan.items',
    );
    // A generic text rule's message starts with the field's label, so the caller knows which.
    const control = await gateway.as(tokens.k12, 'GET', 'physique/summary', { academicYearId: 'year\u0007' })('en-US');
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({
      msgId: 'validation.text.control',
      msg: expect.stringMatching(/^Academic year: /),
    });
  });
});

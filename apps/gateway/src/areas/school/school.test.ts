import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  academicYear,
  account,
  grade,
  person,
  role,
  roleMenu,
  schoolClass,
  semester,
  teacher,
} from '../../db/schema.ts';
import { call, dataOf, LANGUAGES, postRaw, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, signIn } from '../../testing/gateway.ts';

const autumn = (year: number) => ({ code: 13, startDate: `${year}-09-01`, endDate: `${year + 1}-01-20` });
const spring = (year: number) => ({ code: 11, startDate: `${year + 1}-02-20`, endDate: `${year + 1}-07-10` });

describe.each(testDatabases())('academic years, grades and classes on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });

  /** Every row of the school-structure tables, to prove a refusal changed nothing. */
  const snapshot = gateway.snapshot(academicYear, semester, grade, schoolClass);

  const expectRefused = refusalCheck(snapshot);

  async function grades(token: string) {
    return await gateway.ok<Array<{ gradeId: string; level: number; name: string; classCount: number }>>(
      token,
      'GET',
      'grade/list',
    );
  }

  async function years(token: string) {
    return await gateway.ok<
      Array<{
        uid: string;
        academicYear: string;
        classCount: number;
        semesters: Array<{ semesterId: string; code: number; current: boolean; name: string }>;
      }>
    >(token, 'GET', 'acayear/list');
  }

  /** The school's years by their labels (`2026-2027`). */
  async function schoolYearsByLabel() {
    return new Map((await years(tokens.k12)).map((year) => [year.academicYear, year]));
  }

  async function currentSemesters(orgToken: string) {
    return (await years(orgToken)).flatMap((year) => year.semesters.filter((entry) => entry.current));
  }

  describe('the demo school', () => {
    it('has the year 2026-2027 with its current autumn semester, grades 1 to 6 and a class in each', async () => {
      const list = await years(tokens.k12);
      expect(list.map((year) => year.academicYear)).toEqual(['2026-2027']);
      expect(list[0]?.semesters.map((entry) => [entry.code, entry.name, entry.current])).toEqual([
        [13, 'Autumn semester', true],
        [11, 'Spring semester', false],
      ]);
      expect(list[0]?.classCount).toBe(6);
      const zh = await gateway.ok(tokens.k12, 'GET', 'grade/list', {}, 'zh-CN');
      expect(zh.map((entry: { name: string }) => entry.name)).toEqual([
        '一年级',
        '二年级',
        '三年级',
        '四年级',
        '五年级',
        '六年级',
      ]);
      const page = await gateway.ok(tokens.k12, 'GET', 'class/page');
      expect(page).toMatchObject({ total: 6, pageNum: 1, pageSize: 10 });
      expect(page.records[0]).toMatchObject({
        name: '一年级1班',
        code: 1,
        gradeName: 'Grade 1',
        academicYear: '2026-2027',
        headTeacherName: '陈老师',
      });
    });

    it('keeps the university apart: no years, grades or classes of the school', async () => {
      expect(await years(tokens.gx)).toEqual([]);
      expect(await grades(tokens.gx)).toEqual([]);
      expect((await gateway.ok(tokens.gx, 'GET', 'class/page')).total).toBe(0);
      expect(await gateway.ok(tokens.gx, 'GET', 'class/list')).toEqual([]);
    });
  });

  describe('academic years', () => {
    /** The school's admin adding the year `academicYear` with `semesters`, waiting for its language. */
    const addYear =
      (semesters: unknown, academicYear: unknown = '2030-2031') =>
      (language: DomainLocale) =>
        call(gateway.app, tokens.k12, 'POST', 'acayear/add', { academicYear, semesters }, language);

    it('adds a year with two semesters; the current semester stays', async () => {
      const { uid } = await gateway.ok(tokens.k12, 'POST', 'acayear/add', {
        academicYear: '2027-2028',
        semesters: [autumn(2027), spring(2027)],
      });
      const added = (await years(tokens.k12)).find((year) => year.uid === uid);
      expect(added?.academicYear).toBe('2027-2028');
      expect(added?.semesters.map((entry) => entry.current)).toEqual([false, false]);
      expect(await currentSemesters(tokens.k12)).toHaveLength(1);
    });

    it('makes the first semester of an organisation current', async () => {
      const before = await currentSemesters(tokens.gx);
      expect(before).toEqual([]);
      await gateway.ok(tokens.gx, 'POST', 'acayear/add', {
        academicYear: '2026-2027',
        semesters: [spring(2090), autumn(2090)],
      });
      const current = await currentSemesters(tokens.gx);
      expect(current.map((entry) => entry.code)).toEqual([13]);
    });

    it('refuses a label taken, or not like 2026-2027', async () => {
      await expectRefused(addYear([autumn(2030)], '2026-2027'), 409, 'academicYear.duplicate', { label: '2026-2027' });
      for (const label of ['2026-2028', '2026', '26-27', '0000-0001', 2026, '']) {
        await expectRefused(addYear([autumn(2030)], label), 400, 'validation.academicYear.label');
      }
    });

    it('refuses semesters with bad codes or dates, too many, or twice the same', async () => {
      await expectRefused(addYear([{ ...autumn(2030), code: 12 }]), 400, 'validation.semester.code');
      await expectRefused(addYear([{ ...autumn(2030), code: '13' }]), 400, 'validation.semester.code');
      await expectRefused(addYear([{ ...autumn(2030), startDate: '2030-02-30' }]), 400, 'validation.semester.date');
      await expectRefused(addYear([{ ...autumn(2030), endDate: 20310120 }]), 400, 'validation.semester.date');
      await expectRefused(
        addYear([{ code: 13, startDate: '2031-01-20', endDate: '2030-09-01' }]),
        400,
        'validation.semester.order',
      );
      await expectRefused(addYear([]), 400, 'validation.semester.count');
      await expectRefused(addYear([autumn(2030), spring(2030), spring(2031)]), 400, 'validation.semester.count');
      await expectRefused(addYear([autumn(2030), { ...spring(2030), code: 13 }]), 400, 'validation.semester.duplicate');
      await expectRefused(addYear('autumn'), 400, 'validation.semester.count');
    });

    it('refuses semesters that overlap each other or a semester of another year', async () => {
      await expectRefused(
        addYear([autumn(2030), { code: 11, startDate: '2031-01-20', endDate: '2031-07-10' }]),
        400,
        'academicYear.semestersOverlap',
      );
      await expectRefused(
        addYear([{ code: 13, startDate: '2027-07-01', endDate: '2027-08-31' }]),
        409,
        'academicYear.overlapsOther',
        { label: '2026-2027' },
      );
    });

    it('switches the current semester in one step: always exactly one', async () => {
      const byLabel = await schoolYearsByLabel();
      const later = byLabel.get('2027-2028');
      const seeded = byLabel.get('2026-2027');
      const target = later?.semesters.find((entry) => entry.code === 11);
      const original = seeded?.semesters.find((entry) => entry.current);
      expect(target && original).toBeTruthy();
      await gateway.ok(tokens.k12, 'POST', 'acayear/setCurrent', { semesterId: target?.semesterId });
      expect((await currentSemesters(tokens.k12)).map((entry) => entry.semesterId)).toEqual([target?.semesterId]);
      const rows = await gateway.database.db
        .select({ id: semester.id })
        .from(semester)
        .where(and(eq(semester.isCurrent, true)));
      expect(rows).toHaveLength(2); // one in the school, one in the university
      await gateway.ok(tokens.k12, 'POST', 'acayear/setCurrent', { semesterId: original?.semesterId });
      expect((await currentSemesters(tokens.k12)).map((entry) => entry.semesterId)).toEqual([original?.semesterId]);
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'acayear/setCurrent', { semesterId: 'nope' }),
        404,
        'semester.notFound',
      );
    });

    it('edits a year and its semesters, but never removes the current semester', async () => {
      const byLabel = await schoolYearsByLabel();
      const later = byLabel.get('2027-2028');
      const seeded = byLabel.get('2026-2027');
      await gateway.ok(tokens.k12, 'POST', 'acayear/edit', {
        uid: later?.uid,
        academicYear: '2028-2029',
        semesters: [autumn(2028)],
      });
      const edited = (await years(tokens.k12)).find((year) => year.uid === later?.uid);
      expect(edited?.academicYear).toBe('2028-2029');
      expect(edited?.semesters.map((entry) => entry.code)).toEqual([13]);
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'acayear/edit', {
          uid: seeded?.uid,
          academicYear: '2026-2027',
          semesters: [spring(2026)],
        }),
        409,
        'academicYear.hasCurrent',
      );
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'acayear/edit', {
          uid: later?.uid,
          academicYear: '2026-2027',
          semesters: [autumn(2028)],
        }),
        409,
        'academicYear.duplicate',
        { label: '2026-2027' },
      );
    });

    it('refuses to delete a year with classes or with the current semester, and deletes the others', async () => {
      const byLabel = await schoolYearsByLabel();
      const seeded = byLabel.get('2026-2027');
      const later = byLabel.get('2028-2029');
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'acayear/delete', { uid: seeded?.uid }),
        409,
        'academicYear.hasClasses',
      );
      const laterSemester = later?.semesters[0]?.semesterId;
      const seededCurrent = seeded?.semesters.find((entry) => entry.current)?.semesterId;
      await gateway.ok(tokens.k12, 'POST', 'acayear/setCurrent', { semesterId: laterSemester });
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'acayear/delete', { uid: later?.uid }),
        409,
        'academicYear.hasCurrent',
      );
      await gateway.ok(tokens.k12, 'POST', 'acayear/setCurrent', { semesterId: seededCurrent });
      await gateway.ok(tokens.k12, 'POST', 'acayear/delete', { uid: later?.uid });
      expect((await years(tokens.k12)).map((year) => year.academicYear)).toEqual(['2026-2027']);
      expect(
        await gateway.database.db
          .select()
          .from(semester)
          .where(eq(semester.academicYearId, later?.uid ?? '')),
      ).toEqual([]);
    });
  });

  describe('grades', () => {
    it('adds and removes grade levels, named in the request language', async () => {
      const levels = [1, 2, 3, 4, 5, 6];
      const saved = await gateway.ok(tokens.k12, 'POST', 'grade/save', { levels: [...levels, 7] }, 'zh-CN');
      expect(saved.map((entry: { name: string }) => entry.name).at(-1)).toBe('初一');
      await gateway.ok(tokens.k12, 'POST', 'grade/save', { levels });
      expect((await grades(tokens.k12)).map((entry) => entry.level)).toEqual(levels);
    });

    it('refuses levels outside 1 to 12, twice the same, or removing a grade with classes', async () => {
      const save = (levels: unknown) => (language: DomainLocale) =>
        call(gateway.app, tokens.k12, 'POST', 'grade/save', { levels }, language);
      await expectRefused(save([1, 2, 3, 4, 5, 6, 13]), 400, 'validation.grade.levels');
      await expectRefused(save([0]), 400, 'validation.grade.levels');
      await expectRefused(save([1.5]), 400, 'validation.grade.levels');
      await expectRefused(save(['one']), 400, 'validation.grade.levels');
      await expectRefused(save(7), 400, 'validation.grade.levels');
      await expectRefused(save([1, 1, 2, 3, 4, 5, 6]), 400, 'validation.grade.duplicate');
      for (const language of LANGUAGES) {
        const before = await snapshot();
        const response = await save([2, 3, 4, 5, 6])(language);
        expect(response.statusCode).toBe(409);
        expect(response.json().msg).toBe(
          translateDomainMessage(language, 'grade.hasClasses', {
            grade: translateDomainMessage(language, 'grade.g1'),
          }),
        );
        expect(await snapshot()).toBe(before);
      }
    });

    it('keeps enrolment years at a university', async () => {
      const saved = await gateway.ok(tokens.gx, 'POST', 'grade/save', { levels: [2025, 2024] }, 'zh-CN');
      expect(saved.map((entry: { name: string; kind: string }) => [entry.kind, entry.name])).toEqual([
        ['enrolment', '2024级'],
        ['enrolment', '2025级'],
      ]);
      await expectRefused(
        gateway.as(tokens.gx, 'POST', 'grade/save', { levels: [2024, 3] }),
        400,
        'validation.grade.enrolmentYears',
      );
    });
  });

  describe('classes', () => {
    async function gradeId(token: string, level: number): Promise<string> {
      const found = (await grades(token)).find((entry) => entry.level === level);
      if (!found) throw new Error(`no grade ${level}`);
      return found.gradeId;
    }

    const form = async (overrides: Record<string, unknown> = {}) => ({
      gradeId: await gradeId(tokens.k12, 2),
      name: '二年级2班',
      code: 2,
      size: 42,
      ...overrides,
    });

    /** The id of the school's teacher of that name, as the class form offers it. */
    async function teacherId(name: string): Promise<string> {
      const options: Array<{ teacherId: string; name: string }> = await gateway.ok(
        tokens.k12,
        'GET',
        'class/teacherOptions',
      );
      const found = options.find((entry) => entry.name === name);
      if (!found) throw new Error(`no teacher ${name}`);
      return found.teacherId;
    }

    it("offers the school's teachers as head teachers, and none of the university's", async () => {
      const options: Array<{ name: string; employeeNumber: string }> = await gateway.ok(
        tokens.k12,
        'GET',
        'class/teacherOptions',
      );
      expect(options.map((entry) => `${entry.name} ${entry.employeeNumber}`).sort()).toEqual(
        ['陈老师 YG-001', '张老师 YG-002', '刘老师 YG-003'].sort(),
      );
      expect(await gateway.ok(tokens.gx, 'GET', 'class/teacherOptions')).toEqual([]);
    });

    it('adds a class once: a second submit of the same form is refused as a duplicate', async () => {
      const zhang = await teacherId('张老师');
      const payload = await form({ headTeacherId: zhang });
      const { classId } = await gateway.ok(tokens.k12, 'POST', 'class/add', payload);
      const detail = await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId }, 'zh-CN');
      expect(detail).toMatchObject({
        name: '二年级2班',
        code: 2,
        size: 42,
        headTeacherId: zhang,
        headTeacherName: '张老师',
        gradeName: '二年级',
        gradeLevel: 2,
        academicYear: '2026-2027',
        status: 'enabled',
        studentCount: 0,
      });
      await expectRefused(gateway.as(tokens.k12, 'POST', 'class/add', payload), 409, 'class.duplicateCode', {
        code: 2,
      });
    });

    it('makes one class of two simultaneous submits', async () => {
      const payload = await form({ code: 3, name: '二年级3班' });
      const answers = await Promise.all([
        call(gateway.app, tokens.k12, 'POST', 'class/add', payload),
        call(gateway.app, tokens.k12, 'POST', 'class/add', payload),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const rows = await gateway.database.db
        .select()
        .from(schoolClass)
        .where(and(eq(schoolClass.gradeId, payload.gradeId), eq(schoolClass.code, 3)));
      expect(rows).toHaveLength(1);
    });

    it('refuses bad codes, names, sizes and grades with the localised rule', async () => {
      const add = (overrides: Record<string, unknown>) => async (language: DomainLocale) =>
        call(gateway.app, tokens.k12, 'POST', 'class/add', await form({ code: 9, ...overrides }), language);
      for (const code of [100, 0, -1, 1.5, 1e30, '100']) {
        await expectRefused(add({ code }), 400, 'validation.classCode.range');
      }
      for (const code of ['abc', '', null, undefined]) {
        await expectRefused(add({ code }), 400, 'validation.classCode.required');
      }
      await expectRefused(add({ name: '' }), 400, 'validation.className.required');
      await expectRefused(add({ name: '   ' }), 400, 'validation.className.required');
      await expectRefused(add({ name: 42 }), 400, 'validation.className.required');
      await expectRefused(add({ name: '班'.repeat(21) }), 400, 'validation.className.length');
      await expectRefused(add({ name: 'x'.repeat(100_000) }), 400, 'validation.className.length');
      for (const size of [201, -1, 2.5, 1e30, 'big', undefined]) {
        await expectRefused(add({ size }), 400, 'validation.classSize.range');
      }
      await expectRefused(add({ headTeacherId: 'no-such-teacher' }), 404, 'teacher.notFound');
      await expectRefused(add({ headTeacherId: 5 }), 400, 'teacher.notFound');
      await expectRefused(add({ headTeacherId: '' }), 400, 'teacher.notFound');
      await expectRefused(add({ gradeId: undefined }), 400, 'validation.grade.required');
      await expectRefused(add({ gradeId: 5 }), 400, 'validation.grade.required');
      await expectRefused(add({ gradeId: 'g'.repeat(65) }), 400, 'validation.grade.required');
      await expectRefused(add({ gradeId: 'no-such-grade' }), 404, 'grade.notFound');
      await expectRefused(add({ academicYearId: 'no-such-year' }), 404, 'academicYear.notFound');
    });

    it('answers a malformed body with 400', async () => {
      for (const language of LANGUAGES) {
        const before = await snapshot();
        const response = await postRaw(gateway.app, tokens.k12, 'class/add', 'application/json', '{"name": ', language);
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe(translateDomainMessage(language, 'request.malformed'));
        expect(await snapshot()).toBe(before);
      }
    });

    it('edits a class; its code stays unique within the grade', async () => {
      const page = await gateway.ok(tokens.k12, 'GET', 'class/page', { gradeId: await gradeId(tokens.k12, 2) });
      const second = page.records.find((entry: { code: number }) => entry.code === 2);
      const liu = await teacherId('刘老师');
      await gateway.ok(tokens.k12, 'POST', 'class/edit', {
        ...(await form({ name: '二年级(2)班', size: 45, headTeacherId: liu })),
        classId: second.classId,
      });
      expect(await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: second.classId })).toMatchObject({
        name: '二年级(2)班',
        size: 45,
        academicYear: '2026-2027',
        headTeacherId: liu,
        headTeacherName: '刘老师',
      });
      // A form without a head teacher leaves the class without one.
      await gateway.ok(tokens.k12, 'POST', 'class/edit', {
        ...(await form({ name: '二年级(2)班', size: 45 })),
        classId: second.classId,
      });
      expect(await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: second.classId })).toMatchObject({
        headTeacherId: null,
        headTeacherName: '',
      });
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/edit', { ...(await form({ code: 1 })), classId: second.classId }),
        409,
        'class.duplicateCode',
        { code: 1 },
      );
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/edit', { ...(await form()), classId: 'nope' }),
        404,
        'class.notFound',
      );
    });

    it('pages and filters classes', async () => {
      const all = await gateway.ok(tokens.k12, 'GET', 'class/page', { pageSize: 20 });
      expect(all.total).toBe(8);
      expect(all.records.map((entry: { gradeLevel: number }) => entry.gradeLevel)).toEqual([1, 2, 2, 2, 3, 4, 5, 6]);
      const second = await gateway.ok(tokens.k12, 'GET', 'class/page', { pageNum: 2, pageSize: 10 });
      expect(second).toMatchObject({ total: 8, pageNum: 2, pageSize: 10, records: [] });
      const byName = await gateway.ok(tokens.k12, 'GET', 'class/page', { name: '(2)' });
      expect(byName.records.map((entry: { name: string }) => entry.name)).toEqual(['二年级(2)班']);
      const wildcard = await gateway.ok(tokens.k12, 'GET', 'class/page', { name: '%' });
      expect(wildcard.total).toBe(0);
      const options = await gateway.ok(tokens.k12, 'GET', 'class/list', { gradeId: await gradeId(tokens.k12, 2) });
      expect(options.map((entry: { code: number }) => entry.code)).toEqual([1, 2, 3]);
      for (const pageSize of [15, 0, 100, 'ten', 1e30]) {
        await expectRefused(gateway.as(tokens.k12, 'GET', 'class/page', { pageSize }), 400, 'validation.page.size');
      }
      for (const pageNum of [0, -1, 1.5, 'x', 1e30]) {
        await expectRefused(gateway.as(tokens.k12, 'GET', 'class/page', { pageNum }), 400, 'validation.page.number');
      }
      await expectRefused(
        gateway.as(tokens.k12, 'GET', 'class/page', { status: 'archived' }),
        400,
        'validation.status.value',
      );
    });

    it('refuses to delete a class with students, which can be disabled instead', async () => {
      const page = await gateway.ok(tokens.k12, 'GET', 'class/page', { name: '(2)' });
      const classId: string = page.records[0].classId;
      await gateway.database.db.update(schoolClass).set({ studentCount: 30 }).where(eq(schoolClass.id, classId));
      await expectRefused(gateway.as(tokens.k12, 'POST', 'class/delete', { classId }), 409, 'class.hasStudents');
      await gateway.ok(tokens.k12, 'POST', 'class/status', { classId, status: 'disabled' });
      const disabled = await gateway.ok(tokens.k12, 'GET', 'class/page', { status: 'disabled' });
      expect(disabled.records.map((entry: { classId: string }) => entry.classId)).toEqual([classId]);
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/status', { classId, status: 'disabled' }),
        409,
        'status.refused.unchanged',
        { machine: 'enablement', from: 'disabled', to: 'disabled' },
      );
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/status', { classId, status: 'gone' }),
        400,
        'validation.status.value',
      );
      await gateway.database.db.update(schoolClass).set({ studentCount: 0 }).where(eq(schoolClass.id, classId));
      await gateway.ok(tokens.k12, 'POST', 'class/delete', { classId });
      await expectRefused(gateway.as(tokens.k12, 'GET', 'class/detail', { classId }), 404, 'class.notFound');
    });

    it('leaves a class without a head teacher once its teacher is deleted', async () => {
      const page = await gateway.ok(tokens.k12, 'GET', 'class/page', { name: '三年级1班' });
      const classId: string = page.records[0].classId;
      const liu = await teacherId('刘老师');
      expect(page.records[0]).toMatchObject({ headTeacherId: liu, headTeacherName: '刘老师' });
      await gateway.ok(tokens.k12, 'POST', 'teacher/delete', { teacherId: liu });
      expect(await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId })).toMatchObject({
        name: '三年级1班',
        headTeacherId: null,
        headTeacherName: '',
      });
    });
  });

  describe('tenant isolation', () => {
    it("answers another organisation's ids as not found and changes nothing", async () => {
      const school = await gateway.ok(tokens.k12, 'GET', 'class/page');
      const classId: string = school.records[0].classId;
      const gradeId: string = school.records[0].gradeId;
      const [year] = await years(tokens.k12);
      const semesterId = year?.semesters[1]?.semesterId;
      const asUniversity =
        (method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) => (language: DomainLocale) =>
          call(gateway.app, tokens.gx, method, path, payload, language);

      await expectRefused(asUniversity('GET', 'class/detail', { classId }), 404, 'class.notFound');
      await expectRefused(
        asUniversity('POST', 'class/edit', { classId, gradeId, name: 'x', code: 50, size: 1 }),
        404,
        'class.notFound',
      );
      await expectRefused(asUniversity('POST', 'class/delete', { classId }), 404, 'class.notFound');

      // A teacher of the university is no head teacher for the school's classes.
      const [gxAdmin] = await gateway.database.db
        .select({ id: account.id, orgId: account.orgId, tenantOrgId: account.tenantOrgId })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(person.accountNum, 'gxadmin'));
      if (!gxAdmin) throw new Error('no gxadmin');
      const foreignTeacherId = crypto.randomUUID();
      await gateway.database.db.insert(teacher).values({
        id: foreignTeacherId,
        orgId: gxAdmin.orgId,
        tenantOrgId: gxAdmin.tenantOrgId,
        accountId: gxAdmin.id,
      });
      const asSchool = (path: string, payload: Record<string, unknown>) => (language: DomainLocale) =>
        call(gateway.app, tokens.k12, 'POST', path, payload, language);
      const schoolClassForm = { gradeId, name: '一年级9班', code: 9, size: 30, headTeacherId: foreignTeacherId };
      await expectRefused(asSchool('class/add', schoolClassForm), 404, 'teacher.notFound');
      await expectRefused(asSchool('class/edit', { ...schoolClassForm, classId }), 404, 'teacher.notFound');
      await expectRefused(asUniversity('POST', 'class/status', { classId, status: 'disabled' }), 404, 'class.notFound');
      await expectRefused(
        asUniversity('POST', 'class/add', { gradeId, name: 'x', code: 50, size: 1 }),
        404,
        'grade.notFound',
      );
      await expectRefused(
        asUniversity('POST', 'acayear/edit', { uid: year?.uid, academicYear: '2040-2041', semesters: [autumn(2040)] }),
        404,
        'academicYear.notFound',
      );
      await expectRefused(asUniversity('POST', 'acayear/delete', { uid: year?.uid }), 404, 'academicYear.notFound');
      await expectRefused(asUniversity('POST', 'acayear/setCurrent', { semesterId }), 404, 'semester.notFound');
      const filtered = await gateway.ok(tokens.gx, 'GET', 'class/page', { gradeId });
      expect(filtered.total).toBe(0);
      expect(await gateway.ok(tokens.gx, 'GET', 'class/list', { gradeId })).toEqual([]);
    });

    it('refuses an orgId header naming another organisation', async () => {
      const [year] = await years(tokens.gx);
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/acayear/list',
        headers: { ...bearer(tokens.k12), orgid: 'another-org' },
      });
      expect(response.statusCode).toBe(403);
      expect(year).toBeDefined();
    });
  });

  describe('roles', () => {
    it('lets the PE teacher see classes but change nothing, and keeps years and grades from the role', async () => {
      // 陈老师 (multiuser) as the school's PE teacher.
      const access = await gateway.signInWithRole('multiuser', 21, '体育教师');
      const page = await gateway.ok(access, 'GET', 'class/page');
      expect(page.total).toBeGreaterThan(0);
      const classId: string = page.records[0].classId;
      const asTeacher =
        (method: 'GET' | 'POST', path: string, payload: Record<string, unknown> = {}) =>
        (language: DomainLocale) =>
          call(gateway.app, access, method, path, payload, language);
      await expectRefused(
        asTeacher('POST', 'class/add', { gradeId: page.records[0].gradeId, name: 'x', code: 60, size: 1 }),
        403,
        'auth.forbidden',
      );
      await expectRefused(asTeacher('POST', 'class/delete', { classId }), 403, 'auth.forbidden');
      await expectRefused(asTeacher('POST', 'class/status', { classId, status: 'disabled' }), 403, 'auth.forbidden');
      await expectRefused(asTeacher('GET', 'acayear/list'), 403, 'auth.forbidden');
      await expectRefused(asTeacher('GET', 'grade/list'), 403, 'auth.forbidden');
      await expectRefused(asTeacher('POST', 'grade/save', { levels: [1] }), 403, 'auth.forbidden');
    });

    it('gives the enterprise no grades or classes', async () => {
      const { access } = await signIn(gateway.app, 'entadmin');
      await expectRefused(gateway.as(access, 'GET', 'grade/list', {}), 403, 'auth.forbidden');
      await expectRefused(gateway.as(access, 'GET', 'class/page', {}), 403, 'auth.forbidden');
    });

    it('refuses without a token', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/busi/web/class/page' });
      expect(response.statusCode).toBe(401);
    });
  });

  // After the other blocks: promotion moves the demo school's classes on for good.
  describe('university classes', () => {
    async function collegesWithMajors() {
      const colleges = await gateway.ok<Array<{ collegeId: string; name: string }>>(tokens.gx, 'GET', 'college/list');
      const majors = await gateway.records<{ majorId: string; collegeId: string; name: string }>(
        tokens.gx,
        'major/page',
      );
      const [first, second] = colleges.map((entry) => ({
        ...entry,
        major: majors.find((candidate) => candidate.collegeId === entry.collegeId),
      }));
      if (!first?.major || !second?.major) throw new Error('the demo university has two colleges with a major each');
      return { first: { ...first, major: first.major }, second: { ...second, major: second.major } };
    }

    it('keeps a class in a college and one of its majors, and an enrolment year of the university', async () => {
      const { first, second } = await collegesWithMajors();
      const enrolment2024 = (await grades(tokens.gx)).find((entry) => entry.level === 2024);
      const form = {
        gradeId: enrolment2024?.gradeId,
        name: '体教2401',
        code: 1,
        size: 30,
        collegeId: first.collegeId,
        majorId: first.major.majorId,
      };
      const add = (overrides: Record<string, unknown>) => (language: DomainLocale) =>
        call(gateway.app, tokens.gx, 'POST', 'class/add', { ...form, ...overrides }, language);
      await expectRefused(add({ collegeId: undefined }), 400, 'validation.college.required');
      await expectRefused(add({ majorId: undefined }), 400, 'validation.major.required');
      await expectRefused(add({ collegeId: 'no-such-college' }), 404, 'college.notFound');
      await expectRefused(add({ majorId: 'no-such-major' }), 404, 'major.notFound');
      await expectRefused(add({ majorId: second.major.majorId }), 409, 'class.majorNotInCollege', {
        major: second.major.name,
        college: first.name,
      });
      // A school's grade level is no enrolment year of the university.
      const k12Grade = (await grades(tokens.k12))[0]?.gradeId;
      await expectRefused(add({ gradeId: k12Grade }), 404, 'grade.notFound');

      const { classId } = await gateway.ok(tokens.gx, 'POST', 'class/add', form, 'zh-CN');
      expect(await gateway.ok(tokens.gx, 'GET', 'class/detail', { classId }, 'zh-CN')).toMatchObject({
        name: '体教2401',
        gradeName: '2024级',
        collegeId: first.collegeId,
        collegeName: first.name,
        majorId: first.major.majorId,
        majorName: first.major.name,
      });
      await expectRefused(
        gateway.as(tokens.gx, 'POST', 'class/edit', {
          ...form,
          classId,
          collegeId: second.collegeId,
          majorId: first.major.majorId,
        }),
        409,
        'class.majorNotInCollege',
        { major: first.major.name, college: second.name },
      );
      await gateway.ok(tokens.gx, 'POST', 'class/edit', {
        ...form,
        classId,
        collegeId: second.collegeId,
        majorId: second.major.majorId,
      });
      expect(await gateway.ok(tokens.gx, 'GET', 'class/detail', { classId })).toMatchObject({
        collegeId: second.collegeId,
        majorId: second.major.majorId,
      });
      // A major with classes stays; moved to another college, its classes follow it.
      await expectRefused(
        gateway.as(tokens.gx, 'POST', 'major/delete', { majorId: second.major.majorId }),
        409,
        'major.hasClasses',
      );
      await gateway.ok(tokens.gx, 'POST', 'class/delete', { classId });
    });

    it('offers the colleges with their own majors to the class form, and none at a school', async () => {
      const { first, second } = await collegesWithMajors();
      const options = await gateway.ok<Array<{ collegeId: string; majors: Array<{ majorId: string }> }>>(
        tokens.gx,
        'GET',
        'class/placementOptions',
      );
      expect(options.find((entry) => entry.collegeId === first.collegeId)?.majors).toEqual([
        expect.objectContaining({ majorId: first.major.majorId, studyYears: 4 }),
      ]);
      expect(options.find((entry) => entry.collegeId === second.collegeId)?.majors.map((m) => m.majorId)).toEqual([
        second.major.majorId,
      ]);
      expect(await gateway.ok(tokens.k12, 'GET', 'class/placementOptions')).toEqual([]);
    });

    it('keeps schools free of colleges and majors', async () => {
      const { first } = await collegesWithMajors();
      const gradeId = (await grades(tokens.k12))[0]?.gradeId;
      const { classId } = await gateway.ok(tokens.k12, 'POST', 'class/add', {
        gradeId,
        name: '无专业班',
        code: 77,
        size: 1,
        collegeId: first.collegeId,
        majorId: first.major.majorId,
      });
      expect(await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId })).toMatchObject({
        collegeId: null,
        majorId: null,
      });
      await gateway.ok(tokens.k12, 'POST', 'class/delete', { classId });
    });
  });

  describe('promotion to the next academic year', () => {
    type Plan = {
      academicYearId: string | null;
      academicYear: string | null;
      moves: Array<{ classId: string; name: string; action: string; gradeName: string; toGradeName: string | null }>;
      collisions: Array<{ name: string; code: number; toGradeName: string; withClassName: string }>;
    };
    const preview = async (token: string, language: DomainLocale = 'en-US') =>
      await gateway.ok<Plan>(token, 'GET', 'grade/promotion/preview', {}, language);
    const confirm = (token: string, academicYearId: unknown) => (language: DomainLocale) =>
      call(gateway.app, token, 'POST', 'grade/promotion/confirm', { academicYearId }, language);
    type ClassRow = { classId: string; name: string; code: number; gradeLevel: number; status: string };
    const classPageOf = async (token: string, query: Record<string, unknown> = {}) =>
      (await gateway.ok<{ records: ClassRow[]; total: number }>(token, 'GET', 'class/page', { pageSize: 80, ...query }))
        .records;

    it('finds nothing to promote while every class is in the current academic year', async () => {
      const plan = await preview(tokens.k12);
      expect(plan.academicYear).toBe('2026-2027');
      expect(plan.moves).toEqual([]);
      await expectRefused(confirm(tokens.k12, plan.academicYearId), 409, 'promotion.nothingToPromote', {
        year: '2026-2027',
      });
      await expectRefused(confirm(tokens.k12, 'another-year'), 409, 'promotion.yearChanged');
      await expectRefused(confirm(tokens.k12, undefined), 400, 'validation.id.required');
    });

    it('moves each class up a grade into the new year, graduates the top grade, refuses a taken code', async () => {
      const { uid } = await gateway.ok(tokens.k12, 'POST', 'acayear/add', {
        academicYear: '2027-2028',
        semesters: [autumn(2027), spring(2027)],
      });
      const newYear = (await years(tokens.k12)).find((year) => year.uid === uid);
      await gateway.ok(tokens.k12, 'POST', 'acayear/setCurrent', {
        semesterId: newYear?.semesters.find((entry) => entry.code === 13)?.semesterId,
      });
      const before = await classPageOf(tokens.k12);
      const sixth = before.find((row) => row.gradeLevel === 6);
      const first = before.find((row) => row.gradeLevel === 1);
      if (!sixth || !first) throw new Error('the demo school has grades 1 and 6');
      await gateway.database.db.update(schoolClass).set({ studentCount: 30 }).where(eq(schoolClass.id, sixth.classId));
      // A class opened in the new year stays where it is, and holds the code a class below moves onto.
      const gradeTwo = before.find(
        (row) => row.gradeLevel === 2 && !before.some((other) => other.gradeLevel === 3 && other.code === row.code),
      );
      const gradeIds = new Map((await grades(tokens.k12)).map((entry) => [entry.level, entry.gradeId]));
      const blocker = await gateway.ok(tokens.k12, 'POST', 'class/add', {
        gradeId: gradeIds.get(3),
        name: '三年级新班',
        code: gradeTwo?.code,
        size: 20,
      });

      const plan = await preview(tokens.k12, 'zh-CN');
      expect(plan.academicYear).toBe('2027-2028');
      expect(plan.academicYearId).toBe(uid);
      const enabled = before.filter((row) => row.status === 'enabled');
      expect(plan.moves.map((move) => move.classId).sort()).toEqual(enabled.map((row) => row.classId).sort());
      expect(plan.moves.find((move) => move.classId === sixth.classId)).toMatchObject({
        action: 'graduate',
        gradeName: '六年级',
        toGradeName: null,
      });
      expect(plan.moves.find((move) => move.classId === first.classId)).toMatchObject({
        action: 'promote',
        gradeName: '一年级',
        toGradeName: '二年级',
      });
      expect(plan.collisions).toEqual([
        {
          classId: gradeTwo?.classId,
          name: gradeTwo?.name,
          code: gradeTwo?.code,
          toGradeName: '三年级',
          withClassName: '三年级新班',
        },
      ]);
      for (const language of LANGUAGES) {
        const unchanged = await snapshot();
        const response = await confirm(tokens.k12, uid)(language);
        expect(response.statusCode).toBe(409);
        expect(response.json().msg).toBe(
          translateDomainMessage(language, 'promotion.collision', {
            class: gradeTwo?.name ?? '',
            grade: translateDomainMessage(language, 'grade.g3'),
            code: gradeTwo?.code ?? 0,
          }),
        );
        expect(await snapshot()).toBe(unchanged);
      }

      // The new class goes; a double submit then promotes once, and the second finds nothing left.
      await gateway.ok(tokens.k12, 'POST', 'class/delete', { classId: blocker.classId });
      expect((await preview(tokens.k12)).collisions).toEqual([]);
      const answers = await Promise.all([confirm(tokens.k12, uid)('en-US'), confirm(tokens.k12, uid)('en-US')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const done = answers.find((answer) => answer.statusCode === 200);
      expect(dataOf(done as NonNullable<typeof done>)).toEqual({ promoted: enabled.length - 1, graduated: 1 });
      expect(answers.find((answer) => answer.statusCode === 409)?.json().msg).toBe(
        translateDomainMessage('en-US', 'promotion.nothingToPromote', { year: '2027-2028' }),
      );
      await expectRefused(confirm(tokens.k12, uid), 409, 'promotion.nothingToPromote', { year: '2027-2028' });

      const after = await classPageOf(tokens.k12);
      expect(after.find((row) => row.classId === first.classId)).toMatchObject({ gradeLevel: 2, code: first.code });
      expect((await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: first.classId })).academicYear).toBe(
        '2027-2028',
      );
      // The graduated class leaves the list and the filters, keeps its code and students, and is
      // listed by its status.
      expect(after.some((row) => row.classId === sixth.classId)).toBe(false);
      const options = await gateway.ok<Array<{ classId: string }>>(tokens.k12, 'GET', 'class/list');
      expect(options.some((row) => row.classId === sixth.classId)).toBe(false);
      expect(await classPageOf(tokens.k12, { status: 'graduated' })).toEqual([
        expect.objectContaining({
          classId: sixth.classId,
          code: sixth.code,
          gradeLevel: 6,
          status: 'graduated',
          studentCount: 30,
        }),
      ]);
      // Nothing changes a graduated class but deleting it.
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/status', { classId: sixth.classId, status: 'disabled' }),
        409,
        'class.graduated',
      );
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'class/edit', {
          classId: sixth.classId,
          gradeId: gradeIds.get(6),
          name: 'x',
          code: 50,
          size: 1,
        }),
        409,
        'class.graduated',
      );
    });

    it('keeps a university class in its enrolment year and graduates it after its length of study', async () => {
      await gateway.ok(tokens.gx, 'POST', 'grade/save', { levels: [2022, 2024, 2025] });
      const { uid: lastYear } = await gateway.ok(tokens.gx, 'POST', 'acayear/add', {
        academicYear: '2025-2026',
        semesters: [autumn(2025), spring(2025)],
      });
      const enrolment = new Map((await grades(tokens.gx)).map((entry) => [entry.level, entry.gradeId]));
      const colleges = await gateway.ok<Array<{ collegeId: string }>>(tokens.gx, 'GET', 'college/list');
      const majors = (
        await gateway.ok<{ records: Array<{ majorId: string; collegeId: string }> }>(tokens.gx, 'GET', 'major/page')
      ).records;
      const placement = {
        collegeId: colleges[0]?.collegeId,
        majorId: majors.find((m) => m.collegeId === colleges[0]?.collegeId)?.majorId,
      };
      const addClass = async (level: number, name: string) =>
        (
          await gateway.ok<{ classId: string }>(tokens.gx, 'POST', 'class/add', {
            gradeId: enrolment.get(level),
            name,
            code: 1,
            size: 30,
            academicYearId: lastYear,
            ...placement,
          })
        ).classId;
      const finishing = await addClass(2022, '体教2201');
      const continuing = await addClass(2024, '体教2401');

      const plan = await preview(tokens.gx, 'zh-CN');
      expect(plan.academicYear).toBe('2026-2027');
      expect(plan.moves).toEqual([
        {
          classId: continuing,
          name: '体教2401',
          code: 1,
          gradeName: '2024级',
          action: 'promote',
          toGradeName: '2024级',
        },
        { classId: finishing, name: '体教2201', code: 1, gradeName: '2022级', action: 'graduate', toGradeName: null },
      ]);
      // Another tenant's preview, and its year, are not the school's.
      await expectRefused(confirm(tokens.gx, (await preview(tokens.k12)).academicYearId), 409, 'promotion.yearChanged');
      expect(dataOf(await confirm(tokens.gx, plan.academicYearId)('en-US'))).toEqual({ promoted: 1, graduated: 1 });
      expect(await gateway.ok(tokens.gx, 'GET', 'class/detail', { classId: continuing })).toMatchObject({
        gradeName: '2024 intake',
        academicYear: '2026-2027',
        status: 'enabled',
      });
      expect((await gateway.ok(tokens.gx, 'GET', 'class/detail', { classId: finishing })).status).toBe('graduated');
      // The school was not touched by the university's promotion.
      expect((await preview(tokens.k12)).moves).toEqual([]);
    });

    it('refuses the promotion to a role without the promote button or the grade screen, and without a token', async () => {
      const { access } = await signIn(gateway.app, 'multiuser');
      const info = await gateway.ok(access, 'POST', 'myInfo/getUInfo');
      const school = info.accounts.find((entry: { orgType: number }) => entry.orgType === 21);
      const teacher = school.roles.find((entry: { roleName: string }) => entry.roleName === '体育教师');
      await gateway.ok(access, 'POST', 'myInfo/switchRole', {
        accountId: school.accountId,
        roleId: teacher.roleId,
        tenantOrgId: school.tenantOrgId,
      });
      const yearId = (await preview(tokens.k12)).academicYearId;
      await expectRefused(gateway.as(access, 'GET', 'grade/promotion/preview', {}), 403, 'auth.forbidden');
      await expectRefused(confirm(access, yearId), 403, 'auth.forbidden');
      const response = await gateway.app.inject({ method: 'POST', url: '/api/busi/web/grade/promotion/confirm' });
      expect(response.statusCode).toBe(401);

      // The school's administrator role without the promote button previews, and confirms nothing.
      const { db } = gateway.database;
      const [admin] = await db
        .select({ roleId: role.id })
        .from(role)
        .where(and(eq(role.name, '学校管理员'), eq(role.builtIn, true), eq(role.orgId, school.orgId)));
      const removed = await db
        .delete(roleMenu)
        .where(and(eq(roleMenu.roleId, admin?.roleId ?? ''), eq(roleMenu.menuId, 'k12:org/grade:promote')))
        .returning();
      expect(removed).toHaveLength(1);
      try {
        expect((await preview(tokens.k12)).academicYearId).toBe(yearId);
        await expectRefused(confirm(tokens.k12, yearId), 403, 'auth.forbidden');
      } finally {
        await db.insert(roleMenu).values(removed);
      }
    });
  });
});

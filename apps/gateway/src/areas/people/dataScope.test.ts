// A role's data scope on every student and parent route: a PE teacher (the demo teacher role, scope
// "classes") sees and changes only the students of the classes they teach; "grades" widens that to
// the grades of those classes; "organisation" is everything.
import { translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, person, schoolClass, student, studentParent, teacher, teacherClass } from '../../db/schema.ts';
import { call, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, signIn } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { ROSTER_HEADINGS } from '../../testing/rosters.ts';
import { listedReason, sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

/** The button codes a teacher role is given here on top of its own, so that scope, not permission, decides. */
const STUDENT_BUTTONS = ['add', 'edit', 'delete', 'status', 'import'].map((button) => `k12:user/student:${button}`);
const PARENT_MENUS = ['k12:user/parent', 'k12:user/parent:edit', 'k12:user/parent:delete'];

describe.each(testDatabases())('data scope on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ admin: 'k12admin' });
  let teacherToken: string;
  let teacherRoleId: string;
  let taught: string[];

  beforeAll(async () => {
    const roles = await gateway.records<{ roleId: string; name: string; dataScope: string }>(tokens.admin, 'role/page');
    const teacherRole = roles.find((one) => one.name === '体育教师');
    if (!teacherRole) throw new Error('the demo school has a PE teacher role');
    teacherRoleId = teacherRole.roleId;
    await editTeacherRole((detail) => ({ menuIds: [...detail.menuIds, ...STUDENT_BUTTONS, ...PARENT_MENUS] }));
    teacherToken = (await signIn(gateway.app, 'k12teacher1')).access;
    taught = (
      await gateway.database.db
        .select({ classId: teacherClass.classId })
        .from(teacherClass)
        .innerJoin(teacher, eq(teacher.id, teacherClass.teacherId))
        .innerJoin(account, eq(account.id, teacher.accountId))
        .innerJoin(person, eq(person.id, account.personId))
        .where(eq(person.accountNum, 'k12teacher1'))
    ).map((row) => row.classId);
  });

  const snapshot = gateway.snapshot(student, studentParent);
  const expectRefused = refusalCheck(snapshot);

  /** The students of the school in `classIds` (all of them when absent), by the database. */
  async function studentsIn(classIds?: readonly string[]) {
    return gateway.database.db
      .select({ id: student.id, classId: student.classId, studentNumber: student.studentNumber })
      .from(student)
      .where(classIds ? inArray(student.classId, [...classIds]) : undefined)
      .orderBy(asc(student.id));
  }

  async function pageIds(token: string): Promise<string[]> {
    const page = await gateway.ok<{ records: Array<{ studentId: string }>; total: number }>(
      token,
      'GET',
      'student/page',
      { pageSize: 80 },
    );
    expect(page.total).toBe(page.records.length);
    return page.records.map((record) => record.studentId).sort();
  }

  /** Edits the teacher role as its form would: what it has, with `changes` of it. */
  async function editTeacherRole(changes: (detail: { menuIds: string[] }) => Record<string, unknown>) {
    const detail = await gateway.ok(tokens.admin, 'GET', 'role/detail', { roleId: teacherRoleId });
    await gateway.ok(tokens.admin, 'POST', 'role/edit', {
      roleId: teacherRoleId,
      type: detail.type,
      name: detail.name,
      remark: detail.remark,
      menuIds: detail.menuIds,
      mobileMenuIds: detail.mobileMenuIds,
      ...changes(detail),
    });
  }

  async function setTeacherScope(dataScope: string) {
    await editTeacherRole(() => ({ dataScope }));
    expect((await gateway.ok(tokens.admin, 'GET', 'role/detail', { roleId: teacherRoleId })).dataScope).toBe(dataScope);
  }

  it('shows a PE teacher only the students, classes and parents of the classes they teach', async () => {
    const mine = await studentsIn(taught);
    const all = await studentsIn();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(await pageIds(teacherToken)).toEqual(mine.map((row) => row.id).sort());
    expect(await pageIds(tokens.admin)).toEqual(all.map((row) => row.id).sort());

    const options = await gateway.ok(teacherToken, 'GET', 'student/options');
    expect(options.classes.map((entry: { classId: string }) => entry.classId).sort()).toEqual([...taught].sort());

    const parents = await gateway.records<{ children: Array<{ studentId: string }> }>(teacherToken, 'parent/page');
    expect(parents.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((row) => row.id));
    for (const one of parents) expect(one.children.some((child) => mineIds.has(child.studentId))).toBe(true);
  });

  it('answers a student outside the teacher’s classes as not found, on every route, and changes nothing', async () => {
    const [outside] = (await studentsIn()).filter((row) => !taught.includes(row.classId));
    if (!outside) throw new Error('the demo school has students outside the teacher’s classes');
    const detail = await gateway.ok(tokens.admin, 'GET', 'student/detail', { studentId: outside.id });
    for (const [method, path, payload] of [
      ['GET', 'student/detail', { studentId: outside.id }],
      ['POST', 'student/status', { studentId: outside.id, status: 'disabled' }],
      ['POST', 'student/delete', { studentIds: [outside.id] }],
      [
        'POST',
        'student/edit',
        {
          studentId: outside.id,
          name: detail.name,
          sex: detail.sex,
          studentNumber: detail.studentNumber,
          classId: taught[0],
          nation: detail.nation,
          birthDate: detail.birthDate,
          parents: detail.parents,
        },
      ],
    ] as const) {
      await expectRefused(gateway.as(teacherToken, method, path, payload), 404, 'student.notFound');
    }
    await expectRefused(
      gateway.as(teacherToken, 'POST', 'student/add', {
        name: '越界生',
        sex: 'male',
        studentNumber: 'OUT0001',
        classId: outside.classId,
        parents: [],
      }),
      404,
      'class.notFound',
    );
    const [parentOutside] = await gateway.database.db
      .select({ parentId: studentParent.parentId })
      .from(studentParent)
      .where(eq(studentParent.studentId, outside.id));
    if (parentOutside) {
      const response = await call(gateway.app, teacherToken, 'GET', 'parent/detail', {
        parentId: parentOutside.parentId,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses import rows of a class outside the scope, or of a student outside it, and writes the rest', async () => {
    const [outside] = (await studentsIn()).filter((row) => !taught.includes(row.classId));
    const classes = await gateway.database.db
      .select({ id: schoolClass.id, name: schoolClass.name })
      .from(schoolClass)
      .where(inArray(schoolClass.id, [taught[0] as string, outside?.classId as string]));
    const nameOf = (id: string | undefined) => classes.find((entry) => entry.id === id)?.name ?? '';
    const yearId = (await gateway.ok(tokens.admin, 'GET', 'student/options')).academicYears[0].uid;
    const row = (name: string, number: string, className: string) => [
      name,
      '男',
      number,
      className,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ];
    const rows = [
      ROSTER_HEADINGS,
      row('范围内', 'SCOPE001', nameOf(taught[0])),
      row('范围外', 'SCOPE002', nameOf(outside?.classId)),
      row('占用号', outside?.studentNumber ?? '', nameOf(taught[0])),
    ];
    const response = await injectMultipart(
      gateway.app,
      { url: '/api/busi/web/student/import', headers: { ...bearer(teacherToken), 'accept-language': 'zh-CN' } },
      [
        { name: 'academicYearId', value: yearId },
        { name: 'semesterCode', value: '13' },
        filePart('students.xlsx', workbookOf(rows)),
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(importCountsOf(parseDisposition(String(response.headers['content-disposition'])))).toEqual({
      successCount: 1,
      failureCount: 2,
    });
    const failed = sheetRowsOf(response.rawPayload).slice(1);
    expect(failed.map((cells) => cells.at(-1))).toEqual([
      listedReason(
        'zh-CN',
        translateDomainMessage('zh-CN', 'dataScope.classOutside', { name: nameOf(outside?.classId) }),
      ),
      translateDomainMessage('zh-CN', 'student.numberTaken', { number: outside?.studentNumber ?? '' }),
    ]);
    const [moved] = await gateway.database.db
      .select({ classId: student.classId })
      .from(student)
      .where(eq(student.id, outside?.id as string));
    expect(moved?.classId).toBe(outside?.classId);
  });

  it('widens to the grades taught, then to the organisation, as the role form says', async () => {
    const gradeIds = (
      await gateway.database.db
        .select({ gradeId: schoolClass.gradeId })
        .from(schoolClass)
        .where(inArray(schoolClass.id, taught))
    ).map((row) => row.gradeId);
    // A second class in a grade the teacher teaches, with a student the teacher does not teach.
    const firstGrade = gradeIds[0] as string;
    const classId = (
      await gateway.ok<{ classId: string }>(tokens.admin, 'POST', 'class/add', {
        gradeId: firstGrade,
        code: 9,
        name: '9班',
        size: 40,
      })
    ).classId;
    await gateway.ok(tokens.admin, 'POST', 'student/add', {
      name: '同年级',
      sex: 'female',
      studentNumber: 'GRADE0001',
      classId,
      parents: [],
    });
    const inGrades = (
      await gateway.database.db
        .select({ id: schoolClass.id })
        .from(schoolClass)
        .where(and(inArray(schoolClass.gradeId, gradeIds)))
    ).map((row) => row.id);
    expect(inGrades).toContain(classId);

    await setTeacherScope('grades');
    expect(await pageIds(teacherToken)).toEqual((await studentsIn(inGrades)).map((row) => row.id).sort());
    await setTeacherScope('organisation');
    expect(await pageIds(teacherToken)).toEqual((await studentsIn()).map((row) => row.id).sort());
    await setTeacherScope('classes');
    expect(await pageIds(teacherToken)).toEqual((await studentsIn(taught)).map((row) => row.id).sort());
  });

  it('starts teachers’ roles on their classes and others on the organisation; built-in roles keep everything', async () => {
    const add = async (name: string, type: string) => {
      const { roleId } = await gateway.ok<{ roleId: string }>(tokens.admin, 'POST', 'role/add', {
        name,
        type,
        menuIds: [],
      });
      return (await gateway.ok(tokens.admin, 'GET', 'role/detail', { roleId })).dataScope;
    };
    expect(await add('新体育教师', '101001')).toBe('classes');
    expect(await add('新管理员', '101101')).toBe('organisation');

    const builtIn = (
      await gateway.ok<{ records: Array<{ roleId: string; builtIn: boolean }> }>(tokens.admin, 'GET', 'role/page', {
        pageSize: 80,
      })
    ).records.find((one) => one.builtIn);
    const detail = await gateway.ok(tokens.admin, 'GET', 'role/detail', { roleId: builtIn?.roleId });
    const response = await call(gateway.app, tokens.admin, 'POST', 'role/edit', {
      roleId: detail.roleId,
      type: detail.type,
      name: detail.name,
      remark: detail.remark,
      menuIds: detail.menuIds,
      mobileMenuIds: detail.mobileMenuIds,
      dataScope: 'classes',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(translateDomainMessage('en-US', 'role.builtInDataScope'));
    expect((await gateway.ok(tokens.admin, 'GET', 'role/detail', { roleId: detail.roleId })).dataScope).toBe(
      'organisation',
    );
  });
});

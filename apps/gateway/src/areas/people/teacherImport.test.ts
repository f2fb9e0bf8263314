import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, person, teacher, teacherClass } from '../../db/schema.ts';
import { call, LANGUAGES } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { columnReason, listedReason, sheetAidsOf, sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const HEADINGS = [
  '*姓名',
  '*登录账号',
  '*手机号',
  '*性别',
  '*角色',
  '任教班级',
  '工号',
  '身份证号',
  '证书类型',
  '证书编号',
];

describe.each(testDatabases())('the teacher import on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin' });
  let roleName: string;

  beforeAll(async () => {
    roleName = (await gateway.ok(tokens.k12, 'GET', 'teacher/options')).roles[0].name;
  });

  const snapshot = gateway.snapshot(
    teacher,
    teacherClass,
    (db) => db.select({ id: account.id }).from(account),
    (db) => db.select({ id: person.id, name: person.name }).from(person),
  );

  function importTeachers(bytes: Buffer, password = 'Teach@2026', language: DomainLocale = 'zh-CN') {
    return injectMultipart(
      gateway.app,
      { url: '/api/busi/web/teacher/import', headers: { ...bearer(tokens.k12), 'accept-language': language } },
      [{ name: 'password', value: password }, filePart('teachers.xlsx', bytes)],
    );
  }

  it('downloads the template with the roles and classes', async () => {
    const response = await call(gateway.app, tokens.k12, 'GET', 'teacher/import/template', {}, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(sheetRowsOf(response.rawPayload)[0]).toEqual(HEADINGS);
    const values = sheetRowsOf(response.rawPayload, 2);
    expect(values.slice(1).map((row) => row[0])).toContain(roleName);
    expect(values.slice(1).map((row) => row[1])).toContain('一年级1班');
    // The sex and the certificate type are picked from their lists; the roles and classes taught,
    // several in a cell, are typed.
    expect(sheetAidsOf(response.rawPayload).dropDowns.map((one) => one.cells)).toEqual(['D2:D100001', 'I2:I100001']);
  });

  it('creates new teachers with the import password, updates existing ones, answers the bad rows', async () => {
    const rows = [
      HEADINGS,
      [
        '赵老师',
        'k12teacher9',
        '13800000901',
        '男',
        roleName,
        '一年级1班, 二年级1班',
        'YG-901',
        '',
        '小学教师资格证',
        'C-1',
      ],
      ['张老师改', 'k12teacher1', '13800000101', '男', roleName, '三年级1班', 'YG-002', '', '', ''],
      ['钱老师', 'k12teacher8', '13800000801', '女', '不存在的角色', '', '', '', '', ''],
      ['孙老师', 'k12teacher7', '13800000701', '女', roleName, '九年级9班', '', '', '', ''],
      ['李老师', 'k12teacher9', '13800000902', '女', roleName, '', '', '', '', ''],
      ['周老师', 'gxadmin', '13800000601', '女', roleName, '', '', '', '', ''],
      ['吴老师', 'k12teacher6', '13800000021', '女', roleName, '', '', '', '', ''],
      ['郑老师', 'k12teacher5', '13800000501', '女', roleName, '', 'YG-003', '', '', ''],
      ['王老师', 'k12teacher4', '13800000401', '女', roleName, '', '', '', '博士', ''],
    ];
    const response = await importTeachers(workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(importCountsOf(parseDisposition(String(response.headers['content-disposition'])))).toEqual({
      successCount: 2,
      failureCount: 7,
    });
    const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
      translateDomainMessage('zh-CN', id, values);
    expect(
      sheetRowsOf(response.rawPayload)
        .slice(1)
        .map((row) => [row[0], row.at(-1)]),
    ).toEqual([
      ['钱老师', listedReason('zh-CN', t('teacher.roleUnknown', { name: '不存在的角色' }))],
      [
        '孙老师',
        listedReason('zh-CN', columnReason('zh-CN', '任教班级', t('student.classUnknown', { name: '九年级9班' }))),
      ],
      ['李老师', t('import.duplicateInFile', { row: 2, column: '登录账号' })],
      ['周老师', t('person.accountTaken', { account: 'gxadmin' })],
      ['吴老师', t('person.mobileTaken', { mobile: '13800000021' })],
      ['郑老师', t('teacher.employeeNumberTaken', { number: 'YG-003' })],
      [
        '王老师',
        '证书类型必须是幼儿园教师资格证、小学教师资格证、初级中学教师资格证、高级中学教师资格证、中等职业学校教师资格证或高等学校教师资格证',
      ],
    ]);
    const listed = await gateway.records(tokens.k12, 'teacher/page');
    const created = listed.find((one: { accountNum: string }) => one.accountNum === 'k12teacher9');
    expect(created).toMatchObject({ name: '赵老师', employeeNumber: 'YG-901', certificateType: 'primary' });
    const updated = listed.find((one: { accountNum: string }) => one.accountNum === 'k12teacher1');
    expect(updated).toMatchObject({ name: '张老师改' });
    const detail = await gateway.ok(tokens.k12, 'GET', 'teacher/detail', { teacherId: updated.teacherId });
    expect(detail.classes.map((one: { name: string }) => one.name)).toEqual(['三年级1班']);
    // The new teacher signs in with the import's password; the updated one keeps theirs.
    expect((await attemptLogin(gateway.app, { accountNum: 'k12teacher9', password: 'Teach@2026' })).statusCode).toBe(
      200,
    );
    expect((await attemptLogin(gateway.app, { accountNum: 'k12teacher1' })).statusCode).toBe(200);

    // The same file again doubles nobody.
    const again = await importTeachers(workbookOf(rows.slice(0, 3)));
    expect(importCountsOf(parseDisposition(String(again.headers['content-disposition'])))).toEqual({
      successCount: 2,
      failureCount: 0,
    });
    const after = await gateway.records(tokens.k12, 'teacher/page');
    expect(after).toHaveLength(listed.length);
  });

  it('refuses a missing or short initial password whole', async () => {
    const file = workbookOf([HEADINGS, ['赵老师', 'k12teacher3', '13800000301', '男', roleName, '', '', '', '', '']]);
    for (const language of LANGUAGES) {
      const before = await snapshot();
      const response = await importTeachers(file, '123', language);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(translateDomainMessage(language, 'validation.password.length'));
      expect(await snapshot()).toBe(before);
    }
  });

  it('lets a class a teacher teaches be deleted once it has no students; the teacher no longer teaches it', async () => {
    const grades = await gateway.ok(tokens.k12, 'GET', 'grade/list');
    const { classId } = await gateway.ok(tokens.k12, 'POST', 'class/add', {
      gradeId: grades[5].gradeId,
      name: '六年级9班',
      code: 9,
      size: 30,
    });
    const file = workbookOf([
      HEADINGS,
      ['冯老师', 'k12teacher31', '13800003101', '男', roleName, '六年级9班', '', '', '', ''],
    ]);
    expect(
      importCountsOf(parseDisposition(String((await importTeachers(file)).headers['content-disposition']))),
    ).toEqual({
      successCount: 1,
      failureCount: 0,
    });
    const taught = (await gateway.ok(tokens.k12, 'GET', 'teacher/page', { classId })).records;
    expect(taught.map((one: { accountNum: string }) => one.accountNum)).toEqual(['k12teacher31']);
    await gateway.ok(tokens.k12, 'POST', 'class/delete', { classId });
    const detail = await gateway.ok(tokens.k12, 'GET', 'teacher/detail', { teacherId: taught[0].teacherId });
    expect(detail.classes).toEqual([]);
  });
});

import { gradeLabel, translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { columnReason, listedReason, sheetAidsOf, sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const SCHOOL_HEADINGS = ['*年级', '*班级名称', '*班级编号', '班级人数', '班主任账号'];
const UNIVERSITY_HEADINGS = ['*年级', '*班级名称', '*班级编号', '*院系', '*专业', '班级人数', '班主任账号'];

const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
  translateDomainMessage('zh-CN', id, values);

interface ListedClass {
  classId: string;
  gradeLevel: number;
  name: string;
  code: number;
  size: number;
  headTeacherName: string;
  academicYear: string | null;
  collegeName: string | null;
  majorName: string | null;
}

describe.each(testDatabases())('the class import on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });

  function importClasses(token: string, bytes: Buffer) {
    return injectMultipart(
      gateway.app,
      { url: '/api/busi/web/class/import', headers: { ...bearer(token), 'accept-language': 'zh-CN' } },
      [filePart('classes.xlsx', bytes)],
    );
  }
  const countsOf = (response: { headers: Record<string, unknown> }) =>
    importCountsOf(parseDisposition(String(response.headers['content-disposition'])));

  it('gives a school the template with its grades and teachers', async () => {
    const response = await call(gateway.app, tokens.k12, 'GET', 'class/import/template', {}, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(sheetRowsOf(response.rawPayload)[0]).toEqual(SCHOOL_HEADINGS);
    const values = sheetRowsOf(response.rawPayload, 2);
    expect(values[0]).toEqual(['年级', '班主任账号', '教师姓名']);
    expect(values.slice(1).map((row) => row[0])).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']);
    const teachers = (await gateway.records(tokens.k12, 'teacher/page')) as { accountNum: string; name: string }[];
    expect(values.slice(1, teachers.length + 1).map((row) => row[1])).toEqual(
      teachers.map((one) => one.accountNum).sort(),
    );
    // The headings stay in view; the grade and the head teacher are picked from their lists.
    expect(sheetAidsOf(response.rawPayload)).toEqual({
      frozenHeadings: true,
      dropDowns: [
        { cells: 'A2:A100001', list: "'可选值'!$A$2:$A$7" },
        { cells: 'E2:E100001', list: `'可选值'!$B$2:$B$${teachers.length + 1}` },
      ],
    });
    // The template as downloaded reads as a workbook with nothing to import yet.
    const empty = await importClasses(tokens.k12, response.rawPayload);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(t('import.empty'));
  });

  it('adds new classes, updates those of the same grade and code, and answers each bad row with its reason', async () => {
    const before: ListedClass[] = await gateway.records(tokens.k12, 'class/page');
    const gradeTwoCodeOne = before.find((one) => one.gradeLevel === 2 && one.code === 1);
    expect(gradeTwoCodeOne).toBeDefined();
    const [teacher] = (await gateway.records(tokens.k12, 'teacher/page')) as { accountNum: string; name: string }[];
    const english = translateDomainMessage('en-US', gradeLabel({ school: 2 }));
    const rows = [
      SCHOOL_HEADINGS,
      ['一年级', '一年级3班', '3', '40', teacher?.accountNum ?? ''],
      // A grade named in another language, the class renamed.
      [english, '二年级飞翔班', '1', '', ''],
      ['九年级', '九年级1班', '1', '', ''],
      ['一年级', '一年级4班', '100', '', ''],
      ['一年级', '一年级5班', '5', '', 'nobody01'],
      ['一年级', '一年级3班又一次', '3', '', ''],
      ['一年级', '', '6', '', ''],
      ['一年级', '一年级7班', '7', '-1', ''],
    ];
    const response = await importClasses(tokens.k12, workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response)).toEqual({ successCount: 2, failureCount: 6 });
    expect(
      sheetRowsOf(response.rawPayload)
        .slice(1)
        .map((row) => [row[1], row.at(-1)]),
    ).toEqual([
      ['九年级1班', listedReason('zh-CN', t('class.gradeUnknown', { name: '九年级' }))],
      ['一年级4班', t('validation.classCode.range')],
      [
        '一年级5班',
        listedReason(
          'zh-CN',
          columnReason('zh-CN', '班主任账号', t('class.headTeacherUnknown', { account: 'nobody01' })),
        ),
      ],
      ['一年级3班又一次', t('import.duplicateInFile', { row: 2, column: '班级编号' })],
      ['', t('validation.className.required')],
      ['一年级7班', t('validation.classSize.range')],
    ]);

    const after: ListedClass[] = await gateway.records(tokens.k12, 'class/page');
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((one) => one.gradeLevel === 1 && one.code === 3);
    expect(added).toMatchObject({ name: '一年级3班', size: 40, headTeacherName: teacher?.name });
    // A new class opens in the current academic year, as one added by the form does.
    expect(added?.academicYear).toBe('2026-2027');
    const renamed = after.find((one) => one.classId === gradeTwoCodeOne?.classId);
    expect(renamed).toMatchObject({ name: '二年级飞翔班', code: 1, size: 0 });

    // The same rows again double nothing.
    const again = await importClasses(tokens.k12, workbookOf(rows.slice(0, 3)));
    expect(countsOf(again)).toEqual({ successCount: 2, failureCount: 0 });
    expect(await gateway.records(tokens.k12, 'class/page')).toHaveLength(after.length);
  });

  it('places a university class in its college and major, refusing a major of another college', async () => {
    const template = await call(gateway.app, tokens.gx, 'GET', 'class/import/template', {}, 'zh-CN');
    expect(sheetRowsOf(template.rawPayload)[0]).toEqual(UNIVERSITY_HEADINGS);
    await gateway.ok(tokens.gx, 'POST', 'grade/save', { levels: [2025] });
    const year = translateDomainMessage('zh-CN', 'grade.enrolment', { year: 2025 });
    const response = await importClasses(
      tokens.gx,
      workbookOf([
        UNIVERSITY_HEADINGS,
        [year, '体教2501', '1', '体育教育学院', '体育教育', '30', ''],
        [year, '体教2502', '2', '体育教育学院', '运动康复', '30', ''],
        [year, '体教2503', '3', '不存在学院', '体育教育', '30', ''],
        [year, '体教2504', '4', '', '', '30', ''],
      ]),
    );
    expect(countsOf(response)).toEqual({ successCount: 1, failureCount: 3 });
    expect(
      sheetRowsOf(response.rawPayload)
        .slice(1)
        .map((row) => row.at(-1)),
    ).toEqual([
      listedReason('zh-CN', t('class.majorUnknown', { college: '体育教育学院', name: '运动康复' })),
      listedReason('zh-CN', t('class.collegeUnknown', { name: '不存在学院' })),
      t('validation.college.required'),
    ]);
    const listed: ListedClass[] = await gateway.records(tokens.gx, 'class/page');
    expect(listed.find((one) => one.name === '体教2501')).toMatchObject({
      collegeName: '体育教育学院',
      majorName: '体育教育',
      size: 30,
    });
  });
});

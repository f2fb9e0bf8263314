import { randomBytes } from 'node:crypto';
import { type DomainLocale, type DomainMessageId, translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { parent, person, schoolClass, storedFile, student, studentParent } from '../../db/schema.ts';
import { call, dataOf, LANGUAGES, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, signIn } from '../../testing/gateway.ts';
import { filePart, injectMultipart, type Part } from '../../testing/multipart.ts';
import { ROSTER_HEADINGS, rosterRows } from '../../testing/rosters.ts';
import { classNamesOf, importStudents } from '../../testing/studentImport.ts';
import {
  bombWorkbook,
  columnReason,
  deflatedRepeat,
  handWrittenWorkbook,
  listedReason,
  sheetRowsOf,
  workbookOf,
} from '../../testing/workbooks.ts';

/**
 * The large hostile files of the refusal test, made when it first runs: deflating the bombs and
 * writing a hundred thousand rows take seconds.
 */
let hostileFiles: ReturnType<typeof makeHostileFiles> | undefined;
async function makeHostileFiles() {
  // Letters a spreadsheet cannot compress much, so the workbook is as large as its text.
  const letters = (length: number) =>
    Buffer.from(randomBytes(length).map((byte) => 97 + (byte % 26))).toString('latin1');
  return {
    spaces: await deflatedRepeat('<worksheet><sheetData>', ' ', 5_000_000),
    sheetBomb: await deflatedRepeat('<worksheet><sheetData>', ' ', 100 * 1024 * 1024),
    stringsBomb: await deflatedRepeat('<sst>', '<si><t>a</t></si>', 60 * 1024 * 1024),
    longFailures: (className: string) =>
      handWrittenWorkbook([
        ROSTER_HEADINGS,
        ...Array.from({ length: 600 }, (_, index) => [letters(30_000), '男', `FT${index}`, className]),
      ]),
    tooMany: workbookOf([
      ROSTER_HEADINGS,
      ...Array.from({ length: 100_001 }, (_, index) => ['王', '男', `M${index}`, '一年级1班']),
    ]),
  };
}

describe.each(testDatabases())('students, parents and the student import on $name', ({ name, open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  let yearId: string;
  let classes: { classId: string; name: string; gradeId: string }[];

  beforeAll(async () => {
    yearId = (await gateway.ok(tokens.k12, 'GET', 'acayear/list'))[0].uid;
    classes = await gateway.ok(tokens.k12, 'GET', 'class/list');
  });

  const snapshot = gateway.snapshot(
    student,
    parent,
    studentParent,
    (db) => db.select({ id: person.id }).from(person),
    (db) => db.select({ id: schoolClass.id, n: schoolClass.studentCount }).from(schoolClass),
  );
  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  function importFile(
    bytes: Buffer,
    fields: Record<string, string> = {},
    options: { token?: string; language?: DomainLocale; fileName?: string } = {},
  ) {
    const parts: Part[] = [
      ...Object.entries({ academicYearId: yearId, semesterCode: '13', ...fields }).map(([name, value]) => ({
        name,
        value,
      })),
      filePart(options.fileName ?? 'students.xlsx', bytes),
    ];
    return injectMultipart(
      gateway.app,
      {
        url: '/api/busi/web/student/import',
        headers: { ...bearer(options.token ?? tokens.k12), 'accept-language': options.language ?? 'zh-CN' },
      },
      parts,
    );
  }

  function countsOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    return importCountsOf(parseDisposition(String(response.headers['content-disposition'])));
  }

  const studentCount = async () => (await gateway.database.db.select({ n: count() }).from(student))[0]?.n ?? 0;
  const studentsPage = async (filters: Record<string, unknown> = {}) =>
    await gateway.ok(tokens.k12, 'GET', 'student/page', { pageSize: 80, ...filters });

  const validStudent = (overrides: Record<string, unknown> = {}) => ({
    name: '张小明',
    sex: 'male',
    studentNumber: 'S2026001',
    classId: classes[3]?.classId,
    nation: '01',
    birthDate: '2019-05-06',
    parents: [{ name: '张大明', sex: 'male', relationship: 'father', mobile: '13900000001' }],
    ...overrides,
  });

  it('adds a student with a parent, lists, edits (moving class keeps the student) and deletes', async () => {
    const demoStudents = await studentCount();
    const { studentId } = await gateway.ok(tokens.k12, 'POST', 'student/add', validStudent());
    const detail = await gateway.ok(tokens.k12, 'GET', 'student/detail', { studentId });
    expect(detail).toMatchObject({
      name: '张小明',
      studentNumber: 'S2026001',
      classId: classes[3]?.classId,
      gradeName: 'Grade 4',
      parents: [{ name: '张大明', relationship: 'father', mobile: '13900000001' }],
    });
    const before = await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: classes[3]?.classId });
    expect(before.studentCount).toBe(1);

    // A second child of the same parent reuses the parent by mobile.
    const second = await gateway.ok(
      tokens.k12,
      'POST',
      'student/add',
      validStudent({ name: '张小红', sex: 'female', studentNumber: 'S2026002' }),
    );
    const parents = await gateway.ok(tokens.k12, 'GET', 'parent/page', { keyword: '13900000001' });
    expect(parents.total).toBe(1);
    expect(parents.records[0].children.map((child: { name: string }) => child.name).sort()).toEqual([
      '张小明',
      '张小红',
    ]);

    await gateway.ok(tokens.k12, 'POST', 'student/edit', {
      studentId,
      ...validStudent({ classId: classes[4]?.classId, parents: [] }),
    });
    const moved = await gateway.ok(tokens.k12, 'GET', 'student/detail', { studentId });
    expect(moved).toMatchObject({ studentId, classId: classes[4]?.classId, parents: [] });
    expect((await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: classes[3]?.classId })).studentCount).toBe(
      1,
    );
    expect((await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: classes[4]?.classId })).studentCount).toBe(
      1,
    );
    expect(
      (await studentsPage({ classId: classes[4]?.classId })).records.map((one: { name: string }) => one.name),
    ).toEqual(['张小明']);
    expect((await studentsPage({ keyword: 'S2026002' })).records.map((one: { name: string }) => one.name)).toEqual([
      '张小红',
    ]);

    // A class with students cannot be deleted.
    const refusedDelete = await call(gateway.app, tokens.k12, 'POST', 'class/delete', { classId: classes[4]?.classId });
    expect(refusedDelete.statusCode).toBe(409);

    await gateway.ok(tokens.k12, 'POST', 'student/status', { studentId, status: 'disabled' });
    expect(
      (await studentsPage({ status: 'disabled' })).records.map((one: { studentId: string }) => one.studentId),
    ).toEqual([studentId]);
    await gateway.ok(tokens.k12, 'POST', 'student/delete', { studentIds: [studentId, second.studentId] });
    expect((await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: classes[4]?.classId })).studentCount).toBe(
      0,
    );
    expect(await studentCount()).toBe(demoStudents);
  });

  it('keeps a face photo only while a student shows it', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async () => {
      const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(tokens.k12) }, [
        { name: 'kind', value: 'facePhoto' },
        filePart('face.png', PNG, 'image/png'),
      ]);
      return dataOf<{ fileId: string }>(response).fileId;
    };
    const stored = async (fileId: string) =>
      (await gateway.database.db.select({ id: storedFile.id }).from(storedFile).where(eq(storedFile.id, fileId)))
        .length;
    const first = await upload();
    const { studentId } = await gateway.ok(
      tokens.k12,
      'POST',
      'student/add',
      validStudent({ studentNumber: 'S-PHOTO', facePhotoId: first }),
    );
    const second = await upload();
    await gateway.ok(tokens.k12, 'POST', 'student/edit', {
      studentId,
      ...validStudent({ studentNumber: 'S-PHOTO', facePhotoId: second }),
    });
    expect(await stored(first)).toBe(0);
    expect(await stored(second)).toBe(1);
    await gateway.ok(tokens.k12, 'POST', 'student/delete', { studentIds: [studentId] });
    expect(await stored(second)).toBe(0);
  });

  it('refuses bad students with the localised message and changes nothing', async () => {
    await gateway.ok(tokens.k12, 'POST', 'student/add', validStudent({ studentNumber: 'S-KEEP' }));
    await expectRefused(
      as(tokens.k12, 'POST', 'student/add', validStudent({ studentNumber: 'S-KEEP' })),
      409,
      'student.numberTaken',
      {
        number: 'S-KEEP',
      },
    );
    const parentOf = (mobile: string) => ({ name: '家长', sex: 'female', relationship: 'mother', mobile });
    const invalid: Array<[Record<string, unknown>, DomainMessageId]> = [
      [{ name: '' }, 'validation.personName.required'],
      [{ name: '长'.repeat(21) }, 'validation.personName.length'],
      [{ sex: 'x' }, 'validation.sex.value'],
      [{ nation: '99' }, 'validation.nation.value'],
      [{ birthDate: '2019-02-30' }, 'validation.birthDate.format'],
      [{ birthDate: '2999-01-01' }, 'validation.birthDate.range'],
      [{ idCard: '110101201905060011' }, 'validation.idCard.checksum'],
      [{ studentNumber: 'S 1' }, 'validation.studentNumber.format'],
      [
        {
          parents: ['13900000011', '13900000012', '13900000013', '13900000014', '13900000015'].map(parentOf),
        },
        'validation.parents.count',
      ],
      [{ parents: [parentOf('13900000011'), parentOf('13900000011')] }, 'validation.parents.sameMobile'],
      [{ parents: [parentOf('1390000')] }, 'validation.mobile.format'],
    ];
    for (const [overrides, id] of invalid) {
      await expectRefused(as(tokens.k12, 'POST', 'student/add', validStudent(overrides)), 400, id);
    }
    // Another tenant's class, student and parent are not there.
    const gxClass = (await gateway.ok(tokens.gx, 'GET', 'class/list'))[0];
    if (gxClass) {
      await expectRefused(
        as(tokens.k12, 'POST', 'student/add', validStudent({ studentNumber: 'S-GX', classId: gxClass.classId })),
        404,
        'class.notFound',
      );
    }
    const kept = (await studentsPage({ keyword: 'S-KEEP' })).records[0];
    await expectRefused(as(tokens.gx, 'GET', 'student/detail', { studentId: kept.studentId }), 404, 'student.notFound');
    await expectRefused(
      as(tokens.k12, 'POST', 'student/delete', { studentIds: [kept.studentId, 'not-a-student'] }),
      404,
      'student.notFound',
    );
    const parentId = kept.parents[0].parentId;
    await expectRefused(
      as(tokens.k12, 'POST', 'parent/edit', { parentId, name: '', sex: 'male', status: 'enabled', children: [] }),
      400,
      'validation.personName.required',
    );
    await gateway.ok(tokens.k12, 'POST', 'student/delete', { studentIds: [kept.studentId] });
  });

  it('edits and deletes parents: relationships, letting a child go, another tenant refused', async () => {
    const { studentId } = await gateway.ok(tokens.k12, 'POST', 'student/add', validStudent({ studentNumber: 'S-P1' }));
    const [linked] = (await gateway.ok(tokens.k12, 'GET', 'student/detail', { studentId })).parents;
    await gateway.ok(tokens.k12, 'POST', 'parent/edit', {
      parentId: linked.parentId,
      name: '张大明改',
      sex: 'male',
      status: 'disabled',
      children: [{ studentId, relationship: 'grandfather' }],
    });
    expect(await gateway.ok(tokens.k12, 'GET', 'parent/detail', { parentId: linked.parentId })).toMatchObject({
      name: '张大明改',
      status: 'disabled',
      children: [{ studentId, relationship: 'grandfather' }],
    });
    await expectRefused(as(tokens.k12, 'POST', 'parent/delete', { parentId: 'not-a-parent' }), 404, 'parent.notFound');
    await gateway.ok(tokens.k12, 'POST', 'parent/delete', { parentId: linked.parentId });
    expect((await gateway.ok(tokens.k12, 'GET', 'student/detail', { studentId })).parents).toEqual([]);
    await gateway.ok(tokens.k12, 'POST', 'student/delete', { studentIds: [studentId] });
  });

  it('answers the choices of the student screens to whoever may see students', async () => {
    const teacher = (await signIn(gateway.app, 'k12teacher1')).access;
    const options = await gateway.ok(teacher, 'GET', 'student/options', {}, 'zh-CN');
    // 张老师's role sees the classes she teaches (一年级1班 and 二年级1班), and their grades.
    expect(options.grades.map((one: { name: string }) => one.name)).toEqual(['一年级', '二年级']);
    expect(options.classes.map((one: { name: string }) => one.name)).toEqual(['一年级1班', '二年级1班']);
    const admin = await gateway.ok(tokens.k12, 'GET', 'student/options', {}, 'zh-CN');
    expect(admin.classes.map((one: { classId: string }) => one.classId).sort()).toEqual(
      classes.map((one) => one.classId).sort(),
    );
    expect(options.academicYears[0]).toMatchObject({
      uid: yearId,
      semesters: expect.arrayContaining([{ code: 13, name: '秋季学期' }]),
    });
    // The teacher sees no grade screen, yet the student screens have their grades.
    expect((await call(gateway.app, teacher, 'GET', 'grade/list')).statusCode).toBe(403);
  });

  it('downloads the template in the caller’s language with the valid values', async () => {
    for (const [language, headings] of [
      ['zh-CN', ROSTER_HEADINGS],
      ['en-US', ['*Name', '*Sex', '*Student number', '*Class']],
    ] as const) {
      const response = await call(gateway.app, tokens.k12, 'GET', 'student/import/template', {}, language);
      expect(response.statusCode).toBe(200);
      const bytes = response.rawPayload;
      expect(sheetRowsOf(bytes)[0]?.slice(0, headings.length)).toEqual(headings);
      const values = sheetRowsOf(bytes, 2);
      const classColumn = values
        .slice(1)
        .map((row) => row[0])
        .filter(Boolean);
      expect(classColumn).toContain(language === 'zh-CN' ? classes[0]?.name : `Grade 1 ${classes[0]?.name}`);
      expect(
        values
          .slice(1)
          .map((row) => row[1])
          .filter(Boolean),
      ).toHaveLength(57);
      expect(parseDisposition(String(response.headers['content-disposition'])).fileName).toBe(
        `${translateDomainMessage(language, 'import.templateName', { kind: translateDomainMessage(language, 'import.kind.student') })}.xlsx`,
      );
    }
  });

  it('imports good rows, answers the bad ones with reasons, and a corrected re-upload completes without doubles', async () => {
    const [first, second] = classes;
    const rows = [
      ROSTER_HEADINGS,
      ['李一', '男', 'IMP001', first?.name, '', 'G001', '汉族', '2019-03-01', '李父', '', '父亲', '13911110001'],
      ['李二', '女', 'IMP002', second?.name, '', '', '回', '2019-04-01', '', '', '', ''],
      ['李三', '不详', 'IMP003', first?.name, '', '', '', '', '', '', '', ''],
      ['李四', '男', 'IMP004', '九年级9班', '', '', '', '', '', '', '', ''],
      ['李五', '男', 'IMP001', first?.name, '', '', '', '', '', '', '', ''],
      ['李六', 'Female', 'IMP006', first?.name, '', '', '', '2019-13-01', '', '', '', ''],
      ['李七', '男', 'IMP007', first?.name, '', '', '', '', '李母', '', '母亲', '123'],
      // Every fault of a row is told at once, each naming its column.
      ['李八', '不详', 'IMP008', '九年级9班', '', '', '', '2019-13-01', '', '', '', ''],
    ];
    const response = await importFile(workbookOf(rows));
    expect(countsOf(response)).toEqual({ successCount: 2, failureCount: 6 });
    const failures = sheetRowsOf(response.rawPayload);
    expect(failures[0]).toEqual([...ROSTER_HEADINGS, '失败原因']);
    expect(failures.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      ['李三', '性别必须是男或女'],
      ['李四', listedReason('zh-CN', translateDomainMessage('zh-CN', 'student.classUnknown', { name: '九年级9班' }))],
      ['李五', translateDomainMessage('zh-CN', 'import.duplicateInFile', { row: 2, column: '学号' })],
      ['李六', translateDomainMessage('zh-CN', 'validation.birthDate.format')],
      ['李七', columnReason('zh-CN', '家长手机号', translateDomainMessage('zh-CN', 'validation.mobile.format'))],
      [
        '李八',
        '性别必须是男或女；没有名为“九年级9班”的可用班级（可填的值见“可选值”表）；出生日期格式应为 年-月-日，如 2015-09-01',
      ],
    ]);
    const imported = (await studentsPage({ keyword: 'IMP' })).records;
    expect(imported.map((one: { studentNumber: string }) => one.studentNumber)).toEqual(['IMP001', 'IMP002']);
    expect(imported[0]).toMatchObject({
      registrationNumber: 'G001',
      birthDate: '2019-03-01',
      parents: [{ name: '李父', sex: 'male', relationship: 'father' }],
    });
    expect(imported[1]).toMatchObject({ nation: '03', sex: 'female' });

    // The failure file, corrected and uploaded again, imports those rows; the rest stay single.
    const corrected = failures.map((row, index) => {
      if (index === 0) return row;
      const fixed = [...row];
      if (fixed[0] === '李三') fixed[1] = '女';
      if (fixed[0] === '李四') fixed[3] = first?.name ?? '';
      if (fixed[0] === '李五') fixed[2] = 'IMP005';
      if (fixed[0] === '李六') fixed[7] = '2019-12-01';
      if (fixed[0] === '李七') fixed[11] = '13911110007';
      if (fixed[0] === '李八') [fixed[1], fixed[3], fixed[7]] = ['男', first?.name ?? '', '2019-12-02'];
      return fixed;
    });
    expect(countsOf(await importFile(workbookOf(corrected), {}, { language: 'en-US' }))).toEqual({
      successCount: 6,
      failureCount: 0,
    });
    // The whole first file again: the good rows are updated in place, never doubled.
    expect(countsOf(await importFile(workbookOf(rows.slice(0, 3))))).toEqual({ successCount: 2, failureCount: 0 });
    const all = (await studentsPage({ keyword: 'IMP' })).records;
    expect(all.map((one: { studentNumber: string }) => one.studentNumber).sort()).toEqual([
      'IMP001',
      'IMP002',
      'IMP003',
      'IMP004',
      'IMP005',
      'IMP006',
      'IMP007',
      'IMP008',
    ]);
    expect(all).toHaveLength(8);
    // The class counts its students, the school's own and the imported ones.
    const firstClass = await gateway.ok(tokens.k12, 'GET', 'class/detail', { classId: first?.classId });
    expect(firstClass.studentCount).toBe((await studentsPage({ classId: first?.classId })).total);
    expect(firstClass.studentCount).toBeGreaterThan(
      all.filter((one: { classId: string }) => one.classId === first?.classId).length,
    );
  });

  // Hostile files are refused as they stream, before a row is read or written: the database cannot
  // change the outcome, so they are sent to the embedded one only (the default every newcomer runs).
  if (name === 'pglite') {
    it('refuses hostile and wrong files with a clear message and writes nothing', async () => {
      hostileFiles ??= makeHostileFiles();
      const files = await hostileFiles;
      // The large files are refused in one language each, taking turns: the gateway's work on them is
      // the same in every language, and the small cases check every language.
      let turn = 0;
      const oneLanguage = () => [LANGUAGES[turn++ % LANGUAGES.length] ?? 'zh-CN'];
      const refusedImport = async (
        send: (language: DomainLocale) => Promise<LightMyRequestResponse>,
        status: number,
        id: Parameters<typeof translateDomainMessage>[1],
        values: Record<string, string | number> | ((language: DomainLocale) => Record<string, string | number>) = {},
        languages: DomainLocale[] = LANGUAGES,
      ) => {
        for (const language of languages) {
          const before = await snapshot();
          const response = await send(language);
          expect(response.statusCode, response.body).toBe(status);
          expect(response.json().msg).toBe(
            translateDomainMessage(language, id, typeof values === 'function' ? values(language) : values),
          );
          expect(await snapshot()).toBe(before);
        }
      };
      const good = workbookOf([ROSTER_HEADINGS, ['王一', '男', 'H001', classes[0]?.name]]);
      await refusedImport(
        (language) => importFile(Buffer.from('姓名,性别\n王一,男\n'), {}, { language, fileName: 'a.csv' }),
        415,
        'import.onlyExcel',
      );
      await refusedImport(
        (language) => importFile(Buffer.from('PK\u0003\u0004 not really a zip'), {}, { language }),
        415,
        'import.onlyExcel',
      );
      // Zip bombs: sizes declared in the zip are never trusted, what inflates is counted. A sheet
      // declaring 1,000 bytes that inflates to 5 MB; one honestly declaring more than a sheet may hold
      // (refused before inflating); a sheet and a shared-strings table within their limits that
      // inflate over 200 times their compressed size (stopped after the first megabyte or so).
      await refusedImport(
        (language) => importFile(bombWorkbook({ sheet: files.spaces, sheetDeclares: 1_000 }), {}, { language }),
        400,
        'import.sizeMismatch',
        {},
        oneLanguage(),
      );
      await refusedImport(
        (language) =>
          importFile(
            bombWorkbook({ sheet: { content: Buffer.alloc(3_000, 0x20) }, sheetDeclares: 500 * 1024 * 1024 }),
            {},
            { language },
          ),
        413,
        'import.tooLarge',
        { max: '128 MB' },
      );
      await refusedImport(
        (language) => importFile(bombWorkbook({ sheet: files.sheetBomb }), {}, { language }),
        413,
        'import.compressionRatio',
        { ratio: 200 },
        oneLanguage(),
      );
      await refusedImport(
        (language) =>
          importFile(
            bombWorkbook({ sheet: { content: Buffer.from('<worksheet/>') }, sharedStrings: files.stringsBomb }),
            {},
            { language },
          ),
        413,
        'import.compressionRatio',
        { ratio: 200 },
        oneLanguage(),
      );
      // Failing rows whose text the gateway would have to hold and write back: refused whole.
      const longFailures = files.longFailures(classes[0]?.name ?? '');
      await refusedImport(
        (language) => importFile(longFailures, {}, { language }),
        413,
        'import.failuresTooLarge',
        { max: 16_000_000 },
        oneLanguage(),
      );
      await refusedImport(
        (language) =>
          importFile(
            workbookOf([ROSTER_HEADINGS, ['王一', '男', 'H001', classes[0]?.name]], { formulaAt: 'E2' }),
            {},
            { language },
          ),
        400,
        'import.formulas',
        { cell: 'E2' },
      );
      await refusedImport(
        (language) =>
          importFile(
            workbookOf([
              ['名字', '学号'],
              ['王一', 'H001'],
            ]),
            {},
            { language },
          ),
        400,
        'import.headers',
        (language) => ({ missing: language === 'zh-CN' ? '姓名, 性别, 班级' : 'Name, Sex, Class' }),
      );
      await refusedImport(
        (language) => importFile(workbookOf([ROSTER_HEADINGS]), {}, { language }),
        400,
        'import.empty',
      );
      await refusedImport(
        (language) => importFile(good, { academicYearId: '' }, { language }),
        400,
        'import.academicYearRequired',
      );
      await refusedImport(
        (language) => importFile(good, { semesterCode: '' }, { language }),
        400,
        'import.semesterRequired',
      );
      const gxYear = (await gateway.ok(tokens.gx, 'GET', 'acayear/list'))[0];
      if (gxYear) {
        await refusedImport(
          (language) => importFile(good, { academicYearId: gxYear.uid }, { language }),
          404,
          'import.semesterUnknown',
        );
      }
      await refusedImport(
        (language) => importFile(files.tooMany, {}, { language }),
        413,
        'import.tooManyRows',
        { max: 100_000 },
        oneLanguage(),
      );
    }, 120_000);

    it('fails a row whose cell is longer than its field allows, imports the others, and answers its failure file', async () => {
      const className = classes[0]?.name ?? '';
      const rows = [
        ROSTER_HEADINGS,
        ['长一', '男', 'LONG001', className],
        ['长'.repeat(40_000), '男', 'LONG002', className],
        ['长三', '女', 'LONG003', '班'.repeat(101)],
        ['长四', '女', 'LONG004', className],
      ];
      for (const sharedStrings of [false, true]) {
        const before = (await studentsPage({ keyword: 'LONG' })).total;
        const response = await importFile(handWrittenWorkbook(rows, { sharedStrings }));
        expect(response.statusCode, response.body).toBe(200);
        expect(countsOf(response)).toEqual({ successCount: 2, failureCount: 2 });
        const failures = sheetRowsOf(response.rawPayload);
        expect(failures.slice(1).map((row) => [row[2], row.at(-1)])).toEqual([
          ['LONG002', translateDomainMessage('zh-CN', 'import.cellTooLong', { cell: 'A3', max: 32_767 })],
          ['LONG003', translateDomainMessage('zh-CN', 'import.columnTooLong', { column: '班级', max: 100 })],
        ]);
        // The failure file holds the row as submitted, cut to what a spreadsheet cell holds.
        expect(failures[1]?.[0]).toBe('长'.repeat(32_767));
        const imported = (await studentsPage({ keyword: 'LONG' })).records.map(
          (one: { studentNumber: string }) => one.studentNumber,
        );
        expect(imported.sort()).toEqual(['LONG001', 'LONG004']);
        expect(before).toBe(sharedStrings ? 2 : 0);
      }
    });
  }

  it('pages its own order class by class exactly as counting and sorting every student does', async () => {
    const classNames = await classNamesOf(gateway.app, tokens.k12);
    const imported = await importStudents(gateway.app, tokens.k12, rosterRows(150, classNames, 'PG'));
    expect(countsOf(imported)).toEqual({ successCount: 150, failureCount: 0 });
    // Every page of 20, walked to the end: the ids in order, and the total each page gave.
    const walk = async (filters: Record<string, unknown>) => {
      const ids: string[] = [];
      const totals = new Set<number>();
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await gateway.ok(tokens.k12, 'GET', 'student/page', { pageNum, pageSize: 20, ...filters });
        totals.add(page.total);
        if (page.records.length === 0) break;
        ids.push(...page.records.map((one: { studentId: string }) => one.studentId));
      }
      return { ids, totals: [...totals] };
    };
    // Sorting by class asks for the same order, read by counting and sorting the students.
    const bySort = { sortBy: 'className', sortOrder: 'asc' };
    const same = async (filters: Record<string, unknown>) => {
      const byClass = await walk(filters);
      expect(byClass).toEqual(await walk({ ...filters, ...bySort }));
      expect(byClass.totals).toEqual([byClass.ids.length]);
      return byClass.ids.length;
    };
    const everyone = await same({});
    expect(everyone).toBe(await studentCount());
    const [first, second] = classes;
    expect(await same({ gradeId: first?.gradeId })).toBeGreaterThan(0);
    expect(await same({ classId: second?.classId })).toBeGreaterThan(0);

    // Students moved and deleted: the counts the pages stand on follow at once.
    const moving = (await studentsPage({ classId: first?.classId })).records.slice(0, 3);
    for (const one of moving) {
      const detail = await gateway.ok(tokens.k12, 'GET', 'student/detail', { studentId: one.studentId });
      await gateway.ok(tokens.k12, 'POST', 'student/edit', { ...detail, classId: second?.classId });
    }
    await gateway.ok(tokens.k12, 'POST', 'student/delete', {
      studentIds: (await studentsPage({ classId: second?.classId })).records
        .slice(0, 2)
        .map((one: { studentId: string }) => one.studentId),
    });
    expect(await same({})).toBe(everyone - 2);
    expect(await same({ classId: second?.classId })).toBeGreaterThan(0);
    const counted = await gateway.database.db
      .select({ classId: student.classId, n: count() })
      .from(student)
      .groupBy(student.classId);
    const kept = await gateway.database.db
      .select({ classId: schoolClass.id, n: schoolClass.studentCount })
      .from(schoolClass);
    for (const { classId, n } of kept) expect(n, classId).toBe(counted.find((row) => row.classId === classId)?.n ?? 0);
  });
});

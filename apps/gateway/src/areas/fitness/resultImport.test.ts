// A running plan's results imported from its own template through the gateway: the template's
// columns follow the plan's measurements, its students prefilled; values stored scored with the file
// and row they came from, an implausible one flagged as a typed one is; every fault of a row in the
// failure file; the same file again storing nothing twice; refusals that change nothing.
import { scoreReading, translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, role, roleMenu, student } from '../../db/schema.ts';
import { call, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass, universityClassWithStudent } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
  translateDomainMessage('zh-CN', id, values);

const FIRST_GRADE_ITEMS = ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'];
const HEADINGS = [
  '*学号',
  '姓名',
  '班级',
  '*身高（厘米）',
  '*体重（千克）',
  '*肺活量（毫升）',
  '*50米跑（秒）',
  '*坐位体前屈（厘米）',
  '*1分钟跳绳（次）',
];

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('results imported into a plan on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const snapshot = gateway.snapshot(fitnessResult);
  const expectRefused = refusalCheck(snapshot);
  const today = new Date().toISOString().slice(0, 10);
  let plan: Record<string, unknown> = {};
  let classId = '';
  let strangerNumber = '';
  let otherTenantNumber = '';

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const first = await firstGradeClass(gateway.database.db);
    classId = first.id;
    // A student of the same school in another class, and one of another organisation: neither the plan's.
    const [other] = await gateway.database.db
      .select({ studentNumber: student.studentNumber })
      .from(student)
      .where(and(ne(student.classId, classId), eq(student.orgId, first.orgId)))
      .orderBy(asc(student.id))
      .limit(1);
    strangerNumber = other?.studentNumber ?? '';
    // The demo university has no students: one of its own, in a first-year class.
    const foreign = await universityClassWithStudent(gateway.database.db, await gateway.orgIdOf(tokens.gx));
    otherTenantNumber = foreign.studentNumber;
    plan = {
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: FIRST_GRADE_ITEMS }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    };
  });

  /** A new plan of the first class, started unless told. */
  async function newPlan(name: string, start = true): Promise<string> {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', { ...plan, name });
    if (start) await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    return planId;
  }
  const template = async (planId: string) => {
    const response = await call(gateway.app, tokens.k12, 'GET', 'testPlan/result/import/template', { planId }, 'zh-CN');
    expect(response.statusCode, response.body).toBe(200);
    return sheetRowsOf(response.rawPayload);
  };
  const importAs =
    (token: string, planId: string, bytes: Buffer, fileName = 'results.xlsx') =>
    (language: 'zh-CN' | 'en-US' | 'zh-TW' = 'zh-CN') =>
      injectMultipart(
        gateway.app,
        { url: '/api/busi/web/testPlan/result/import', headers: { ...bearer(token), 'accept-language': language } },
        [{ name: 'planId', value: planId }, filePart(fileName, bytes)],
      );
  const countsOf = (response: { headers: Record<string, unknown> }) =>
    importCountsOf(parseDisposition(String(response.headers['content-disposition'])));
  const importedOf = (planId: string) =>
    gateway.database.db
      .select()
      .from(fitnessResult)
      .where(and(eq(fitnessResult.planId, planId), eq(fitnessResult.source, 'import')))
      .orderBy(asc(fitnessResult.importRow), asc(fitnessResult.measurement));

  /** The template with `values` (by student number: the measurement columns' cells) filled in. */
  function filled(rows: string[][], values: Record<string, (string | number)[]>, extra: unknown[][] = []): Buffer {
    return workbookOf([
      ...rows.map((row, index) => (index === 0 ? row : [...row.slice(0, 3), ...(values[row[0] ?? ''] ?? [])])),
      ...extra,
    ]);
  }

  it("gives the plan's template: a column per measurement with its unit, the plan's students prefilled", async () => {
    const planId = await newPlan('成绩模板');
    const rows = await template(planId);
    expect(rows[0]).toEqual(HEADINGS);
    const sheet = await gateway.ok<{ students: { studentNumber: string; name: string }[] }>(
      tokens.k12,
      'GET',
      'testPlan/result/sheet',
      { planId, classId },
    );
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(
      sheet.students.map((pupil) => [pupil.studentNumber, pupil.name]),
    );
    // Its second sheet says how to fill it in, in the caller's language.
    for (const language of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const response = await call(
        gateway.app,
        tokens.k12,
        'GET',
        'testPlan/result/import/template',
        { planId },
        language,
      );
      const said = (id: Parameters<typeof translateDomainMessage>[1]) => [translateDomainMessage(language, id)];
      expect(sheetRowsOf(response.rawPayload, 1)).toEqual([
        said('import.instructions.required'),
        said('import.instructions.result'),
        said('import.instructions.formulas'),
      ]);
    }
    // Nothing filled in: the template as downloaded has nothing to import.
    const empty = await importAs(tokens.k12, planId, filled(rows, {}))();
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(t('import.empty'));
  });

  it('stores scored values with their row, flags an implausible one, and lists every fault of a row', async () => {
    const planId = await newPlan('成绩导入');
    const rows = await template(planId);
    const [a, b] = rows.slice(1).map((row) => row[0] ?? '');
    const file = filled(
      rows,
      {
        // Height, weight, vital capacity, and a 50 m run of 3 s: stored, flagged for a second check.
        [a ?? '']: [130, 25.5, 1200, 3, '', ''],
        // Three faults: a word, a count with a fraction, a number past any value.
        [b ?? '']: ['', '', '', '快', 3000000, 12.5],
      },
      [
        [strangerNumber, '别班学生', '', 120],
        [otherTenantNumber, '别校学生', '', 120],
      ],
    );
    const response = await importAs(tokens.k12, planId, file)();
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response)).toEqual({ successCount: 1, failureCount: 3 });

    const failures = sheetRowsOf(response.rawPayload);
    expect(failures[0]).toEqual([...HEADINGS, t('import.column.reason')]);
    const reasonOf = (number: string) => failures.find((row) => row[0] === number)?.at(-1);
    expect(reasonOf(b ?? '')).toBe(
      [
        t('import.reason.column', { column: '50米跑（秒）', reason: t('import.result.value') }),
        t('import.reason.column', { column: '坐位体前屈（厘米）', reason: t('import.result.outOfRange') }),
        t('import.reason.column', { column: '1分钟跳绳（次）', reason: t('fitness.entry.impossible') }),
      ].join(t('import.reason.separator')),
    );
    // The message names the student number already, so it stands alone.
    const notRegistered = t('import.result.notRegistered');
    expect(reasonOf(strangerNumber)).toBe(notRegistered);
    expect(reasonOf(otherTenantNumber)).toBe(notRegistered);

    const stored = await importedOf(planId);
    const rowOf = (number: string) => rows.findIndex((row) => row[0] === number) + 1;
    expect(
      stored.map((one) => [one.importRow, one.measurement, one.value, one.needsCheck, one.importFileName]),
    ).toEqual([
      [rowOf(a ?? ''), 'height', 130, false, 'results.xlsx'],
      [rowOf(a ?? ''), 'sprint50m', 3, true, 'results.xlsx'],
      [rowOf(a ?? ''), 'vitalCapacity', 1200, false, 'results.xlsx'],
      [rowOf(a ?? ''), 'weight', 25.5, false, 'results.xlsx'],
    ]);
    // Scored at intake as the domain scores it.
    const capacity = stored.find((one) => one.measurement === 'vitalCapacity');
    expect(capacity?.score).toBe(
      scoreReading({ sex: capacity?.sex as 'male', grade: { school: 1 }, measurement: 'vitalCapacity', value: 1200 })
        .score,
    );
    expect(capacity?.score).not.toBeNull();

    // The check page's sheet shows where each came from.
    const sheet = await gateway.ok<{
      measured: { measurement: string; source: string; importFile: string; importRow: number }[];
    }>(tokens.k12, 'GET', 'testPlan/result/sheet', { planId, classId });
    expect(sheet.measured.filter((one) => one.source === 'import')).toHaveLength(4);
    expect(sheet.measured.find((one) => one.measurement === 'height')).toMatchObject({
      source: 'import',
      importFile: 'results.xlsx',
      importRow: rowOf(a ?? ''),
    });

    // The same file again (as after an import cut short): nothing twice, the same faults.
    const again = await importAs(tokens.k12, planId, file)();
    expect(countsOf(again)).toEqual({ successCount: 1, failureCount: 3 });
    expect(await importedOf(planId)).toHaveLength(4);

    // A different value for a result already imported is refused: a correction changes it.
    const changed = await importAs(tokens.k12, planId, filled(rows, { [a ?? '']: [131, 25.5, 1200, 3, '', ''] }))();
    expect(countsOf(changed)).toEqual({ successCount: 0, failureCount: 1 });
    expect(sheetRowsOf(changed.rawPayload)[1]?.at(-1)).toBe(
      t('import.reason.column', { column: '身高（厘米）', reason: t('import.result.alreadyImported') }),
    );
    expect((await importedOf(planId)).find((one) => one.measurement === 'height')?.value).toBe(130);
  });

  it('refuses, changing nothing, a disguised file, the wrong headings, a plan not running or not its own', async () => {
    const planId = await newPlan('成绩拒绝');
    const rows = await template(planId);
    const number = rows[1]?.[0] ?? '';
    const good = filled(rows, { [number]: [130] });
    const before = await snapshot();
    await expectRefused(
      importAs(tokens.k12, planId, Buffer.from('PK\u0003\u0004 not really a zip'), 'results.xlsx'),
      415,
      'import.onlyExcel',
    );
    // A workbook that is not this plan's template: its missing headings are named.
    const wrong = await importAs(
      tokens.k12,
      planId,
      workbookOf([
        ['*学号', '姓名', '班级', '*身高（厘米）'],
        [number, '', '', 130],
      ]),
    )('en-US');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msgId).toBe('import.headers');
    expect(wrong.json().msg).toContain('Weight (kg)');
    expect(await importedOf(planId)).toEqual([]);
    expect(await snapshot()).toBe(before);

    const notStarted = await newPlan('未开始', false);
    await expectRefused(importAs(tokens.k12, notStarted, good), 409, 'import.result.notRunning');
    // Another organisation's plan does not exist for it, template or import.
    await expectRefused(importAs(tokens.gx, planId, good), 404, 'fitness.plan.notFound');
    await expectRefused(
      (language) => call(gateway.app, tokens.gx, 'GET', 'testPlan/result/import/template', { planId }, language),
      404,
      'fitness.plan.notFound',
    );
  });

  it('lets only a role holding the import button download the template or import', async () => {
    const planId = await newPlan('成绩权限');
    const rows = await template(planId);
    const good = filled(rows, { [rows[1]?.[0] ?? '']: [130] });
    // The school's PE teacher keeps the test plans but loses their import button.
    const [teacherRole] = await gateway.database.db.select({ id: role.id }).from(role).where(eq(role.name, '体育教师'));
    await gateway.database.db
      .delete(roleMenu)
      .where(
        and(eq(roleMenu.roleId, teacherRole?.id ?? ''), eq(roleMenu.menuId, 'k12:organizeTest/testManage:import')),
      );
    const teacher = await gateway.signInWithRole('multiuser', 21, '体育教师');
    await gateway.ok(teacher, 'GET', 'testPlan/result/sheet', { planId, classId });
    await expectRefused(importAs(teacher, planId, good), 403, 'auth.forbidden');
    await expectRefused(
      (language) => call(gateway.app, teacher, 'GET', 'testPlan/result/import/template', { planId }, language),
      403,
      'auth.forbidden',
    );
  });
});

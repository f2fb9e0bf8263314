import { scoreReading } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';
import { sheetRows, workbookOf, XLSX_TYPE } from './spreadsheets.ts';

// Issue 45: a running plan's results imported from its own template, by keyboard alone. The
// administrator downloads the template from the plan's check page, fills in two students (one
// value that is no number), uploads it, reads the summary with its one fault, downloads the failure
// file naming the column, and finds the imported value on the page with its score and its source.

describe('a plan’s results imported from its template', () => {
  const journeys = startJourneys();

  it('downloads the template, imports two students’ values and shows the imported result with its score', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/organizeTest/testManage');
    // A national test of the first grade's first class, running today: made through the gateway,
    // since the plan's own journey proves its form.
    const planId = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const headers = { authorization: `${token.tokenType} ${token.accessToken}`, 'content-type': 'application/json' };
      const get = async (path: string) =>
        (await (await fetch(`/api/busi/web/${path}`, { headers })).json()).data as Record<string, unknown>;
      const post = async (path: string, body: unknown) =>
        (await (await fetch(`/api/busi/web/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json())
          .data as Record<string, unknown>;
      const options = (await get('testPlan/options')) as {
        years: { academicYearId: string; semesters: { semesterId: string }[] }[];
        classes: { classId: string; name: string }[];
      };
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const added = await post('testPlan/add', {
        name: '导入体测',
        academicYearId: options.years[0]?.academicYearId,
        semesterId: options.years[0]?.semesters[0]?.semesterId,
        kind: 'national',
        grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
        classIds: [options.classes.find((one) => one.name === '一年级1班')?.classId],
        startDate: day(-1),
        endDate: day(1),
      });
      await post('testPlan/status', { planId: added.planId, action: 'start' });
      return added.planId as string;
    });
    await page.goto(new URL(`/busi/k12/organizeTest/testManage/check/${planId}`, page.url()).toString());
    await waitForPath(page, '/busi/k12/organizeTest/testManage/check/**');

    const open = page.getByRole('button', { name: '导入成绩' });
    await expect.poll(() => open.count()).toBe(1);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '导入测试成绩' });
    const templateLink = dialog.getByRole('link', { name: '下载模板' });
    await expect.poll(() => templateLink.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The template: who, then a column per measurement with its unit, the class's students prefilled.
    await templateLink.focus();
    const [template] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(template.suggestedFilename()).toBe('成绩导入模板.xlsx');
    const [headings = [], ...students] = await sheetRows(template);
    expect(headings).toEqual([
      '*学号',
      '姓名',
      '班级',
      '*身高（厘米）',
      '*体重（千克）',
      '*肺活量（毫升）',
      '*50米跑（秒）',
      '*坐位体前屈（厘米）',
      '*1分钟跳绳（次）',
    ]);
    expect(students.length).toBeGreaterThan(1);
    const [first = [], second = []] = students;
    const filled = [
      // Vital capacity and height of the first; a 50 m run that is no number for the second.
      [...first.slice(0, 3), '121.5', '', '1200', '', '', ''],
      [...second.slice(0, 3), '', '', '', '九秒', '', ''],
    ];

    // Uploaded by keyboard. The chooser is waited for before the key is pressed, and not in the same
    // breath: the browser is told to hand choosers to the journey while the button takes the focus,
    // so a chooser that opens at once is not missed (asked together, one run in CI missed it).
    const choosing = page.waitForEvent('filechooser');
    const choose = dialog.getByRole('button', { name: '选择文件' });
    await expect.poll(() => choose.isDisabled()).toBe(false);
    await choose.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('选择文件');
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: '体测成绩.xlsx', mimeType: XLSX_TYPE, buffer: workbookOf([headings, ...filled]) });
    await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功创建：1 条').count()).toBe(1);
    expect(await dialog.getByText('创建失败：1 条').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The failure file: the second student's row, its fault naming the column.
    const failureLink = dialog.getByRole('link', { name: '下载失败记录' });
    await failureLink.focus();
    const [failures] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(failures.suggestedFilename()).toBe('成绩导入失败记录.xlsx');
    const [, ...failed] = await sheetRows(failures);
    expect(failed.map((cells) => [cells[0], cells.at(-1)])).toEqual([
      [second[0], '50米跑（秒）：不是该项目可用的数值：请按表头单位填写数字'],
    ]);
    await dialog.getByRole('button', { name: '完成' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);

    // On the page: the imported vital capacity with its score, from the import.
    const checks = page.getByRole('grid', { name: '成绩复核与更正' });
    await page.getByRole('switch', { name: '只看待复核的成绩' }).focus();
    await page.keyboard.press('Space');
    const row = checks.getByRole('row').filter({ hasText: '肺活量（毫升）' });
    await expect.poll(() => row.count()).toBe(1);
    const pupil = await page.evaluate(async (number) => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const response = await fetch(`/api/busi/web/student/page?pageSize=10&keyword=${number}`, {
        headers: { authorization: `${token.tokenType} ${token.accessToken}` },
      });
      return ((await response.json()).data.records[0] as { sex: 'male' | 'female' }).sex;
    }, first[0] ?? '');
    const score = scoreReading({ sex: pupil, grade: { school: 1 }, measurement: 'vitalCapacity', value: 1200 }).score;
    const cells = await row.getByRole('gridcell').allTextContents();
    expect(cells).toContain('1200');
    expect(cells).toContain(String(score));
    expect(cells).toContain('导入');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

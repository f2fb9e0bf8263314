import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, startJourneys, waitForPath, waitForScreen } from './harness.ts';
import { sheetRows } from './spreadsheets.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');

// Issue 46, its first step: the K12 school's administrator adds a sports meet at the school's
// playground with its rules as an event document, meets the rule that a meet may not start before
// registration ends, downloads the document from the meet's details, starts the meet, ends it early
// after a confirmation, exports the list, and deletes a meet that has not started.
describe('sports meets of the school', () => {
  const journeys = startJourneys();

  it('adds, starts, ends early, exports and deletes meets', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '2027 年春季田径运动会' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增运动会' }).click();
    await waitForPath(page, '/busi/k12/sportsMeet/add');
    await page.getByRole('textbox', { name: '运动会名称' }).fill('2027 年冬季长跑比赛');
    await page.getByRole('textbox', { name: '报名开始日期' }).fill('2027-11-01');
    await page.getByRole('textbox', { name: '报名截止日期' }).fill('2027-11-20');
    await page.getByRole('textbox', { name: '开始日期', exact: true }).fill('2027-11-19');
    await page.getByRole('textbox', { name: '结束日期', exact: true }).fill('2027-11-19');
    await checkByKeyboard(page.getByRole('checkbox', { name: '操场' }));
    await page.getByRole('textbox', { name: '跑道数' }).fill('6');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('比赛时间不能早于报名截止时间').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '开始日期', exact: true }).fill('2027-11-25');
    await page.getByRole('textbox', { name: '结束日期', exact: true }).fill('2027-11-25');
    // The meet's rules as an event document, uploaded before the meet is saved.
    await page
      .getByRole('group', { name: '赛事文件' })
      .locator('input[type="file"]')
      .setInputFiles({ name: '长跑规程.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/sportsMeet');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    const added = table.getByRole('row', { name: /2027 年冬季长跑比赛/ });
    await expect.poll(() => added.getByRole('gridcell', { name: '2027-11-25', exact: true }).count()).toBe(1);
    // Its details list the document, which downloads as uploaded.
    await page.getByRole('button', { name: '详情：2027 年冬季长跑比赛' }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    const [document] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '长跑规程.pdf' }).click(),
    ]);
    expect(document.suggestedFilename()).toBe('长跑规程.pdf');
    await page.goBack();
    await waitForScreen(page, '/busi/k12/sportsMeet', 'sportsMeet');

    await page.getByRole('button', { name: '开始：2027 年冬季长跑比赛' }).click();
    await expect.poll(() => added.locator('[data-status="inProgress"]').textContent()).toBe('进行中');
    // Under way it is no longer deleted, and it may be ended or ended early, after a confirmation.
    expect(await page.getByRole('button', { name: '删除：2027 年冬季长跑比赛' }).count()).toBe(0);
    await page.getByRole('button', { name: '提前结束：2027 年冬季长跑比赛' }).click();
    const confirm = page.getByRole('alertdialog', { name: '结束运动会“2027 年冬季长跑比赛”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '提前结束' }).click();
    await expect.poll(() => added.locator('[data-status="endedEarly"]').textContent()).toBe('提前结束');
    // Ended, it is final: no edit, no further step.
    expect(await page.getByRole('button', { name: '编辑：2027 年冬季长跑比赛' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '结束：2027 年冬季长跑比赛' }).count()).toBe(0);

    await page.getByRole('searchbox', { name: '运动会名称' }).fill('冬季');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['2027 年冬季长跑比赛']);
    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('运动会.xlsx');
    expect((await sheetRows(download)).slice(1)).toEqual([
      ['2027 年冬季长跑比赛', '2027-11-25', '2027-11-01 至 2027-11-20', '操场', '免费', '提前结束'],
    ]);

    await page.getByRole('searchbox', { name: '运动会名称' }).fill('');
    await page.getByRole('button', { name: '删除：2027 年春季田径运动会' }).click();
    await page
      .getByRole('alertdialog', { name: '删除运动会“2027 年春季田径运动会”？' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '2027 年春季田径运动会' }).count()).toBe(0);
    await page.context().close();
  });
});

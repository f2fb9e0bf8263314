import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';

/** Opens the demo trials' detail page from the meets list, on its results tab. */
async function openResults(page: Page, details = '详情：校园田径选拔赛', tab = '成绩'): Promise<void> {
  await page.getByRole('button', { name: details }).click();
  await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect.poll(() => page.getByRole('grid').count()).toBe(1);
}

/** The places table's rows as their cells read: place, athlete, class, mark, points. */
async function placeRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: '名次与得分' });
  const rows = await table.getByRole('row').all();
  const lines: string[][] = [];
  for (const row of rows.slice(1))
    lines.push((await row.locator('th, td').allTextContents()).map((cell) => cell.trim()));
  return lines;
}

// Issue 46, results on the day: the K12 school's administrator opens the trials under way, sees the
// 100 m official (typed by a teacher, confirmed by the head), types the standing long jump's flight
// by keyboard alone (a jump past the record, a tie, a DNS) and may not confirm his own marks; 陈老师
// confirms them as a second person, sees the places with the tie and the broken record, confirms
// the record, and reads the class standings.
describe('a meet’s results on the day', () => {
  const journeys = startJourneys();

  it('types a flight by keyboard, confirms it as a second person, and shows places, records and standings', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await openResults(page);
    // The 100 m, first of the events, is official already: its winner and points.
    await expect.poll(() => page.getByText(/已由王校长于 .* 确认/).count()).toBe(1);
    await expect.poll(async () => (await placeRows(page))[0]?.slice(0, 2)).toEqual(['1', '周明轩']);
    expect(await axeViolations(page)).toEqual([]);

    // The standing long jump's flight, typed by keyboard: the first athlete 1.85 (past both
    // records), the next two 1.50 each, the last did not start.
    await page.getByRole('combobox', { name: '项目' }).selectOption({ label: '立定跳远 · 混合' });
    const grid = page.getByRole('grid', { name: /立定跳远/ });
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(4);
    await grid.getByRole('gridcell').first().focus();
    for (const mark of ['1.85', '1.50', '1.5']) {
      await page.keyboard.type(mark);
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('DNS');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('成绩已录齐：须由未录入成绩的另一人确认。').count()).toBe(1);
    expect(await grid.locator('[role="gridcell"][aria-invalid="true"]').count()).toBe(0);
    // The head typed them: his check is refused.
    await page.getByRole('button', { name: /^确认成绩/ }).click();
    await expect.poll(() => page.getByText('第 1 组有您录入的成绩：须由他人确认').count()).toBeGreaterThan(0);
    expect(await page.getByText('所有组次确认后公布名次。').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // 陈老师, the school's other administrator, confirms the flight.
    const teacher = await journeys.signedIn('multiuser', '/busi/myInfo/base');
    await teacher.getByRole('button', { name: /阳光实验小学 学校管理员/ }).click();
    await waitForPath(teacher, '/busi/k12/**');
    await teacher.goto(`${journeys.product.origin}/busi/k12/sportsMeet`);
    await openResults(teacher);
    await teacher.getByRole('combobox', { name: '项目' }).selectOption({ label: '立定跳远 · 混合' });
    await expect.poll(() => teacher.getByText('成绩已录齐，等待确认。').count()).toBe(1);
    const confirm = teacher.getByRole('button', { name: /^确认成绩/ });
    await confirm.focus();
    await teacher.keyboard.press('Enter');
    await expect.poll(() => teacher.getByText(/已由陈老师于 .* 确认/).count()).toBe(1);

    // Places: the jump past the record first, the tie sharing 2nd, the DNS without a place. Four
    // drawn: three places score, the tie shares (7 + 6) / 2.
    await expect
      .poll(async () => (await placeRows(teacher)).map((row) => [row[0], row[3], row[4]]))
      .toEqual([
        ['1', '1.85 破纪录', '9'],
        ['2', '1.50', '6.5'],
        ['2', '1.50', '6.5'],
        ['—', 'DNS 弃权', '0'],
      ]);

    // The broken record waits for its confirmation, then is the record.
    const records = teacher.getByRole('table', { name: '运动会纪录' });
    const pending = records.getByRole('button', { name: /^确认纪录/ });
    await expect.poll(() => pending.count()).toBe(1);
    await pending.click();
    await expect.poll(() => pending.count()).toBe(0);
    expect(await records.getByText(/^1\.85（/).count()).toBe(1);
    expect(await axeViolations(teacher)).toEqual([]);

    // The standings by class, the record's bonus counted.
    await teacher.getByRole('tab', { name: '团体总分' }).click();
    const standings = teacher.getByRole('table', { name: '班级团体总分' });
    await expect.poll(() => standings.getByRole('row').count()).toBeGreaterThan(1);
    const ranks = await standings.locator('tbody tr td:first-child').allTextContents();
    expect(ranks[0]).toBe('1');
    expect(await standings.locator('tbody tr td:nth-child(4)').allTextContents()).toContain('5');
    expect(await axeViolations(teacher)).toEqual([]);
  });

  for (const [locale, colorScheme, details, results, standings] of [
    ['zh-TW', 'dark', '詳情：校园田径选拔赛', '成績', '團體總分'],
    ['en-US', 'light', 'Details 校园田径选拔赛', 'Results', 'Standings'],
  ] as const) {
    it(`reads in ${locale}, ${colorScheme}`, async () => {
      const context = await journeys.browser.newContext({
        locale,
        colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${journeys.product.origin}/busi/?redirect=${encodeURIComponent('/k12/sportsMeet')}`);
      await signInThroughForm(page, 'k12admin');
      await waitForPath(page, '/busi/k12/sportsMeet');
      await openResults(page, details, results);
      await expect.poll(() => page.locator(`[data-theme="${colorScheme}"]`).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('grid').getByRole('rowheader').count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: standings, exact: true }).click();
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

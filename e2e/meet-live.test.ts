import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, openPage, startJourneys, waitForPath, waitForScreen } from './harness.ts';

/** Opens the demo trials' detail page from the meets list, on the tab named `tab`. */
async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('button', { name: '详情：校园田径选拔赛' }).click();
  await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** A live page's table's body rows as their cells read. */
async function rowsOf(page: Page, name: RegExp): Promise<string[][]> {
  const rows = await page.getByRole('table', { name }).locator('tbody tr').all();
  const lines: string[][] = [];
  for (const row of rows) lines.push((await row.locator('th, td').allTextContents()).map((cell) => cell.trim()));
  return lines;
}

// Issue 46, the live results page: the K12 school's administrator shares the trials' live page from
// its detail and copies the address; a phone without any session opens it and reads the 100 m's
// official places, and the standing long jump as not official yet. Once its flight is typed by the
// head and confirmed by 陈老师, the phone's next refresh shows its places, and the page says so to
// a screen reader. The page reads in English and dark as well.
describe('a meet’s live results page', () => {
  const journeys = startJourneys();

  it('is shared from the meet, read without signing in, and shows results confirmed afterwards', async () => {
    const head = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await openTab(head, '实时成绩');
    await expect.poll(() => head.getByText('未分享').count()).toBe(1);
    await head.getByRole('button', { name: '开始分享' }).click();
    const shown = head.locator('[data-live-address]');
    await expect.poll(() => shown.count()).toBe(1);
    const address = ((await shown.textContent()) ?? '').trim();
    expect(address).toMatch(/\/busi\/live\/[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(head)).toEqual([]);

    // A phone with no session: the official 100 m, the jump not official yet.
    const phone = await openPage(journeys.browser, 'zh-CN');
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(address);
    await expect.poll(() => phone.locator('[data-screen="meetLive"]').count()).toBe(1);
    await expect.poll(async () => (await rowsOf(phone, /^100 米/))[0]?.slice(0, 2)).toEqual(['1', '周明轩']);
    const jump = phone.locator('[data-event="立定跳远"]');
    await expect.poll(() => jump.getByText('成绩尚未正式公布').count()).toBe(1);
    // Names and classes only.
    expect(await phone.getByText(/YG20/).count()).toBe(0);
    expect(await axeViolations(phone)).toEqual([]);

    // The head types the jump's flight; 陈老师, a second person, confirms it.
    await head.getByRole('tab', { name: '成绩', exact: true }).click();
    await head.getByRole('combobox', { name: '项目' }).selectOption({ label: '立定跳远 · 混合' });
    const grid = head.getByRole('grid', { name: /立定跳远/ });
    await expect.poll(() => grid.getByRole('rowheader').count()).toBe(4);
    await grid.getByRole('gridcell').first().focus();
    for (const mark of ['1.85', '1.50', '1.5', '1.20']) {
      await head.keyboard.type(mark);
      await head.keyboard.press('Enter');
    }
    await expect.poll(() => head.getByText('成绩已录齐：须由未录入成绩的另一人确认。').count()).toBe(1);
    const teacher = await journeys.signedIn('multiuser', '/busi/myInfo/base');
    await teacher.getByRole('button', { name: /阳光实验小学 学校管理员/ }).click();
    await waitForPath(teacher, '/busi/k12/**');
    await teacher.goto(`${journeys.product.origin}/busi/k12/sportsMeet`);
    await openTab(teacher, '成绩');
    await teacher.getByRole('combobox', { name: '项目' }).selectOption({ label: '立定跳远 · 混合' });
    await expect.poll(() => teacher.getByText('成绩已录齐，等待确认。').count()).toBe(1);
    await teacher.getByRole('button', { name: /^确认成绩/ }).click();
    await expect.poll(() => teacher.getByText(/已由陈老师于 .* 确认/).count()).toBe(1);

    // The phone's next refresh (its button, as the 15-second poll would) shows the jump's places.
    await phone.getByRole('button', { name: '刷新' }).click();
    await expect
      .poll(async () => (await rowsOf(phone, /^立定跳远/)).map((row) => [row[0], row[3]]))
      .toEqual([
        ['1', '1.85 破纪录'],
        ['2', '1.50'],
        ['2', '1.50'],
        ['4', '1.20'],
      ]);
    await expect.poll(() => phone.locator('p[aria-live="polite"]').textContent()).toContain('立定跳远');
    expect(await axeViolations(phone)).toEqual([]);

    // In English, dark.
    await phone.getByRole('combobox', { name: '语言' }).selectOption('en-US');
    await phone.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect.poll(() => phone.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    await expect.poll(() => phone.getByRole('heading', { level: 1 }).textContent()).toMatch(/live results$/);
    expect(await phone.getByRole('table', { name: 'Team standings' }).count()).toBe(1);
    expect(await axeViolations(phone)).toEqual([]);

    // Stopping the share: the phone's next refresh says the page is no longer shared.
    await head.getByRole('tab', { name: '实时成绩', exact: true }).click();
    await head.getByRole('button', { name: '停止分享' }).click();
    // Asked first: whoever holds the address loses it.
    const stop = head.getByRole('alertdialog', { name: '停止分享“校园田径选拔赛”的实时成绩？' });
    expect(await axeViolations(head)).toEqual([]);
    await stop.getByRole('button', { name: '停止分享' }).click();
    await expect.poll(() => head.getByText('未分享').count()).toBe(1);
    await phone.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => phone.getByRole('alert').textContent()).toMatch(/no longer shared/);
    await phone.context().close();
  });
});

import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';

/** The lane (or order) of the athlete `name` in `heat`: the first cell of their row. */
async function laneOf(heat: Locator, name: string): Promise<string> {
  return (
    (await heat
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell')
      .first()
      .textContent()) ?? ''
  );
}

/** Opens the demo trials' arrangement from the meets list, through its detail page. */
async function openArrangement(page: Page, details: string, arrange: string): Promise<void> {
  await page.getByRole('button', { name: details }).click();
  await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
  await page.getByRole('button', { name: arrange, exact: true }).click();
  await waitForScreen(page, '/busi/k12/sportsMeet/detail/arrange/**', 'sportsMeet/detail/arrange');
}

// Issue 46, its third step: the K12 school's administrator opens the trials, whose
// registration has closed, sees its races drawn into heats and lanes from their seeds, draws the
// event left undrawn, swaps two sprinters by keyboard and two back by pointer, and prints the
// start lists without the screen's buttons.
describe('a meet’s heats and lanes', () => {
  const journeys = startJourneys();

  it('shows the drawn heats, draws an event, swaps athletes by keyboard and pointer, and prints', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await openArrangement(page, '详情：校园田径选拔赛', '编排');
    await expect.poll(() => page.getByRole('heading', { name: '编排：校园田径选拔赛' }).count()).toBe(1);
    const sprint = page.getByRole('region', { name: '60 米 · 男子' });
    const heat = sprint.getByRole('table', { name: '第 1 组' });
    await expect.poll(() => heat.getByRole('rowheader').count()).toBe(4);
    expect(await sprint.getByText(/按报名成绩分组 · 种子 20261201/).count()).toBe(1);
    // The four seeded boys of a heat draw the middle lanes of the eight.
    for (const name of ['周明轩', '林小川', '赵子涵', '陈思远'])
      expect(['3', '4', '5', '6']).toContain(await laneOf(heat, name));
    expect(await axeViolations(page)).toEqual([]);

    // The rope skipping, entered but not drawn: drawn now, an order of trial by lot.
    const rope = page.getByRole('region', { name: '一分钟跳绳 · 混合' });
    expect(await rope.getByText('尚未抽签，2 人报名').count()).toBe(1);
    await rope.getByRole('button', { name: '抽签：一分钟跳绳 · 混合' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    const flight = rope.getByRole('table', { name: '第 1 组（试跳/试掷顺序）' });
    await expect.poll(() => flight.getByRole('rowheader').count()).toBe(2);
    expect((await flight.getByRole('row').allTextContents()).slice(1).map((row) => row.slice(0, 1))).toEqual([
      '1',
      '2',
    ]);
    expect(await rope.getByText(/随机抽签 · 种子 \d+/).count()).toBe(1);

    // 林小川 and 陈思远 swap lanes by keyboard alone: Enter on the first, then on the second.
    const before = { 林小川: await laneOf(heat, '林小川'), 陈思远: await laneOf(heat, '陈思远') };
    await heat.getByRole('button', { name: '调换：林小川' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('请选择与林小川交换位置的运动员（Esc 取消）').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await heat.getByRole('button', { name: '与之调换：陈思远' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => laneOf(heat, '林小川')).toBe(before.陈思远);
    expect(await laneOf(heat, '陈思远')).toBe(before.林小川);

    // Escape leaves a swap begun; the pointer swaps them back.
    await heat.getByRole('button', { name: '调换：陈思远' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => heat.getByRole('button', { name: /^与之调换/ }).count()).toBe(0);
    await heat.getByRole('button', { name: '调换：陈思远' }).click();
    await heat.getByRole('button', { name: '与之调换：林小川' }).click();
    await expect.poll(() => laneOf(heat, '林小川')).toBe(before.林小川);

    // Printed: the start lists alone, without the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: '打印秩序册' }).isVisible()).toBe(false);
    expect(await heat.getByRole('button', { name: '调换：林小川' }).isVisible()).toBe(false);
    expect(await heat.isVisible()).toBe(true);
    expect(await page.getByText('校园田径选拔赛 · ').isVisible()).toBe(true);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.context().close();
  });

  for (const [locale, colorScheme, details, arrange, heatName] of [
    ['zh-TW', 'dark', '詳情：校园田径选拔赛', '編排', '第 1 組'],
    ['en-US', 'light', 'Details 校园田径选拔赛', 'Heats and lanes', 'Heat 1'],
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
      await openArrangement(page, details, arrange);
      await expect.poll(() => page.locator(`[data-theme="${colorScheme}"]`).count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('table', { name: heatName }).first().getByRole('rowheader').count())
        .toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

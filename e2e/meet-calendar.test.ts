import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// Issue 46, the calendar: the K12 school's administrator opens the sports festival's programme from
// its details, reads the day in start order with the events not placed yet after it, tries by
// keyboard to put the relay on the playground during the 50 m and is told which events clash,
// places it after them, and reads the programme again in traditional Chinese and dark.
describe('a meet’s calendar', () => {
  const journeys = startJourneys();

  it('reads the programme, refuses a clash by keyboard, and places an event after it', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await page.getByRole('button', { name: '详情：校园体育节' }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    await page.getByRole('button', { name: '赛程', exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/calendar/**', 'sportsMeet/detail/calendar');

    const day = page.getByRole('table', { name: /赛程$/ });
    await expect.poll(() => day.getByRole('rowheader').count()).toBe(4);
    // In start order; the rope skipping on no venue runs beside the races.
    expect((await day.getByRole('rowheader').allTextContents()).map((name) => name.split(' · ')[0])).toEqual([
      '50 米',
      '一分钟跳绳',
      '50 米',
      '立定跳远',
    ]);
    expect(await day.getByRole('row', { name: /一分钟跳绳/ }).textContent()).toContain('09:00–09:45');
    const unplaced = page.getByRole('table', { name: '未安排时间的项目' });
    expect(await unplaced.getByRole('rowheader').allTextContents()).toEqual([
      '4×50 米接力 · 混合 · 一年级、二年级和三年级',
    ]);
    expect(await page.getByText('没有场地或运动员的时间冲突。').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The relay on the playground at 09:10, during the boys' 50 m: refused under its start time.
    await unplaced.getByRole('button', { name: /调整：4×50 米接力/ }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: /编辑项目/ });
    const start = form.getByRole('textbox', { name: '开始时间' });
    await start.focus();
    const festivalDay = (await page.getByRole('table', { name: /赛程$/ }).locator('caption').textContent())?.slice(
      0,
      10,
    );
    await page.keyboard.type(`${festivalDay}T09:10`);
    await form.getByRole('button', { name: /场地/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByRole('button', { name: /场地/ }).textContent()).toContain('操场');
    await form.getByRole('button', { name: '确定' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => form.getByText('场地 操场 同一时间安排了两个场次：50 米（男子） 与 4×50 米接力（混合）').count())
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // After the races and the jump it is taken, and listed last of the day.
    await start.fill(`${festivalDay}T11:00`);
    await form.getByRole('button', { name: '确定' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => day.getByRole('rowheader').count()).toBe(5);
    expect(await day.getByRole('row').last().textContent()).toContain('11:00–11:30');
    expect(await page.getByRole('table', { name: '未安排时间的项目' }).count()).toBe(0);
    await page.context().close();
  });

  it('reads in traditional Chinese, dark', async () => {
    const context = await journeys.browser.newContext({
      locale: 'zh-TW',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${journeys.product.origin}/busi/?redirect=${encodeURIComponent('/k12/sportsMeet')}`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/sportsMeet');
    await page.getByRole('button', { name: '詳情：校园体育节' }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    await page.getByRole('button', { name: '賽程', exact: true }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/calendar/**', 'sportsMeet/detail/calendar');
    await expect.poll(() => page.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('table', { name: /賽程$/ }).getByRole('rowheader').count())
      .toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  chooseOption,
  signInThroughForm,
  startJourneys,
  waitForPath,
  waitForScreen,
} from './harness.ts';

/**
 * Picks `option` in the kit's Select labelled `label` by keyboard alone, as a person without a
 * mouse does: focus the button, Enter opens the list, Home and the arrow keys walk it (at most once
 * through) to the option, Enter picks it and closes the list.
 */
async function pickByKeyboard(scope: Locator, page: Page, label: RegExp, option: string): Promise<void> {
  const trigger = scope.getByRole('button', { name: label });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect.poll(() => listbox.count(), { message: `Enter opens the list of ${label}` }).toBe(1);
  const target = listbox.getByRole('option', { name: option, exact: true });
  await expect.poll(() => target.count(), { message: `the list offers ${option}` }).toBe(1);
  const options = await listbox.getByRole('option').count();
  // The list opens on the option chosen before: Home starts the walk from the top.
  await page.keyboard.press('Home');
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < options && !(await focused()); step++) await page.keyboard.press('ArrowDown');
  expect(await focused(), `the arrow keys reach ${option}`).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => listbox.count(), { message: 'Enter picks and closes the list' }).toBe(0);
  expect(await trigger.textContent(), `${label} shows ${option}`).toContain(option);
}

// Issue 46, its second step: the K12 school's administrator opens the sports festival open for
// registration, adds an event to it, enters two pupils of a class by keyboard, meets the meet's
// rule of two individual events per athlete for a third pupil, sees who entered what, and enters a
// class's team in a team game with its members in order.
describe('a meet’s events and registration', () => {
  const journeys = startJourneys();

  it('adds an event, enters athletes by keyboard within the limits, and lists the entries', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await page.getByRole('button', { name: '详情：校园体育节' }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    await expect.poll(() => page.getByRole('heading', { name: '校园体育节' }).count()).toBe(1);
    const events = page.getByRole('grid', { name: '比赛项目' });
    await expect.poll(() => events.getByRole('rowheader', { name: '一分钟跳绳' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A mixed 30 m dash for every grade, one athlete a class of each sex.
    await page.getByRole('button', { name: '新增项目' }).click();
    const form = page.getByRole('dialog', { name: '新增项目' });
    await form.getByRole('textbox', { name: '项目名称' }).fill('30 米');
    await pickByKeyboard(form, page, /组别$/, '混合');
    await form.getByRole('textbox', { name: '每班限报人数' }).fill('1');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    const added = events.getByRole('row', { name: /30 米/ });
    await expect.poll(() => added.getByRole('gridcell', { name: '混合', exact: true }).count()).toBe(1);

    await page.getByRole('tab', { name: '报名' }).click();
    const entries = page.getByRole('grid', { name: /报名名单/ });
    await expect.poll(() => entries.getByRole('rowheader', { name: '陈思远' }).count()).toBe(2);
    await page.getByRole('button', { name: '报名', exact: true }).click();
    const register = page.getByRole('dialog', { name: '报名：校园体育节' });
    await pickByKeyboard(register, page, /比赛项目$/, '30 米 · 混合');
    await pickByKeyboard(register, page, /班级$/, '三年级1班');
    await pickByKeyboard(register, page, /运动员$/, '黄佳怡（YG2024001，女）');
    await register.getByRole('button', { name: '报名', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => entries.getByRole('rowheader', { name: '黄佳怡' }).count()).toBe(2);
    // The event and the class stay for the next athlete of the class.
    await pickByKeyboard(register, page, /运动员$/, '周明轩（YG2024002，男）');
    await register.getByRole('button', { name: '报名', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entries.getByRole('rowheader', { name: '周明轩' }).count()).toBe(1);

    // A third pupil, already in two individual events: refused under the athlete's field.
    await pickByKeyboard(register, page, /班级$/, '二年级1班');
    await pickByKeyboard(register, page, /运动员$/, '陈思远（YG2025002，男）');
    await register.getByRole('button', { name: '报名', exact: true }).focus();
    await page.keyboard.press('Enter');
    const refusal = '陈思远已报名 2 个个人项目，已达上限';
    await expect.poll(() => register.getByText(refusal).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await register.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => register.count()).toBe(0);

    // Who entered the new event: the two pupils of the class, and nobody else.
    await chooseOption(page, page, /比赛项目：$/, '30 米 · 混合');
    await expect.poll(() => entries.getByRole('rowheader').allTextContents()).toEqual(['黄佳怡', '周明轩']);
    expect(await axeViolations(page)).toEqual([]);

    // A class's team in a team game of the festival, by keyboard: the class, its two members, the
    // second moved to go first; the team then shows with its members in that order.
    await page.getByRole('tab', { name: '比赛项目' }).click();
    await page.getByRole('button', { name: '新增项目' }).click();
    const game = page.getByRole('dialog', { name: '新增项目' });
    await game.getByRole('textbox', { name: '项目名称' }).fill('拔河');
    await pickByKeyboard(game, page, /项目类型$/, '团体');
    await pickByKeyboard(game, page, /组别$/, '混合');
    await game.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => events.getByRole('rowheader', { name: '拔河' }).count()).toBe(1);
    await page.getByRole('tab', { name: '报名' }).click();
    await page.getByRole('button', { name: '报名队伍' }).click();
    const team = page.getByRole('dialog', { name: '报名队伍：校园体育节' });
    await pickByKeyboard(team, page, /比赛项目$/, '拔河 · 混合');
    await pickByKeyboard(team, page, /班级$/, '二年级1班');
    for (const pupil of ['林小川（YG2025001，男）', '陈思远（YG2025002，男）']) {
      await pickByKeyboard(team, page, /选择学生$/, pupil);
      await team.getByRole('button', { name: '加入队员' }).focus();
      await page.keyboard.press('Enter');
    }
    await team.getByRole('button', { name: '上移：第 2 棒：陈思远' }).focus();
    await page.keyboard.press('Enter');
    expect(await axeViolations(page)).toEqual([]);
    await team.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    const teams = page.getByRole('region', { name: '班级队伍' });
    await expect
      .poll(() => teams.getByRole('list', { name: '队员（按棒次）' }).getByRole('listitem').allTextContents())
      .toEqual(['陈思远', '林小川']);
    expect(await teams.getByText('拔河 · 混合 · 二年级1班').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Which classes have registered: 二年级1班 with its athletes and its team; the unregistered
    // ones alone at a keypress, for the organiser to chase.
    await page.getByRole('button', { name: '班级报名情况' }).click();
    const summary = page.getByRole('dialog', { name: '班级报名情况：校园体育节' });
    const byClass = summary.getByRole('grid', { name: '各班级报名情况' });
    const second = byClass.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '二年级1班' }) });
    await expect.poll(() => second.getByRole('gridcell').allTextContents()).toEqual(['3', '1', '已报名']);
    await expect.poll(() => summary.getByText(/^已报名 \d+ 个班级，共 \d+ 个$/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await summary.getByRole('checkbox', { name: '仅显示未报名的班级' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => second.count()).toBe(0);
    expect(await byClass.getByText('已报名', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => summary.count()).toBe(0);
    await page.context().close();
  });

  for (const [locale, colorScheme, details, events, registration, classes] of [
    ['zh-TW', 'dark', '詳情：校园体育节', '比賽項目', '報名', '班級報名情況'],
    ['en-US', 'dark', 'Details 校园体育节', 'Events', 'Registration', 'Classes registered'],
    ['en-US', 'light', 'Details 校园体育节', 'Events', 'Registration', 'Classes registered'],
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
      await page.getByRole('button', { name: details }).click();
      await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
      await expect.poll(() => page.locator(`[data-theme="${colorScheme}"]`).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('grid', { name: events }).getByRole('row').count()).toBeGreaterThan(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: registration }).click();
      await expect.poll(() => page.getByRole('rowheader', { name: '陈思远' }).count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: classes }).click();
      const summary = page
        .getByRole('dialog', { name: `${classes}：校园体育节` })
        .or(page.getByRole('dialog', { name: `${classes}: 校园体育节` }));
      await expect.poll(() => summary.getByRole('rowheader').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

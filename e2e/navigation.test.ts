import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// The side navigation as a K12 administrator of the demo school finds their way with it: by
// searching the menu, and with the navigation collapsed to icons, from a group's fly-out.
describe('side navigation', () => {
  const journeys = startJourneys();

  it('finds a screen by searching the menu, then opens one from a collapsed group’s fly-out by keyboard', async () => {
    const page = await journeys.signedIn('k12admin', '/busi/k12/**');
    const nav = page.getByRole('navigation', { name: '主导航' });

    // Part of a screen's name: the screens that have it are left, inside their open groups.
    const search = page.getByRole('searchbox', { name: '搜索菜单' });
    await search.fill('年级');
    await expect.poll(() => nav.getByRole('link').allInnerTexts()).toEqual(['年级管理', '年级画像']);
    expect(await nav.getByRole('button', { name: '机构管理' }).getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('button', { name: '数据中心' }).getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('button', { name: '用户管理' }).count()).toBe(0);
    // Enter opens the first of them.
    expect(await axeViolations(page)).toEqual([]);
    await search.press('Enter');
    await waitForPath(page, '/busi/k12/org/grade');
    await expect.poll(() => page.locator('[data-screen="org/grade"]').count()).toBe(1);
    // The whole menu is back, with the screen just opened marked in it.
    expect(await search.inputValue()).toBe('');
    expect(await nav.getByRole('link', { name: '年级管理' }).getAttribute('aria-current')).toBe('page');

    // Nothing matches: a line says so.
    await search.fill('课程表');
    await expect.poll(() => nav.getByRole('status').textContent()).toBe('没有匹配的菜单');
    await search.press('Escape');
    expect(await search.inputValue()).toBe('');

    // Collapsed to icons there is no search; a group opens its screens beside it.
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => page.getByRole('searchbox').count()).toBe(0);
    const people = nav.getByRole('button', { name: '用户管理' });
    await people.focus();
    await page.keyboard.press('ArrowRight');
    const flyout = page.getByRole('menu', { name: '用户管理' });
    await expect.poll(() => flyout.getByRole('menuitem').allInnerTexts()).toEqual(['教师管理', '学生管理', '家长管理']);
    await expect
      .poll(() =>
        flyout.getByRole('menuitem', { name: '教师管理' }).evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(() => flyout.count()).toBe(0);
    await page.context().close();
  });

  it('says in words what a planned screen will offer, with no button that does nothing', async () => {
    const page = await journeys.signedIn('k12admin', '/busi/k12/**');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '排名赛' }).click();
    await waitForPath(page, '/busi/k12/onlineManagement/competitionRank');
    const planned = page.locator('[data-screen-status="planned"]');
    await expect.poll(() => planned.count()).toBe(1);
    // Headed by the screen's own name, as a built screen is, then plain about its state.
    expect(await planned.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['排名赛']);
    expect(await planned.textContent()).toContain('该功能正在建设中');
    // The actions the role will have there, as a sentence, and not one button on the page itself.
    expect(await planned.textContent()).toMatch(/上线后，您的角色可以在这里.*新增.*导出/);
    expect(await page.locator('main').getByRole('button').count()).toBe(0);
    expect(await page.title()).toContain('排名赛');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath } from './harness.ts';

// Each frame's home page as staff meet it after signing in: the organisation's key counts, each
// leading to the list it counts, and the screens they use most.
describe('home page', () => {
  const journeys = startJourneys();

  /** The number a key figure's card shows, the card found by its label. */
  async function figure(page: Page, label: string): Promise<number> {
    const card = page.locator('[data-screen="home"]').getByRole('link', { name: new RegExp(`^${label}\\s*\\d+$`) });
    await expect.poll(() => card.count(), { message: `one card counts ${label}` }).toBe(1);
    return Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
  }

  /** Opens the list a card leads to: its total is the card's number; then back home by the menu. */
  async function expectListBehind(
    page: Page,
    label: string,
    path: string,
    counted: number,
    home = '/busi/k12/home',
  ): Promise<void> {
    await page
      .locator('[data-screen="home"]')
      .getByRole('link', { name: new RegExp(`^${label}\\s*\\d+$`) })
      .click();
    await waitForPath(page, path);
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect.poll(() => pager.getByText(`共 ${counted} 条`).count(), { message: `the ${label} list` }).toBe(1);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await waitForPath(page, home);
  }

  it('shows a school administrator the counts their lists show, each card leading to its list', async () => {
    const page = await journeys.signedIn('k12admin', '/busi/k12/home');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('首页');
    expect(await page.getByRole('main').getByRole('heading', { name: '关键数据', level: 2 }).count()).toBe(1);
    // The home page is the first entry of the menu and the first tab, which never closes.
    const menu = page.getByRole('navigation', { name: '主导航' });
    expect(await menu.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(['首页']);
    expect(await tabs.getByRole('button', { name: '关闭首页' }).count()).toBe(0);
    expect(await page.title()).toBe('首页 · 阳光实验小学');

    const shown = {
      students: await figure(page, '学生'),
      classes: await figure(page, '班级'),
      teachers: await figure(page, '教师'),
      devices: await figure(page, '设备'),
      online: await figure(page, '在线设备'),
    };
    expect(shown).toEqual({ students: 6, classes: 6, teachers: 3, devices: 3, online: 0 });
    // No test has been taken yet: the place of the latest results says what it will show.
    expect(await page.getByRole('heading', { name: '最新测试与运动会成绩' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await expectListBehind(page, '学生', '/busi/k12/user/student', shown.students);
    await expectListBehind(page, '班级', '/busi/k12/org/class', shown.classes);
    await expectListBehind(page, '教师', '/busi/k12/user/teacher', shown.teachers);
    await expectListBehind(page, '设备', '/busi/k12/device', shown.devices);
    await expectListBehind(page, '在线设备', '/busi/k12/device', shown.online);

    // By keyboard: a card is a link reached by focus, and Enter opens its list.
    const students = page.locator('[data-screen="home"]').getByRole('link', { name: /^学生\s*\d+$/ });
    await students.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/user/student');
    await page.context().close();
  });

  it('offers the screens used most first, remembered for the account', async () => {
    const page = await journeys.signedIn('k12admin', '/busi/k12/home');
    const used = page.getByRole('navigation', { name: '常用功能' });
    // Nothing opened yet: the menu's first screens.
    await expect.poll(() => used.getByRole('link').first().textContent()).toBe('当前机构');

    const menu = page.getByRole('navigation', { name: '主导航' });
    for (const path of ['user/parent', 'org/grade', 'user/parent']) {
      await page.goto(`${journeys.product.origin}/busi/k12/${path}`);
      await expect.poll(() => page.locator(`[data-screen="${path}"]`).count()).toBe(1);
    }
    await menu.getByRole('link', { name: '首页' }).click();
    await waitForPath(page, '/busi/k12/home');
    // The counts have come: the page is as it will stay.
    await expect.poll(() => page.getByRole('region', { name: '关键数据' }).getAttribute('aria-busy')).toBe('false');
    await expect
      .poll(async () => (await used.getByRole('link').allInnerTexts()).slice(0, 3))
      .toEqual(['家长管理', '年级管理', '当前机构']);
    await used.getByRole('link', { name: '家长管理' }).click();
    await waitForPath(page, '/busi/k12/user/parent');
    await page.context().close();
  });

  it('counts only a PE teacher’s own classes and their students', async () => {
    const page = await journeys.signedIn('k12teacher1', '/busi/k12/home');
    expect(await figure(page, '学生')).toBe(4);
    expect(await figure(page, '班级')).toBe(2);
    const home = page.locator('[data-screen="home"]');
    expect(await home.getByRole('link', { name: /^(教师|设备|在线设备)\s*\d+$/ }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the platform operator the organisations and users it manages, each leading to its list', async () => {
    const page = await journeys.signedIn('sysadmin', '/busi/admin/home');
    const organisations = await figure(page, '下属机构');
    const users = await figure(page, '用户');
    expect(organisations).toBeGreaterThan(1);
    expect(
      await page
        .locator('[data-screen="home"]')
        .getByRole('link', { name: /^(学生|班级)\s*\d+$/ })
        .count(),
    ).toBe(0);
    // The schools' physique year, from the counts kept per school: the school's row says what the
    // school's own physique screen says.
    const district = page.getByRole('region', { name: /学年各校体质健康$/ });
    const schools = district.getByRole('table', { name: '各校汇总' });
    const row = schools.getByRole('row', { name: /^阳光实验小学/ });
    await expect.poll(() => row.count(), { message: 'the school’s row' }).toBe(1);
    const headings = await schools.getByRole('columnheader').allInnerTexts();
    const cells = await row.getByRole('cell').allInnerTexts();
    const cell = (heading: string) => cells[headings.indexOf(heading) - 1];
    const school = await journeys.signedIn('k12admin', '/busi/k12/home');
    await school.goto(`${journeys.product.origin}/busi/k12/physiqueManage/testResult`);
    const figures = school.locator('dl[aria-label="全校"] > div');
    await expect.poll(() => figures.count(), { message: 'the school’s own figures' }).toBeGreaterThan(0);
    const ownFigure = async (label: string) =>
      (await figures
        .filter({ has: school.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent()) ?? '';
    expect([cell('应测人数'), cell('实测人数'), cell('测全人数')]).toEqual([
      await ownFigure('应测人数'),
      await ownFigure('实测人数'),
      await ownFigure('测全人数'),
    ]);
    expect(Number(cell('应测人数'))).toBeGreaterThan(0);
    await school.context().close();
    expect(await axeViolations(page)).toEqual([]);
    await expectListBehind(page, '下属机构', '/busi/admin/orgManage/orgInfo', organisations, '/busi/admin/home');
    await expectListBehind(page, '用户', '/busi/admin/user', users, '/busi/admin/home');
    await page.context().close();
  });

  for (const [locale, colorScheme, title, students, heading] of [
    ['zh-TW', 'dark', '首頁', '學生', '常用功能'],
    ['en-US', 'dark', 'Home', 'Students', 'Most used screens'],
    ['en-US', 'light', 'Home', 'Students', 'Most used screens'],
  ] as const) {
    it(`reads in ${locale}, ${colorScheme}`, async () => {
      const context = await journeys.browser.newContext({
        locale,
        colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${journeys.product.origin}/busi/`);
      await signInThroughForm(page, 'k12admin');
      await waitForPath(page, '/busi/k12/home');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await expect.poll(() => page.locator(`[data-theme="${colorScheme}"]`).count()).toBeGreaterThan(0);
      expect(await figure(page, students)).toBe(6);
      expect(await page.getByRole('navigation', { name: heading }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('shows the schools’ physique year in English, dark, to the platform operator', async () => {
    const context = await journeys.browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'sysadmin');
    await waitForPath(page, '/busi/admin/home');
    const district = page.getByRole('region', { name: /^Physique health of the schools, \d{4}-\d{4}$/ });
    await expect.poll(() => district.getByRole('table', { name: 'By school' }).count()).toBe(1);
    expect(await district.getByRole('columnheader', { name: 'Counted at' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { axeViolations, chooseOption, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// Issue 47, menu management: the platform's operator adds a menu for a planned screen to the K12
// schools' catalogue, with an icon; the school's administrator grants it to a role on the roles
// screen; a teacher holding that role sees it, with its icon, on the next menu load, and it opens the
// planned page.

/** The drawing of the kit's `TrophyIcon` (packages/ui/src/Icon/Icon.tsx), the icon named `trophy`. */
const TROPHY = 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3.5 4M16 6h3a3 3 0 0 1-3.5 4M12 13v4M8 20h8';
describe('menu management', () => {
  const journeys = startJourneys();

  it('adds a menu, grants it to a role and shows it to that role', async () => {
    const operator = await journeys.signedInAt('sysadmin', '/busi/admin/menuManagement');
    // SPEC 2's top-level address leads to the admin frame's page, which needs the session.
    await operator.goto(`${journeys.product.origin}/busi/menuManagement`);
    await waitForScreen(operator, '/busi/admin/menuManagement', 'menuManagement');
    await chooseOption(operator, operator, /机构类型/, '中小学（21）');
    const table = operator.getByRole('grid');
    const search = operator.getByRole('searchbox', { name: '名称/路径/权限码' });
    await search.fill('org/class');
    await expect.poll(() => table.getByRole('rowheader', { name: '班级管理' }).count()).toBe(1);
    expect(await axeViolations(operator)).toEqual([]);

    await operator.getByRole('button', { name: '新增菜单' }).click();
    await waitForPath(operator, '/busi/admin/menuManagement/add');
    const form = operator.getByRole('dialog');
    await chooseOption(form, operator, /上级菜单/, '数据中心');
    // A path another K12 menu has is refused, naming it.
    await form.getByRole('textbox', { name: '路径' }).fill('dataCenter/school');
    await form.getByRole('textbox', { name: '名称（简体）' }).fill('体质报告');
    await form.getByRole('textbox', { name: '名称（繁体）' }).fill('體質報告');
    await form.getByRole('textbox', { name: '名称（英文）' }).fill('Physique report');
    await form.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => operator.getByText('该机构类型已有路径为 dataCenter/school 的菜单').count())
      .toBeGreaterThan(0);
    await form.getByRole('textbox', { name: '路径' }).fill('dataCenter/report');
    // An icon of the kit's set, by its name: the side menu shows it.
    await form.getByRole('textbox', { name: '图标' }).fill('trophy');
    expect(await axeViolations(operator)).toEqual([]);
    await form.getByRole('button', { name: '保存' }).click();
    await waitForPath(operator, '/busi/admin/menuManagement');
    await search.fill('dataCenter/report');
    await expect.poll(() => table.getByRole('rowheader', { name: '体质报告' }).count()).toBe(1);
    await operator.context().close();

    // The school's administrator finds it in the role permission tree and grants it to a new role.
    const admin = await journeys.signedInAt('k12admin', '/busi/k12/role');
    await admin.getByRole('button', { name: '新增角色' }).click();
    await waitForPath(admin, '/busi/k12/role/add');
    await admin.getByRole('textbox', { name: '角色名称' }).fill('报告查看员');
    await chooseOption(admin, admin, /角色类型$/, '体育教师');
    const tree = admin.getByRole('treegrid', { name: '功能权限' });
    await tree.getByRole('button', { name: '扩展 数据中心' }).click();
    await tree.getByRole('checkbox', { name: '选择 体质报告' }).focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => tree.getByRole('checkbox', { name: '选择 体质报告' }).isChecked()).toBe(true);
    await admin.getByRole('button', { name: '保存' }).click();
    await waitForPath(admin, '/busi/k12/role');
    await admin.getByRole('button', { name: '成员：报告查看员' }).click();
    await waitForPath(admin, '/busi/k12/role/members/**');
    await admin.getByRole('button', { name: '添加成员' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('multiuser');
    await expect.poll(() => dialog.getByRole('rowheader').allTextContents()).toEqual(['陈老师']);
    await dialog
      .getByRole('row', { name: /陈老师/ })
      .getByRole('checkbox')
      .focus();
    await admin.keyboard.press('Space');
    await dialog.getByRole('button', { name: '添加所选（1）' }).click();
    await expect.poll(() => admin.getByRole('rowheader', { name: '陈老师' }).count()).toBe(1);
    await admin.context().close();

    // The teacher, signed in with the role, has the menu; it opens the shared planned page.
    const teacher = await journeys.signedIn('multiuser', '/busi/myInfo/base');
    await teacher.getByRole('button', { name: /阳光实验小学 报告查看员/ }).click();
    await waitForPath(teacher, '/busi/k12/home');
    const nav = teacher.getByRole('navigation').first();
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['首页', '体质报告']);
    // The menu shows the trophy the operator named (the kit's TrophyIcon), hidden from screen readers.
    const icon = nav.getByRole('link', { name: '体质报告' }).locator('svg');
    expect(await icon.getAttribute('aria-hidden')).toBe('true');
    expect(await icon.locator('path').getAttribute('d')).toBe(TROPHY);
    await nav.getByRole('link', { name: '体质报告' }).click();
    await waitForPath(teacher, '/busi/k12/dataCenter/report');
    await expect.poll(() => teacher.locator('[data-screen-status="planned"]').count()).toBe(1);
    expect(await axeViolations(teacher)).toEqual([]);
    await teacher.context().close();
  });

  it('shows the menu catalogue and its deletion preview in the other languages and the dark theme', async () => {
    for (const [locale, colorScheme, title, question] of [
      ['en-US', 'dark', 'Menu management', /Delete menu “Academic years”\?/],
      ['zh-TW', 'light', '選單管理', /刪除選單「學年學期」？/],
    ] as const) {
      const page = await journeys.signedInAt('sysadmin', '/busi/admin/menuManagement?frame=k12', {
        locale,
        colorScheme,
      });
      await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      // The deletion first says what it removes; declined, nothing goes.
      await page.getByRole('button', { name: locale === 'en-US' ? 'Delete Academic years' : '刪除：學年學期' }).click();
      const dialog = page.getByRole('alertdialog', { name: question });
      await expect.poll(() => dialog.getByTestId('menu-delete-summary').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await page.context().close();
    }
  });
});

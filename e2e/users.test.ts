import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// Issue 7: the management centre's administrator adds a staff member with a role, finds and edits
// them, disables and enables them, resets their password, exports the list and deletes them; their
// own account offers neither disable nor delete.
describe('users of the management centre', () => {
  const journeys = startJourneys();

  it('adds, finds, edits, disables, resets the password of, exports and deletes a user', async () => {
    const page = await journeys.signedInAt('sysadmin', '/busi/admin/user');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '刘科员' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The administrator's own row: editable, but never disabled or deleted from here.
    expect(await page.getByRole('button', { name: '编辑：平台管理员' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '停用：平台管理员' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '删除：平台管理员' }).count()).toBe(0);

    await page.getByRole('button', { name: '新增用户' }).click();
    await waitForPath(page, '/busi/admin/user/add');
    await page.getByRole('textbox', { name: '登录账号' }).fill('kongke001');
    await page.locator('input[autocomplete="new-password"]').fill('Kong@2026');
    await page.getByRole('textbox', { name: '姓名' }).fill('孔科员');
    // A malformed mobile number is refused before anything is sent.
    await page.getByRole('textbox', { name: '手机号' }).fill('123');
    await page.getByRole('checkbox', { name: '平台管理员' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('请输入正确的 11 位手机号').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '手机号' }).fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/admin/user');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '孔科员' }).count()).toBe(1);

    await page.getByRole('searchbox', { name: '姓名/账号/手机号' }).fill('kongke');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['孔科员']);

    await page.getByRole('button', { name: '编辑：孔科员' }).click();
    await waitForPath(page, '/busi/admin/user/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: '姓名' }).inputValue()).toBe('孔科员');
    expect(await page.getByRole('checkbox', { name: '平台管理员' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: '姓名' }).fill('孔主任');
    await page.getByRole('textbox', { name: '手机号' }).fill('13922220005');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/admin/user');
    await page.getByRole('searchbox', { name: '姓名/账号/手机号' }).fill('孔');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['孔主任']);
    expect(await table.getByRole('gridcell', { name: '13922220005' }).count()).toBe(1);

    await page.getByRole('button', { name: '停用：孔主任' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：孔主任' }).count()).toBe(1);
    await page.getByRole('button', { name: '启用：孔主任' }).click();
    await expect.poll(() => page.getByRole('button', { name: '停用：孔主任' }).count()).toBe(1);

    await page.getByRole('button', { name: '重置密码：孔主任' }).click();
    const dialog = page.getByRole('dialog', { name: '重置“孔主任”（kongke001）的密码' });
    await dialog.getByLabel('新密码').fill('Again@2026');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('密码重置成功').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('用户管理.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[1]).toBe('孔主任,kongke001,13922220005,平台管理员,,启用');

    const staff = await journeys.signedIn('kongke001', '/busi/admin/**', { password: 'Again@2026' });
    await staff.context().close();

    // A notice fading out, or one under the dialog's dimmed backdrop, is measured at part of its
    // contrast: axe looks once every notice of the steps before has gone (each stays five seconds).
    await expect.poll(() => page.locator('[data-tone]').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('button', { name: '删除：孔主任' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除用户“孔主任”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '孔主任' }).count()).toBe(0);
    await page.context().close();
  });
});

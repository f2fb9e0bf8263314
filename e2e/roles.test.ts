import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// Issue 8: a role made of the class list without its delete button, given to a teacher, who then
// sees only that menu and no delete button, and whose direct call to delete is refused.
describe('roles and permissions', () => {
  const journeys = startJourneys();

  it('grants a teacher the class list without delete: the menu, the buttons and the gateway agree', async () => {
    const admin = await journeys.signedInAt('k12admin', '/busi/k12/role');
    await expect.poll(() => admin.getByRole('rowheader', { name: '学校管理员' }).count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);

    await admin.getByRole('button', { name: '新增角色' }).click();
    await waitForPath(admin, '/busi/k12/role/add');
    await admin.getByRole('textbox', { name: '角色名称' }).fill('班级助理');
    await admin.getByRole('button', { name: /角色类型$/ }).click();
    await admin.getByRole('option', { name: '体育教师' }).click();
    const tree = admin.getByRole('treegrid', { name: '功能权限' });
    await tree.getByRole('button', { name: '扩展 机构管理' }).click();
    await tree.getByRole('button', { name: '扩展 班级管理' }).click();
    // The whole class list, then its delete button off again, by keyboard.
    await tree.getByRole('checkbox', { name: '选择 班级管理' }).focus();
    await admin.keyboard.press('Space');
    await tree.getByRole('checkbox', { name: '选择 删除' }).focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => tree.getByRole('checkbox', { name: '选择 删除' }).isChecked()).toBe(false);
    await tree.getByRole('checkbox', { name: '选择 导出' }).focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => tree.getByRole('checkbox', { name: '选择 导出' }).isChecked()).toBe(false);
    await expect.poll(() => tree.getByRole('checkbox', { name: '选择 新增' }).isChecked()).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: '保存' }).click();
    await waitForPath(admin, '/busi/k12/role');
    await expect.poll(() => admin.getByRole('rowheader', { name: '班级助理' }).count()).toBe(1);

    // The roles as a CSV file: the built-in administrator and the new role among them.
    await admin.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('角色管理.csv');
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('角色名称,角色类型,类别,成员数,备注');
    expect(lines.some((line) => line.startsWith('学校管理员,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('班级助理,体育教师,'))).toBe(true);

    // Opened again, the role shows exactly what it grants: not its whole group.
    await admin.getByRole('button', { name: '编辑：班级助理' }).click();
    await waitForPath(admin, '/busi/k12/role/edit/**');
    const again = admin.getByRole('treegrid', { name: '功能权限' });
    await again.getByRole('button', { name: '扩展 机构管理' }).click();
    await again.getByRole('button', { name: '扩展 班级管理' }).click();
    await expect.poll(() => again.getByRole('checkbox', { name: '选择 新增' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: '选择 删除' }).isChecked()).toBe(false);
    expect(await again.getByRole('checkbox', { name: '选择 当前机构' }).isChecked()).toBe(false);
    await admin.getByRole('button', { name: '取消' }).click();
    await waitForPath(admin, '/busi/k12/role');

    await admin.getByRole('button', { name: '成员：班级助理' }).click();
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
    expect(await axeViolations(admin)).toEqual([]);
    await admin.context().close();

    // The teacher chooses the new role and meets only what it grants.
    const teacher = await journeys.signedIn('multiuser', '/busi/myInfo/base');
    await teacher.getByRole('button', { name: /阳光实验小学 班级助理/ }).click();
    await waitForPath(teacher, '/busi/k12/home');
    const nav = teacher.getByRole('navigation').first();
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['首页', '班级管理']);
    // Its home page counts the classes, and nothing of the screens the role lacks.
    const home = teacher.locator('[data-screen="home"]');
    await expect.poll(() => home.getByRole('link', { name: /^班级\s*\d+$/ }).count()).toBe(1);
    expect(await home.getByRole('link', { name: /^(学生|教师|设备)\s*\d+$/ }).count()).toBe(0);
    await nav.getByRole('link', { name: '班级管理' }).click();
    await waitForPath(teacher, '/busi/k12/org/class');
    await expect.poll(() => teacher.getByRole('rowheader', { name: '一年级1班' }).count()).toBe(1);
    expect(await teacher.getByRole('button', { name: '新增班级' }).count()).toBe(1);
    expect(await teacher.getByRole('button', { name: /^删除：/ }).count()).toBe(0);
    // Export was taken from the role too: the list offers none.
    expect(await teacher.getByRole('button', { name: '导出' }).count()).toBe(0);

    // Calling delete directly, with the teacher's own session: the gateway refuses.
    const status = await teacher.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const headers = { authorization: `${token.tokenType} ${token.accessToken}`, 'content-type': 'application/json' };
      const page = await fetch('/api/busi/web/class/page', { headers }).then((response) => response.json());
      const classId = page.data.records[0].classId as string;
      const response = await fetch('/api/busi/web/class/delete', {
        method: 'POST',
        headers,
        body: JSON.stringify({ classId }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    await teacher.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, chooseOption, startJourneys, waitForPath } from './harness.ts';
import { sheetRows, workbookOf, XLSX_TYPE } from './spreadsheets.ts';

// A 1 x 1 PNG: the new teacher's face photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 7: the K12 school's administrator adds a teacher with a role, a class and a face photo,
// finds and edits them, disables and enables them, resets their password (which the teacher then
// signs in with), exports the list and deletes the teacher.
describe('teachers', () => {
  const journeys = startJourneys();

  it('adds, finds, edits, disables, resets the password of, exports and deletes a teacher', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/user/teacher');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '张老师' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增教师' }).click();
    await waitForPath(page, '/busi/k12/user/teacher/add');
    // Saving the empty form says what is missing, field by field, and stays.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('请输入登录账号').count()).toBe(1);
    await expect.poll(() => page.getByText('至少选择一个角色').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: '登录账号' }).fill('wangfang01');
    await page.locator('input[autocomplete="new-password"]').fill('Fang@2026');
    await page.getByRole('textbox', { name: '姓名' }).fill('王芳');
    await page.getByRole('radiogroup', { name: '性别' }).getByText('女', { exact: true }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill('13912340001');
    await page.getByRole('textbox', { name: '工号' }).fill('YG-100');
    // Chosen by keyboard, as the checkboxes are.
    for (const name of ['体育教师', '四年级1班']) await checkByKeyboard(page.getByRole('checkbox', { name }));
    await page.getByRole('button', { name: /教师资格证类型/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: '小学教师资格证', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('li[data-status]').getAttribute('data-status')).toBe('done');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/user/teacher');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    const row = table.getByRole('row', { name: /王芳/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '四年级1班' }).count()).toBe(1);

    // Found by the search and by the class filter.
    await page.getByRole('searchbox', { name: '姓名/账号/手机号/工号' }).fill('YG-100');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['王芳']);
    await page.getByRole('searchbox', { name: '姓名/账号/手机号/工号' }).fill('');
    await chooseOption(page, page, /任教班级：$/, '二年级1班');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['张老师']);
    await chooseOption(page, page, /任教班级：$/, '全部');
    await expect.poll(() => row.count()).toBe(1);

    // Edit: the login account stays, the stored photo shows, the mobile number changes.
    await page.getByRole('button', { name: '编辑：王芳' }).click();
    await waitForPath(page, '/busi/k12/user/teacher/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: '姓名' }).inputValue()).toBe('王芳');
    expect(await page.getByRole('textbox', { name: '登录账号' }).getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => page.getByRole('img', { name: '“王芳”的人脸照片' }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: '四年级1班' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: '手机号' }).fill('13912340002');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/user/teacher');
    await expect.poll(() => row.getByRole('gridcell', { name: '13912340002' }).count()).toBe(1);

    // Disable, then enable again.
    await page.getByRole('button', { name: '停用：王芳' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：王芳' }).count()).toBe(1);
    await page.getByRole('button', { name: '启用：王芳' }).click();
    await expect.poll(() => page.getByRole('button', { name: '停用：王芳' }).count()).toBe(1);

    // A new password: too short is refused in the dialog, then a good one is set.
    await page.getByRole('button', { name: '重置密码：王芳' }).click();
    const dialog = page.getByRole('dialog', { name: '重置“王芳”（wangfang01）的密码' });
    await dialog.getByLabel('新密码').fill('123');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('密码长度为 6 到 20 个字符').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('新密码').fill('Reset@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('密码重置成功').count()).toBeGreaterThan(0);

    // The export holds the list as filtered.
    await page.getByRole('searchbox', { name: '姓名/账号/手机号/工号' }).fill('王芳');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['王芳']);
    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('教师管理.xlsx');
    const exported = await sheetRows(download);
    expect(exported[0]?.slice(0, 2)).toEqual(['姓名', '登录账号']);
    expect(exported.slice(1).map((cells) => cells[1])).toEqual(['wangfang01']);

    // The teacher signs in with the new password.
    const teacher = await journeys.signedIn('wangfang01', '/busi/k12/**', { password: 'Reset@2026' });
    await teacher.context().close();

    await page.getByRole('button', { name: '删除：王芳' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除教师“王芳”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });

  it('imports teachers with the initial password, answers the bad row, and the new teacher signs in', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/user/teacher');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '张老师' }).count()).toBe(1);
    await page.getByRole('button', { name: '导入教师' }).click();
    const dialog = page.getByRole('dialog', { name: '导入教师' });
    // The initial password comes first.
    expect(await dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const templateLink = dialog.getByRole('link', { name: '下载模板' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    expect(template.suggestedFilename()).toBe('教师导入模板.xlsx');
    const [headings = []] = await sheetRows(template);
    expect(headings.slice(0, 5)).toEqual(['*姓名', '*登录账号', '*手机号', '*性别', '*角色']);

    await dialog.locator('input[autocomplete="new-password"]').fill('Start@2026');
    await expect.poll(() => dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(false);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '教师名单.xlsx',
      mimeType: XLSX_TYPE,
      buffer: workbookOf([
        headings,
        ['何老师', 'heteacher01', '13912340011', '男', '体育教师', '五年级1班', 'YG-200'],
        ['许老师', 'xuteacher01', '13912340012', '女', '校长', '', ''],
      ]),
    });
    await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功创建：1 条').count()).toBe(1);
    expect(await dialog.getByText('创建失败：1 条').count()).toBe(1);
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: '下载失败记录' }).click(),
    ]);
    const failed = await sheetRows(failures);
    expect(failed[1]?.[0]).toBe('许老师');
    expect(failed[1]?.at(-1)).toBe('没有名为“校长”的角色（可填的值见“可选值”表）');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '何老师' }).count()).toBe(1);

    // The imported teacher signs in with the import's initial password.
    const imported = await journeys.signedIn('heteacher01', '/busi/k12/**', { password: 'Start@2026' });
    await imported.context().close();
    await page.context().close();
  });
});

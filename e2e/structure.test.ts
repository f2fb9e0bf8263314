import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  checkByKeyboard,
  signInThroughForm,
  startJourneys,
  waitForPath,
  waitForScreen,
} from './harness.ts';

// Departments of the management centre (体育科 with the platform administrator, 教研室 with 刘科员,
// 周干事 in none) and the colleges and majors of the demo university (two colleges, a major each).
describe('departments, colleges and majors', () => {
  const journeys = startJourneys();

  async function openScreen(accountNum: string, frame: string, path: string, locale = 'zh-CN'): Promise<Page> {
    const page = await journeys.signedInAt(accountNum, `/busi/${frame}/${path}`, { locale });
    await expect.poll(() => page.locator(`[data-screen="${path}"]`).count()).toBe(1);
    return page;
  }

  /** Presses a button by keyboard: focus, then Enter. */
  async function pressByKeyboard(button: Locator): Promise<void> {
    await button.focus();
    await button.press('Enter');
  }

  /** Picks `option` in the kit's Select labelled `label` by keyboard: open with the arrow key, type, Enter. */
  async function chooseByKeyboard(page: Page, label: RegExp, option: string): Promise<void> {
    const trigger = page.getByRole('button', { name: label });
    await trigger.focus();
    await trigger.press('ArrowDown');
    const item = page.getByRole('option', { name: option });
    await expect.poll(() => item.count()).toBe(1);
    await item.click();
  }

  /** The cell of `row` under the column headed `column`. */
  async function cellOf(table: Locator, row: string, column: string): Promise<string> {
    const headers = await table.getByRole('columnheader').allTextContents();
    const index = headers.findIndex((header) => header.trim() === column);
    const cells = table.getByRole('row', { name: new RegExp(row) }).locator('[role="gridcell"], [role="rowheader"]');
    return ((await cells.nth(index).textContent()) ?? '').trim();
  }

  /** Exports the list through its Export menu in `format`; answers the file's name and rows of cells. */
  async function exported(page: Page, format: 'xlsx' | 'csv'): Promise<{ name: string; rows: unknown[][] }> {
    await page.getByRole('button', { name: /^(导出|Export)$/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: format === 'xlsx' ? /Excel/ : /CSV|Comma-separated/ }).click(),
    ]);
    const book = XLSX.read(fs.readFileSync(await download.path()));
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    return { name: download.suggestedFilename(), rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
  }

  /** The names of a table's rows in order, without the branch mark before a sub-unit. */
  async function rowNames(table: Locator): Promise<string[]> {
    const texts = await table.getByRole('rowheader').allTextContents();
    return texts.map((text) => text.replace(/^└/, '').trim());
  }

  it('adds a sub-department under 体育科, edits it, deletes it, and reads why a department with members stays', async () => {
    const page = await openScreen('sysadmin', 'admin', 'departmentManage');
    const table = page.getByRole('grid');
    await expect.poll(() => rowNames(table)).toEqual(['体育科', '教研室']);
    expect(await axeViolations(page)).toEqual([]);

    await pressByKeyboard(page.getByRole('button', { name: '新增下级：体育科' }));
    await waitForPath(page, '/busi/admin/departmentManage/add');
    // A small form: a dialog over the list, which stays behind it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await page.locator('[role="grid"]').count()).toBe(1);
    // The parent is the department the row button belongs to.
    await expect.poll(() => page.getByRole('button', { name: /体育科.*上级部门|上级部门.*体育科/ }).count()).toBe(1);
    // The form checks with the contract's own rules before sending.
    await page.getByRole('textbox', { name: '部门编号' }).fill('1');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('请输入部门名称').count()).toBe(1);
    await expect.poll(() => page.getByText('部门编号须为两位数字').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '部门名称' }).fill('篮球组');
    await page.getByRole('textbox', { name: '部门编号' }).fill('01');
    await page.getByRole('textbox', { name: '部门编号' }).press('Enter');
    await waitForPath(page, '/busi/admin/departmentManage');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Tree order: the sub-department right under its parent, which now counts it.
    await expect.poll(() => rowNames(table)).toEqual(['体育科', '篮球组', '教研室']);
    expect(await cellOf(table, '体育科', '下级部门数')).toBe('1');

    await page.getByRole('button', { name: '编辑：篮球组' }).click();
    await waitForPath(page, '/busi/admin/departmentManage/edit/**');
    const name = page.getByRole('textbox', { name: '部门名称' });
    await expect.poll(() => name.inputValue()).toBe('篮球组');
    expect(await axeViolations(page)).toEqual([]);
    await name.fill('足球组');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/admin/departmentManage');
    await expect.poll(() => rowNames(table)).toEqual(['体育科', '足球组', '教研室']);

    await page.getByRole('button', { name: '删除：足球组' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.getByRole('button', { name: '确定' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rowNames(table)).toEqual(['体育科', '教研室']);

    // 体育科 has a member: the gateway refuses and says why; the dialog stays for Cancel.
    await page.getByRole('button', { name: '删除：体育科' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('该部门有成员，不能删除：请先移除或调动成员').count()).toBeGreaterThan(0);
    await pressByKeyboard(confirm.getByRole('button', { name: '取消' }));
    await expect.poll(() => confirm.getByRole('button', { name: '取消' }).count()).toBe(0);
    await expect.poll(() => rowNames(table)).toEqual(['体育科', '教研室']);

    // The tree exported in tree order, each department with its parent.
    const file = await exported(page, 'xlsx');
    expect(file.name).toBe('部门管理.xlsx');
    expect(file.rows[0]).toEqual(['部门名称', '部门编号', '上级部门', '成员数', '下级部门数']);
    expect(file.rows.slice(1).map((row) => row[0])).toEqual(['体育科', '教研室']);
    await page.context().close();
  });

  it('adds 周干事 to 教研室 from the candidates, moves them to 体育科, and removes them', async () => {
    const page = await openScreen('sysadmin', 'admin', 'departmentManage');
    await page.getByRole('button', { name: '成员：教研室' }).click();
    await waitForPath(page, '/busi/admin/departmentManage/member/**');
    await expect.poll(() => page.getByRole('heading', { name: '部门成员：教研室' }).count()).toBe(1);
    const table = page.getByRole('grid');
    await expect.poll(() => rowNames(table)).toEqual(['刘科员']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '添加成员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加成员到“教研室”' });
    const candidates = dialog.getByRole('grid');
    await expect.poll(() => candidates.getByRole('rowheader', { name: '周干事' }).count()).toBe(1);
    // Only people in no department: 刘科员 is in 教研室 already.
    expect(await candidates.getByRole('rowheader', { name: '刘科员' }).count()).toBe(0);
    await dialog.getByRole('searchbox').fill('周');
    await dialog.getByRole('searchbox').press('Enter');
    await expect.poll(() => rowNames(candidates)).toEqual(['周干事']);
    expect(await axeViolations(page)).toEqual([]);
    await checkByKeyboard(candidates.getByRole('row', { name: /周干事/ }).getByRole('checkbox'));
    await dialog.getByRole('button', { name: '添加所选' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowNames(table)).toEqual(['刘科员', '周干事']);

    // Search the members, pick 周干事 and move them to 体育科.
    await page.getByRole('searchbox', { name: '姓名、账号或手机号' }).fill('adminstaff2');
    await expect.poll(() => rowNames(table)).toEqual(['周干事']);
    await checkByKeyboard(table.getByRole('row', { name: /周干事/ }).getByRole('checkbox'));
    await expect.poll(() => page.getByText('已选 1 人').count()).toBe(1);
    await page.getByRole('button', { name: '移至其他部门' }).click();
    const move = page.getByRole('dialog', { name: '将 1 名成员移至其他部门' });
    expect(await axeViolations(page)).toEqual([]);
    await chooseByKeyboard(page, /目标部门/, '体育科');
    await move.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => move.count()).toBe(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '周干事' }).count()).toBe(0);
    await expect.poll(() => table.getByText('暂无成员').count()).toBe(1);

    // In 体育科 now, beside the platform administrator; then removed from it.
    await page.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/busi/admin/departmentManage');
    await expect.poll(() => cellOf(page.getByRole('grid'), '体育科', '成员数')).toBe('2');
    await page.getByRole('button', { name: '成员：体育科' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '部门成员：体育科' }).count()).toBe(1);
    await expect.poll(() => rowNames(table)).toEqual(['周干事', '平台管理员']);
    await checkByKeyboard(table.getByRole('row', { name: /周干事/ }).getByRole('checkbox'));
    await page.getByRole('button', { name: '移除所选' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rowNames(table)).toEqual(['平台管理员']);

    // The members as a CSV file named after the department.
    const file = await exported(page, 'csv');
    expect(file.name).toBe('体育科成员.csv');
    expect(file.rows.slice(1).map((row) => row[0])).toEqual(['平台管理员']);
    await page.context().close();
  });

  it('adds a college and a sub-college, edits the sub-college and deletes both', async () => {
    const page = await openScreen('gxadmin', 'gx', 'org/college');
    const table = page.getByRole('grid');
    await expect.poll(() => rowNames(table)).toEqual(['体育教育学院', '运动科学学院']);
    expect(await cellOf(table, '体育教育学院', '专业数')).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    await pressByKeyboard(page.getByRole('button', { name: '新增院系' }));
    await waitForPath(page, '/busi/gx/org/college/addEdit');
    await page.getByRole('textbox', { name: '院系名称' }).fill('艺术学院');
    await page.getByRole('textbox', { name: '院系编号' }).fill('03');
    await page.getByRole('textbox', { name: '排序' }).fill('3');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/gx/org/college');
    await expect.poll(() => table.getByRole('rowheader', { name: '艺术学院' }).count()).toBe(1);

    await page.getByRole('button', { name: '新增下级：艺术学院' }).click();
    await waitForPath(page, '/busi/gx/org/college/addEdit');
    await page.getByRole('textbox', { name: '院系名称' }).fill('舞蹈系');
    await page.getByRole('textbox', { name: '院系编号' }).fill('01');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/gx/org/college');
    await expect.poll(() => rowNames(table)).toEqual(['体育教育学院', '运动科学学院', '艺术学院', '舞蹈系']);
    // Two levels only: a sub-college offers no sub-college of its own.
    expect(await page.getByRole('button', { name: '新增下级：舞蹈系' }).count()).toBe(0);

    await pressByKeyboard(page.getByRole('button', { name: '编辑：舞蹈系' }));
    const name = page.getByRole('textbox', { name: '院系名称' });
    await expect.poll(() => name.inputValue()).toBe('舞蹈系');
    await name.fill('舞蹈表演系');
    await name.press('Enter');
    await waitForPath(page, '/busi/gx/org/college');
    await expect.poll(() => table.getByRole('rowheader', { name: '舞蹈表演系' }).count()).toBe(1);

    // A college with a sub-college stays until the sub-college goes.
    const confirm = page.getByRole('alertdialog');
    await page.getByRole('button', { name: '删除：艺术学院' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('该院系有下级院系，不能删除').count()).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: '删除：舞蹈表演系' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '舞蹈表演系' }).count()).toBe(0);
    await page.getByRole('button', { name: '删除：艺术学院' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rowNames(table)).toEqual(['体育教育学院', '运动科学学院']);

    const file = await exported(page, 'csv');
    expect(file.name).toBe('院系管理.csv');
    expect(file.rows.slice(1).map((row) => [row[0], row[3]])).toEqual([
      ['体育教育学院', 1],
      ['运动科学学院', 1],
    ]);
    await page.context().close();
  });

  it('adds a major in a college, filters by college, edits its years, deletes it, and reads the list in English', async () => {
    const page = await openScreen('gxadmin', 'gx', 'org/major');
    const table = page.getByRole('grid');
    await expect.poll(() => rowNames(table)).toEqual(['体育教育', '运动康复']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增专业' }).click();
    await waitForScreen(page, '/busi/gx/org/major/addEdit', 'org/major/addEdit');
    await chooseByKeyboard(page, /所属院系/, '运动科学学院');
    await page.getByRole('textbox', { name: '专业名称' }).fill('运动训练');
    // One character is too short a code: the contract's rule says so before anything is sent.
    const code = page.getByRole('textbox', { name: '专业编号' });
    await code.fill('x');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('专业编号须为 2 到 6 位字母或数字').count()).toBe(1);
    await code.fill('x1');
    const years = page.getByRole('textbox', { name: '学制' });
    await expect.poll(() => years.inputValue()).toBe('4');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/gx/org/major');
    await expect.poll(() => table.getByRole('rowheader', { name: '运动训练' }).count()).toBe(1);
    // The code is kept upper-cased.
    expect(await cellOf(table, '运动训练', '专业编号')).toBe('X1');

    // The college filter by keyboard: open with Enter, move down to the college, choose with Enter.
    const college = page.getByRole('button', { name: /所属院系：$/ });
    await college.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const names = await options.allTextContents();
    for (let step = 0; step < names.indexOf('运动科学学院'); step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await college.textContent()).toContain('运动科学学院');
    await expect.poll(() => rowNames(table)).toEqual(['运动康复', '运动训练']);
    // Export keeps the filter.
    const file = await exported(page, 'xlsx');
    expect(file.rows.slice(1).map((row) => row[0])).toEqual(['运动康复', '运动训练']);

    await page.getByRole('button', { name: '编辑：运动训练' }).click();
    await waitForPath(page, '/busi/gx/org/major/addEdit');
    await expect.poll(() => page.getByRole('textbox', { name: '专业名称' }).inputValue()).toBe('运动训练');
    await years.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => years.inputValue()).toBe('5');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/gx/org/major');
    await expect.poll(() => cellOf(table, '运动训练', '学制')).toBe('5 年');

    await page.getByRole('button', { name: '删除：运动训练' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '运动训练' }).count()).toBe(0);
    await page.context().close();

    // The same list in English, in a dark colour scheme.
    const context = await journeys.browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const english = await context.newPage();
    await english.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(english, 'gxadmin');
    await waitForPath(english, '/busi/gx/**');
    await english.goto(`${journeys.product.origin}/busi/gx/org/major`);
    const englishTable = english.getByRole('grid');
    await expect.poll(() => rowNames(englishTable)).toEqual(['体育教育', '运动康复']);
    expect(await cellOf(englishTable, '体育教育', 'Length of study')).toBe('4 years');
    expect(await english.getByRole('button', { name: 'Add major' }).count()).toBe(1);
    expect(await axeViolations(english)).toEqual([]);
    await context.close();
  });

  it('adds a university class in an enrolment year, a college and one of its majors', async () => {
    const page = await openScreen('gxadmin', 'gx', 'org/grade');
    await page.getByRole('textbox', { name: '新的入学年份' }).fill('2025');
    await page.getByRole('button', { name: '添加年份' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);

    await page.getByRole('navigation').first().getByRole('link', { name: '班级管理' }).click();
    await waitForPath(page, '/busi/gx/org/class');
    await page.getByRole('button', { name: '新增班级' }).click();
    // The list behind the form has an enrolment-year filter of the same name as the form's field.
    await waitForScreen(page, '/busi/gx/org/class/add', 'org/class/add');
    await chooseByKeyboard(page, /入学年份/, '2025级');
    // The major waits for its college, then offers that college's majors only.
    expect(await page.getByRole('button', { name: /专业/ }).isDisabled()).toBe(true);
    await chooseByKeyboard(page, /院系/, '运动科学学院');
    await page.getByRole('button', { name: /专业/ }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['运动康复']);
    await page.getByRole('option', { name: '运动康复' }).click();
    await page.getByRole('textbox', { name: '班级名称' }).fill('运康2501');
    await page.getByRole('textbox', { name: '班级编号' }).fill('1');
    await page.getByRole('textbox', { name: '班级人数' }).fill('32');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/gx/org/class');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '运康2501' }).count()).toBe(1);
    expect(await cellOf(table, '运康2501', '院系')).toBe('运动科学学院');
    expect(await cellOf(table, '运康2501', '专业')).toBe('运动康复');
    expect(await cellOf(table, '运康2501', '入学年份')).toBe('2025级');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

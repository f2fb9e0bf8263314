import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  checkByKeyboard,
  chooseOption,
  signInThroughForm,
  startJourneys,
  waitForPath,
} from './harness.ts';
import { sheetRows, workbookOf, XLSX_TYPE } from './spreadsheets.ts';

// A 1 x 1 PNG: the new student's face photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 7: the K12 demo school's administrator keeps the student roster: adds a student with two
// parents, finds, edits (moves class), disables and deletes them; imports a class list with good and
// bad rows, fixes the failed rows and imports them again; and looks after a parent found by a child.
describe('students and parents', () => {
  const journeys = startJourneys();
  const origin = () => journeys.product.origin;

  async function openScreen(path: string): Promise<Page> {
    const page = await journeys.signedInAt('k12admin', `/busi/k12/${path}`);
    await expect.poll(() => page.locator(`[data-screen="${path}"]`).count()).toBe(1);
    return page;
  }

  /** Picks `option` in the kit's Select labelled `label` (a button that opens a list box). */
  const choose = chooseOption;

  const rowNames = (table: Locator) => table.getByRole('rowheader').allTextContents();

  /** Whether `texts` go up (1) or down (-1), each next one equal or beyond the one before. */
  const isOrdered = (texts: readonly string[], direction: 1 | -1) =>
    texts.length > 1 &&
    texts.every((text, index) => index === 0 || direction * text.localeCompare(texts[index - 1] ?? '') >= 0);

  it('adds a student with two parents, finds, edits (moves class), disables and deletes them', async () => {
    const page = await openScreen('user/student');
    const table = page.getByRole('grid');
    // The demo school's students are listed; a search that finds nobody says how to add some.
    await expect.poll(() => rowNames(table)).toContain('林小雨');
    await page.getByRole('searchbox', { name: '姓名/学号' }).fill('NOBODY');
    await expect.poll(() => page.getByText('没有学生，可以新增或导入学生').count()).toBe(1);
    await page.getByRole('searchbox', { name: '姓名/学号' }).fill('');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增学生' }).click();
    await waitForPath(page, '/busi/k12/user/student/add');
    // Saving the empty form says what is missing, field by field, and stays.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('请输入学号').count()).toBe(1);
    await expect.poll(() => page.getByText('请选择班级').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: '姓名', exact: true }).fill('王小明');
    await page.getByRole('radiogroup', { name: '性别' }).first().getByText('男', { exact: true }).click();
    await page.getByRole('textbox', { name: '学号' }).fill('S2026001');
    await page.getByRole('textbox', { name: '学籍号' }).fill('G2026001');
    await choose(page, page, /班级$/, '四年级1班');
    // The ethnic group is searched by typing.
    await page.getByRole('combobox', { name: '民族' }).fill('回');
    await page.getByRole('listbox').getByRole('option', { name: '回族', exact: true }).click();
    // The birth date typed segment by segment, as a keyboard user does.
    await page.getByRole('group', { name: '出生日期' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('20190301');
    await page.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('li[data-status]').getAttribute('data-status')).toBe('done');

    // At most four parents: the add button says why it stops.
    const addParent = page.getByRole('button', { name: '添加家长' });
    for (let index = 0; index < 4; index += 1) await addParent.click();
    await expect.poll(() => addParent.isDisabled()).toBe(true);
    expect(await page.getByText('每名学生最多 4 位家长').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '移除家长 4' }).click();
    await page.getByRole('button', { name: '移除家长 3' }).click();
    await expect.poll(() => addParent.isDisabled()).toBe(false);

    const father = page.getByRole('group', { name: '家长 1' });
    await father.getByRole('textbox', { name: '家长姓名' }).fill('王大明');
    await father.getByRole('textbox', { name: '手机号' }).fill('13912345001');
    await choose(father, page, /与学生关系$/, '父亲');
    // The relationship fills in the sex.
    expect(await father.getByRole('radio', { name: '男' }).isChecked()).toBe(true);
    const mother = page.getByRole('group', { name: '家长 2' });
    await mother.getByRole('textbox', { name: '家长姓名' }).fill('李小红');
    await mother.getByRole('textbox', { name: '手机号' }).fill('13912345001');
    await choose(mother, page, /与学生关系$/, '母亲');
    // One mobile number for two parents is refused before anything is sent.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('两位家长的手机号不能相同').count()).toBe(1);
    await mother.getByRole('textbox', { name: '手机号' }).fill('13912345002');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    const row = table.getByRole('row', { name: /王小明/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '四年级1班' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '回族' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '王大明（父亲）、李小红（母亲）' }).count()).toBe(1);

    // The same student number again: the gateway's refusal shows on the field.
    await page.getByRole('button', { name: '新增学生' }).click();
    await page.getByRole('textbox', { name: '姓名', exact: true }).fill('王小亮');
    await page.getByRole('radiogroup', { name: '性别' }).first().getByText('男', { exact: true }).click();
    await page.getByRole('textbox', { name: '学号' }).fill('S2026001');
    await choose(page, page, /班级$/, '四年级1班');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: '学号' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('学号 S2026001 已被使用').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '取消' }).click();
    await waitForPath(page, '/busi/k12/user/student');

    // Found by the student number.
    const search = page.getByRole('searchbox', { name: '姓名/学号' });
    await search.fill('S2026001');
    await expect.poll(() => rowNames(table)).toEqual(['王小明']);

    // Edit: the form comes back filled, parents and birth date included; the student moves class.
    await page.getByRole('button', { name: '编辑：王小明' }).click();
    await waitForPath(page, '/busi/k12/user/student/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: '姓名', exact: true }).inputValue()).toBe('王小明');
    expect(
      await page.getByRole('group', { name: '家长 2' }).getByRole('textbox', { name: '手机号' }).inputValue(),
    ).toBe('13912345002');
    expect(await page.getByRole('group', { name: '出生日期' }).textContent()).toContain('2019');
    expect(await page.getByRole('combobox', { name: '民族' }).inputValue()).toBe('回族');
    await expect.poll(() => page.getByRole('img', { name: '“王小明”的人脸照片' }).count()).toBe(1);
    await choose(page, page, /班级$/, '五年级1班');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(() => page.getByText('修改成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row.getByRole('gridcell', { name: '五年级1班' }).count()).toBe(1);

    // The class filter follows the move.
    await search.fill('');
    await choose(page, page, /班级：$/, '四年级1班');
    await expect.poll(() => page.getByText('没有学生，可以新增或导入学生').count()).toBe(1);
    await choose(page, page, /班级：$/, '五年级1班');
    await expect.poll(() => rowNames(table)).toEqual(['王小明']);

    // Disable, and the status says so.
    await page.getByRole('button', { name: '停用：王小明' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：王小明' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '停用' }).count()).toBe(1);

    await page.getByRole('button', { name: '删除：王小明' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除学生“王小明”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });

  it('imports a class list with bad rows, fixes the failed rows, imports them again and deletes two', async () => {
    const page = await openScreen('user/student');
    const table = page.getByRole('grid');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入学生' });
    // The academic year and semester come first (SPEC 5).
    await expect.poll(() => dialog.getByText('导入学生前请先选择学年和学期').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const templateLink = dialog.getByRole('link', { name: '下载模板' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    expect(template.suggestedFilename()).toBe('学生导入模板.xlsx');
    const [headings] = await sheetRows(template);
    expect(headings?.slice(0, 4)).toEqual(['*姓名', '*性别', '*学号', '*班级']);

    async function chooseTerm(): Promise<void> {
      await choose(dialog, page, /学年$/, '2026-2027');
      await choose(dialog, page, /学期$/, '秋季学期');
      await expect.poll(() => dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(false);
    }
    async function upload(name: string, rows: string[][]): Promise<void> {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: XLSX_TYPE, buffer: workbookOf([headings ?? [], ...rows]) });
      await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    }

    await chooseTerm();
    await upload('一年级名单.xlsx', [
      ['赵一', '男', 'IMP101', '一年级1班', '', '', '汉族', '2019-05-01', '赵父', '男', '父亲', '13922220001'],
      ['钱二', '女', 'IMP102', '二年级1班', '', '', '', '', '钱母', '', '母亲', '13922220002'],
      ['孙三', '女', 'IMP103', '九年级9班', '', '', '', '', '', '', '', ''],
      ['李四', '男', 'IMP104', '一年级1班', '', '', '', '', '李父', '男', '父亲', '123'],
    ]);
    expect(await dialog.getByText('成功创建：2 条').count()).toBe(1);
    expect(await dialog.getByText('创建失败：2 条').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The failed rows come back with their reasons, to fix and upload again.
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: '下载失败记录' }).click(),
    ]);
    expect(failures.suggestedFilename()).toBe('学生导入失败记录.xlsx');
    const [failureHeadings, ...failed] = await sheetRows(failures);
    expect(failureHeadings?.at(-1)).toBe('失败原因');
    expect(failed.map((cells) => [cells[0], cells.at(-1)])).toEqual([
      ['孙三', '没有名为“九年级9班”的可用班级（可填的值见“可选值”表）'],
      ['李四', '家长手机号：请输入正确的 11 位手机号'],
    ]);
    const fixed = failed.map((cells) => {
      const row = [...cells];
      if (row[0] === '孙三') row[3] = '三年级1班';
      if (row[0] === '李四') row[11] = '13922220004';
      return row;
    });

    // After an import the year and semester are chosen afresh (SPEC 4).
    await dialog.getByRole('button', { name: '继续导入' }).click();
    await expect.poll(() => dialog.getByText('导入学生前请先选择学年和学期').count()).toBe(1);
    await chooseTerm();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([failureHeadings ?? [], ...fixed]), '数据');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '学生导入失败记录.xlsx',
      mimeType: XLSX_TYPE,
      buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功创建：2 条').count()).toBe(1);
    expect(await dialog.getByText(/创建失败/).count()).toBe(0);
    await dialog.getByRole('button', { name: '完成' }).click();

    // Each student once, in class and number order.
    await page.getByRole('searchbox', { name: '姓名/学号' }).fill('IMP1');
    await expect.poll(() => rowNames(table)).toEqual(['赵一', '李四', '钱二', '孙三']);
    const zhao = table.getByRole('row', { name: /赵一/ });
    expect(await zhao.getByRole('gridcell', { name: '赵父（父亲）' }).count()).toBe(1);

    // The export holds the list as filtered.
    await page.getByRole('button', { name: '导出' }).click();
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('学生管理.xlsx');
    const [exportHeadings, ...exportedRows] = await sheetRows(exported);
    expect(exportHeadings?.slice(0, 2)).toEqual(['姓名', '学号']);
    expect(exportedRows.map((cells) => cells[1])).toEqual(['IMP101', 'IMP104', 'IMP102', 'IMP103']);

    // Two selected by keyboard and deleted together, after a confirmation naming how many (once
    // the export menu has closed and given the focus back).
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    for (const name of ['李四', '孙三']) {
      const checkbox = table.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox');
      await checkByKeyboard(checkbox);
    }
    await expect.poll(() => page.getByText('已选 2 名').count()).toBe(1);
    await page.getByRole('button', { name: '删除所选' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除所选的 2 名学生？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => rowNames(table)).toEqual(['赵一', '钱二']);
    await page.context().close();
  });

  it('finds a parent by a child’s name, changes the relationship and deletes the parent', async () => {
    // The parents came with the import above.
    const page = await openScreen('user/parent');
    const table = page.getByRole('grid');
    await page.getByRole('searchbox', { name: '家长姓名/手机号/学生姓名' }).fill('赵一');
    await expect.poll(() => rowNames(table)).toEqual(['赵父']);
    const row = table.getByRole('row', { name: /赵父/ });
    expect(await row.getByRole('gridcell', { name: '赵一（一年级1班，父亲）' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '编辑：赵父' }).click();
    await waitForPath(page, '/busi/k12/user/parent/edit/**');
    const mobile = page.getByRole('textbox', { name: '手机号' });
    await expect.poll(() => mobile.inputValue()).toBe('13922220001');
    expect(await mobile.getAttribute('readonly')).not.toBeNull();
    await choose(page, page, /与“赵一”的关系$/, '祖父/外祖父');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/user/parent');
    await expect.poll(() => page.getByText('修改成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row.getByRole('gridcell', { name: '赵一（一年级1班，祖父/外祖父）' }).count()).toBe(1);

    // Deleting the parent keeps the child, as the confirmation says.
    await page.getByRole('button', { name: '删除：赵父' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除家长“赵父”？' });
    expect(await confirm.getByText(/孩子的学生信息保留/).count()).toBe(1);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);

    await page.getByRole('navigation').first().getByRole('link', { name: '学生管理' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await page.getByRole('searchbox', { name: '姓名/学号' }).fill('赵一');
    const students = page.getByRole('grid');
    await expect.poll(() => rowNames(students)).toEqual(['赵一']);
    expect(await students.getByRole('row', { name: /赵一/ }).getByRole('gridcell', { name: '—' }).count()).toBe(1);

    // A mobile app code for a demo pupil's mother, made by keyboard and shown once.
    await page.getByRole('searchbox', { name: '姓名/学号' }).fill('林小雨');
    await expect.poll(() => rowNames(students)).toEqual(['林小雨']);
    await page.getByRole('button', { name: 'App 激活码：林小雨' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'App 激活码：林小雨' });
    await choose(dialog, page, /激活码给$/, '林芳（母亲）');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '生成激活码' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(/林芳（母亲）的激活码，\d{4}-\d{2}-\d{2} 前有效/);
    expect(await dialog.locator('strong').textContent()).toMatch(/^[A-Z0-9-]{10,}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('sorts the students by number from its header, by mouse and keyboard, down, across a reload and back', async () => {
    const page = await openScreen('user/student');
    const table = page.getByRole('grid');
    const header = table.getByRole('columnheader', { name: '学号' });
    /** The numbers of the page shown, top to bottom. */
    const numbers = async () => {
      const headers = await table.getByRole('columnheader').allTextContents();
      const column = headers.findIndex((text) => text.trim() === '学号');
      const rows = await table.getByRole('row').all();
      const cells = await Promise.all(
        rows.slice(1).map((row) => row.locator('[role="gridcell"], [role="rowheader"]').nth(column).textContent()),
      );
      return cells.map((text) => (text ?? '').trim());
    };
    await expect.poll(() => rowNames(table)).toContain('林小雨');
    expect(await header.getAttribute('aria-sort')).toBe('none');
    // Only the columns the gateway sorts by offer a sort: the sex column has none.
    expect(await table.getByRole('columnheader', { name: '性别' }).getAttribute('aria-sort')).toBeNull();

    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('studentNumber');
    await expect.poll(async () => isOrdered(await numbers(), 1)).toBe(true);

    await header.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => isOrdered(await numbers(), -1)).toBe(true);
    const downward = await numbers();

    await page.reload();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => numbers()).toEqual(downward);

    // A third press gives back the list's own order, class by class.
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('none');
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
    // The list reloads in its own order: its rows are dimmed until they arrive, which is not what is read.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the students and the student form in English in the dark theme, free of axe violations', async () => {
    const context = await journeys.browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${origin()}/busi/`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/**');
    await page.goto(`${origin()}/busi/k12/user/student`);
    const table = page.getByRole('grid');
    await expect.poll(() => page.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    const row = table.getByRole('row', { name: /钱二/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await table.getByRole('columnheader', { name: 'Student number' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: 'Han' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: 'Grade 2 二年级1班' }).count()).toBe(1);
    expect(await row.getByRole('gridcell', { name: '钱母 (Mother)' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add student' }).click();
    await waitForPath(page, '/busi/k12/user/student/add');
    await page.getByRole('button', { name: 'Add parent' }).click();
    expect(await page.getByRole('combobox', { name: 'Ethnic group' }).inputValue()).toBe('Han');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

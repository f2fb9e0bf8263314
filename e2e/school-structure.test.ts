import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, chooseOption, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// The school's structure screens as a K12 administrator meets them, on the demo school
// (2026-2027 with its two semesters, grades 1 to 6, one class each).
describe('school structure screens', () => {
  const journeys = startJourneys();

  async function openScreen(path: string, locale = 'zh-CN'): Promise<Page> {
    const page = await journeys.signedInAt('k12admin', `/busi/k12/${path}`, { locale });
    await expect.poll(() => page.locator(`[data-screen="${path}"]`).count()).toBe(1);
    return page;
  }

  it('shows where each page sits in the menu, in the trail and the tab’s title, and leads back along the trail', async () => {
    const page = await openScreen('org/class');
    const trail = page.getByRole('navigation', { name: '当前位置' });
    await expect.poll(() => trail.getByRole('listitem').allInnerTexts()).toEqual(['机构管理', '班级管理']);
    expect(await page.title()).toBe('班级管理 · 阳光实验小学');
    // The screen itself is the current step, not a link to itself.
    expect(await trail.getByRole('link', { name: '班级管理' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: '新增班级' }).click();
    await waitForPath(page, '/busi/k12/org/class/add');
    await expect.poll(() => trail.getByRole('listitem').allInnerTexts()).toEqual(['机构管理', '班级管理', '新增']);
    await trail.getByRole('link', { name: '班级管理' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps each open page in a tab, with its filters and scroll, across a reload; closes tabs by keyboard and menu', async () => {
    const page = await openScreen('user/student');
    await page.setViewportSize({ width: 1280, height: 420 });
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    const tabNames = () => tabs.getByRole('link').allInnerTexts();
    // The frame's home page is always the first tab; the screen shown is the current one.
    await expect.poll(tabNames).toEqual(['首页', '学生管理']);
    expect(await tabs.getByRole('link', { name: '学生管理' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('button', { name: '关闭首页' }).count()).toBe(0);

    const table = page.getByRole('grid');
    const search = page.getByRole('searchbox', { name: '姓名/学号' });
    await search.fill('林小雨');
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual(['林小雨']);
    const main = page.getByRole('main');
    await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const scrolled = await main.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);

    // Another screen opens a tab of its own, at the top of its page.
    const menu = page.getByRole('navigation', { name: '主导航' });
    await menu.getByRole('button', { name: '机构管理' }).click();
    await menu.getByRole('link', { name: '班级管理' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    await expect.poll(tabNames).toEqual(['首页', '学生管理', '班级管理']);
    expect(await main.evaluate((element) => element.scrollTop)).toBe(0);

    // Back by its tab, the students list is as it was left: searched, and scrolled.
    await tabs.getByRole('link', { name: '学生管理' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual(['林小雨']);
    expect(await search.inputValue()).toBe('林小雨');
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(scrolled);

    // Editing from the searched list and cancelling comes back to the searched list.
    await page.getByRole('button', { name: '编辑：林小雨' }).click();
    await waitForPath(page, '/busi/k12/user/student/edit/**');
    await expect.poll(tabNames).toEqual(['首页', '学生管理', '班级管理', '学生管理（编辑）']);
    await page.getByRole('button', { name: '取消' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual(['林小雨']);

    // A reload keeps the tabs and what each page was left with.
    await page.reload();
    await expect.poll(tabNames).toEqual(['首页', '学生管理', '班级管理', '学生管理（编辑）']);
    await expect.poll(() => search.inputValue()).toBe('林小雨');
    expect(await axeViolations(page)).toEqual([]);

    // By keyboard: one Tab stop on the current tab, arrows to another, Delete closes it.
    await tabs.getByRole('link', { name: '学生管理', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.getByRole('link', { name: '班级管理' }).evaluate((link) => link === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Delete');
    await expect.poll(tabNames).toEqual(['首页', '学生管理', '学生管理（编辑）']);
    await waitForPath(page, '/busi/k12/user/student');

    // The menu closes the other pages (but the first screen); closing the page shown shows its neighbour.
    await page.getByRole('button', { name: '页面操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他页面' }).click();
    await expect.poll(tabNames).toEqual(['首页', '学生管理']);
    // Since the reload, the menu has the students' group open, not this one.
    await menu.getByRole('button', { name: '机构管理' }).click();
    await menu.getByRole('link', { name: '班级管理' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    await tabs.getByRole('button', { name: '关闭班级管理' }).click();
    await waitForPath(page, '/busi/k12/user/student');
    await expect.poll(tabNames).toEqual(['首页', '学生管理']);
    await page.context().close();
  });

  it('shows a 403 page for a screen the role lacks or of another frame, and a 404 for no screen, each with the way back', async () => {
    const page = await journeys.signedIn('k12teacher1', '/busi/k12/**');
    const menu = page.getByRole('navigation', { name: '主导航' });
    // Grades are a screen of the school that the PE-teacher role does not hold: refused, in the frame.
    await page.goto(`${journeys.product.origin}/busi/k12/org/grade`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('无权访问此页面');
    expect(await page.getByText('当前角色没有这个页面的权限', { exact: false }).count()).toBe(1);
    expect(await menu.count()).toBe(1);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '返回首页' }).click();
    await waitForPath(page, '/busi/k12/home');

    // No screen at all: not found, in the frame too.
    await page.goto(`${journeys.product.origin}/busi/k12/no/such/page`);
    await expect.poll(() => heading.textContent()).toBe('页面不存在');
    expect(await menu.count()).toBe(1);
    await page.getByRole('button', { name: '返回上一页' }).click();
    await waitForPath(page, '/busi/k12/home');

    // A page of the platform's own frame: refused, saying why.
    await page.goto(`${journeys.product.origin}/busi/admin/orgManage/orgInfo`);
    await expect.poll(() => heading.textContent()).toBe('无权访问此页面');
    expect(await page.getByText('这个页面属于其他类型的机构', { exact: false }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lists classes, adds one, refuses a duplicate code, filters, disables and deletes it', async () => {
    const page = await openScreen('org/class');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(6);
    expect(await axeViolations(page)).toEqual([]);
    // A bookmark past the list's last page shows its last page, and the address says so.
    await page.goto(`${journeys.product.origin}/busi/k12/org/class?page=9`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(6);

    // The demo classes have their head teachers.
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: /一年级1班/ })
          .getByText('陈老师', { exact: true })
          .count(),
      )
      .toBe(1);

    await page.getByRole('button', { name: '新增班级' }).click();
    await waitForScreen(page, '/busi/k12/org/class/add', 'org/class/add');
    // The button that opened the form went with the list: the focus is not lost, the form's heading holds it.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe('H1 新增班级');
    await chooseOption(page, page, /年级$/, '一年级');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '班级名称' }).fill('一年级2班');
    await page.getByRole('textbox', { name: '班级编号' }).fill('2');
    await page.getByRole('textbox', { name: '班级人数' }).fill('38');
    // The head teacher is found by typing part of a name and picked by keyboard.
    const headTeacher = page.getByRole('combobox', { name: '班主任' });
    await headTeacher.focus();
    await page.keyboard.type('张');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual(['张老师 (YG-002)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => headTeacher.inputValue()).toBe('张老师 (YG-002)');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    const added = table.getByRole('row', { name: /一年级2班/ });
    await expect.poll(() => added.getByText('张老师', { exact: true }).count()).toBe(1);

    // Edit it: the form comes back filled; the head teacher is cleared, and the list shows the change.
    await page.getByRole('button', { name: '编辑：一年级2班' }).click();
    await waitForScreen(page, '/busi/k12/org/class/edit/**', 'org/class/edit');
    const size = page.getByRole('textbox', { name: '班级人数' });
    await expect.poll(() => size.inputValue()).toBe('38');
    await size.fill('42');
    await expect.poll(() => headTeacher.inputValue()).toBe('张老师 (YG-002)');
    await headTeacher.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    // Emptying the text opens the whole list; leaving the field closes it with no one chosen.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    expect(await headTeacher.inputValue()).toBe('');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    await expect.poll(() => added.getByText('42', { exact: true }).count()).toBe(1);
    expect(await added.getByText('张老师', { exact: true }).count()).toBe(0);

    // The same code again in the same grade: the gateway's refusal, in the person's language.
    await page.getByRole('button', { name: '新增班级' }).click();
    await chooseOption(page, page, /年级$/, '一年级');
    await page.getByRole('textbox', { name: '班级名称' }).fill('一年级3班');
    await page.getByRole('textbox', { name: '班级编号' }).fill('2');
    await page.getByRole('textbox', { name: '班级人数' }).fill('38');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText(/编号.*已/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '取消' }).click();
    await waitForPath(page, '/busi/k12/org/class');

    // Filter by grade: the two classes of grade one.
    await chooseOption(page, page, /年级：$/, '一年级');
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(2);

    // Export keeps the filter: the workbook holds the heading and the two classes of grade one.
    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('班级管理.xlsx');
    const book = XLSX.read(fs.readFileSync(await download.path()));
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const exported = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
    expect(exported[0]?.[0]).toBe('班级名称');
    expect(
      exported
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['一年级1班', '一年级2班']);

    await page.getByRole('button', { name: '停用：一年级2班' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：一年级2班' }).count()).toBe(1);

    // Deleted by keyboard: the focus stays in the table, not back at the top of the page.
    await page.getByRole('button', { name: '删除：一年级2班' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '一年级2班' }).count()).toBe(0);
    await expect.poll(() => table.evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('keeps a hidden column and compact rows of the classes list for the person across a reload, until reset', async () => {
    const page = await openScreen('org/class');
    const table = page.getByRole('grid');
    const headers = () => table.getByRole('columnheader').allInnerTexts();
    // The data columns' titles: the selection column's header has no text of its own.
    const dataHeaders = (titles: string[]) => titles.map((title) => title.trim()).filter(Boolean);
    const rowPadding = () =>
      table
        .getByRole('rowheader')
        .first()
        .evaluate((cell) => getComputedStyle(cell).paddingTop);
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(6);
    expect(await headers()).toContain('班主任');
    expect(await rowPadding()).toBe('8px');

    // Hide the head teacher: the column leaves the table, not just the view.
    const columnsButton = page.getByRole('button', { name: '列设置' });
    await columnsButton.click();
    const settings = page.getByRole('dialog', { name: '列设置' });
    await expect.poll(() => settings.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await settings.getByRole('checkbox', { name: '班主任' }).click();
    await expect.poll(headers).not.toContain('班主任');
    // Pin the student count: it comes first among the columns, before the class's name.
    const pin = settings.getByRole('button', { name: '将学生数固定在左侧' });
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => dataHeaders(await headers())[0]).toBe('学生数');
    await page.keyboard.press('Escape');
    await expect.poll(() => settings.count()).toBe(0);
    // The popover gives the focus back to its button as it unmounts, a frame after it has gone.
    await expect.poll(() => columnsButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Compact rows.
    await page.getByRole('button', { name: '行密度' }).click();
    await page.getByRole('menuitemradio', { name: '紧凑' }).click();
    await expect.poll(rowPadding).toBe('4px');

    // All three are kept for this person and screen across a reload.
    await page.reload();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(6);
    expect(await headers()).not.toContain('班主任');
    expect(dataHeaders(await headers())[0]).toBe('学生数');
    expect(await rowPadding()).toBe('4px');

    // Reset brings the column back, and that too is kept.
    await columnsButton.click();
    await settings.getByRole('button', { name: '重置' }).click();
    await expect.poll(headers).toContain('班主任');
    expect(dataHeaders(await headers())[0]).toBe('班级名称');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(6);
    expect(await headers()).toContain('班主任');
    await page.context().close();
  });

  it('adds the first two lower-secondary grades, by keyboard too, and keeps grades that have classes', async () => {
    const page = await openScreen('org/grade');
    const grade1 = page.getByRole('checkbox', { name: /一年级/ });
    await expect.poll(() => grade1.isChecked()).toBe(true);
    expect(await grade1.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await checkByKeyboard(page.getByRole('checkbox', { name: '初一' }));
    await checkByKeyboard(page.getByRole('checkbox', { name: '初二' }));
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: '初二' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('adds an academic year with its two semesters, makes one current, and deletes the year', async () => {
    const page = await openScreen('org/acayear', 'en-US');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '2026-2027' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add academic year' }).click();
    await waitForPath(page, '/busi/k12/org/acayear/add');
    // A small form: a dialog over the list, which stays behind it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await page.locator('[role="grid"]').count()).toBe(1);
    const startYear = page.getByRole('textbox', { name: 'Starting year' });
    await startYear.fill('2027');
    await startYear.blur();
    await expect.poll(() => page.getByText('Academic year: 2027-2028').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/busi/k12/org/acayear');
    await expect.poll(() => table.getByRole('rowheader', { name: '2027-2028' }).count()).toBe(1);

    await page.getByRole('button', { name: /Make current.*2027-2028 Autumn/ }).click();
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: /2027-2028/ })
          .getByText('Current', { exact: true })
          .count(),
      )
      .toBe(1);
    // The year holding the current semester cannot be deleted: the gateway says why.
    await page.getByRole('button', { name: 'Delete 2027-2028' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText(/current semester/i).count()).toBeGreaterThan(0);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    // Back to the old year, then the new one goes.
    await page.getByRole('button', { name: /Make current.*2026-2027 Autumn/ }).click();
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: /2026-2027/ })
          .getByText('Current', { exact: true })
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Delete 2027-2028' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '2027-2028' }).count()).toBe(0);
    await page.context().close();
  });

  it('asks before a form with unsaved changes is left, but not on Cancel or Save', async () => {
    const page = await openScreen('org/class');
    await page.getByRole('button', { name: '新增班级' }).click();
    await waitForPath(page, '/busi/k12/org/class/add');
    // Untouched, the form lets the person go without a question.
    await page.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    await page.getByRole('button', { name: '新增班级' }).click();
    await waitForPath(page, '/busi/k12/org/class/add');
    await page.getByRole('textbox', { name: '班级名称' }).fill('未保存的班');

    // The back button asks; staying keeps what was typed.
    await page.getByRole('button', { name: '返回' }).click();
    const question = page.getByRole('alertdialog', { name: '离开此页面？' });
    await expect.poll(() => question.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: '留在此页' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/busi/k12/org/class/add');
    expect(await page.getByRole('textbox', { name: '班级名称' }).inputValue()).toBe('未保存的班');

    // A reload or closing the tab asks through the browser's own prompt.
    const reloadAsks = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      globalThis.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(reloadAsks).toBe(true);

    // A menu link asks too, by keyboard as well; leaving drops the changes.
    await page.getByRole('navigation').first().getByRole('link', { name: '年级管理' }).click();
    await expect.poll(() => question.count()).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('离开');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/org/grade');

    // Cancel is deliberate: no question.
    await page.goto(`${journeys.product.origin}/busi/k12/org/class/add`);
    await page.getByRole('textbox', { name: '班级名称' }).fill('不要的班');
    await page.getByRole('button', { name: '取消' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    expect(await question.count()).toBe(0);
    await page.context().close();
  });

  it('previews the promotion to the next academic year and promotes every class in one step', async () => {
    const page = await openScreen('org/grade');
    // Grades 1 to 6, as the demo school has them: lower-secondary grades added above go again.
    await expect.poll(() => page.getByRole('checkbox', { name: /一年级/ }).isChecked()).toBe(true);
    let dropped = false;
    for (const grade of ['初一', '初二']) {
      const box = page.getByRole('checkbox', { name: grade });
      if (await box.isChecked()) {
        await box.focus();
        await page.keyboard.press('Space');
        dropped = true;
      }
    }
    if (dropped) {
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    }
    // While every class is in the current year, the preview says how to go on and offers nothing.
    await page.getByRole('button', { name: '升级到新学年' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/所有班级都已在 2026-2027 学年/).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: '确认升级' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();

    // The new year, made current.
    await page.getByRole('navigation').first().getByRole('link', { name: '学年学期' }).click();
    await waitForPath(page, '/busi/k12/org/acayear');
    await page.getByRole('button', { name: '新增学年' }).click();
    const startYear = page.getByRole('textbox', { name: '起始年份' });
    await startYear.fill('2027');
    await startYear.blur();
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/org/acayear');
    await expect.poll(() => page.getByRole('grid').getByRole('rowheader', { name: '2027-2028' }).count()).toBe(1);
    await page.getByRole('button', { name: /设为当前.*2027-2028 秋季学期/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('grid')
          .getByRole('row', { name: /2027-2028/ })
          .getByText('当前学期', { exact: true })
          .count(),
      )
      .toBe(1);

    await page.getByRole('navigation').first().getByRole('link', { name: '年级管理' }).click();
    await waitForPath(page, '/busi/k12/org/grade');
    await page.getByRole('button', { name: '升级到新学年' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: '升级到 2027-2028 学年' }).count()).toBe(1);
    const moves = dialog.getByRole('table', { name: '班级去向' });
    await expect.poll(() => moves.getByRole('row', { name: /一年级1班 一年级 二年级/ }).count()).toBe(1);
    expect(await moves.getByRole('row', { name: /六年级1班 六年级 毕业/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '确认升级' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);

    // The class list: grade one is empty now, the sixth-grade class is listed as graduated only.
    await page.getByRole('navigation').first().getByRole('link', { name: '班级管理' }).click();
    await waitForPath(page, '/busi/k12/org/class');
    const table = page.getByRole('grid');
    const promoted = table.getByRole('row', { name: /一年级1班/ });
    await expect.poll(() => promoted.getByText('二年级', { exact: true }).count()).toBe(1);
    expect(await promoted.getByText('2027-2028', { exact: true }).count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: '六年级1班' }).count()).toBe(0);
    await chooseOption(page, page, /状态：$/, '已毕业');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['六年级1班']);
    expect(await table.getByRole('button', { name: '编辑：六年级1班' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switches to the dark theme from the user menu, keeps it, and stays free of axe violations', async () => {
    const page = await openScreen('org/class');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '切换为深色主题' }).click();
    await expect.poll(() => page.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => page.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

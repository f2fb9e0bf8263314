import { describe, expect, it } from 'vitest';
import { axeViolations, chooseOption, startJourneys, waitForPath } from './harness.ts';
import { sheetRows } from './spreadsheets.ts';

// Issue 7: the fitness centre's administrator adds a citizen, meets the checks of the birth date and
// of a mobile number already registered, finds and edits the citizen (a long address, which the
// list cuts to one line and hints in full), disables and enables them, exports the list and deletes
// them.
describe('citizens of the fitness centre', () => {
  const journeys = startJourneys();

  it('adds, finds, edits, disables, exports and deletes a citizen', async () => {
    const longAddress = '浙江省舟山市普陀区桃花岛东海路 1 号碧海潮生阁三楼东侧临海的第二间客房';
    const page = await journeys.signedInAt('nfadmin', '/busi/nf/user/citizen');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '孙健' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增市民' }).click();
    await waitForPath(page, '/busi/nf/user/citizen/add');
    await page.getByRole('textbox', { name: '姓名' }).fill('黄蓉');
    await page.getByRole('radiogroup', { name: '性别' }).getByText('女', { exact: true }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill('13900000001');
    await page.getByRole('textbox', { name: '出生日期' }).fill('1990-13-01');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText(/出生日期格式应为/).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '出生日期' }).fill('1990-05-01');
    // 孙健 has this mobile number already: the gateway refuses, the form stays.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('手机号 13900000001 已登记').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: '手机号' }).fill('13900000010');
    await page.getByRole('textbox', { name: '地址' }).fill('桃花路 3 号');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/nf/user/citizen');
    await expect.poll(() => page.getByText('新增成功').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '黄蓉' }).count()).toBe(1);

    await page.getByRole('searchbox', { name: '姓名/手机号/身份证号' }).fill('13900000010');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['黄蓉']);

    await page.getByRole('button', { name: '编辑：黄蓉' }).click();
    await waitForPath(page, '/busi/nf/user/citizen/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: '出生日期' }).inputValue()).toBe('1990-05-01');
    await page.getByRole('textbox', { name: '地址' }).fill(longAddress);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/nf/user/citizen');
    await page.getByRole('searchbox', { name: '姓名/手机号/身份证号' }).fill('黄蓉');
    const address = table.getByRole('gridcell', { name: longAddress });
    await expect.poll(() => address.count()).toBe(1);
    // The list shows the long address on one line, cut; the pointer's hint holds the whole of it.
    const cutText = (cell: Element) => {
      const text = [...cell.querySelectorAll('span')].find(
        (span) => getComputedStyle(span).textOverflow === 'ellipsis',
      );
      return { cut: text ? text.scrollWidth > text.clientWidth : false, hint: text?.title ?? null };
    };
    expect(await address.evaluate(cutText)).toEqual({ cut: true, hint: '' });
    await address.hover();
    expect(await address.evaluate(cutText)).toEqual({ cut: true, hint: longAddress });

    await page.getByRole('button', { name: '停用：黄蓉' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：黄蓉' }).count()).toBe(1);
    await chooseOption(page, page, /状态：$/, '停用');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['黄蓉']);
    await chooseOption(page, page, /状态：$/, '全部');
    await page.getByRole('button', { name: '启用：黄蓉' }).click();
    await expect.poll(() => page.getByRole('button', { name: '停用：黄蓉' }).count()).toBe(1);

    await page.getByRole('button', { name: '导出' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('市民管理.xlsx');
    const exported = await sheetRows(download);
    expect(exported.slice(1)).toEqual([['黄蓉', '女', '13900000010', '', '1990-05-01', longAddress, '启用']]);

    await page.getByRole('button', { name: '删除：黄蓉' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除市民“黄蓉”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('rowheader', { name: '黄蓉' }).count()).toBe(0);
    await page.context().close();
  });

  it('shows each citizen as a card on a phone, each value with its label, and its actions at hand', async () => {
    const page = await journeys.signedIn('nfadmin', '/busi/nf/**');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${journeys.product.origin}/busi/nf/user/citizen`);
    const table = page.getByRole('grid');
    const row = table.getByRole('row', { name: /孙健/ });
    await expect.poll(() => row.count()).toBe(1);
    // A card: its values one under another, each labelled by its column, the name leading.
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    const mobile = row.getByRole('gridcell', { name: '13900000001', exact: true });
    expect(await mobile.getAttribute('data-label')).toBe('手机号');
    expect(await mobile.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('手机号');
    const nameBox = await row.getByRole('rowheader').boundingBox();
    const mobileBox = await mobile.boundingBox();
    expect(nameBox?.y ?? 0).toBeLessThan(mobileBox?.y ?? 0);
    // Nothing runs off the side of the phone: no sideways scrolling, on the page or in the list.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await table.evaluate((grid) => grid.scrollWidth <= (grid.parentElement?.clientWidth ?? 0))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The card's actions are in it, and work.
    const edit = row.getByRole('button', { name: '编辑：孙健' });
    expect(await edit.isVisible()).toBe(true);
    await edit.click();
    await waitForPath(page, '/busi/nf/user/citizen/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: '手机号' }).inputValue()).toBe('13900000001');
    await page.context().close();
  });

  it('shows the list full screen above the menu and header, by keyboard, and Escape gives the page back', async () => {
    const page = await journeys.signedInAt('nfadmin', '/busi/nf/user/citizen');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '孙健' }).count()).toBe(1);
    const toggle = page.getByRole('button', { name: '全屏' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The list covers the window: what lies at its corners and centre is the list, not the shell.
    const covered = await table.evaluate((grid) => {
      const list = grid.closest('[data-full-screen]');
      const points = [
        [2, 2],
        [window.innerWidth - 2, 2],
        [2, window.innerHeight - 2],
        [window.innerWidth / 2, window.innerHeight / 2],
      ];
      return points.map(([x, y]) => Boolean(list?.contains(document.elementFromPoint(x ?? 0, y ?? 0))));
    });
    expect(covered).toEqual([true, true, true, true]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('navigation').first().isVisible()).toBe(true);
    await page.context().close();
  });
});

import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, chooseOption, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// Issue 9: venues and devices. A fresh school under the management centre, allowed 4 devices
// (activatable must stay above activated: 3 can be activated), builds two venues, activates two
// devices and a sub-device, switches focus mode on two, moves one, and meets the activation limit.
describe('venues and devices', () => {
  const journeys = startJourneys();
  const origin = () => journeys.product.origin;

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

  /** Picks `option` in the kit's Select labelled `label` (a button that opens a list box). */
  async function choose(page: Page, label: RegExp, option: string): Promise<void> {
    await chooseOption(page, page, label, option);
  }

  async function addVenue(page: Page, code: string, name: string, type: string, capacity: string): Promise<void> {
    await page.getByRole('button', { name: '新增场地' }).click();
    await waitForPath(page, '/busi/k12/place/add');
    await page.getByRole('textbox', { name: '场地编号' }).fill(code);
    await page.getByRole('textbox', { name: '场地名称' }).fill(name);
    await choose(page, /场地类型$/, type);
    await page.getByRole('textbox', { name: '容纳人数' }).fill(capacity);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/place');
    await expect.poll(() => page.getByRole('rowheader', { name }).count()).toBe(1);
  }

  /** Fills the activation dialog; `venue` for a top-level device, `parent` for a sub-device. */
  async function fillActivation(
    page: Page,
    device: { name: string; serial: string; mac: string; venue?: string; parent?: string },
  ): Promise<void> {
    await page.getByRole('button', { name: '激活设备' }).click();
    const dialog = page.getByRole('dialog', { name: '激活设备' });
    await dialog.getByRole('textbox', { name: '设备激活码' }).fill('CG-2026');
    await dialog.getByRole('textbox', { name: '设备名称' }).fill(device.name);
    await dialog.getByRole('textbox', { name: '序列号' }).fill(device.serial);
    await dialog.getByRole('textbox', { name: 'MAC 地址' }).fill(device.mac);
    if (device.parent) await choose(page, /上级设备$/, device.parent);
    if (device.venue) await choose(page, /所在场地$/, device.venue);
    await dialog.getByRole('button', { name: '激活设备' }).click();
  }

  async function activate(
    page: Page,
    device: { name: string; serial: string; mac: string; venue?: string; parent?: string },
  ): Promise<void> {
    await fillActivation(page, device);
    const done = page.getByRole('dialog', { name: '设备已激活' });
    const token = done.getByRole('textbox', { name: '设备令牌' });
    await expect.poll(() => token.count()).toBe(1);
    // The device's own token, shown this once, read-only, to copy into the device.
    expect((await token.inputValue()).length).toBeGreaterThan(20);
    expect(await token.getAttribute('readonly')).not.toBeNull();
    expect(await done.getByText(/令牌只显示这一次/).count()).toBe(1);
    await done.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => page.getByRole('rowheader', { name: device.name }).count()).toBe(1);
  }

  it('creates a venue, activates two devices and a sub-device, switches focus mode, moves one and meets the activation limit', async () => {
    const admin = await journeys.signedInAt('sysadmin', '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.locator('[data-screen="orgManage/orgInfo"]').count()).toBe(1);
    await admin.getByRole('button', { name: '新增机构' }).click();
    await waitForScreen(admin, '/busi/admin/orgManage/orgInfo/add', 'orgManage/orgInfo/add');
    await choose(admin, /机构类型$/, '中小学');
    await admin.getByRole('textbox', { name: '机构名称' }).fill('晨曦小学');
    await admin.getByRole('textbox', { name: '机构编号' }).fill('32');
    await admin.getByRole('textbox', { name: '管理员账号' }).fill('chenxi001');
    await admin.locator('input[autocomplete="new-password"]').first().fill('Admin@2026');
    await admin.getByRole('textbox', { name: '设备激活码' }).fill('CG-2026');
    await admin.getByRole('textbox', { name: '可激活设备数' }).fill('4');
    await admin.getByRole('button', { name: '保存' }).click();
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.getByRole('rowheader', { name: '晨曦小学' }).count()).toBe(1);
    await admin.context().close();

    const page = await journeys.signedInAt('chenxi001', '/busi/k12/place', { password: 'Admin@2026' });
    await expect.poll(() => page.getByText('还没有场地，请先新增场地').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await addVenue(page, '01', '田径场', '跑道', '500');
    await addVenue(page, '02', '篮球馆', '体育馆', '200');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('navigation').first().getByRole('link', { name: '设备管理' }).click();
    await waitForPath(page, '/busi/k12/device');
    await expect.poll(() => page.getByText('已激活 0 / 可激活 4 台').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A malformed MAC address is refused in the dialog before anything is sent.
    await fillActivation(page, { name: '跳绳计数器A', serial: 'CX-ROPE-01', mac: '01:02:03', venue: '01 田径场' });
    await expect.poll(() => page.getByText(/MAC 地址/).count()).toBeGreaterThan(1);
    const dialog = page.getByRole('dialog', { name: '激活设备' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '取消' }).click();

    await activate(page, { name: '跳绳计数器A', serial: 'CX-ROPE-01', mac: '02:CC:00:00:00:01', venue: '01 田径场' });
    await activate(page, { name: '计时门B', serial: 'CX-GATE-01', mac: '02-cc-00-00-00-02', venue: '01 田径场' });
    await activate(page, {
      name: '跳绳手柄A1',
      serial: 'CX-ROPE-01-H1',
      mac: '02cc00000003',
      parent: '跳绳计数器A (CX-ROPE-01)',
    });
    await expect.poll(() => page.getByText('已激活 3 / 可激活 4 台').count()).toBe(1);
    // MAC addresses are shown normalised.
    await expect.poll(() => page.getByText('02:CC:00:00:00:02').count()).toBe(1);

    // Focus mode on two devices, chosen by keyboard, with a confirmation naming how many.
    for (const name of ['跳绳计数器A', '计时门B']) {
      const checkbox = page.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox');
      await checkByKeyboard(checkbox);
    }
    await expect.poll(() => page.getByText('已选 2 台').count()).toBe(1);
    await page.getByRole('button', { name: '开启专注模式' }).click();
    const confirm = page.getByRole('alertdialog', { name: '为所选 2 台设备开启专注模式？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
    for (const name of ['跳绳计数器A', '计时门B']) {
      await expect
        .poll(() =>
          page
            .getByRole('row', { name: new RegExp(name) })
            .getByRole('gridcell', { name: '开启' })
            .count(),
        )
        .toBe(1);
    }
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /跳绳手柄A1/ })
          .getByRole('gridcell', { name: '关闭' })
          .count(),
      )
      .toBe(1);

    // Move the counter, its handle with it, to the basketball hall.
    await page.getByRole('button', { name: '移动：跳绳计数器A' }).click();
    const move = page.getByRole('dialog', { name: '移动设备“跳绳计数器A”' });
    await choose(page, /移至场地$/, '02 篮球馆');
    expect(await axeViolations(page)).toEqual([]);
    await move.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('修改成功').count()).toBeGreaterThan(0);
    for (const name of ['跳绳计数器A', '跳绳手柄A1']) {
      await expect
        .poll(() =>
          page
            .getByRole('row', { name: new RegExp(name) })
            .getByText('02 篮球馆')
            .count(),
        )
        .toBe(1);
    }

    // The fourth device would leave no headroom: refused, and the refusal says why.
    await fillActivation(page, { name: '计时门C', serial: 'CX-GATE-02', mac: '02:CC:00:00:00:04', venue: '01 田径场' });
    await expect
      .poll(() => page.getByText('本机构已激活 3 台设备，可激活 4 台：不能再激活').count())
      .toBeGreaterThan(0);
    await page.getByRole('dialog', { name: '激活设备' }).getByRole('button', { name: '取消' }).click();
    await expect.poll(() => page.getByText('已激活 3 / 可激活 4 台').count()).toBe(1);

    // The device list exported: every device with its venue, status and focus mode as text.
    const devices = await exported(page, 'xlsx');
    expect(devices.name).toBe('设备管理.xlsx');
    expect(devices.rows[0]?.slice(0, 3)).toEqual(['设备名称', '序列号', 'MAC 地址']);
    expect(
      devices.rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['计时门B', '跳绳手柄A1', '跳绳计数器A'].sort());

    // The device's details list its sub-device.
    await page.getByRole('button', { name: '详情：跳绳计数器A' }).click();
    await waitForPath(page, '/busi/k12/device/detail/**');
    // The list's rows stay until the details load, and the list shows the same MAC address and
    // sub-device: look inside the details themselves.
    const details = page.locator('[data-screen="device/detail"]');
    await expect.poll(() => details.getByText('02:CC:00:00:00:01').count()).toBe(1);
    // It has sent no results yet, and says so.
    await expect.poll(() => details.getByText('尚未上传成绩').count()).toBe(1);
    await expect.poll(() => details.getByRole('rowheader', { name: '跳绳手柄A1' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A new token for the counter, by keyboard: asked first, naming the device (its old token stops
    // working), then shown this once under the heading.
    await details.getByRole('button', { name: '签发令牌' }).focus();
    await page.keyboard.press('Enter');
    const asked = page.getByRole('alertdialog', { name: '签发令牌' });
    await expect.poll(() => asked.getByText(/为“跳绳计数器A”签发新令牌/).count()).toBe(1);
    await asked.getByRole('button', { name: '确定' }).focus();
    await page.keyboard.press('Enter');
    const token = details.getByRole('textbox', { name: '设备令牌' });
    await expect.poll(() => token.count()).toBe(1);
    await expect.poll(() => asked.count()).toBe(0);
    expect((await token.inputValue()).length).toBeGreaterThan(20);
    // The page read the device again after the write, and still shows its details.
    await expect.poll(() => details.getByText('02:CC:00:00:00:01').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A device that is not there (an old link): the page says so in the gateway's words, under its
    // own heading, with a way to try again.
    await page.goto(`${origin()}/busi/k12/device/detail/no-such-device`);
    await expect.poll(() => details.getByRole('alert').textContent()).toContain('设备不存在');
    expect(await details.getByRole('heading', { level: 1 }).textContent()).toBe('设备详情');
    expect(await details.getByRole('button', { name: '重试' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The basketball hall now holds the counter with its handle indented under it.
    await page.goto(`${origin()}/busi/k12/place`);
    await page.getByRole('button', { name: '设备：篮球馆' }).click();
    await waitForPath(page, '/busi/k12/place/device/**');
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(['跳绳计数器A', '└跳绳手柄A1']);
    expect(await axeViolations(page)).toEqual([]);
    const inHall = await exported(page, 'csv');
    expect(inHall.name).toBe('篮球馆的设备.csv');
    expect(inHall.rows.slice(1).map((row) => row[0])).toEqual(['跳绳计数器A', '跳绳手柄A1']);
    await page.getByRole('button', { name: /^(返回|Back)$/ }).click();
    await waitForPath(page, '/busi/k12/place');
    await page.context().close();
  });

  it('lists, edits, disables and deletes venues, and keeps a venue with devices', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/place');
    await expect.poll(() => page.getByRole('rowheader', { name: '操场' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A small form: a dialog over the list, which stays in view behind it. A three-digit ID is refused on it.
    await page.getByRole('button', { name: '新增场地' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/place/add');
    const addDialog = page.getByRole('dialog', { name: '新增场地' });
    await expect.poll(() => addDialog.count()).toBe(1);
    expect(await page.locator('[data-screen="place"]').count()).toBe(1);
    await page.getByRole('textbox', { name: '场地名称' }).fill('风雨操场');
    await choose(page, /场地类型$/, '操场');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('场地 ID 须为两位数字').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '场地编号' }).fill('05');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/place');
    // The list that stayed behind reads the new venue, and the focus is back on the button that opened the form.
    await expect.poll(() => page.getByRole('rowheader', { name: '风雨操场' }).count()).toBe(1);
    await expect.poll(() => addDialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('新增场地');

    // Find it by name, edit it.
    await page.getByRole('searchbox', { name: '场地名称/编号' }).fill('风雨');
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(['风雨操场']);
    await page.getByRole('button', { name: '编辑：风雨操场' }).click();
    await waitForPath(page, '/busi/k12/place/edit/**');
    await expect.poll(() => page.getByRole('dialog', { name: '编辑场地' }).count()).toBe(1);
    const name = page.getByRole('textbox', { name: '场地名称' });
    await expect.poll(() => name.inputValue()).toBe('风雨操场');
    await name.fill('室内操场');
    await page.getByRole('textbox', { name: '位置' }).fill('体育楼一层');
    expect(await axeViolations(page)).toEqual([]);
    // Escape with changes not saved asks first; staying keeps what was typed.
    await page.keyboard.press('Escape');
    const leave = page.getByRole('alertdialog', { name: '离开此页面？' });
    await expect.poll(() => leave.count()).toBe(1);
    await leave.getByRole('button', { name: '留在此页' }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(await name.inputValue()).toBe('室内操场');
    await page.getByRole('button', { name: '保存' }).click();
    // Back to the list as it was left, still searched for 风雨, which the new name no longer matches.
    await waitForPath(page, '/busi/k12/place');
    const search = page.getByRole('searchbox', { name: '场地名称/编号' });
    expect(await search.inputValue()).toBe('风雨');
    await search.fill('');
    await expect.poll(() => page.getByRole('rowheader', { name: '室内操场' }).count()).toBe(1);

    // The form's address can be bookmarked: opened afresh, it shows over its list; Escape without changes closes it.
    await page.goto(`${origin()}/busi/k12/place/add`);
    await expect.poll(() => addDialog.count()).toBe(1);
    expect(await page.locator('[data-screen="place"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await waitForPath(page, '/busi/k12/place');
    await expect.poll(() => addDialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('rowheader', { name: '室内操场' }).count()).toBe(1);

    // Disable and enable it.
    await page.getByRole('button', { name: '停用：室内操场' }).click();
    await expect.poll(() => page.getByRole('button', { name: '启用：室内操场' }).count()).toBe(1);
    await page.getByRole('button', { name: '启用：室内操场' }).click();
    await expect.poll(() => page.getByRole('button', { name: '停用：室内操场' }).count()).toBe(1);

    // The playground has devices: refused, and it stays.
    await page.getByRole('button', { name: '删除：操场' }).click();
    await page.getByRole('alertdialog', { name: '删除场地“操场”？' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('该场地有设备，不能删除：请先移走设备').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog', { name: '删除场地“操场”？' }).count()).toBe(0);

    // The new one has none: deleted after the confirmation.
    await page.getByRole('button', { name: '删除：室内操场' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除场地“室内操场”？' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('删除成功').count()).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: '场地名称/编号' }).fill('');
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(['操场']);

    const venues = await exported(page, 'csv');
    expect(venues.name).toBe('场地管理.csv');
    expect(venues.rows[0]?.slice(0, 3)).toEqual(['场地编号', '场地名称', '场地类型']);
    expect(venues.rows.slice(1).map((row) => row[1])).toEqual(['操场']);
    await page.context().close();
  });
});

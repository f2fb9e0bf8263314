import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';
import { sheetRows, workbookOf, XLSX_TYPE } from './spreadsheets.ts';

// The demo school's administrator imports devices (one with a sub-device, one bad row) with the
// school's activation code, then issues the imported device its token, which it polls with; and
// imports classes from the class template; the fitness centre's administrator imports citizens, in
// English; the platform administrator imports users, in traditional Chinese.
describe('device, class, citizen and user imports', () => {
  const journeys = startJourneys();

  it('imports devices with the activation code, answers the bad row, and issues a token the device uses', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/device');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '导入设备' }).click();
    const dialog = page.getByRole('dialog', { name: '导入设备' });
    expect(await dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(true);
    const templateLink = dialog.getByRole('link', { name: '下载模板' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    const [headings = []] = await sheetRows(template);
    expect(headings).toEqual(['*设备名称', '*序列号', '*MAC 地址', '场地编号', '父设备序列号']);

    await dialog.getByRole('textbox', { name: '设备激活码' }).fill('YGSY-2026');
    await expect.poll(() => dialog.getByRole('button', { name: '选择文件' }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '设备清单.xlsx',
      mimeType: XLSX_TYPE,
      buffer: workbookOf([
        headings,
        ['体测站 1', 'E2E-STATION-01', '02:CC:00:00:00:01', '01', ''],
        ['体测手环 1', 'E2E-STATION-01-B1', '02:CC:00:00:00:02', '', 'E2E-STATION-01'],
        ['体测站 2', 'E2E-STATION-02', '02:CC:00:00:00:03', '77', ''],
      ]),
    });
    await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功创建：2 条').count()).toBe(1);
    expect(await dialog.getByText('创建失败：1 条').count()).toBe(1);
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: '下载失败记录' }).click(),
    ]);
    const failed = await sheetRows(failures);
    expect(failed.slice(1).map((cells) => [cells[0], cells.at(-1)])).toEqual([
      ['体测站 2', '场地编号：没有编号为 77 的启用场地（可填的值见“可选值”表）'],
    ]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '体测站 1' }).count()).toBe(1);

    // The imported device gets its token from its details, and polls with it.
    await page.getByRole('button', { name: '详情：体测站 1' }).click();
    await waitForPath(page, '/busi/k12/device/detail/**');
    await expect.poll(() => page.getByRole('rowheader', { name: '体测手环 1' }).count()).toBe(1);
    await page.getByRole('button', { name: '签发令牌' }).click();
    const confirm = page.getByRole('alertdialog', { name: '签发令牌' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: '确定' }).click();
    const tokenField = page.getByRole('textbox', { name: '设备令牌' });
    await expect.poll(() => tokenField.count()).toBe(1);
    const token = await tokenField.inputValue();
    expect(token.length).toBeGreaterThan(20);
    expect(await axeViolations(page)).toEqual([]);
    const polled = await fetch(`${journeys.product.origin}/api/device/v1/state?serial=E2E-STATION-01`, {
      headers: { 'x-device-token': token },
    });
    expect(polled.status).toBe(200);
    await page.context().close();
  });

  it('imports classes from the template: new ones added, the bad row answered with its reason', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/org/class');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '导入班级' }).click();
    const dialog = page.getByRole('dialog', { name: '导入班级' });
    const templateLink = dialog.getByRole('link', { name: '下载模板' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    const [headings = []] = await sheetRows(template);
    expect(headings).toEqual(['*年级', '*班级名称', '*班级编号', '班级人数', '班主任账号']);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '班级清单.xlsx',
      mimeType: XLSX_TYPE,
      buffer: workbookOf([headings, ['三年级', '三年级8班', '8', '42', ''], ['十三年级', '十三年级1班', '1', '', '']]),
    });
    await expect.poll(() => dialog.getByText('导入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功创建：1 条').count()).toBe(1);
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: '下载失败记录' }).click(),
    ]);
    const failed = await sheetRows(failures);
    expect(failed.slice(1).map((cells) => [cells[1], cells.at(-1)])).toEqual([
      ['十三年级1班', '没有名为“十三年级”的年级（可填的值见“可选值”表）'],
    ]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '三年级8班' }).count()).toBe(1);
    await page.context().close();
  });

  it('imports citizens in English: the sex by its English label, the bad row answered in English', async () => {
    const page = await journeys.signedInAt('nfadmin', '/busi/nf/user/citizen', { locale: 'en-US' });
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Import citizens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import citizens' });
    const templateLink = dialog.getByRole('link', { name: 'Download template' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    const [headings = []] = await sheetRows(template);
    expect(headings).toEqual(['*Name', '*Mobile', '*Sex', 'ID card number', 'Birth date', 'Address']);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'citizens.xlsx',
      mimeType: XLSX_TYPE,
      buffer: workbookOf([
        headings,
        ['Lin Feng', '13900000301', 'Male', '', '1988-08-08', 'Stadium Road 1'],
        ['Bad Number', '1390000', 'Female', '', '', ''],
      ]),
    });
    const failuresLink = dialog.getByRole('link', { name: 'Download failed rows' });
    await expect.poll(() => failuresLink.count()).toBe(1);
    const [failures] = await Promise.all([page.waitForEvent('download'), failuresLink.click()]);
    const failed = await sheetRows(failures);
    expect(failed.slice(1).map((cells) => [cells[0], cells.at(-1)])).toEqual([
      ['Bad Number', 'Please enter a valid 11-digit mobile number'],
    ]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: 'Lin Feng' }).count()).toBe(1);
    await page.context().close();
  });

  it('imports users in traditional Chinese with their initial password, and the new user signs in', async () => {
    const page = await journeys.signedInAt('sysadmin', '/busi/admin/user', { locale: 'zh-TW' });
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '匯入使用者' }).click();
    const dialog = page.getByRole('dialog', { name: '匯入使用者' });
    // The initial password comes first.
    expect(await dialog.getByRole('button', { name: '選擇檔案' }).isDisabled()).toBe(true);
    const templateLink = dialog.getByRole('link', { name: '下載範本' });
    await expect.poll(() => templateLink.count()).toBe(1);
    const [template] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    const [headings = []] = await sheetRows(template);
    expect(headings).toEqual(['*姓名', '*登入帳號', '*角色', '手機號碼']);
    await dialog.getByRole('textbox', { name: '新帳號的初始密碼' }).fill('Start@2026');
    await expect.poll(() => dialog.getByRole('button', { name: '選擇檔案' }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '使用者.xlsx',
      mimeType: XLSX_TYPE,
      buffer: workbookOf([headings, ['陳科員', 'chenstaff01', '平台管理员', ''], ['林科員', 'linstaff01', '校長', '']]),
    });
    await expect.poll(() => dialog.getByText('匯入完成').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('成功建立：1 筆').count()).toBe(1);
    const [failures] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: '下載失敗紀錄' }).click(),
    ]);
    const failed = await sheetRows(failures);
    expect(failed.slice(1).map((cells) => [cells[0], cells.at(-1)])).toEqual([
      ['林科員', '沒有名為「校長」的角色（可填的值見「可選值」工作表）'],
    ]);
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => table.getByRole('rowheader', { name: '陳科員' }).count()).toBe(1);
    await page.context().close();

    const imported = await journeys.signedIn('chenstaff01', '/busi/admin/**', { password: 'Start@2026' });
    await imported.context().close();
  });
});

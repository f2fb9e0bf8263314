import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, checkByKeyboard, chooseOption, startJourneys, waitForPath, waitForScreen } from './harness.ts';

describe('organisations', () => {
  const journeys = startJourneys();
  const signedIn = (accountNum: string, landing: string, password?: string, locale?: string) =>
    journeys.signedIn(accountNum, landing, { password, locale });
  const origin = () => journeys.product.origin;

  /** The fitness centre's current organisation, in English, opened from its home page's menu. */
  async function currentOrgOf(accountNum: string): Promise<Page> {
    const page = await signedIn(accountNum, '/busi/nf/home', undefined, 'en-US');
    const menu = page.getByRole('navigation').first();
    await menu.getByRole('button', { name: 'Organisation', exact: true }).click();
    await menu.getByRole('link', { name: 'Current organisation' }).click();
    await waitForPath(page, '/busi/nf/currentOrg');
    return page;
  }

  /** Exports the list as CSV through its Export menu; answers the file's name and rows of cells. */
  async function exportCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
    await page.getByRole('button', { name: /^(导出|Export)$/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV|Comma-separated/ }).click(),
    ]);
    const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const rows = text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    return { name: download.suggestedFilename(), rows };
  }

  /** Picks `option` in the kit's Select labelled `label` (a button that opens a list box). */
  async function choose(page: Page, label: RegExp, option: string): Promise<void> {
    await chooseOption(page, page, label, option);
  }

  it('creates a K12 school whose administrator builds it from nothing: a year, grades 1 to 6, two classes each', async () => {
    const started = Date.now();
    let steps = 0;
    const step = async <T>(action: Promise<T>): Promise<T> => {
      steps += 1;
      return action;
    };

    const admin = await journeys.signedInAt('sysadmin', '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.locator('[data-screen="orgManage/orgInfo"]').count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await step(admin.getByRole('button', { name: '新增机构' }).click());
    await waitForScreen(admin, '/busi/admin/orgManage/orgInfo/add', 'orgManage/orgInfo/add');
    await step(choose(admin, /机构类型$/, '中小学'));
    await step(admin.getByRole('textbox', { name: '机构名称' }).fill('晨光小学'));
    await step(admin.getByRole('textbox', { name: '机构编号' }).fill('31'));
    await step(admin.getByRole('textbox', { name: '管理员账号' }).fill('chenguang01'));
    await step(admin.locator('input[autocomplete="new-password"]').first().fill('Admin@2026'));
    // Activatable must exceed activated: the form says so before anything is sent.
    await step(admin.getByRole('textbox', { name: '可激活设备数' }).fill('0'));
    await step(admin.getByRole('button', { name: '保存' }).click());
    await expect.poll(() => admin.getByText('可激活设备数须大于已激活设备数').count()).toBeGreaterThan(0);
    expect(await axeViolations(admin)).toEqual([]);
    await step(admin.getByRole('textbox', { name: '可激活设备数' }).fill('20'));
    // Leaving the field commits it and clears its message (the form gets shorter), then Save.
    await step(admin.getByRole('textbox', { name: '可激活设备数' }).press('Tab'));
    await step(admin.getByRole('button', { name: '保存' }).click());
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.getByRole('rowheader', { name: '晨光小学' }).count()).toBe(1);
    await admin.context().close();

    // The new school's administrator signs in to an empty school.
    const school = await signedIn('chenguang01', '/busi/k12/home', 'Admin@2026');
    // Its home page greets it in the new school, which has no class yet.
    const home = school.locator('[data-screen="home"]');
    await expect.poll(() => home.getByText(/晨光小学/).count()).toBeGreaterThan(0);
    await expect.poll(() => home.getByRole('link', { name: /^班级\s*0$/ }).count()).toBe(1);
    await school.goto(`${origin()}/busi/k12/org/acayear`);
    await expect.poll(() => school.getByText('还没有学年，请先新增学年').count()).toBeGreaterThan(0);
    await step(school.getByRole('button', { name: '新增学年' }).click());
    await step(school.getByRole('button', { name: '保存' }).click());
    await waitForPath(school, '/busi/k12/org/acayear');
    await expect.poll(() => school.getByRole('rowheader').count()).toBe(1);

    await step(school.getByRole('navigation').first().getByRole('link', { name: '年级管理' }).click());
    await waitForPath(school, '/busi/k12/org/grade');
    // Each grade ticked by keyboard (focus, Space: two steps), checked before the next.
    for (const grade of ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']) {
      steps += 1;
      await step(checkByKeyboard(school.getByRole('checkbox', { name: grade })));
    }
    await step(school.getByRole('button', { name: '保存' }).click());
    await expect.poll(() => school.getByText('保存成功').count()).toBeGreaterThan(0);

    await step(school.getByRole('navigation').first().getByRole('link', { name: '班级管理' }).click());
    await waitForPath(school, '/busi/k12/org/class');
    const grades = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
    for (const grade of grades) {
      for (const code of [1, 2]) {
        await step(school.getByRole('button', { name: '新增班级' }).click());
        await step(choose(school, /年级$/, grade));
        await step(school.getByRole('textbox', { name: '班级名称' }).fill(`${grade}${code}班`));
        await step(school.getByRole('textbox', { name: '班级编号' }).fill(String(code)));
        await step(school.getByRole('textbox', { name: '班级人数' }).fill('40'));
        await step(school.getByRole('button', { name: '保存' }).click());
        await waitForPath(school, '/busi/k12/org/class');
      }
    }
    // The class filter offers the six grades, each with its two classes.
    const gradeFilter = school.getByRole('button', { name: /年级：$/ });
    for (const grade of grades) {
      await step(gradeFilter.click());
      await step(school.getByRole('option', { name: grade, exact: true }).click());
      await expect.poll(() => school.getByRole('rowheader').allTextContents()).toEqual([`${grade}1班`, `${grade}2班`]);
    }
    // What staff spend on it, reported, not asserted: timings vary with the machine.
    console.info(`empty school to 12 classes: ${steps} steps, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await school.context().close();
  });

  it('lets an administrator keep the current organisation’s contact and platform name', async () => {
    const page = await currentOrgOf('nfadmin');
    await expect.poll(() => page.locator('[data-screen="currentOrg"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await waitForPath(page, '/busi/nf/currentOrg/edit/**');
    const phone = page.getByRole('textbox', { name: 'Contact phone' });
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/valid mobile number or landline/).count()).toBeGreaterThan(0);
    await phone.fill('13912345678');
    await page.getByRole('textbox', { name: 'Platform name' }).fill('City Fitness Online');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/busi/nf/currentOrg');
    await expect.poll(() => page.getByText('13912345678').count()).toBe(1);
    // The brand follows the platform name (SPEC 1).
    await expect.poll(() => page.getByText('City Fitness Online').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('uploads the logo and sign-in image, readable before anyone signs in', async () => {
    const page = await currentOrgOf('nfadmin');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await waitForPath(page, '/busi/nf/currentOrg/edit/**');
    await expect.poll(() => page.getByRole('textbox', { name: 'Contact phone' }).inputValue()).not.toBe('');
    // A 1 x 1 PNG, as a person would pick it.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const logo = page.getByRole('group', { name: 'Logo', exact: true });
    await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const background = page.getByRole('group', { name: 'Sign-in page image', exact: true });
    await background
      .locator('input[type="file"]')
      .setInputFiles({ name: 'login.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => logo.locator('li[data-status="done"]').count()).toBe(1);
    await expect.poll(() => background.locator('li[data-status="done"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/busi/nf/currentOrg');

    // The saved images are public brand addresses: read with no session at all.
    const editAgain = page.getByRole('button', { name: 'Edit', exact: true });
    await editAgain.click();
    await waitForPath(page, '/busi/nf/currentOrg/edit/**');
    const current = page.getByRole('img', { name: 'Current Logo' });
    await expect.poll(() => current.count()).toBe(1);
    const address = await current.getAttribute('src');
    expect(address).toMatch(/^\/api\/uc\/oss\/brand\//);
    const anonymous = await fetch(`${origin()}${address}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
    expect(await page.getByRole('img', { name: 'Current Sign-in page image' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForPath(page, '/busi/nf/currentOrg');

    // The centre's own sign-in address shows its logo and sign-in image to anyone (SPEC 1).
    const orgId = await page.evaluate(async () => {
      const response = await fetch('/api/busi/web/currentOrg/detail', {
        headers: {
          authorization: `${JSON.parse(localStorage.getItem('busi.token') ?? '{}').tokenType ?? 'Bearer'} ${JSON.parse(localStorage.getItem('busi.token') ?? '{}').accessToken ?? ''}`,
        },
      });
      return ((await response.json()) as { data: { orgId: string } | null }).data?.orgId ?? '';
    });
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`${origin()}/busi/?orgId=${orgId}`);
    // The sign-in image and the logo beside the name, both from the public brand addresses.
    const brandImages = visitor.locator('main[data-screen="login"] img[src^="/api/uc/oss/brand/"]');
    await expect.poll(() => brandImages.count()).toBe(2);
    // The logo is the tab's icon too (after the product's own, so the browser takes it).
    expect(await visitor.locator('link[rel="icon"]').last().getAttribute('href')).toMatch(/^\/api\/uc\/oss\/brand\//);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.close();
    await page.context().close();
  });

  it('shows, edits, disables and resets the password of an organisation under the management centre', async () => {
    const admin = await journeys.signedInAt('sysadmin', '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.getByRole('rowheader', { name: '晨光小学' }).count()).toBe(1);

    await admin.getByRole('button', { name: '详情：晨光小学' }).click();
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo/detail/**');
    await expect.poll(() => admin.getByText('chenguang01').count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: '编辑', exact: true }).click();
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo/edit/**');
    const name = admin.getByRole('textbox', { name: '机构名称' });
    await expect.poll(() => name.inputValue()).toBe('晨光小学');
    await name.fill('晨光实验小学');
    await admin.getByRole('button', { name: '保存' }).click();
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo');
    await expect.poll(() => admin.getByRole('rowheader', { name: '晨光实验小学' }).count()).toBe(1);

    await admin.getByRole('button', { name: '重置密码：晨光实验小学' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.locator('input').first().fill('New@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => admin.getByText('密码重置成功').count()).toBeGreaterThan(0);

    await admin.getByRole('button', { name: '停用：晨光实验小学' }).click();
    await expect.poll(() => admin.getByRole('button', { name: '启用：晨光实验小学' }).count()).toBe(1);
    await admin.getByRole('button', { name: '启用：晨光实验小学' }).click();
    await expect.poll(() => admin.getByRole('button', { name: '停用：晨光实验小学' }).count()).toBe(1);

    // Export keeps the filter: the K12 schools only (the demo school among them), with the columns
    // the list shows.
    await chooseOption(admin, admin, /机构类型：$/, '中小学');
    const schools = ['阳光实验小学', '晨光实验小学'];
    await expect.poll(() => admin.getByRole('rowheader').allTextContents()).toEqual(schools);
    const exported = await exportCsv(admin);
    expect(exported.name).toBe('机构管理.csv');
    expect(exported.rows[0]?.slice(0, 3)).toEqual(['机构名称', '机构编号', '机构类型']);
    expect(exported.rows.slice(1).map((row) => [row[0], row[2]])).toEqual(schools.map((one) => [one, '中小学']));
    await admin.context().close();

    // The administrator signs in with the new password.
    const school = await signedIn('chenguang01', '/busi/k12/home', 'New@2026');
    await school.context().close();
  });

  it('reads an organisation’s details in traditional Chinese and dark, by keyboard, as a screen reader pairs them', async () => {
    const admin = await journeys.signedInAt('sysadmin', '/busi/admin/orgManage/orgInfo', {
      locale: 'zh-TW',
      colorScheme: 'dark',
    });
    const open = admin.getByRole('button', { name: '詳情：阳光实验小学' });
    await expect.poll(() => open.count()).toBe(1);
    await open.focus();
    await admin.keyboard.press('Enter');
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo/detail/**');
    // The record's name is the heading; each label is a term of a description list, its value the
    // definition beside it.
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('阳光实验小学');
    const details = admin.locator('[data-screen="orgManage/orgInfo/detail"]');
    const term = details.getByRole('term').filter({ hasText: '機構名稱' });
    await expect.poll(() => term.count()).toBe(1);
    expect(await term.locator('xpath=following-sibling::dd').textContent()).toBe('阳光实验小学');
    expect(await axeViolations(admin)).toEqual([]);
    // The management centre's administrator holds the edit button: the page offers it, and Back leads
    // to the list.
    expect(await details.getByRole('button', { name: '編輯', exact: true }).count()).toBe(1);
    await details.getByRole('button', { name: '返回' }).focus();
    await admin.keyboard.press('Enter');
    await waitForPath(admin, '/busi/admin/orgManage/orgInfo');
    await admin.context().close();
  });

  it('lets the management centre read the audit log by action, keyword and day, and export what it found', async () => {
    // A reader whose day is not UTC's day now, an hour or more from their midnight: only such a
    // reader shows that the log's days are the reader's own.
    const now = new Date();
    const reader =
      now.getUTCHours() < 11
        ? { zone: 'Etc/GMT+12', offset: -12 * 60 }
        : { zone: 'Pacific/Kiritimati', offset: 14 * 60 };
    const readersDay = new Date(now.getTime() + reader.offset * 60_000).toISOString().slice(0, 10);
    const utcDay = now.toISOString().slice(0, 10);
    const admin = await journeys.signedInAt('sysadmin', '/busi/admin/auditLog', { timezoneId: reader.zone });
    await waitForScreen(admin, '/busi/admin/auditLog', 'auditLog');
    const table = admin.getByRole('grid');
    // Its own sign-in is there, newest first, with its outcome.
    const ownSignIn = table
      .getByRole('row', { name: /sysadmin/ })
      .filter({ hasText: '登录' })
      .first();
    await expect.poll(() => ownSignIn.count()).toBe(1);
    expect(await ownSignIn.getByText('成功').count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);

    await choose(admin, /操作：$/, '登录');
    await admin.getByRole('searchbox', { name: '操作人/对象/地址/请求号' }).fill('sysadmin');
    // Others signed in too (earlier journeys of this file): the filters leave the sysadmin's sign-ins.
    const names = () => table.getByRole('rowheader').allTextContents();
    await expect.poll(async () => new Set(await names())).toEqual(new Set(['sysadmin']));
    const shown = await names();

    const exported = await exportCsv(admin);
    expect(exported.name).toBe('审计日志.csv');
    expect(exported.rows[0]).toEqual(['时间', '操作人', '操作', '对象', '结果', '机构', '来源地址', '请求号', '详情']);
    expect(exported.rows.slice(1).map((row) => [row[1], row[2], row[4]])).toEqual(
      shown.map(() => ['sysadmin', '登录', '成功']),
    );

    // A keyword nobody matches says so; the export itself is now in the log.
    await admin.getByRole('searchbox', { name: '操作人/对象/地址/请求号' }).fill('nobody-at-all');
    await expect.poll(() => admin.getByText('没有符合条件的记录').count()).toBe(1);
    await admin.getByRole('searchbox', { name: '操作人/对象/地址/请求号' }).fill('');
    await choose(admin, /操作：$/, '导出');
    await expect.poll(() => table.getByRole('row', { name: /sysadmin/ }).count()).toBeGreaterThan(0);

    // Days typed by keyboard, first day then last: the reader's today holds the export just made,
    // and the address keeps the range; the day UTC calls today is not the reader's, and holds none.
    const days = admin.getByRole('group', { name: '日期' });
    const typeDays = async (day: string) => {
      await days.getByRole('spinbutton').first().focus();
      await admin.keyboard.type(`${day}${day}`.replaceAll('-', ''));
    };
    await typeDays(readersDay);
    await expect.poll(() => new URL(admin.url()).searchParams.get('endDate')).toBe(readersDay);
    expect(new URL(admin.url()).searchParams.get('startDate')).toBe(readersDay);
    await expect.poll(() => table.getByRole('row', { name: /sysadmin/ }).count()).toBeGreaterThan(0);
    await typeDays(utcDay);
    await expect.poll(() => admin.getByText('没有符合条件的记录').count()).toBe(1);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  it("lets the platform's operators read its background jobs by state and kind, from the menu", async () => {
    const admin = await signedIn('sysadmin', '/busi/admin/**');
    const menu = admin.getByRole('navigation').first();
    await menu.getByRole('button', { name: '运营配置', exact: true }).click();
    await menu.getByRole('link', { name: '后台任务' }).click();
    await waitForScreen(admin, '/busi/admin/jobs', 'jobs');
    const table = admin.getByRole('grid');
    // The gateway queued its housekeeping when it started, and has run some of it since.
    const kinds = () => table.getByRole('rowheader').allTextContents();
    await expect.poll(async () => (await kinds()).some((kind) => kind.startsWith('housekeeping.'))).toBe(true);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('searchbox', { name: '任务类型/错误信息' }).fill('housekeeping.sessions');
    await expect.poll(async () => new Set(await kinds())).toEqual(new Set(['housekeeping.sessions']));
    await choose(admin, /状态：$/, '失败');
    await expect.poll(() => admin.getByText('没有符合条件的任务').count()).toBe(1);
    await admin.context().close();
  });
});

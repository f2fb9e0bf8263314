import { describe, expect, it } from 'vitest';
import { axeViolations, JOURNEY_CAPTCHA, openPage, signInThroughForm, startJourneys, waitForPath } from './harness.ts';

// One product and one browser for both groups: the second's switches and sessions come after the
// first's sign-ins, and a product start is seconds of a core the other journeys need.
const journeys = startJourneys();

describe('signing in to the right frame', () => {
  it.each([
    ['sysadmin', '/busi/admin/home', '机构管理'],
    ['k12admin', '/busi/k12/home', '班级管理'],
    ['gxadmin', '/busi/gx/home', '院系管理'],
    ['nfadmin', '/busi/nf/home', '市民管理'],
    ['entadmin', '/busi/nf/home', '市民管理'],
  ])('%s lands on its frame’s home page with its menu', async (accountNum, landing, menuEntry) => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/`);
    // Whatever the sign-in page holds stays: the app opens in this page, without loading another.
    await page.evaluate(() => Object.assign(globalThis, { signInPageMark: 'kept' }));
    await signInThroughForm(page, accountNum);
    await waitForPath(page, landing);
    // Every frame opens on its home page, the first entry of its menu.
    await expect.poll(() => page.locator('[data-screen="home"]').count()).toBe(1);
    expect(await page.evaluate(() => (globalThis as { signInPageMark?: string }).signInPageMark)).toBe('kept');
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.getByText(menuEntry, { exact: true }).count()).toBeGreaterThan(0);
    expect(await nav.getByRole('link').first().textContent()).toBe('首页');
    if (accountNum === 'entadmin') expect(await nav.getByText('班级管理', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('choosing, switching and keeping a session', () => {
  async function tokenFor(accountNum: string): Promise<string> {
    const randomStr = `journey${Date.now()}`;
    await fetch(`${journeys.product.origin}/api/code?randomStr=${randomStr}`);
    const { createHash } = await import('node:crypto');
    const response = await fetch(`${journeys.product.origin}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        accountNum,
        password: createHash('sha256').update('Sport@2026').digest('hex'),
        code: JOURNEY_CAPTCHA,
        randomStr,
      }),
    });
    const { data } = (await response.json()) as { data: { access_token: string } };
    return data.access_token;
  }

  it('lets multiuser choose an account and role, then switch, and the menu follows', async () => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'multiuser');
    await waitForPath(page, '/busi/myInfo/base');
    await page.getByRole('button', { name: /东方体育大学 高校管理员/ }).click();
    await waitForPath(page, '/busi/gx/**');
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.getByText('院系管理', { exact: true }).count()).toBe(1);

    // The organisation menu offers each role of an account with several: one choice switches into
    // the organisation and the role, straight to the frame, with no stop at the chooser page.
    await page.getByRole('button', { name: /当前机构/ }).click();
    expect(
      await page.getByRole('option').evaluateAll((options) => options.map((option) => option.textContent?.trim())),
    ).toEqual(expect.arrayContaining(['东方体育大学', '阳光实验小学 · 体育教师', '阳光实验小学 · 学校管理员']));
    expect(await axeViolations(page)).toEqual([]);
    const seen = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.add(new URL(frame.url()).pathname);
    });
    await page.getByRole('option', { name: '阳光实验小学 · 体育教师' }).click();
    await waitForPath(page, '/busi/k12/**');
    expect(
      [...seen].filter((path) => path.startsWith('/busi/myInfo')),
      'no stop at the chooser',
    ).toEqual([]);
    await expect
      .poll(() => page.getByRole('button', { name: /当前机构/ }).textContent())
      .toContain('阳光实验小学 · 体育教师');
    await expect.poll(() => nav.getByText('班级管理', { exact: true }).count()).toBe(1);
    expect(await nav.getByText('角色管理', { exact: true }).count()).toBe(0);
    expect(await nav.getByText('院系管理', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: /当前角色/ }).click();
    await page.getByRole('option', { name: '学校管理员' }).click();
    await waitForPath(page, '/busi/k12/home');
    await expect.poll(() => nav.getByText('角色管理', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('changes every visible text when the language changes inside a frame', async () => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/home');
    // The language menu names the language shown; each choice is named in its own script.
    await page.getByRole('button', { name: '界面语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.getByText('Classes', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Home', level: 1 }).count()).toBe(1);
    // Every text is English now but data (the person's and the school's names, and the initials
    // of the person's avatar, the given name 校长) and the language names, which each language
    // list shows in its own script.
    await expect.poll(() => page.getByText('Smart Sports Platform').count()).toBeGreaterThan(0);
    const data = ['王校长', '校长', '阳光实验小学', '简体中文', '繁體中文'];
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees (innerText), not hidden text
    const seen = await page.innerText('body');
    const visible = data.reduce((text, name) => text.replaceAll(name, ''), seen);
    expect(visible).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await nav.getByText('班级管理', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Language: English' }).count()).toBe(1);
    await page.context().close();
  });

  it('signs in with a token handed over in the query string', async () => {
    const token = await tokenFor('gxadmin');
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/?token=${encodeURIComponent(`Bearer ${token}`)}`);
    await waitForPath(page, '/busi/gx/home');
    await expect
      .poll(() => page.getByRole('navigation').first().getByText('院系管理', { exact: true }).count())
      .toBe(1);
    await page.context().close();
  });

  it('sends an expired session to the login page with the message of SPEC 8', async () => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/`);
    await page.evaluate(() =>
      localStorage.setItem(
        'busi.token',
        JSON.stringify({
          tokenType: 'Bearer',
          accessToken: 'expired-token-expired-token-0000',
          refreshToken: '',
          expiresAt: 0,
        }),
      ),
    );
    await page.goto(`${journeys.product.origin}/busi/k12/org/class`);
    await expect.poll(() => page.getByText('当前登录状态已过期，请重新登录').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: '登录' }).count()).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('busi.token') ?? 'null'))).toBeNull();
    await page.context().close();
  });

  it('shows a not-found screen for an unknown path once signed in, and leads back', async () => {
    const page = await openPage(journeys.browser, 'en-US');
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/home');
    await page.goto(`${journeys.product.origin}/busi/k12/no/such/screen`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the start' }).click();
    await waitForPath(page, '/busi/k12/home');
    await page.context().close();
  });

  it('offers only the actions a role holds: all to the administrator, none to the PE teacher', async () => {
    const admin = await openPage(journeys.browser);
    await admin.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(admin, 'k12admin');
    await waitForPath(admin, '/busi/k12/home');
    // From the home page, the class list is in the organisation's group of the menu.
    const menu = admin.getByRole('navigation', { name: '主导航' });
    await menu.getByRole('button', { name: '机构管理' }).click();
    await menu.getByRole('link', { name: '班级管理' }).click();
    await waitForPath(admin, '/busi/k12/org/class');
    await expect.poll(() => admin.getByRole('button', { name: '删除：一年级1班' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: '新增班级' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: '编辑：一年级1班' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: '停用：一年级1班' }).count()).toBe(1);
    await admin.context().close();

    const teacher = await openPage(journeys.browser);
    await teacher.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(teacher, 'multiuser');
    await waitForPath(teacher, '/busi/myInfo/base');
    await teacher.getByRole('button', { name: /阳光实验小学 体育教师/ }).click();
    await waitForPath(teacher, '/busi/k12/**');
    await teacher.goto(`${journeys.product.origin}/busi/k12/org/class`);
    // The teacher reads the classes but is offered none of the administrator's actions.
    await expect.poll(() => teacher.getByRole('rowheader', { name: '一年级1班' }).count()).toBe(1);
    expect(await teacher.getByRole('button', { name: '新增班级' }).count()).toBe(0);
    expect(await teacher.getByRole('button', { name: /^(编辑|停用|删除)：/ }).count()).toBe(0);
    // With no action on any row, the table has no column of actions, not an empty one.
    expect(await teacher.getByRole('columnheader', { name: '操作' }).count()).toBe(0);
    expect(await teacher.getByRole('columnheader', { name: '班级名称' }).count()).toBe(1);
    // A screen outside the role's menus is refused in its frame: nothing of it is shown.
    await teacher.goto(`${journeys.product.origin}/busi/k12/role`);
    await expect.poll(() => teacher.getByRole('heading', { name: '无权访问此页面' }).count()).toBe(1);
    expect(await teacher.locator('[data-screen-status]').count()).toBe(0);
    await teacher.context().close();
  });

  it('warns a visitor without a session away from a protected path', async () => {
    const page = await openPage(journeys.browser);
    await page.goto(`${journeys.product.origin}/busi/k12/org/class`);
    await expect.poll(() => page.getByText('未登录，请先登录').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/k12/org/class');
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/org/class');
    await page.context().close();
  });
});

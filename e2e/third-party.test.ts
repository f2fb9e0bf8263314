import { describe, expect, it } from 'vitest';
import { partnerSignInLink } from '../apps/gateway/src/testing/partner.ts';
import { startPartnerProvider } from '../apps/gateway/src/testing/partnerProvider.ts';
import { axeViolations, checkByKeyboard, openPage, startJourneys, waitForPath } from './harness.ts';

const RETURN = 'https://cloud.example.edu.cn/portal';

// Issue 47: the management centre's administrator registers a regional education cloud that may
// sign into the primary school, saves its secret shown once, and a teacher of the school then
// arrives from the cloud through a link the partner simulator signed and lands signed in. The same
// link again is refused as used, with the way back to the partner; the landing page is checked in
// the three languages and both themes. A partner speaking OpenID Connect signs in through its
// provider, the simulator's second role.
describe('third-party sign-in', () => {
  const journeys = startJourneys();

  it('registers a partner in the screen and signs in through a link it signed', async () => {
    const page = await journeys.signedInAt('sysadmin', '/busi/admin/thirdParty');
    await expect.poll(() => page.getByText('还没有登记第三方平台').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增第三方平台' }).click();
    await waitForPath(page, '/busi/admin/thirdParty/add');
    await page.getByRole('textbox', { name: '平台名称' }).fill('区域教育云');
    await page.getByRole('textbox', { name: '返回地址' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('链接须以 http:// 或 https:// 开头').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: '返回地址' }).fill(RETURN);
    const school = page.getByRole('checkbox', { name: /^阳光实验小学（/ });
    await checkByKeyboard(school);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/admin/thirdParty');

    // The secret is shown once, in a dialog that has to be closed on purpose.
    const dialog = page.getByRole('alertdialog', { name: '请保存“区域教育云”的密钥' });
    await expect.poll(() => dialog.count()).toBe(1);
    const clientId = (await dialog.getByTestId('partner-client-id').textContent()) ?? '';
    const secret = (await dialog.getByTestId('partner-secret').textContent()) ?? '';
    expect(clientId).toMatch(/^pt_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '我已保存' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '区域教育云' }).count()).toBe(1);
    expect(await page.content()).not.toContain(secret);
    const orgCell = (await table.getByRole('gridcell', { name: /阳光实验小学/ }).textContent()) ?? '';
    const orgId = /阳光实验小学（(.+?)）/.exec(orgCell)?.[1] ?? '';
    expect(orgId).not.toBe('');

    // A teacher of the school, arriving from the cloud with no session here.
    const link = partnerSignInLink(
      journeys.product.origin,
      { clientId, secret },
      {
        orgId,
        account: 'k12admin',
        redirectUri: RETURN,
      },
    );
    const arriving = await openPage(journeys.browser);
    await arriving.goto(link);
    await waitForPath(arriving, '/busi/k12/home');
    await expect
      .poll(() => arriving.getByRole('navigation').first().getByText('班级管理', { exact: true }).count())
      .toBe(1);
    expect(await axeViolations(arriving)).toEqual([]);

    // The same link again: used, refused, with the way back to the partner.
    const again = await openPage(journeys.browser, 'en-US');
    await again.goto(link);
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('This sign-in link has been used already: go back and sign in again');
    expect(new URL(again.url()).search).toBe('');
    expect(await again.getByRole('link', { name: 'Back to the partner platform' }).getAttribute('href')).toBe(RETURN);
    expect(await axeViolations(again)).toEqual([]);

    // A link signed with a wrong secret is refused without offering the address it names.
    const forged = await openPage(journeys.browser, 'zh-TW', undefined, 'dark');
    await forged.goto(
      partnerSignInLink(
        journeys.product.origin,
        { clientId, secret: `${secret.slice(1)}x` },
        {
          orgId,
          account: 'k12admin',
          redirectUri: RETURN,
        },
      ),
    );
    await expect
      .poll(() => forged.getByRole('alert').textContent())
      .toBe('登入連結的簽章不正確，請向第三方平台重新取得連結');
    expect(await forged.getByRole('link', { name: '返回第三方平台' }).count()).toBe(0);
    expect(await axeViolations(forged)).toEqual([]);
  });

  // A partner that runs its own identity provider (the simulator, on the loopback): registered as
  // OpenID Connect with the client id and secret its provider gave, it sends a teacher to the
  // platform's page naming itself; the browser goes to the provider, where the teacher is signed in
  // already, and back with a code, and lands signed in.
  it('registers an OpenID Connect partner and signs in through its provider', async () => {
    const provider = await startPartnerProvider({
      redirectUris: [`${journeys.product.origin}/busi/thirdManagement`],
    });
    try {
      const page = await journeys.signedInAt('sysadmin', '/busi/admin/thirdParty');
      await page.getByRole('button', { name: '新增第三方平台' }).click();
      await waitForPath(page, '/busi/admin/thirdParty/add');
      await page.getByRole('textbox', { name: '平台名称' }).fill('区域统一身份认证');
      // The protocol is chosen with the arrow keys, as in any radio group.
      await page.getByRole('radio', { name: '签名链接' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('radio', { name: 'OpenID Connect 登录' }).isChecked()).toBe(true);
      expect(await page.getByRole('textbox', { name: '返回地址' }).count()).toBe(0);
      await checkByKeyboard(page.getByRole('checkbox', { name: /^阳光实验小学（/ }));
      await page.getByRole('button', { name: '保存' }).click();
      await expect
        .poll(() => page.getByText('请输入签发方地址，以 https:// 开头，不含 ? 或 #').count())
        .toBeGreaterThan(0);
      await page.getByRole('textbox', { name: /^签发方地址/ }).fill(provider.issuer);
      await page.getByRole('textbox', { name: '对方签发的客户端标识' }).fill(provider.client.clientId);
      await page.getByLabel('对方签发的客户端密钥').fill(provider.client.clientSecret);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '保存' }).click();
      await waitForPath(page, '/busi/admin/thirdParty');
      const row = page.getByRole('row', { name: /区域统一身份认证/ });
      await expect.poll(() => row.getByRole('gridcell', { name: /^pt_/ }).count()).toBe(1);
      const clientId = (await row.getByRole('gridcell', { name: /^pt_/ }).textContent()) ?? '';
      expect(clientId).toMatch(/^pt_[0-9a-f]{24}$/);
      // No secret to show: the provider's was typed, and is kept sealed.
      expect(await page.getByRole('alertdialog', { name: '请保存“区域统一身份认证”的密钥' }).count()).toBe(0);
      expect(await page.content()).not.toContain(provider.client.clientSecret);

      provider.signIn({ sub: 'k12admin' });
      const arriving = await openPage(journeys.browser);
      await arriving.goto(`${journeys.product.origin}/busi/thirdManagement?client_id=${clientId}`);
      await waitForPath(arriving, '/busi/k12/home');
      await expect
        .poll(() => arriving.getByRole('navigation').first().getByText('班级管理', { exact: true }).count())
        .toBe(1);

      // The provider says no: the page says so, in the person's language.
      provider.refuseNext('access_denied');
      const refused = await openPage(journeys.browser, 'en-US');
      await refused.goto(`${journeys.product.origin}/busi/thirdManagement?client_id=${clientId}`);
      await expect
        .poll(() => refused.getByRole('alert').textContent())
        .toBe('The partner platform did not sign you in (access_denied)');
      expect(new URL(refused.url()).search).toBe('');
      expect(await axeViolations(refused)).toEqual([]);
    } finally {
      await provider.close();
    }
  });

  it('explains the landing page without a link, in each language and theme', async () => {
    const intros = {
      'zh-CN': '此页面用于从第三方平台登录。',
      'zh-TW': '此頁面用於從第三方平台登入。',
      'en-US': 'This page signs you in from a partner platform.',
    };
    for (const [locale, intro] of Object.entries(intros)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(journeys.browser, locale, undefined, colorScheme);
        await page.goto(`${journeys.product.origin}/busi/thirdManagement`);
        await expect.poll(() => page.getByText(intro, { exact: false }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('shows the partner screen and its form for each protocol in each language and theme', async () => {
    for (const [locale, title, add, signed, oidc] of [
      ['en-US', 'Third-party sign-in', 'Add partner platform', 'Signed link', 'OpenID Connect'],
      ['zh-TW', '第三方登入', '新增第三方平台', '簽章連結', 'OpenID Connect 登入'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await journeys.signedInAt('sysadmin', '/busi/admin/thirdParty', { locale, colorScheme });
        await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: add }).click();
        await waitForPath(page, '/busi/admin/thirdParty/add');
        await expect.poll(() => page.getByRole('radio', { name: signed }).isChecked()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('radio', { name: signed }).focus();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.getByRole('radio', { name: oidc, exact: true }).isChecked()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      }
    }
  });
});

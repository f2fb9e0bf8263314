import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// A 1 x 1 PNG: a square picture, as an avatar must be.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('the personal centre', () => {
  const journeys = startJourneys();

  it('uploads an avatar and keeps it with the name and mobile number', async () => {
    const page = await journeys.signedIn('k12admin', '/busi/k12/**');
    await page.goto(`${journeys.product.origin}/busi/myInfo/editUser`);
    await waitForPath(page, '/busi/myInfo/editUser');
    await expect.poll(() => page.getByText('头像').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    // The picture went to the gateway's file store; saving records its address.
    await expect.poll(() => page.locator('li[data-status]').getAttribute('data-status')).toBe('done');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);

    const avatar = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('busi.token') ?? 'null') as {
        tokenType: string;
        accessToken: string;
      };
      const headers = { authorization: `${token.tokenType} ${token.accessToken}`, 'content-type': 'application/json' };
      const info = await fetch('/api/busi/web/myInfo/getUInfo', { method: 'POST', headers, body: '{}' }).then((r) =>
        r.json(),
      );
      const url = info.data.user.avatar as string;
      const file = await fetch(url, { headers });
      return { url, status: file.status, type: file.headers.get('content-type') };
    });
    expect(avatar.url).toMatch(/^\/api\/uc\/oss\/file\/[0-9a-f-]{36}$/);
    expect(avatar).toMatchObject({ status: 200, type: 'image/png' });

    // Opened again, the saved avatar is shown as the current one.
    await page.reload();
    await expect.poll(() => page.getByRole('img', { name: '当前头像' }).count()).toBe(1);
    // A name typed and then cancelled is put back.
    const name = page.getByRole('textbox', { name: '姓名' });
    const saved = await name.inputValue();
    await name.fill('改了没存');
    // Leaving by a tab with the change unsaved asks first; staying keeps it.
    await page.getByRole('link', { name: '修改密码' }).click();
    const question = page.getByRole('alertdialog', { name: '离开此页面？' });
    await expect.poll(() => question.count()).toBe(1);
    await question.getByRole('button', { name: '留在此页' }).click();
    expect(await name.inputValue()).toBe('改了没存');
    await page.getByRole('button', { name: '取消' }).click();
    expect(await name.inputValue()).toBe(saved);
    // Nothing unsaved is left: the tab opens without a question.
    await page.getByRole('link', { name: '修改密码' }).click();
    await waitForPath(page, '/busi/myInfo/editAccount');
    expect(await question.count()).toBe(0);
    await page.context().close();
  });

  it('changes the password only with the present one right and the new one typed twice, then starts blank', async () => {
    const page = await journeys.signedIn('gxadmin', '/busi/gx/**', { locale: 'en-US' });
    await page.goto(`${journeys.product.origin}/busi/myInfo/editAccount`);
    await waitForPath(page, '/busi/myInfo/editAccount');
    const present = page.getByRole('textbox', { name: 'Current password', exact: true });
    const next = page.getByRole('textbox', { name: 'New password', exact: true });
    const again = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
    await expect.poll(() => present.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Typed twice differently: said under the confirmation, nothing sent.
    await present.fill('Wrong@2026');
    await next.fill('Sport@2027');
    await again.fill('Sport@2028');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The two passwords do not match').count()).toBe(1);

    // A wrong present password: the gateway's refusal, under its field too.
    await again.fill('Sport@2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The current password is wrong').count()).toBeGreaterThan(0);
    expect(await present.getAttribute('aria-invalid')).toBe('true');

    await present.fill('Sport@2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBeGreaterThan(0);
    // Saved: the passwords are not shown back, and nothing is left unsaved.
    await expect
      .poll(() => Promise.all([present, next, again].map((field) => field.inputValue())))
      .toEqual(['', '', '']);
    await page.getByRole('link', { name: 'Profile' }).click();
    await waitForPath(page, '/busi/myInfo/editUser');
    await page.context().close();

    // The new password signs in.
    const signedInAgain = await journeys.signedIn('gxadmin', '/busi/gx/**', { password: 'Sport@2027' });
    await signedInAgain.context().close();
  });
});

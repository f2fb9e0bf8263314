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
    await page.context().close();
  });
});

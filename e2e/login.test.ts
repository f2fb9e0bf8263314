import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, type RunningProduct, startProduct } from './harness.ts';

describe('the product as a person meets it', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('opens the login page at /busi/, from / too', async () => {
    const page = await openPage(browser);
    await page.goto(`${product.origin}/`);
    expect(new URL(page.url()).pathname).toBe('/busi/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('智慧体育平台');
    expect(await page.title()).toBe('智慧体育平台');
    await page.getByRole('textbox', { name: /账号\/手机号/ }).fill('k12admin');
    await page.locator('input[name="password"]').fill('secret');
    expect(await page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // How light the themed root's background is: the sum of its red, green and blue.
    const backgroundSum = () =>
      page.evaluate(() => {
        const root = document.querySelector('.busi-root');
        const colour = root ? getComputedStyle(root).backgroundColor : '';
        return (colour.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0);
      });
    expect(await backgroundSum()).toBeGreaterThan(600);
    // In the dark theme a person chose before, the page and its captcha stay readable.
    await page.evaluate(() => localStorage.setItem('busi.theme', 'dark'));
    await page.reload();
    await expect.poll(backgroundSum).toBeLessThan(150);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: '验证码图片，点击刷新' })
          .locator('img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switches every visible text when the language changes, and remembers it', async () => {
    const page = await openPage(browser);
    await page.goto(`${product.origin}/busi/`);
    // The language dropdown is the browser's own select: keyboard and screen readers know it.
    await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Smart Sports Platform');
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '繁體中文' });
    await expect.poll(() => page.getByRole('button', { name: '登入' }).count()).toBe(1);
    await page.context().close();
  });

  it('sends a visitor without a session from an unknown app path to sign in first', async () => {
    const page = await openPage(browser, 'en-US');
    const response = await page.goto(`${product.origin}/busi/no/such/screen`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByText('Not logged in, please log in').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.context().close();
  });

  it('answers unknown API paths with a 404 envelope, never HTML', async () => {
    const response = await fetch(`${product.origin}/api/no/such/call`, { headers: { 'accept-language': 'en-US' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      code: '404',
      msg: 'No such API endpoint',
      data: null,
      msgId: 'request.notFound',
      msgValues: {},
    });
  });
});

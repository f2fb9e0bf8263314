import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type RunningProduct, startProduct } from './harness.ts';

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
    await page.getByLabel('账号/手机号').fill('k12admin');
    await page.getByLabel('密码').fill('secret');
    expect(await page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('switches every visible text when the language changes, and remembers it', async () => {
    const page = await openPage(browser);
    await page.goto(`${product.origin}/busi/`);
    await page.getByLabel('语言').selectOption('en-US');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Smart Sports Platform');
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await page.getByLabel('Language').selectOption('zh-TW');
    await expect.poll(() => page.getByRole('button', { name: '登入' }).count()).toBe(1);
    await page.context().close();
  });

  it('serves the app for unknown app paths and a not-found screen inside it', async () => {
    const page = await openPage(browser, 'en-US');
    const response = await page.goto(`${product.origin}/busi/no/such/screen`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toMatch(/^\/busi\/?$/);
    await page.context().close();
  });

  it('answers unknown API paths with a 404 envelope, never HTML', async () => {
    const response = await fetch(`${product.origin}/api/no/such/call`, { headers: { 'accept-language': 'en-US' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: '404', msg: 'No such API endpoint', data: null });
  });
});

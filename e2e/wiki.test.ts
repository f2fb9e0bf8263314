import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath, waitForScreen } from './harness.ts';

// A 1 x 1 PNG: the picture put into the article through the editor's toolbar and the file store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 47, the school wiki: the K12 school's administrator writes an article by keyboard (its
// category and state picked from their lists, bold text and a picture from the editor's toolbar),
// publishes it, finds it by a two-character word of its text and reads it with its picture; the
// list and the editor are read again in traditional Chinese and dark.
describe('the school wiki', () => {
  const journeys = startJourneys();

  it('writes an article with a picture by keyboard, publishes it, finds it by two characters and reads it', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/wikiManagement/schoolWiki');
    const table = page.getByRole('grid');
    // The demo school's published articles are there.
    await expect.poll(() => table.getByRole('rowheader', { name: '一分钟跳绳练习方法' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增文章' }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/busi/k12/wikiManagement/schoolWiki/add', 'wikiManagement/schoolWiki/add');
    // The title takes input at once; the category waits for its list.
    await page.getByRole('textbox', { name: '文章标题' }).focus();
    await page.keyboard.type('立定跳远教学');
    // The category and the state, each from its list by keyboard: the first category, then published.
    await expect.poll(() => page.getByRole('button', { name: /分类/ }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: /分类/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: /分类/ }).textContent()).toContain('体育与健康');
    await page.getByRole('button', { name: /发布状态/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: /发布状态/ }).textContent()).toContain('已发布');
    await page.getByRole('textbox', { name: '标签' }).focus();
    await page.keyboard.type('跳远 教学');

    // The toolbar is the next tab stop; its arrows reach Bold, which writes on in bold.
    const toolbar = page.getByRole('toolbar', { name: '格式' });
    await expect.poll(() => toolbar.getByRole('button').count()).toBe(8);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('标题');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const body = page.getByRole('textbox', { name: '正文' });
    await page.keyboard.type('立定跳远的摆臂要领');
    expect(await toolbar.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
    // Back to the toolbar, to its last button: the picture, chosen and uploaded.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('加粗');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('图片');
    // Enter opens the browser's file chooser; the picture is then given to the input it belongs to.
    await page.keyboard.press('Enter');
    await page
      .getByLabel('图片', { exact: true })
      .setInputFiles({ name: '摆臂示范.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => body.getByRole('img', { name: '摆臂示范' }).count()).toBe(1);
    expect(await body.locator('strong').textContent()).toBe('立定跳远的摆臂要领');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/busi/k12/wikiManagement/schoolWiki', 'wikiManagement/schoolWiki');

    // Two characters of its text find it alone, published and in its category.
    await page.getByRole('searchbox', { name: '搜索标题、标签或正文' }).fill('摆臂');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['立定跳远教学']);
    const row = table.getByRole('row', { name: /立定跳远教学/ });
    expect(await row.textContent()).toContain('体育与健康');
    expect(await row.textContent()).toContain('已发布');
    await page.getByRole('button', { name: '查看：立定跳远教学' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/busi/k12/wikiManagement/schoolWiki/detail/**');
    await expect.poll(() => page.getByRole('heading', { name: '立定跳远教学' }).count()).toBe(1);
    const article = page.getByRole('article', { name: '立定跳远教学' });
    await expect.poll(() => article.getByRole('img', { name: '摆臂示范' }).count()).toBe(1);
    // The picture is read with the session: it is drawn, not a broken address.
    await expect.poll(() => article.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await article.locator('strong').textContent()).toBe('立定跳远的摆臂要领');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('reads the list and the editor in traditional Chinese, dark', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/wikiManagement/schoolWiki', {
      locale: 'zh-TW',
      colorScheme: 'dark',
    });
    const table = page.getByRole('grid');
    await page.getByRole('searchbox', { name: '搜尋標題、標籤或正文' }).fill('跳绳');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['一分钟跳绳练习方法']);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '編輯：一分钟跳绳练习方法' }).click();
    await waitForScreen(page, '/busi/k12/wikiManagement/schoolWiki/edit/**', 'wikiManagement/schoolWiki/edit');
    const toolbar = page.getByRole('toolbar', { name: '格式' });
    await expect.poll(() => toolbar.getByRole('button', { name: '粗體' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('textbox', { name: '正文' }).locator('strong').textContent())
      .toBe('体质测试');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// A 1 x 1 PNG: the banner image uploaded through the file store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 47, its first step: the K12 school's administrator files categories in a tree and orders them
// by keyboard, then configures a banner, its `javascript:` link refused, and sees it in the preview
// of the carousel the mobile app shows; a second banner, dragged to the front by keyboard, leads it.
describe('resource categories and banners of the school', () => {
  const journeys = startJourneys();

  it('adds a category and a child, reorders by keyboard, and adds banners seen in the preview in their dragged order', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/wikiManagement/ResClassification');
    const table = page.getByRole('grid');
    const add = async (name: string, under?: string) => {
      await page.getByRole('button', { name: under ? `新增子分类：${under}` : '新增分类', exact: true }).click();
      await page.getByRole('textbox', { name: '分类名称' }).fill(name);
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => table.getByRole('rowheader', { name, exact: true }).count()).toBe(1);
    };
    await add('田径教学');
    await add('短跑', '田径教学');
    await add('跳远', '田径教学');
    expect(await axeViolations(page)).toEqual([]);
    // The row header holds the name after the tree's marks of depth.
    const children = async () =>
      (await table.getByRole('rowheader').allTextContents()).flatMap((text) =>
        ['短跑', '跳远'].filter((name) => text.includes(name)),
      );
    expect(await children()).toEqual(['短跑', '跳远']);
    // The move buttons are reached and pressed from the keyboard.
    await page.getByRole('button', { name: '上移：跳远' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(children).toEqual(['跳远', '短跑']);
    // A category with a child is not offered for deletion.
    expect(await page.getByRole('button', { name: '删除：田径教学' }).count()).toBe(0);

    await page.goto(new URL('/busi/k12/banner/bannerConfig', page.url()).toString());
    await page.getByRole('button', { name: '新增轮播图' }).click();
    await waitForPath(page, '/busi/k12/banner/bannerConfig/add');
    await page.locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: '标题' }).fill('秋季运动会报名');
    await page.getByRole('textbox', { name: '跳转链接' }).fill('javascript:alert(1)');
    await page.getByRole('textbox', { name: '开始日期' }).fill('2020-01-01');
    await page.getByRole('textbox', { name: '结束日期' }).fill('2099-12-31');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('链接须以 http:// 或 https:// 开头').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: '跳转链接' }).fill('https://example.edu.cn/autumn');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/banner/bannerConfig');
    const preview = page.getByRole('list', { name: /轮播预览/ });
    await expect.poll(() => preview.getByRole('img', { name: '秋季运动会报名' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // A second banner goes last; dragged by keyboard to the front, the carousel shows it first.
    await page.getByRole('button', { name: '新增轮播图' }).click();
    await waitForPath(page, '/busi/k12/banner/bannerConfig/add');
    await page.locator('input[type="file"]').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: '标题' }).fill('冬季长跑');
    await page.getByRole('textbox', { name: '跳转链接' }).fill('https://example.edu.cn/winter');
    await page.getByRole('textbox', { name: '开始日期' }).fill('2020-01-01');
    await page.getByRole('textbox', { name: '结束日期' }).fill('2099-12-31');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/k12/banner/bannerConfig');
    const slides = () => preview.locator('figcaption').allTextContents();
    await expect.poll(slides).toEqual(['秋季运动会报名', '冬季长跑']);
    // The handle picks the row up with Enter; the arrow keys go up past the first row; Enter drops.
    await page.getByRole('button', { name: '拖动 冬季长跑' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(slides).toEqual(['冬季长跑', '秋季运动会报名']);
    await expect
      .poll(async () => (await page.getByRole('grid').getByRole('rowheader').allTextContents()).join('|'))
      .toBe('冬季长跑|秋季运动会报名');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

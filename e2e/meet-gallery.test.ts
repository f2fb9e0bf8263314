import fs from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';

/** A PNG photo of `width` x `height` in one colour, made here so that the journey needs no image file. */
function photo(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const picture = new PNG({ width, height });
  for (let index = 0; index < width * height; index++) picture.data.set([red, green, blue, 255], index * 4);
  return PNG.sync.write(picture);
}

/** The names of a zip's entries, read from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

// Issue 46, the gallery (风采): the K12 school's administrator opens the sports festival's gallery
// from its details, uploads two photos at once by keyboard, captions one, looks through them large
// with the arrow keys, downloads them as one zip and deletes one; then reads the gallery in English
// and dark.
describe('a meet’s gallery', () => {
  const journeys = startJourneys();

  it('uploads, captions, views, downloads and deletes photos by keyboard, and reads in English and dark', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await page.getByRole('button', { name: '详情：校园体育节' }).click();
    await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    await page.getByRole('button', { name: '风采', exact: true }).focus();
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/busi/k12/sportsMeet/demeanor/**', 'sportsMeet/demeanor');
    await expect.poll(() => page.getByText('还没有风采照片').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Two photos at once. The chooser is waited for before the button takes the focus, so the browser
    // hands choosers to the journey by the time the key that opens it is pressed.
    const choosing = page.waitForEvent('filechooser');
    const upload = page.getByRole('button', { name: '上传照片' });
    await upload.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('上传照片');
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles([
      { name: 'start.png', mimeType: 'image/png', buffer: photo(640, 480, [30, 120, 200]) },
      { name: 'finish.png', mimeType: 'image/png', buffer: photo(480, 640, [200, 60, 40]) },
    ]);
    const grid = page.getByRole('list', { name: '风采照片' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => page.getByRole('progressbar', { name: /新增成功/ }).count()).toBe(2);
    await expect.poll(() => grid.locator('img[src^="blob:"]').count()).toBe(2);
    expect(await grid.getByText(/王校长 上传于/).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // The first photo's caption, typed in its dialog.
    await page.getByRole('button', { name: /编辑说明：风采照片 1/ }).focus();
    await page.keyboard.press('Enter');
    const captionDialog = page.getByRole('dialog', { name: '编辑说明' });
    await captionDialog.getByRole('textbox', { name: '照片说明' }).focus();
    await page.keyboard.type('起跑瞬间');
    await captionDialog.getByRole('button', { name: '保存' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => captionDialog.count()).toBe(0);
    await expect.poll(() => grid.getByText('起跑瞬间', { exact: true }).count()).toBe(1);

    // Large, moved through with the arrow keys, closed with Escape.
    await page.getByRole('button', { name: '查看大图：起跑瞬间' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: '起跑瞬间' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').getByRole('img', { name: '起跑瞬间' }).count()).toBe(1);
    expect(await page.getByText('第 1 张，共 2 张').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('dialog', { name: '风采照片 2' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').getByRole('img', { name: '风采照片 2' }).count()).toBe(1);
    expect(await page.getByText('第 2 张，共 2 张').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('dialog', { name: '起跑瞬间' }).count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('dialog', { name: '风采照片 2' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Every photo in one zip.
    await page.getByRole('button', { name: '下载全部' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('校园体育节风采照片.zip');
    const zip = fs.readFileSync(await download.path());
    expect(zipEntryNames(zip)).toEqual(['001-start.png', '002-finish.png']);

    // The second photo deleted after its confirmation.
    await page.getByRole('button', { name: /删除：风采照片 2/ }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: /删除照片/ });
    await confirm.getByRole('button', { name: '确定' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const context = await journeys.browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
    });
    const english = await context.newPage();
    await english.goto(`${journeys.product.origin}/busi/?redirect=${encodeURIComponent('/k12/sportsMeet')}`);
    await signInThroughForm(english, 'k12admin');
    await waitForPath(english, '/busi/k12/sportsMeet');
    await english.getByRole('button', { name: 'Details 校园体育节' }).click();
    await waitForScreen(english, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
    await english.getByRole('button', { name: 'Gallery', exact: true }).click();
    await waitForScreen(english, '/busi/k12/sportsMeet/demeanor/**', 'sportsMeet/demeanor');
    await expect.poll(() => english.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    await expect.poll(() => english.getByRole('heading', { name: 'Gallery: 校园体育节' }).count()).toBe(1);
    const photos = english.getByRole('list', { name: 'Photos' });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(1);
    expect(await photos.getByText('起跑瞬间').count()).toBe(1);
    expect(await english.getByRole('button', { name: 'Download all' }).count()).toBe(1);
    expect(await axeViolations(english)).toEqual([]);
    await context.close();
  });
});

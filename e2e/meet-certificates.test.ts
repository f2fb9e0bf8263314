import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Download, Page } from 'playwright';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../apps/gateway/src/testing/pdfs.ts';
import { axeViolations, signInThroughForm, startJourneys, waitForPath, waitForScreen } from './harness.ts';
import { pdfPictures } from './pdfPictures.ts';

/** Where the journey keeps the pictures of what it printed, for people to look at. */
const pictures = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'certificates');

/**
 * A round red seal as a square PNG with a transparent ground: a ring, and a star of five points
 * inside it, drawn pixel by pixel so that the journey needs no image file.
 */
function sealPng(size = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const centre = size / 2;
  const star = (x: number, y: number) => {
    const angle = Math.atan2(y - centre, x - centre);
    const reach = (size / 5) * (0.55 + 0.45 * Math.cos(5 * (angle + Math.PI / 2)));
    return Math.hypot(x - centre, y - centre) < reach;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const ink = (distance < centre - 2 && distance > centre - 12) || star(x, y);
      row.push(200, 24, 24, ink ? 230 : 0);
    }
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens the demo trials' detail page from the meets list, on the tab named `tab`. */
async function openTab(page: Page, tab: string, details = '详情：校园田径选拔赛'): Promise<void> {
  await page.getByRole('button', { name: details }).click();
  await waitForScreen(page, '/busi/k12/sportsMeet/detail/**', 'sportsMeet/detail');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The download's bytes, read back as text page by page. */
async function pagesOf(download: Download): Promise<string[]> {
  return (await readPdf(fs.readFileSync(await download.path()))).pages.map((text) => text.replace(/\s+/g, ''));
}

/** The share of a picture's pixels with more red than the rest: the seal's ink and the border. */
function reddish(picture: PNG): number {
  let red = 0;
  for (let at = 0; at < picture.data.length; at += 4) {
    const [r = 0, g = 0, b = 0] = [picture.data[at], picture.data[at + 1], picture.data[at + 2]];
    if (r > 120 && r > g + 60 && r > b + 60) red++;
  }
  return red / (picture.width * picture.height);
}

// Issue 46, certificates: the K12 school's administrator uploads the school's seal by keyboard on
// the demo trials' page, prints the official 100 m's certificates with it (one landscape page per
// placed athlete, looked at as a picture), and is told in words that the standing long jump has no
// certificates while its flight waits for its check. The tabs read in traditional Chinese and dark.
describe('a meet’s certificates with the school’s seal', () => {
  const journeys = startJourneys();

  it('uploads a seal by keyboard and prints an event’s certificates with it', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/sportsMeet');
    await openTab(page, '电子印章');
    await expect.poll(() => page.getByText('还没有电子印章。').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The picker opens the file chooser on Enter; the name is typed and saved by keyboard.
    // The chooser is waited for before the key is pressed, and not in the same breath: the browser
    // is told to hand choosers to the journey while the picker takes the focus, so a chooser that
    // opens at once is not missed.
    const choosing = page.waitForEvent('filechooser');
    const picker = page.getByRole('list', { name: '印章图片' }).getByRole('button', { name: '上传图片' });
    await picker.focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('上传图片');
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'seal.png', mimeType: 'image/png', buffer: sealPng() });
    await expect.poll(() => page.getByRole('img', { name: 'seal.png' }).count()).toBe(1);
    await page.getByRole('textbox', { name: '名称' }).focus();
    await page.keyboard.type('阳光实验小学公章');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('保存印章');
    await page.keyboard.press('Enter');
    const seals = page.getByRole('table', { name: '本机构的电子印章' });
    await expect.poll(() => seals.getByRole('rowheader', { name: '阳光实验小学公章' }).count()).toBe(1);
    await expect.poll(() => seals.getByRole('img', { name: '阳光实验小学公章' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The certificates of the 100 m, official already, stamped with the new seal.
    await page.getByRole('tab', { name: '证书', exact: true }).click();
    const event = page.getByRole('combobox', { name: '项目' });
    await expect.poll(() => event.locator('option').count()).toBeGreaterThan(1);
    await event.selectOption({ label: '100 米 · 男子' });
    await page.getByRole('combobox', { name: '印章一' }).selectOption({ label: '阳光实验小学公章' });
    expect(await page.getByRole('combobox', { name: '证书语言' }).inputValue()).toBe('zh-CN');
    expect(await axeViolations(page)).toEqual([]);
    const download = page.getByRole('button', { name: '下载证书' });
    await download.focus();
    const [printed] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(printed.suggestedFilename()).toBe('校园田径选拔赛 100 米 证书.pdf');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .getByText(/已下载/)
          .count(),
      )
      .toBe(1);
    const pages = await pagesOf(printed);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('荣誉证书');
    expect(pages[0]).toContain('周明轩同学');
    expect(pages[0]).toContain('100米（男子）');
    expect(pages[0]).toContain('第1名');
    expect(pages[0]).toContain('阳光实验小学');

    // The first page as a picture: A4 landscape, the border and the seal in red, text in black.
    const [first] = await pdfPictures(page.context(), printed, { pages: 1, scale: 1.5 });
    const picture = PNG.sync.read(first as Buffer);
    expect(picture.width / picture.height).toBeCloseTo(842 / 595, 1);
    expect(reddish(picture)).toBeGreaterThan(0.01);
    const file = path.join(pictures, 'event-page-1.png');
    if (!fs.existsSync(file) || process.env.UPDATE_BASELINES === '1') {
      fs.mkdirSync(pictures, { recursive: true });
      fs.writeFileSync(file, first as Buffer);
    }

    // The standing long jump's flight waits for its check: no certificates, and words that say why.
    await event.selectOption({ label: '立定跳远 · 混合' });
    await page.getByRole('button', { name: '下载证书' }).click();
    await expect
      .poll(() => page.getByRole('alert').getByText('立定跳远的成绩尚未全部确认，还不能打印证书').count())
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reads in traditional Chinese and dark, renames the seal, and prints in English', async () => {
    const context = await journeys.browser.newContext({
      locale: 'zh-TW',
      colorScheme: 'dark',
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto(`${journeys.product.origin}/busi/?redirect=${encodeURIComponent('/k12/sportsMeet')}`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/sportsMeet');
    await openTab(page, '電子印章', '詳情：校园田径选拔赛');
    await expect.poll(() => page.locator('[data-theme="dark"]').count()).toBeGreaterThan(0);
    const seals = page.getByRole('table', { name: '本機構的電子印章' });
    await expect.poll(() => seals.getByRole('rowheader').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The seal renamed in a dialog: the row's button, the name typed over, then confirmed.
    await seals.getByRole('button', { name: '重新命名：阳光实验小学公章' }).click();
    const renaming = page.getByRole('dialog', { name: '重新命名印章「阳光实验小学公章」' });
    expect(await axeViolations(page)).toEqual([]);
    await renaming.getByRole('textbox', { name: '名稱' }).fill('阳光实验小学印章');
    await renaming.getByRole('button', { name: '確定' }).click();
    await expect.poll(() => seals.getByRole('rowheader', { name: '阳光实验小学印章' }).count()).toBe(1);

    await page.getByRole('tab', { name: '獎狀', exact: true }).click();
    await page.getByRole('combobox', { name: '項目' }).selectOption({ label: '100 米 · 男子' });
    await page.getByRole('combobox', { name: '獎狀語言' }).selectOption('en-US');
    expect(await axeViolations(page)).toEqual([]);
    const [printed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下載獎狀' }).click(),
    ]);
    expect(printed.suggestedFilename()).toBe('校园田径选拔赛 100 米 certificates.pdf');
    const pages = await pagesOf(printed);
    expect(pages[0]).toContain('CertificateofAchievement');
    expect(pages[0]).toContain('Place1');
    await context.close();
  });
});

// The helper that shows a PDF as pictures, on a class's physique reports as the gateway prints
// them: pages come back as PNGs of A4's proportions, with ink on them, without touching a product.
import { scorePhysique } from '@school-sports/domain';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferOf, loadPdfFonts, renderPdf } from '../apps/gateway/src/pdf/document.ts';
import { classReportDocument } from '../apps/gateway/src/pdf/physiqueReport.ts';
import { launchBrowser } from './harness.ts';
import { pdfPictures } from './pdfPictures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The share of a picture's pixels that are darker than light grey. */
function inked(picture: PNG): number {
  let dark = 0;
  for (let index = 0; index < picture.data.length; index += 4) {
    if ((picture.data[index] ?? 255) < 160) dark++;
  }
  return dark / (picture.width * picture.height);
}

describe('pdfPictures', () => {
  it("draws a class's report pages in the journey's Chromium", async () => {
    const school = { name: '北京市第一实验学校' };
    const scores = scorePhysique({
      sex: 'female',
      grade: { school: 4 },
      measurements: { height: 135, weight: 30, sprint50m: 10 },
    });
    const reports = ['李雨桐', '王欣怡', '张诗涵'].map((name, index) => ({
      school,
      student: {
        name,
        studentNumber: `2025040${index}`,
        className: '四年级2班',
        gradeName: '四年级',
        sex: 'female' as const,
      },
      yearLabel: '2025-2026学年',
      scores,
    }));
    const document = classReportDocument(
      reports,
      { school, gradeName: '四年级', className: '四年级2班', yearLabel: '2025-2026学年' },
      'zh-CN',
    );
    const pdf = await bufferOf(renderPdf(document, await loadPdfFonts()));
    const context = await browser.newContext();
    try {
      const all = await pdfPictures(context, pdf, { scale: 1 });
      expect(all).toHaveLength(4);
      const firstTwo = await pdfPictures(context, pdf, { pages: 2, scale: 2 });
      expect(firstTwo).toHaveLength(2);
      for (const picture of firstTwo.map((bytes) => PNG.sync.read(bytes))) {
        // A4 at 2 pixels a point.
        expect([picture.width, picture.height]).toEqual([1191, 1684]);
        // Text and rules, not an empty page; and far from a page filled black.
        expect(inked(picture)).toBeGreaterThan(0.005);
        expect(inked(picture)).toBeLessThan(0.3);
      }
      // The journey's own pages are left alone: the helper's page is closed again.
      expect(context.pages()).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});

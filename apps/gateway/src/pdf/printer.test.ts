import os from 'node:os';
import path from 'node:path';
import { scorePhysique } from '@school-sports/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../testing/pdfs.ts';
import { bufferOf } from './content.ts';
import { DEFAULT_PDF_FONT_FILES, PdfFontError } from './fontFiles.ts';
import { classReportDocument } from './physiqueReport.ts';
import { renderPdfInWorker, stopPdfWorker } from './printer.ts';

afterAll(stopPdfWorker);

const school = { name: '台北市立第一實驗學校' };
const sheet = { school, gradeName: '五年級', className: '五年級2班', yearLabel: '2025-2026' };
const reports = ['陳怡君', '林志明'].map((name, index) => ({
  school,
  student: { name, studentNumber: `5020${index}`, className: '五年級2班', gradeName: '五年級', sex: 'male' as const },
  yearLabel: '2025-2026',
  scores: scorePhysique({ sex: 'male', grade: { school: 5 }, measurements: { height: 140, weight: 35, sitUps: 20 } }),
}));

describe('renderPdfInWorker', () => {
  it('draws a document in the worker thread and streams it back whole', async () => {
    const pdf = await bufferOf(renderPdfInWorker(classReportDocument(reports, sheet, 'zh-TW')));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(3);
    expect(pages[1]?.replace(/\s+/g, '')).toContain('陳怡君');
  });

  it('draws documents asked for at once, each whole and in its own stream', async () => {
    const [first, second] = await Promise.all([
      bufferOf(renderPdfInWorker(classReportDocument(reports.slice(0, 1), sheet, 'en-US'))),
      bufferOf(renderPdfInWorker(classReportDocument(reports, sheet, 'zh-TW'))),
    ]);
    expect((await readPdf(first as Buffer)).pages).toHaveLength(2);
    expect((await readPdf(second as Buffer)).pages).toHaveLength(3);
  });

  it('answers a missing font file as the same PdfFontError the main thread would throw', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-font-in-worker.ttc');
    const attempt = bufferOf(
      renderPdfInWorker(classReportDocument([], sheet, 'zh-CN'), { ...DEFAULT_PDF_FONT_FILES, bold: missing }),
    );
    await expect(attempt).rejects.toBeInstanceOf(PdfFontError);
    await expect(attempt).rejects.toThrow(`PDF font ${missing}: no such file`);
  });

  it("answers a document the worker cannot draw with the library's message, and goes on drawing others", async () => {
    const broken = { title: '', locale: 'en-US' as const, content: { image: 'missing' } };
    await expect(bufferOf(renderPdfInWorker(broken))).rejects.toThrow(/denied/);
    await expect(bufferOf(renderPdfInWorker(classReportDocument([], sheet, 'en-US')))).resolves.toHaveProperty(
      'length',
    );
  });

  it('fails the documents under way when the worker is stopped, and starts a new one for the next', async () => {
    const under = bufferOf(renderPdfInWorker(classReportDocument(reports, sheet, 'zh-CN')));
    await stopPdfWorker();
    await expect(under).rejects.toThrow(/PDF worker stopped/);
    const next = await bufferOf(renderPdfInWorker(classReportDocument([], sheet, 'zh-CN')));
    expect((await readPdf(next)).pages).toHaveLength(1);
  });
});

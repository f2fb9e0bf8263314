import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../testing/pdfs.ts';
import {
  bufferOf,
  DEFAULT_PDF_FONT_FILES,
  loadPdfFonts,
  PdfFontError,
  pdfScriptOf,
  printableText,
  renderPdf,
} from './document.ts';

/** The names of the fonts a PDF embeds, as its font dictionaries give them (`ABCDEF+Name`). */
function embeddedFonts(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1] as string);
}

describe('renderPdf', () => {
  it('streams a PDF, from its header to its end-of-file marker', async () => {
    const fonts = await loadPdfFonts();
    const pdf = await bufferOf(renderPdf({ title: 'A test', locale: 'en-US', content: 'Hello' }, fonts));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await readPdf(pdf)).pages).toEqual(['Hello']);
  });

  it('embeds only the glyphs used: a subset of each face, far smaller than the font files', async () => {
    const fonts = await loadPdfFonts();
    const pdf = await bufferOf(
      renderPdf(
        { title: '', locale: 'zh-CN', content: [{ text: '体质健康报告', bold: true }, '肺活量 50米跑 优秀 良好 及格'] },
        fonts,
      ),
    );
    // A subset's name carries a six-letter tag before the face's (PDF 32000-1, 9.6.4).
    expect(embeddedFonts(pdf).sort()).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSansCJKsc-Bold$/),
      expect.stringMatching(/^[A-Z]{6}\+NotoSansCJKsc-Regular$/),
    ]);
    const fontBytes = fs.statSync(DEFAULT_PDF_FONT_FILES.regular).size + fs.statSync(DEFAULT_PDF_FONT_FILES.bold).size;
    expect(fontBytes).toBeGreaterThan(30 * 1024 * 1024);
    // The subsets keep the faces' shared drawing routines (some 50 KB a face) and the glyphs used.
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect((await readPdf(pdf)).pages[0]?.replace(/\s+/g, '')).toBe('体质健康报告肺活量50米跑优秀良好及格');
  });

  it('sets Traditional Chinese in the Traditional face, and the other locales in the Simplified one', async () => {
    expect([pdfScriptOf('zh-TW'), pdfScriptOf('zh-CN'), pdfScriptOf('en-US')]).toEqual(['tc', 'sc', 'sc']);
    const fonts = await loadPdfFonts();
    const pdf = await bufferOf(renderPdf({ title: '', locale: 'zh-TW', content: '體質健康' }, fonts));
    expect(embeddedFonts(pdf)).toEqual([expect.stringMatching(/\+NotoSansCJKtc-Regular$/)]);
  });

  it('never reads a file or an address a document names, answering an error on the stream instead', async () => {
    const fonts = await loadPdfFonts();
    await expect(
      bufferOf(renderPdf({ title: '', locale: 'en-US', content: { image: '/etc/hosts' } }, fonts)),
    ).rejects.toThrow(/denied/);
    const stream = renderPdf(
      { title: '', locale: 'en-US', content: { image: 'logo' }, images: { logo: 'data:image/png;base64,AAAA' } },
      fonts,
    );
    await expect(bufferOf(stream)).rejects.toThrow(/image/i);
  });
});

describe('loadPdfFonts', () => {
  it('names the missing file and the settings that choose it', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-font.ttc');
    const attempt = loadPdfFonts({ regular: missing, bold: DEFAULT_PDF_FONT_FILES.bold });
    await expect(attempt).rejects.toBeInstanceOf(PdfFontError);
    await expect(attempt).rejects.toThrow(`PDF font ${missing}: no such file`);
    await expect(attempt).rejects.toThrow(/PDF_FONT_REGULAR and PDF_FONT_BOLD/);
  });

  it('refuses a file that is not a font, and tries again on the next call', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-font-'));
    try {
      const notAFont = path.join(directory, 'bold.ttc');
      fs.writeFileSync(notAFont, 'not a font');
      const files = { regular: DEFAULT_PDF_FONT_FILES.regular, bold: notAFont };
      await expect(loadPdfFonts(files)).rejects.toThrow(`PDF font ${notAFont}: is not a font PDFKit can use`);
      fs.copyFileSync(DEFAULT_PDF_FONT_FILES.bold, notAFont);
      await expect(loadPdfFonts(files)).resolves.toMatchObject({ files, collections: { regular: true, bold: true } });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses a collection without the faces it needs, naming the face', async () => {
    // The serif collection of the same Debian package: its faces are NotoSerifCJK...
    const serif = DEFAULT_PDF_FONT_FILES.regular.replace('NotoSansCJK-Regular', 'NotoSerifCJK-Regular');
    await expect(loadPdfFonts({ regular: serif, bold: DEFAULT_PDF_FONT_FILES.bold })).rejects.toThrow(
      `PDF font ${serif}: holds no usable face NotoSansCJKsc-Regular`,
    );
  });

  it('takes fonts of one face too, such as the Roboto pdfmake carries', async () => {
    const roboto = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake')), '../fonts/Roboto');
    const files = { regular: path.join(roboto, 'Roboto-Italic.ttf'), bold: path.join(roboto, 'Roboto-Medium.ttf') };
    const fonts = await loadPdfFonts(files);
    expect(fonts.collections).toEqual({ regular: false, bold: false });
    const pdf = await bufferOf(
      renderPdf({ title: '', locale: 'en-US', content: [{ text: 'Bold', bold: true }, 'plain'] }, fonts),
    );
    expect(
      embeddedFonts(pdf)
        .map((name) => name.slice(7))
        .sort(),
    ).toEqual(['Roboto-Italic', 'Roboto-Medium']);
    expect((await readPdf(pdf)).pages).toEqual(['Bold plain']);
  });

  it('reads the files once for every document', async () => {
    expect(await loadPdfFonts()).toBe(await loadPdfFonts(DEFAULT_PDF_FONT_FILES));
  });
});

describe('printableText', () => {
  it('turns control characters into spaces and drops invisible ones', () => {
    expect(printableText('张\u0000三\t\n李\u2028四', 40)).toBe('张 三 李 四');
    expect(printableText('\u202eevil\u200b name  ', 40)).toBe('evil name');
    expect(printableText('half \ud83d pair', 40)).toBe('half \ufffd pair');
  });

  it('cuts a long text with an ellipsis, counting characters rather than code units', () => {
    expect(printableText('x'.repeat(10_000), 40)).toBe(`${'x'.repeat(39)}…`);
    expect(printableText('😀'.repeat(5), 3)).toBe('😀😀…');
    expect(printableText('张三', 2)).toBe('张三');
  });
});

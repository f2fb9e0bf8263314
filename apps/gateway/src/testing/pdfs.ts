// Reading back the PDFs the gateway writes, for tests: each page's text as a reader would extract
// it (through the fonts' ToUnicode maps, so Chinese comes back as Chinese), with pdf.js.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back: its pages' texts, in page order. */
export interface PdfReadBack {
  /** Each page's text, its pieces joined with single spaces. */
  readonly pages: string[];
}

/** Reads `bytes` with pdf.js; rejects when they are not a PDF it can open. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  // pdf.js takes ownership of the array it is given: a copy leaves the caller's bytes whole.
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const document = await loading.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return { pages };
  } finally {
    await loading.destroy();
  }
}

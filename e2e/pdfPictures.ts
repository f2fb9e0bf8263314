// PDFs in journeys: a downloaded PDF's pages as PNG pictures, drawn by pdf.js in the journey's own
// Chromium, so a printed report or certificate can be looked at and kept beside the screens'
// pictures. pdf.js runs in a page of its own on an address no server answers: Playwright serves
// the page and pdf.js's two modules from node_modules, and the journey's page is left where it was.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Download } from 'playwright-core';

const ORIGIN = 'http://pdf-pictures.invalid';

const require = createRequire(import.meta.url);
// The browser build of pdf.js (not the legacy one, which carries polyfills for old browsers).
const modules: Record<string, string> = {
  '/pdf.mjs': require.resolve('pdfjs-dist/build/pdf.min.mjs'),
  '/pdf.worker.mjs': require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
};

const VIEWER = `<!doctype html><meta charset="utf-8"><title>PDF pictures</title>
<script type="module">
  import * as pdfjs from '/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  // Draws each page at the scale asked and answers data URLs of PNG pictures, in page order.
  window.pdfPictures = async (base64, scale, limit) => {
    const data = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const loading = pdfjs.getDocument({ data });
    const document = await loading.promise;
    const pictures = [];
    for (let number = 1; number <= Math.min(document.numPages, limit); number++) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      pictures.push(canvas.toDataURL('image/png'));
    }
    await loading.destroy();
    return pictures;
  };
  window.pdfPicturesReady = true;
</script>`;

/** How {@link pdfPictures} draws: `scale` 1 is 72 pixels an inch (an A4 page 595 x 842). */
export interface PdfPictureOptions {
  /** Pixels per PDF point. @default 1.5 */
  scale?: number;
  /** Only the first so many pages (a class of 50 need not all be drawn). @default every page */
  pages?: number;
}

/**
 * A PDF's pages as PNG pictures (one buffer each, in page order), drawn by pdf.js in a new page of
 * `context`, the journey's browser context (`page.context()`), which is closed again after.
 * `pdf` is the file's bytes or a Playwright download.
 */
export async function pdfPictures(
  context: BrowserContext,
  pdf: Uint8Array | Download,
  options: PdfPictureOptions = {},
): Promise<Buffer[]> {
  const bytes = pdf instanceof Uint8Array ? pdf : fs.readFileSync(await pdf.path());
  const viewer = await context.newPage();
  try {
    await viewer.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const file = modules[pathname];
      if (file) return route.fulfill({ path: file, contentType: 'text/javascript' });
      return route.fulfill({ body: VIEWER, contentType: 'text/html' });
    });
    await viewer.goto(`${ORIGIN}/`);
    await viewer.waitForFunction(() => (window as unknown as { pdfPicturesReady?: boolean }).pdfPicturesReady === true);
    const base64 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
    const urls = await viewer.evaluate(
      async ([data, scale, limit]) => {
        const draw = (
          window as unknown as { pdfPictures(data: string, scale: number, limit: number): Promise<string[]> }
        ).pdfPictures;
        return draw(data, scale, limit);
      },
      [base64, options.scale ?? 1.5, options.pages ?? Number.MAX_SAFE_INTEGER] as const,
    );
    return urls.map((url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  } finally {
    await viewer.close();
  }
}

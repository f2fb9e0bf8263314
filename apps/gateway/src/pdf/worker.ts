// The PDF worker thread: it lays documents out and writes them (pdfmake's work, synchronous from
// start to end) away from the gateway's event loop, which a class's 51 pages would otherwise hold
// for about a third of a second. It keeps its fonts between documents and draws one at a time.
import { parentPort } from 'node:worker_threads';
import type { PdfDocument } from './content.ts';
import { loadPdfFonts, PdfFontError, renderPdf } from './document.ts';
import type { PdfFontFiles } from './fontFiles.ts';

/** What the main thread asks: a document drawn in the given fonts. */
export interface PdfWorkerRequest {
  /** Names the answers that belong to this request. */
  readonly id: number;
  readonly document: PdfDocument;
  readonly fonts: PdfFontFiles;
}

/** What the worker answers, for one request: bytes in order, then the end or a failure. */
export type PdfWorkerAnswer =
  | { readonly id: number; readonly type: 'bytes'; readonly bytes: Uint8Array }
  | { readonly id: number; readonly type: 'end' }
  | {
      readonly id: number;
      readonly type: 'failed';
      readonly message: string;
      /** For a font at fault: the file and what is wrong with it, to make the same PdfFontError again. */
      readonly font?: { readonly file: string; readonly reason: string };
    };

const port = parentPort;
if (!port) throw new Error('pdf/worker.ts runs as a worker thread');

// Requests are drawn in turn: each is synchronous work, and answering one before starting the next
// sends its first bytes soonest.
let turn = Promise.resolve();
port.on('message', (request: PdfWorkerRequest) => {
  turn = turn.then(() => draw(request));
});

async function draw({ id, document, fonts }: PdfWorkerRequest): Promise<void> {
  const post = (answer: PdfWorkerAnswer) => port?.postMessage(answer);
  try {
    for await (const chunk of renderPdf(document, await loadPdfFonts(fonts))) {
      post({ id, type: 'bytes', bytes: chunk as Uint8Array });
    }
    post({ id, type: 'end' });
  } catch (error) {
    post({
      id,
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof PdfFontError ? { font: { file: error.file, reason: error.reason } } : {}),
    });
  }
}

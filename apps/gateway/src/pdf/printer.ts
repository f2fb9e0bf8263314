// Drawing documents in the PDF worker thread (`worker.ts`) rather than on the gateway's event loop:
// the stream answered is the same as `renderPdf`'s, filled with the bytes the worker posts back.
// One worker serves the process, started at the first print and kept with its fonts; it holds the
// process open only while it has a document to draw.
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { WORKER_NODE_ARGS } from '../node-args.ts';
import { pdfWorkerFile } from '../paths.ts';
import type { PdfDocument } from './content.ts';
import { DEFAULT_PDF_FONT_FILES, PdfFontError, type PdfFontFiles } from './fontFiles.ts';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './worker.ts';

// A class's document peaks at about 100 MB of the worker's heap; this leaves room for a batch of
// certificates several times that, and stops a runaway one before it takes the machine's memory.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 768 } as const;

let worker: Worker | undefined;
let nextId = 1;
const drawing = new Map<number, PassThrough>();

function failAll(error: Error): void {
  for (const stream of drawing.values()) stream.destroy(error);
  drawing.clear();
}

function settle(id: number): PassThrough | undefined {
  const stream = drawing.get(id);
  drawing.delete(id);
  if (drawing.size === 0) worker?.unref();
  return stream;
}

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(pdfWorkerFile, { execArgv: [...WORKER_NODE_ARGS], resourceLimits: WORKER_LIMITS });
  thread.on('message', (answer: PdfWorkerAnswer) => {
    if (answer.type === 'bytes') {
      const stream = drawing.get(answer.id);
      if (stream && !stream.destroyed) {
        stream.write(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      }
      return;
    }
    const stream = settle(answer.id);
    if (!stream || stream.destroyed) return;
    if (answer.type === 'end') stream.end();
    else
      stream.destroy(answer.font ? new PdfFontError(answer.font.file, answer.font.reason) : new Error(answer.message));
  });
  thread.on('error', (error: Error & { code?: string }) => {
    failAll(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new Error('the PDF worker ran out of memory', { cause: error })
        : error,
    );
  });
  thread.on('exit', () => {
    if (worker === thread) worker = undefined;
    failAll(new Error('the PDF worker stopped'));
  });
  worker = thread;
  return thread;
}

/**
 * Draws `document` in the PDF worker thread in the fonts of `files` (read and checked there, once)
 * and answers the PDF as a stream, as `renderPdf` does: a font missing or wrong reaches the stream
 * as a `PdfFontError`, and a document the worker cannot draw as an error with its message. The
 * document must be plain data (the builders' are); one that holds a function throws here.
 */
export function renderPdfInWorker(document: PdfDocument, files: PdfFontFiles = DEFAULT_PDF_FONT_FILES): Readable {
  const thread = started();
  const id = nextId++;
  const stream = new PassThrough();
  const request: PdfWorkerRequest = { id, document, fonts: files };
  thread.postMessage(request);
  drawing.set(id, stream);
  thread.ref();
  // A reader that goes away (a download cancelled) leaves the worker's later bytes nowhere to go.
  stream.on('close', () => {
    if (drawing.get(id) === stream) settle(id);
  });
  return stream;
}

/** Ends the PDF worker, failing any document it was drawing; the next print starts another. */
export async function stopPdfWorker(): Promise<void> {
  const thread = worker;
  worker = undefined;
  await thread?.terminate();
}

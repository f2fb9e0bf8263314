// What the print routes share: a PDF's stream answered once its first bytes are drawn, and its file
// name. The physique reports and the meet's certificates are drawn by the one PDF worker.
import type { Readable } from 'node:stream';
import type { DomainMessageId } from '@school-sports/domain';
import { PdfFontError } from '../pdf/fontFiles.ts';
import { ApiError } from './errors.ts';

/**
 * The stream once its first bytes are drawn: a font that is missing or wrong then answers 503 with
 * `unavailable`, a clear message, instead of a download that breaks after its head was sent.
 */
export async function drawnPdf(stream: Readable, unavailable: DomainMessageId): Promise<Readable> {
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      stream.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      stream.off('readable', ready);
      reject(error);
    };
    stream.once('readable', ready);
    stream.once('error', failed);
  }).catch((error: unknown) => {
    if (error instanceof PdfFontError) throw new ApiError(503, unavailable);
    throw error;
  });
  return stream;
}

/** A PDF's file name from its parts, without characters a file system refuses. */
export function pdfFileName(...parts: string[]): string {
  return `${parts.join(' ').replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')}.pdf`;
}

// What a printed document is made of, apart from the library that draws it: the document's
// description, the cleaning of texts and images it takes. Builders (the physique reports, the meet's
// certificates) need only this, so a process that has its documents drawn in the PDF worker never
// loads pdfmake itself; and a description is plain data, which can be posted to that worker.
import type { Readable } from 'node:stream';
import type { DomainLocale } from '@school-sports/domain';
import type pdfmake from 'pdfmake';
import type { Content } from 'pdfmake';

// pdfmake's type declarations name these only in a module of types that has no JavaScript beside
// it; taken from its functions instead, every import here resolves to a real file.
export type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];
/** Named styles of a document, as pdfmake takes them. */
export type StyleDictionary = NonNullable<TDocumentDefinitions['styles']>;
export type PageOrientation = NonNullable<TDocumentDefinitions['pageOrientation']>;

/**
 * The table layouts every document may name (`layout: 'compactRows'`), registered with pdfmake by
 * the PDF piece: named rather than given as functions, so that a description stays plain data.
 * `compactRows`: thin rules between rows, a thicker one under the heading, half a point of padding.
 */
export const TABLE_LAYOUTS = ['compactRows'] as const;

/** What the PDF piece (`renderPdf`) makes a PDF of: content in pdfmake's terms, and the page setup's choices. */
export interface PdfDocument {
  /** The document's title, in its properties (what a PDF reader shows in its title bar). */
  readonly title: string;
  /** The language of its text: chooses the glyph shapes and is recorded in the file. */
  readonly locale: DomainLocale;
  /** What the pages show; a `pageBreak: 'before'` starts a new page. */
  readonly content: Content;
  /** Named styles the content refers to. */
  readonly styles?: StyleDictionary;
  /** Images by name, as `data:` URLs of PNG or JPEG bytes (see {@link imageDataUrl}). */
  readonly images?: Readonly<Record<string, string>>;
  /** `landscape` for a certificate; portrait otherwise. */
  readonly orientation?: PageOrientation;
}

/** A PNG or JPEG image's bytes as the `data:` URL {@link PdfDocument.images} holds. */
export function imageDataUrl(bytes: Uint8Array): string {
  const type = isPng(bytes) ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`;
}

/** Whether `bytes` start as a PNG file does. */
export function isPng(bytes: Uint8Array): boolean {
  return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
}

/** Whether `bytes` start as a JPEG file does. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const INVISIBLE = /\p{Cf}+/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A text as a document may print it: control characters (a NUL, a tab, a line break) become a
 * space, invisible format characters (a right-to-left override) go, half a surrogate pair becomes
 * U+FFFD, runs of spaces become one, ends are trimmed, and a text longer
 * than `maxLength` characters is cut there with an ellipsis. A name of 10,000 characters would
 * otherwise fill pages of its own and push a one-page report onto several.
 */
export function printableText(value: string, maxLength: number): string {
  const clean = String(value)
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(INVISIBLE, '')
    .replace(BREAKING, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...clean];
  return characters.length <= maxLength ? clean : `${characters.slice(0, maxLength - 1).join('')}…`;
}

/**
 * A text for a cell or a line that a record fills: a run of 25 characters or more without a space
 * (a name typed without them, a pasted code) may break between any two characters, so that it wraps
 * inside its place instead of running off the page; texts of ordinary words break between words.
 */
export function wrappingText(text: string): { text: string; wordBreak?: 'break-all' } {
  return /\S{25,}/u.test(text) ? { text, wordBreak: 'break-all' } : { text };
}

/** A stream's bytes in one buffer: for tests, and for callers that need the size before sending. */
export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The gateway's PDF piece: its fonts, the page setup every printed document shares, and the turn of
// a document's content into a stream the response sends. The physique reports build on it, and the
// sports meet's certificates are meant to (docs/pdf.md). pdfmake lays the pages out and PDFKit,
// under it, writes them; fonts are embedded as subsets of the glyphs a document uses, so a
// Chinese report carries some tens of kilobytes of font and not the 20 MB collection it came from.
import fs from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import type { DomainLocale } from '@school-sports/domain';
import type { Content } from 'pdfmake';
import pdfmake from 'pdfmake';
import { DEFAULT_PDF_FONT_FILES, type PdfFontFiles } from './fontFiles.ts';

export { DEFAULT_PDF_FONT_FILES, type PdfFontFiles };

// pdfmake's type declarations name these only in a module of types that has no JavaScript beside
// it; taken from its functions instead, every import here resolves to a real file.
type TDocumentDefinitions = Parameters<typeof pdfmake.createPdf>[0];
type TFontDictionary = Parameters<typeof pdfmake.setFonts>[0];
/** Named styles of a document, as pdfmake takes them. */
export type StyleDictionary = NonNullable<TDocumentDefinitions['styles']>;
type PageOrientation = NonNullable<TDocumentDefinitions['pageOrientation']>;

/** The writing a document is set for: Simplified (`sc`) or Traditional (`tc`) Chinese glyph shapes. */
export type PdfScript = 'sc' | 'tc';

/**
 * The script a locale's documents use. Traditional for zh-TW, so that characters the two share
 * take Taiwan's shapes; English text is the same in both, and takes the Simplified face.
 */
export function pdfScriptOf(locale: DomainLocale): PdfScript {
  return locale === 'zh-TW' ? 'tc' : 'sc';
}

/** The face a collection holds for a script and weight, by its PostScript name. */
function faceName(script: PdfScript, weight: 'Regular' | 'Bold'): string {
  return `NotoSansCJK${script}-${weight}`;
}

/**
 * A font file missing, unreadable or without the faces a document needs. Its message names the
 * file and the settings that choose it, for the operator who reads the log.
 */
export class PdfFontError extends Error {
  /** The font file at fault. */
  readonly file: string;

  constructor(file: string, reason: string, options?: ErrorOptions) {
    super(
      `PDF font ${file}: ${reason}. Install Debian's fonts-noto-cjk, or set PDF_FONT_REGULAR and PDF_FONT_BOLD to Noto Sans CJK files`,
      options,
    );
    this.name = 'PdfFontError';
    this.file = file;
  }
}

/** Font files read into memory and checked, ready for {@link renderPdf}; see {@link loadPdfFonts}. */
export interface PdfFonts {
  /** The files they were read from. */
  readonly files: PdfFontFiles;
  /** The names pdfmake's in-memory file system holds them under. */
  readonly keys: { readonly regular: string; readonly bold: string };
}

// pdfmake's own in-memory file system: not in its type declarations, but its documented way to
// give it fonts without letting it read the disk.
const virtualFiles = (pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } })
  .virtualfs;

// Documents name only fonts and images given to them; they never fetch a URL or read a path, so a
// text that looked like one (a student called "/etc/passwd") can only ever be text.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

const loaded = new Map<string, Promise<PdfFonts>>();
let loads = 0;

async function readFont(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PdfFontError(file, code === 'ENOENT' ? 'no such file' : `cannot be read (${code})`, { cause: error });
  }
}

/**
 * Reads the two font files once per process (later calls with the same files share the first
 * read: 40 MB that stay in memory, where reading them for each document would cost more) and
 * checks that each holds the Simplified and Traditional faces by rendering a character with each.
 *
 * @throws PdfFontError (as a rejection) when a file is missing, unreadable or lacks a face; a later
 *   call tries again, so installing the fonts needs no restart.
 */
export function loadPdfFonts(files: PdfFontFiles = DEFAULT_PDF_FONT_FILES): Promise<PdfFonts> {
  const cacheKey = `${files.regular}\n${files.bold}`;
  let fonts = loaded.get(cacheKey);
  if (!fonts) {
    fonts = (async () => {
      const index = loads++;
      const keys = { regular: `font-${index}-regular`, bold: `font-${index}-bold` };
      const [regular, bold] = await Promise.all([readFont(files.regular), readFont(files.bold)]);
      virtualFiles.writeFileSync(keys.regular, regular);
      virtualFiles.writeFileSync(keys.bold, bold);
      const ready: PdfFonts = { files, keys };
      for (const script of ['sc', 'tc'] as const) {
        for (const weight of ['regular', 'bold'] as const) {
          try {
            await bufferOf(
              renderPdf(
                {
                  title: '',
                  locale: script === 'tc' ? 'zh-TW' : 'zh-CN',
                  content: { text: '字', bold: weight === 'bold' },
                },
                ready,
              ),
            );
          } catch (error) {
            throw new PdfFontError(
              files[weight],
              `holds no usable face ${faceName(script, weight === 'bold' ? 'Bold' : 'Regular')}`,
              {
                cause: error,
              },
            );
          }
        }
      }
      return ready;
    })();
    loaded.set(cacheKey, fonts);
    fonts.catch(() => loaded.delete(cacheKey));
  }
  return fonts;
}

/** The font family every document's text is set in. */
const FAMILY = 'NotoSansCJK';

// pdfmake writes the font's bytes over the file name in the descriptors it is given, so each
// document gets descriptors of its own: shared ones would carry 20 MB buffers where names belong.
// A face of a collection is named as [file, face], which pdfmake documents and its type
// declarations do not know.
function fontsFor(fonts: PdfFonts, script: PdfScript): TFontDictionary {
  const family = {
    normal: [fonts.keys.regular, faceName(script, 'Regular')],
    bold: [fonts.keys.bold, faceName(script, 'Bold')],
  };
  return { [FAMILY]: family as unknown as TFontDictionary[string] };
}

/** A4 in PostScript points, the paper every school prints on. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The page margins of every document, in points (left, top, right, bottom): 15 mm. */
export const PAGE_MARGINS: [number, number, number, number] = [42, 42, 42, 42];

/** What {@link renderPdf} makes a PDF of: content in pdfmake's terms, and the page setup's choices. */
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
 * Lays `document` out on A4 pages in the given fonts and answers the PDF as a stream, written page
 * by page as PDFKit finishes them. The layout runs after this returns, so a failure (an image that
 * is not one) reaches the stream as an error, not this call: check input before, where a clear
 * answer can still be sent. Each document is rendered once: pdfmake marks up the content it lays
 * out.
 */
export function renderPdf(document: PdfDocument, fonts: PdfFonts): Readable {
  const definition: TDocumentDefinitions = {
    info: { title: document.title, creator: 'school-sports', producer: 'school-sports (pdfmake)' },
    language: document.locale,
    pageSize: 'A4',
    pageOrientation: document.orientation ?? 'portrait',
    pageMargins: PAGE_MARGINS,
    defaultStyle: { font: FAMILY, fontSize: 10, lineHeight: 1.25 },
    styles: document.styles ?? {},
    images: { ...document.images },
    content: document.content,
  };
  pdfmake.setFonts(fontsFor(fonts, pdfScriptOf(document.locale)));
  // pdfmake takes the fonts set now, before this returns; another document may set its own next.
  const created = pdfmake.createPdf(definition);
  const output = new PassThrough();
  created.getStream().then(
    (pdf) => {
      pdf.on('error', (error: Error) => output.destroy(error));
      pdf.pipe(output);
      pdf.end();
    },
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** A stream's bytes in one buffer: for tests, and for callers that need the size before sending. */
export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

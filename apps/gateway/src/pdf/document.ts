// The gateway's PDF piece: its fonts, the page setup every printed document shares, and the turn of
// a document's content into a stream the response sends. The physique reports build on it, and the
// sports meet's certificates are meant to (docs/pdf.md). pdfmake lays the pages out and PDFKit,
// under it, writes them; fonts are embedded as subsets of the glyphs a document uses, so a
// Chinese report carries some tens of kilobytes of font and not the 20 MB collection it came from.
import fs from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import type { DomainLocale } from '@school-sports/domain';
import pdfmake, { type CustomTableLayout } from 'pdfmake';
import {
  bufferOf,
  imageDataUrl,
  isJpeg,
  isPng,
  type PdfDocument,
  printableText,
  type StyleDictionary,
  type TABLE_LAYOUTS,
  type TDocumentDefinitions,
} from './content.ts';
import { DEFAULT_PDF_FONT_FILES, PdfFontError, type PdfFontFiles } from './fontFiles.ts';

export {
  bufferOf,
  DEFAULT_PDF_FONT_FILES,
  imageDataUrl,
  isJpeg,
  isPng,
  type PdfDocument,
  PdfFontError,
  type PdfFontFiles,
  printableText,
  type StyleDictionary,
};

type TFontDictionary = Parameters<typeof pdfmake.setFonts>[0];

const tableLayouts: Record<(typeof TABLE_LAYOUTS)[number], CustomTableLayout> = {
  compactRows: {
    hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 0 : row === 1 ? 1 : 0.5),
    vLineWidth: () => 0,
    hLineColor: (row) => (row === 1 ? '#000000' : '#aaaaaa'),
    paddingTop: () => 0.5,
    paddingBottom: () => 0.5,
  },
};
// Registered once for every document: see TABLE_LAYOUTS.
pdfmake.addTableLayouts(tableLayouts);

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

/** Font files read into memory and checked, ready for {@link renderPdf}; see {@link loadPdfFonts}. */
export interface PdfFonts {
  /** The files they were read from. */
  readonly files: PdfFontFiles;
  /** The names pdfmake's in-memory file system holds them under. */
  readonly keys: { readonly regular: string; readonly bold: string };
  /** Which of them are collections (`.ttc`), whose face is chosen by name; the others hold one face. */
  readonly collections: { readonly regular: boolean; readonly bold: boolean };
}

/** Whether a font file is a collection of faces: it starts with the tag `ttcf`. */
function isCollection(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString('latin1') === 'ttcf';
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
 * Reads the two font files once per thread (later calls with the same files share the first read:
 * 40 MB that stay in memory, where reading them for each document would cost more) and checks
 * them by rendering a character with each face used: a collection's Simplified and Traditional
 * faces, or a file's one face.
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
      const ready: PdfFonts = {
        files,
        keys,
        collections: { regular: isCollection(regular), bold: isCollection(bold) },
      };
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
            const problem = ready.collections[weight]
              ? `holds no usable face ${faceName(script, weight === 'bold' ? 'Bold' : 'Regular')}`
              : 'is not a font PDFKit can use';
            throw new PdfFontError(files[weight], problem, { cause: error });
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
// declarations do not know; a file of one face is named alone (fontkit would take a name given
// with it for a variation of the face, and refuse it).
function fontsFor(fonts: PdfFonts, script: PdfScript): TFontDictionary {
  const family = {
    normal: fonts.collections.regular ? [fonts.keys.regular, faceName(script, 'Regular')] : [fonts.keys.regular],
    bold: fonts.collections.bold ? [fonts.keys.bold, faceName(script, 'Bold')] : [fonts.keys.bold],
  };
  return { [FAMILY]: family as unknown as TFontDictionary[string] };
}

/** A4 in PostScript points, the paper every school prints on. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The page margins of every document, in points (left, top, right, bottom): 15 mm. */
export const PAGE_MARGINS: [number, number, number, number] = [42, 42, 42, 42];

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

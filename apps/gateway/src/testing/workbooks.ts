// Spreadsheets in gateway tests: workbooks to import (hostile ones too), and the rows of the ones
// the gateway answers.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';

/**
 * An .xlsx of one sheet holding `rows` (the first is the heading row), its parts deflated as Excel
 * saves them, or `stored` as some programs do; with `sharedStrings`, texts in a shared table as
 * Excel writes them; `formulaAt` puts a formula in that cell.
 */
export function workbookOf(
  rows: unknown[][],
  options: { formulaAt?: string; sharedStrings?: boolean; stored?: boolean } = {},
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  if (options.formulaAt) {
    const { r, c } = XLSX.utils.decode_cell(options.formulaAt);
    const data = sheet['!data'] as XLSX.CellObject[][];
    data[r] ??= [];
    (data[r] as XLSX.CellObject[])[c] = { t: 'n', f: 'SUM(1,2)', v: 3 };
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Data');
  return XLSX.write(book, {
    type: 'buffer',
    bookType: 'xlsx',
    compression: options.stored !== true,
    bookSST: options.sharedStrings === true,
  }) as Buffer;
}

/** The rows of a sheet of an .xlsx, every cell as text. */
export function sheetRowsOf(bytes: Buffer, sheetIndex = 0): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[sheetIndex] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '', raw: false });
}

/** An entry of {@link zipOf}: its content, or its deflated data and true size. */
export type ZipPart = { name: string; declaredSize?: number } & (
  | { content: Buffer }
  | { deflated: Buffer; size: number }
);

/**
 * A zip record (local header, central directory entry, end of directory) of `length` bytes: each
 * field an offset, a value and its width in bytes (2 or 4, little-endian), the rest zero.
 */
function zipRecord(
  length: number,
  fields: readonly (readonly [offset: number, value: number, width: 2 | 4])[],
): Buffer {
  const record = Buffer.alloc(length);
  for (const [offset, value, width] of fields) {
    if (width === 2) record.writeUInt16LE(value, offset);
    else record.writeUInt32LE(value, offset);
  }
  return record;
}

/**
 * A zip of deflated entries, each declaring `declaredSize` bytes in its headers and the central
 * directory (its true size unless given): how a bomb lies.
 */
export function zipOf(entries: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = 'content' in entry ? deflateRawSync(entry.content) : entry.deflated;
    const size = entry.declaredSize ?? ('content' in entry ? entry.content.length : entry.size);
    // The fields a local header shares with its central directory entry, from "version needed to
    // extract" on: the central entry holds them 2 bytes further on, after its "version made by".
    const headerFields = (shift: number) =>
      [
        [shift + 4, 20, 2],
        [shift + 8, 8, 2],
        [shift + 18, data.length, 4],
        [shift + 22, size, 4],
        [shift + 26, name.length, 2],
      ] as const;
    const local = zipRecord(30, [[0, 0x04034b50, 4], ...headerFields(0)]);
    const central = zipRecord(46, [[0, 0x02014b50, 4], [4, 20, 2], ...headerFields(2), [42, offset, 4]]);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = zipRecord(22, [
    [0, 0x06054b50, 4],
    [8, entries.length, 2],
    [10, entries.length, 2],
    [12, directory.length, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `head`, then `filler` repeated up to `size` bytes, raw-deflated as it is generated (hundreds of
 * megabytes become a few hundred kilobytes, never held whole): the data of a bomb's part.
 */
export async function deflatedRepeat(
  head: string,
  filler: string,
  size: number,
): Promise<{ deflated: Buffer; size: number }> {
  const chunk = Buffer.from(filler.repeat(Math.ceil((1024 * 1024) / filler.length)));
  function* pieces() {
    yield Buffer.from(head);
    let left = size - Buffer.byteLength(head);
    while (left > 0) {
      const piece = chunk.subarray(0, Math.min(left, chunk.length));
      left -= piece.length;
      yield piece;
    }
  }
  const deflated = await buffer(Readable.from(pieces()).pipe(createDeflateRaw({ level: 9 })));
  return { deflated, size };
}

/**
 * A workbook of one sheet whose parts are given (`sheet`, and `sharedStrings` when given), each
 * with the size it declares: the bombs and liars the import must refuse.
 */
export function bombWorkbook(parts: {
  sheet: { deflated: Buffer; size: number } | { content: Buffer };
  sheetDeclares?: number;
  sharedStrings?: { deflated: Buffer; size: number };
  sharedStringsDeclare?: number;
}): Buffer {
  const entries: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      content: Buffer.from('<Types><Override PartName="/xl/workbook.xml"/></Types>'),
    },
    {
      name: 'xl/workbook.xml',
      content: Buffer.from('<workbook><sheets><sheet name="Data" r:id="rId1"/></sheets></workbook>'),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    },
    { ...parts.sheet, name: 'xl/worksheets/sheet1.xml', declaredSize: parts.sheetDeclares },
  ];
  if (parts.sharedStrings) {
    entries.push({ ...parts.sharedStrings, name: 'xl/sharedStrings.xml', declaredSize: parts.sharedStringsDeclare });
  }
  return zipOf(entries);
}

/** Text as XML character data. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An .xlsx of `rows` written by hand, cells as inline strings or (`sharedStrings`) in a shared
 * table: for what spreadsheet libraries refuse to write, such as a cell of more than 32,767 characters.
 */
export function handWrittenWorkbook(rows: string[][], options: { sharedStrings?: boolean } = {}): Buffer {
  const strings: string[] = [];
  const cell = (text: string, reference: string) => {
    if (!options.sharedStrings) return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
    strings.push(text);
    return `<c r="${reference}" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const sheet = `<worksheet><sheetData>${rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((text, c) => cell(text, XLSX.utils.encode_cell({ r, c }))).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;
  const shared = `<sst>${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}</sst>`;
  const sharedContent = Buffer.from(shared);
  return bombWorkbook({
    sheet: { content: Buffer.from(sheet) },
    ...(options.sharedStrings
      ? { sharedStrings: { deflated: deflateRawSync(sharedContent), size: sharedContent.length } }
      : {}),
  });
}

/**
 * What a template's first sheet offers beyond its cells, read from its XML as Excel reads it: whether
 * its headings stay in view, and its drop-downs (the cells each covers, the list it draws from).
 */
export function sheetAidsOf(bytes: Buffer): { frozenHeadings: boolean; dropDowns: { cells: string; list: string }[] } {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const at = zip.FullPaths.findIndex((path: string) => path.endsWith('xl/worksheets/sheet1.xml'));
  const xml = Buffer.from(zip.FileIndex[at]?.content as Uint8Array).toString('utf8');
  const fromXml = (text: string) => text.replaceAll('&apos;', "'").replaceAll('&amp;', '&');
  return {
    frozenHeadings: /<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"\/>/.test(xml),
    dropDowns: [...xml.matchAll(/<dataValidation [^>]*sqref="([^"]+)"[^>]*><formula1>([^<]+)<\/formula1>/g)].map(
      (match) => ({ cells: match[1] as string, list: fromXml(match[2] as string) }),
    ),
  };
}

/** A failure file's reason for a column whose message does not name it: the column before the message. */
export function columnReason(locale: DomainLocale, column: string, reason: string): string {
  return translateDomainMessage(locale, 'import.reason.column', { column, reason });
}

/** A failure file's reason for a value the template's values sheet would have offered: it says so. */
export function listedReason(locale: DomainLocale, reason: string): string {
  return translateDomainMessage(locale, 'import.reason.listed', {
    reason,
    sheet: translateDomainMessage(locale, 'import.sheet.values'),
  });
}

// The file of an export, written as its rows arrive: each batch becomes bytes at once and the
// records are let go, so a list of a hundred thousand students never sits in the tab as objects.
// CSV is text; xlsx is written as a zip of SpreadsheetML parts, deflated as it goes (the sheet is
// one long part: no spreadsheet library writes that a batch at a time in a browser; see
// docs/decisions.md).
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { type ExportColumn, type ExportFormat, safeCell, XLSX_ROW_LIMIT } from './exportList.ts';

/** A sheet past {@link XLSX_ROW_LIMIT}: the list is exported as CSV instead. */
export class SheetTooLarge extends Error {
  constructor() {
    super(`an xlsx sheet holds at most ${XLSX_ROW_LIMIT} rows`);
    this.name = 'SheetTooLarge';
  }
}

/** Writes one export file: `add` each batch of rows in order, then `finish` for the file. */
export interface ExportWriter<Row> {
  add(rows: readonly Row[]): void;
  finish(): Blob;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A writer of `format` for `columns`; `sheetName` names the xlsx sheet. */
export function exportWriter<Row>(
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
  sheetName: string,
): ExportWriter<Row> {
  const cellsOf = (row: Row) => columns.map((column) => safeCell(column.value(row)));
  return format === 'csv' ? csvWriter(columns, cellsOf) : xlsxWriter(columns, cellsOf, sheetName);
}

/** A CSV field: quoted when it holds a comma, quote or line break; numbers as they are. */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvWriter<Row>(
  columns: readonly ExportColumn<Row>[],
  cellsOf: (row: Row) => (string | number)[],
): ExportWriter<Row> {
  const line = (cells: (string | number)[]) => `${cells.map(csvField).join(',')}\r\n`;
  // The byte-order mark lets spreadsheet programs read the UTF-8 Chinese text as such.
  const parts: Blob[] = [new Blob([`\ufeff${line(columns.map((column) => column.title))}`])];
  return {
    add(rows) {
      parts.push(new Blob([rows.map((row) => line(cellsOf(row))).join('')]));
    },
    finish: () => new Blob(parts, { type: 'text/csv;charset=utf-8' }),
  };
}

// Characters XML 1.0 cannot carry at all; a cell drops them rather than break the file.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The longest text a spreadsheet cell holds. */
const CELL_MAX = 32_767;

function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .slice(0, CELL_MAX)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The letters of column `index` (0-based): A, ..., Z, AA, ... */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function cellXml(value: string | number, ref: string, style: string): string {
  if (typeof value === 'number') return `<c r="${ref}"${style}><v>${value}</v></c>`;
  if (value === '') return '';
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

function rowXml(cells: (string | number)[], rowNumber: number, heading = false): string {
  const style = heading ? ' s="1"' : '';
  return `<row r="${rowNumber}">${cells.map((value, index) => cellXml(value, `${columnLetters(index)}${rowNumber}`, style)).join('')}</row>`;
}

/** How wide a column is drawn, from its longest text among `texts` (a CJK character counts twice). */
function columnWidth(texts: readonly (string | number)[]): number {
  const longest = Math.max(...texts.map((text) => [...String(text)].reduce((n, ch) => n + (ch > '\u2e80' ? 2 : 1), 0)));
  return Math.min(60, Math.max(8, longest + 2));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PARTS_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts of a one-sheet workbook besides the sheet: types, relations, workbook, styles (a bold heading). */
function workbookParts(sheetName: string): [string, string][] {
  const name = xmlText(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31)) || 'Sheet1';
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${PARTS_TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${PARTS_TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${PARTS_TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

function xlsxWriter<Row>(
  columns: readonly ExportColumn<Row>[],
  cellsOf: (row: Row) => (string | number)[],
  sheetName: string,
): ExportWriter<Row> {
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = () => {
    if (failure) throw failure;
    if (pending.length > 0) parts.push(new Blob(pending as BlobPart[]));
    pending = [];
  };
  for (const [path, xml] of workbookParts(sheetName)) {
    const file = new ZipDeflate(path, { level: 6 });
    zip.add(file);
    file.push(strToU8(XML_HEAD + xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const headings = columns.map((column) => column.title);
  let rowNumber = 1;
  let started = false;

  // The sheet's head (frozen heading row, column widths) waits for the first rows, to size them.
  const start = (firstCells: (string | number)[][]) => {
    started = true;
    const cols = headings
      .map((heading, index) => {
        const width = columnWidth([heading, ...firstCells.map((cells) => cells[index] ?? '')]);
        return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
      })
      .join('');
    sheet.push(
      strToU8(
        `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rowXml(headings, 1, true)}`,
      ),
    );
  };
  const addCells = (rows: (string | number)[][]) => {
    if (!started) start(rows);
    if (rowNumber - 1 + rows.length > XLSX_ROW_LIMIT) throw new SheetTooLarge();
    const xml = rows.map((cells) => rowXml(cells, ++rowNumber)).join('');
    if (xml !== '') sheet.push(strToU8(xml));
    flush();
  };

  return {
    add: (rows) => addCells(rows.map(cellsOf)),
    finish() {
      if (!started) start([]);
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      flush();
      return new Blob(parts, { type: XLSX_TYPE });
    },
  };
}

// An .xlsx written as a stream: the few fixed parts of the package, then the sheet's rows as they
// are read, deflated into the zip as they come, so a file of any length holds one batch of rows in
// memory; a few short sheets given whole may follow it (a template's instructions). Files the national platform imports want plain values: text as inline strings
// (never a shared-strings table, which would have to be whole before the sheet), numbers as
// numbers, dates as date cells; no formulas, no styles beyond the date format. SheetJS writes a
// workbook whole, and the maintained streaming writers carry far more than this needs; fflate (the
// app's zip library already) streams the zip itself.
import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** A cell: text, a number, a calendar date (`YYYY-MM-DD`), or nothing. */
export type XlsxCell = string | number | { readonly date: string } | null;

/** The sheet {@link xlsxStream} streams: its headings in row 1, its rows from row 2. */
export interface XlsxSheet {
  readonly name: string;
  readonly headings: readonly string[];
  /** The rows, read a batch at a time as the file is read. */
  readonly rows: AsyncIterable<readonly (readonly XlsxCell[])[]>;
}

/** A short sheet written whole after the streamed one. */
export interface XlsxWholeSheet {
  readonly name: string;
  readonly rows: readonly (readonly XlsxCell[])[];
}

const encoder = new TextEncoder();

/** XML 1.0 refuses most control characters outright: they become spaces, as a printed name would. */
function xmlText(text: string): string {
  return text
    .replace(/[^\P{Cc}\t\n\r]|[\uFFFE\uFFFF]/gu, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A column's letters: 0 is A, 25 is Z, 26 is AA. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Excel's serial day of a calendar date (days since 1899-12-30). */
function serialDay(date: string): number | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.round(time / 86_400_000) + 25_569;
}

function cellXml(cell: XlsxCell, reference: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? `<c r="${reference}"><v>${cell}</v></c>` : '';
  }
  if (typeof cell === 'string') {
    return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  }
  const serial = serialDay(cell.date);
  return serial === null ? '' : `<c r="${reference}" s="1"><v>${serial}</v></c>`;
}

function rowXml(cells: readonly XlsxCell[], number: number): string {
  return `<row r="${number}">${cells.map((cell, index) => cellXml(cell, `${columnName(index)}${number}`)).join('')}</row>`;
}

/** The package's content types, with a worksheet part for each of `sheets` sheets. */
function contentTypes(sheets: number): string {
  const worksheets = Array.from(
    { length: sheets },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${worksheets}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
}

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The workbook's relationships: its styles (`rIdStyles`) and each sheet (`rId1`, `rId2`...). */
function workbookRels(sheets: number): string {
  const worksheets = Array.from(
    { length: sheets },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${worksheets}<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
}

// Style 1 writes a date as the platform's own exports do: 2017/3/15.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/m/d"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** A sheet's name as Excel takes it: at most 31 characters, none of []:*?/\ (it refuses the file otherwise). */
function sheetName(name: string, index: number): string {
  return xmlText(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31)) || `Sheet${index + 1}`;
}

function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map((name, index) => `<sheet name="${sheetName(name, index)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets}</sheets></workbook>`;
}

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/**
 * The .xlsx of `sheet` as a stream, then the `after` sheets. Rows are read from `sheet.rows` only as
 * fast as the stream is read, so a slow download never piles the file up in memory.
 */
export function xlsxStream(sheet: XlsxSheet, after: readonly XlsxWholeSheet[] = []): Readable {
  const count = 1 + after.length;
  async function* bytes(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift() as Uint8Array;
    };
    const whole = (path: string, text: string) => {
      const file = new ZipDeflate(path, { level: 6 });
      zip.add(file);
      file.push(encoder.encode(text), true);
    };
    whole('[Content_Types].xml', contentTypes(count));
    whole('_rels/.rels', ROOT_RELS);
    whole('xl/workbook.xml', workbookXml([sheet.name, ...after.map((one) => one.name)]));
    whole('xl/_rels/workbook.xml.rels', workbookRels(count));
    whole('xl/styles.xml', STYLES);
    yield* drain();

    const data = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(data);
    data.push(encoder.encode(`${SHEET_START}${rowXml(sheet.headings, 1)}`));
    let number = 1;
    for await (const batch of sheet.rows) {
      const xml = batch.map((cells) => rowXml(cells, ++number)).join('');
      data.push(encoder.encode(xml));
      yield* drain();
    }
    data.push(encoder.encode(SHEET_END), true);
    after.forEach((one, index) => {
      const rows = one.rows.map((cells, row) => rowXml(cells, row + 1)).join('');
      whole(`xl/worksheets/sheet${index + 2}.xml`, `${SHEET_START}${rows}${SHEET_END}`);
    });
    zip.end();
    yield* drain();
  }
  return Readable.from(bytes(), { objectMode: false });
}

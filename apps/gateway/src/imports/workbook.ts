// Reading an import workbook (SPEC 4, 5, 7; issue 7) as a stream: the zip is checked first (no bomb
// gets further), the shared strings and styles are read whole (they are small), and the first
// sheet's XML is inflated and parsed chunk by chunk (htmlparser2 in XML mode), one row at a time,
// so a 100,000-row roster never sits in memory as a workbook. Formulas are refused, not evaluated;
// the row limit stops the reading. Cells come out as the text a person typed (dates YYYY-MM-DD,
// with SheetJS's number-format rules). Writing (templates, failure files) uses SheetJS
// (`@e965/xlsx`, the maintained republish).
import { StringDecoder } from 'node:string_decoder';
import * as XLSX from '@e965/xlsx';
import { formatByteSize } from '@school-sports/domain';
import { Parser } from 'htmlparser2';
import { ApiError } from '../http/errors.ts';
import { checkZip, entryBytes, entryStream, ZipBombError, type ZipEntry } from './zip.ts';

/** Limits of one import workbook. */
export const WORKBOOK_LIMITS = {
  /** Data rows (below the heading row). */
  maxRows: 100_000,
  /** What all the workbook's parts may inflate to: room for 100,000 rows of inline strings. */
  maxInflatedBytes: 400 * 1024 * 1024,
  /** Parts of the package (sheets, styles, relations...). */
  maxEntries: 200,
} as const;

/** A row of a sheet: its number in the sheet (1-based) and its cells as text. */
export type RowHandler = (rowNumber: number, cells: string[]) => void;

/** An opened import workbook: its first sheet, read row by row. */
export interface ImportWorkbook {
  /**
   * Reads the first sheet, calling `onRow` for each row holding any text, in order, and awaiting
   * `afterChunk` after each chunk of the sheet (where the reader may write what it has gathered).
   */
  readRows(onRow: RowHandler, afterChunk?: () => Promise<void>): Promise<void>;
}

/** Parses XML text with the callbacks of htmlparser2, entities decoded. */
function parseXml(text: string, handlers: ConstructorParameters<typeof Parser>[0]): void {
  const parser = new Parser(handlers, { xmlMode: true, decodeEntities: true });
  parser.write(text);
  parser.end();
}

/** The local name of an element: `x:row` and `row` alike. */
function local(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** The 0-based column of a cell reference such as `AB12`, or -1. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  let index = 0;
  for (; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return index === 0 ? -1 : column - 1;
}

/** The shared strings of the workbook: the text of each `<si>`, phonetic runs left out. */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(xml, {
    onopentag(name) {
      const tag = local(name);
      if (tag === 'si') current = [];
      else if (tag === 'rPh') phonetic += 1;
      else if (tag === 't' && current && phonetic === 0) inText = true;
    },
    ontext(text) {
      if (inText) current?.push(text);
    },
    onclosetag(name) {
      const tag = local(name);
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic -= 1;
      else if (tag === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    },
  });
  return strings;
}

// Built-in formats of East Asian locales that are dates (ECMA-376 18.8.30 leaves them to the locale).
const EAST_ASIAN_DATE_FORMATS = new Set([27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);

/** For each cell style (`s`), whether it formats numbers as dates. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  const builtIn = XLSX.SSF.get_table() as Record<number, string>;
  parseXml(xml, {
    onopentag(name, attributes) {
      const tag = local(name);
      if (tag === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (tag === 'cellXfs') inCellXfs = true;
      else if (tag === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = custom.get(id) ?? builtIn[id];
        styles.push(EAST_ASIAN_DATE_FORMATS.has(id) || (code !== undefined && XLSX.SSF.is_date(code)));
      }
    },
    onclosetag(name) {
      if (local(name) === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(workbookXml: string, relationsXml: string): string | undefined {
  let relationId: string | undefined;
  parseXml(workbookXml, {
    onopentag(name, attributes) {
      if (local(name) === 'sheet' && relationId === undefined) {
        relationId = Object.entries(attributes).find(([key]) => local(key) === 'id')?.[1];
      }
    },
  });
  let target: string | undefined;
  parseXml(relationsXml, {
    onopentag(name, attributes) {
      if (local(name) === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
    },
  });
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** The text of a number cell: a date as YYYY-MM-DD, a whole number without exponent. */
function numberText(value: string, isDate: boolean): string {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) return value;
  if (isDate) return XLSX.SSF.format('yyyy-mm-dd', number);
  return Number.isInteger(number) && Math.abs(number) < 1e21 ? BigInt(number).toString() : String(number);
}

/** Thrown inside the parser to stop the reading with the refusal. */
class Stop extends Error {
  readonly refusal: ApiError;
  constructor(refusal: ApiError) {
    super(refusal.messageId);
    this.refusal = refusal;
  }
}

/**
 * Opens an .xlsx import: refuses (nothing read further) a file that is not a readable workbook or
 * that inflates past the limit. The rows are read by {@link ImportWorkbook.readRows}, which refuses a
 * formula and more than {@link WORKBOOK_LIMITS.maxRows} data rows.
 */
export function openImportWorkbook(bytes: Buffer): ImportWorkbook {
  const checked = checkZip(bytes, {
    maxTotalBytes: WORKBOOK_LIMITS.maxInflatedBytes,
    maxEntries: WORKBOOK_LIMITS.maxEntries,
  });
  const tooLarge = () =>
    new ApiError(413, 'import.tooLarge', { max: formatByteSize(WORKBOOK_LIMITS.maxInflatedBytes) });
  const notWorkbook = () => new ApiError(400, 'import.notWorkbook');
  if ('problem' in checked) throw checked.problem === 'tooLarge' ? tooLarge() : notWorkbook();
  const { entries } = checked;
  const text = (entry: ZipEntry | undefined) => {
    if (!entry) return undefined;
    try {
      return entryBytes(bytes, entry).toString('utf8');
    } catch (error) {
      throw error instanceof ZipBombError ? tooLarge() : notWorkbook();
    }
  };

  let sheetEntry: ZipEntry | undefined;
  let strings: string[];
  let dates: boolean[];
  try {
    const workbookXml = text(entries.get('xl/workbook.xml'));
    const relationsXml = text(entries.get('xl/_rels/workbook.xml.rels'));
    const sheetPath = workbookXml && relationsXml ? firstSheetPath(workbookXml, relationsXml) : undefined;
    sheetEntry = sheetPath === undefined ? undefined : entries.get(sheetPath);
    strings = sharedStrings(text(entries.get('xl/sharedStrings.xml')) ?? '');
    dates = dateStyles(text(entries.get('xl/styles.xml')));
  } catch (error) {
    throw error instanceof ApiError ? error : notWorkbook();
  }
  if (!sheetEntry) throw notWorkbook();
  const sheet = sheetEntry;

  return {
    async readRows(onRow, afterChunk) {
      let rowNumber = 0;
      let cells: string[] = [];
      let filled = false;
      let dataRows = -1;
      let column = 0;
      let cellType = '';
      let cellDate = false;
      let reference = '';
      let value: string[] = [];
      let inValue = false;
      let inInline = false;
      const parser = new Parser(
        {
          onopentag(name, attributes) {
            switch (local(name)) {
              case 'row':
                rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
                cells = [];
                filled = false;
                column = 0;
                break;
              case 'c': {
                const at = columnOf(attributes.r);
                column = at < 0 ? column : at;
                reference = attributes.r ?? XLSX.utils.encode_cell({ r: rowNumber - 1, c: column });
                cellType = attributes.t ?? 'n';
                cellDate = dates[Number(attributes.s ?? 0)] === true;
                value = [];
                break;
              }
              case 'v':
                inValue = true;
                break;
              case 'is':
                inInline = true;
                break;
              case 'f':
                throw new Stop(new ApiError(400, 'import.formulas', { cell: reference }));
            }
          },
          ontext(piece) {
            if (inValue || inInline) value.push(piece);
          },
          onclosetag(name) {
            switch (local(name)) {
              case 'v':
                inValue = false;
                break;
              case 'is':
                inInline = false;
                break;
              case 'c': {
                const raw = value.join('');
                let cell: string;
                if (cellType === 's') cell = strings[Number(raw)] ?? '';
                else if (cellType === 'n') cell = numberText(raw, cellDate);
                else if (cellType === 'b') cell = raw === '1' ? 'TRUE' : 'FALSE';
                else if (cellType === 'e') cell = '';
                else if (cellType === 'd') cell = raw.slice(0, 10);
                else cell = raw;
                cell = cell.trim();
                while (cells.length < column) cells.push('');
                cells[column] = cell;
                if (cell !== '') filled = true;
                column += 1;
                break;
              }
              case 'row':
                if (!filled) break;
                dataRows += 1;
                if (dataRows > WORKBOOK_LIMITS.maxRows) {
                  throw new Stop(new ApiError(413, 'import.tooManyRows', { max: WORKBOOK_LIMITS.maxRows }));
                }
                onRow(rowNumber, cells);
                break;
            }
          },
        },
        { xmlMode: true, decodeEntities: true },
      );
      const decoder = new StringDecoder('utf8');
      try {
        for await (const chunk of entryStream(bytes, sheet)) {
          parser.write(decoder.write(chunk as Buffer));
          await afterChunk?.();
        }
        parser.write(decoder.end());
        parser.end();
        await afterChunk?.();
      } catch (error) {
        if (error instanceof Stop) throw error.refusal;
        if (error instanceof ZipBombError) throw tooLarge();
        if (error instanceof ApiError) throw error;
        throw notWorkbook();
      }
    },
  };
}

/** An .xlsx file of sheets given as rows of text (every cell written as text, never as a formula). */
export function writeWorkbook(sheets: { name: string; rows: string[][]; widths?: number[] }[]): Buffer {
  const book = XLSX.utils.book_new();
  for (const { name, rows, widths } of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
    // Text format on every cell: ID card and mobile numbers stay text when someone types in them.
    for (const row of (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[]) {
      for (const cell of row ?? []) if (cell) cell.z = '@';
    }
    if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer;
}

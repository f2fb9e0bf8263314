// Reading an import workbook (.xlsx) as a stream, in the import's worker thread: the zip through
// `zip.ts` (every part bounded as it inflates), the shared strings and styles parsed as they stream,
// then the first sheet's XML parsed chunk by chunk (htmlparser2 in XML mode), one row at a time, so
// a 100,000-row roster never sits in memory as a workbook. Formulas are refused, not evaluated; the
// row limit stops the reading. Cells come out as the text a person typed (dates YYYY-MM-DD, with
// SheetJS's number-format rules); a cell longer than a spreadsheet cell may be comes out cut at that
// length and marked, so the row fails with its reason instead of the whole import.
import { StringDecoder } from 'node:string_decoder';
import * as XLSX from '@e965/xlsx';
import { type DomainMessageId, formatByteSize, type MessageValues } from '@school-sports/domain';
import { Parser } from 'htmlparser2';
import { type EntryLimits, openZip, type Zip, ZipRefusal } from './zip.ts';

const MB = 1024 * 1024;

/** Limits of one import workbook. */
export const WORKBOOK_LIMITS = {
  /** Data rows (below the heading row). */
  maxRows: 100_000,
  /** Parts of the package (sheets, styles, relations...). */
  maxEntries: 200,
  /** The first sheet's XML: room for 100,000 rows of about 1,300 bytes of inline strings each. */
  sheet: { maxBytes: 128 * MB, maxRatio: 200 },
  /** The shared strings: every cell of 100,000 rows different, with room to spare. */
  sharedStrings: { maxBytes: 64 * MB, maxRatio: 200 },
  /** The workbook, its relations and its styles: a few kilobytes in any real workbook. */
  smallPart: { maxBytes: 4 * MB, maxRatio: 200 },
  /** The characters a spreadsheet cell holds at most (Excel's own limit): longer fails its row. */
  maxCellCharacters: 32_767,
  /** Columns read; cells to the right of them are never part of an import. */
  maxColumns: 64,
} as const satisfies Record<string, number | EntryLimits>;

/** A refusal of the whole workbook, as a message of the domain catalogue and its HTTP status. */
export interface WorkbookRefusal {
  status: number;
  id: DomainMessageId;
  values: MessageValues;
}

/** A row of a sheet: its number (1-based), its cells as text, and the columns of cells cut short. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
  tooLong?: number[];
}

/** Thrown to stop the reading with a refusal. */
export class RefusedWorkbook extends Error {
  readonly refusal: WorkbookRefusal;
  constructor(refusal: WorkbookRefusal) {
    super(refusal.id);
    this.name = 'RefusedWorkbook';
    this.refusal = refusal;
  }
}

const notWorkbook = (): WorkbookRefusal => ({ status: 400, id: 'import.notWorkbook', values: {} });

/** The refusal a zip problem answers with. */
function refusalOf(error: ZipRefusal): WorkbookRefusal {
  const { problem } = error;
  switch (problem.reason) {
    case 'tooLarge':
      return { status: 413, id: 'import.tooLarge', values: { max: formatByteSize(problem.max) } };
    case 'ratio':
      return { status: 413, id: 'import.compressionRatio', values: { ratio: problem.max } };
    case 'sizeMismatch':
      return { status: 400, id: 'import.sizeMismatch', values: {} };
    default:
      return notWorkbook();
  }
}

/** The refusal an error of the reading stands for: a thrown refusal, a zip refused, or a broken file. */
export function refusalFor(error: unknown): WorkbookRefusal {
  if (error instanceof RefusedWorkbook) return error.refusal;
  if (error instanceof ZipRefusal) return refusalOf(error);
  return notWorkbook();
}

type Handlers = ConstructorParameters<typeof Parser>[0];

/**
 * Streams an entry of the zip through an XML parser with `handlers`, awaiting `afterChunk` after
 * each chunk. A missing entry reads as empty.
 */
async function parseEntry(
  zip: Zip,
  name: string,
  limits: EntryLimits,
  handlers: Handlers,
  afterChunk?: () => Promise<void>,
): Promise<void> {
  if (!zip.names.has(name)) return;
  const parser = new Parser(handlers, { xmlMode: true, decodeEntities: true });
  const decoder = new StringDecoder('utf8');
  const stream = await zip.read(name, limits);
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      await afterChunk?.();
    }
  } finally {
    stream.destroy();
  }
  parser.write(decoder.end());
  parser.end();
  await afterChunk?.();
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
  for (; index < reference.length && index < 4; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return index === 0 ? -1 : column - 1;
}

/** Text gathered up to the cell limit: past it the rest is dropped and the text marked as cut. */
class CellText {
  private pieces: string[] = [];
  private length = 0;
  cut = false;

  add(piece: string): void {
    if (this.cut) return;
    const room = WORKBOOK_LIMITS.maxCellCharacters - this.length;
    if (piece.length > room) {
      this.pieces.push(piece.slice(0, room));
      this.length += room;
      this.cut = true;
      return;
    }
    this.pieces.push(piece);
    this.length += piece.length;
  }

  text(): string {
    return this.pieces.join('');
  }
}

/** The shared strings of the workbook: the text of each `<si>`, phonetic runs left out. */
async function sharedStrings(zip: Zip): Promise<{ strings: string[]; cut: Set<number> }> {
  const strings: string[] = [];
  const cut = new Set<number>();
  let current: CellText | null = null;
  let inText = false;
  let phonetic = 0;
  await parseEntry(zip, 'xl/sharedStrings.xml', WORKBOOK_LIMITS.sharedStrings, {
    onopentag(name) {
      const tag = local(name);
      if (tag === 'si') current = new CellText();
      else if (tag === 'rPh') phonetic += 1;
      else if (tag === 't' && current && phonetic === 0) inText = true;
    },
    ontext(text) {
      if (inText) current?.add(text);
    },
    onclosetag(name) {
      const tag = local(name);
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic -= 1;
      else if (tag === 'si' && current) {
        if (current.cut) cut.add(strings.length);
        strings.push(current.text());
        current = null;
      }
    },
  });
  return { strings, cut };
}

// Built-in formats of East Asian locales that are dates (ECMA-376 18.8.30 leaves them to the locale).
const EAST_ASIAN_DATE_FORMATS = new Set([27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);

/** For each cell style (`s`), whether it formats numbers as dates. */
async function dateStyles(zip: Zip): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  const builtIn = XLSX.SSF.get_table() as Record<number, string>;
  await parseEntry(zip, 'xl/styles.xml', WORKBOOK_LIMITS.smallPart, {
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
async function firstSheetPath(zip: Zip): Promise<string | undefined> {
  let relationId: string | undefined;
  await parseEntry(zip, 'xl/workbook.xml', WORKBOOK_LIMITS.smallPart, {
    onopentag(name, attributes) {
      if (local(name) === 'sheet' && relationId === undefined) {
        relationId = Object.entries(attributes).find(([key]) => local(key) === 'id')?.[1];
      }
    },
  });
  let target: string | undefined;
  await parseEntry(zip, 'xl/_rels/workbook.xml.rels', WORKBOOK_LIMITS.smallPart, {
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

/** An opened import workbook: its first sheet, read row by row as often as asked. */
export interface SheetReader {
  /**
   * Reads the first sheet, calling `onRow` for each row holding any text, in order, and awaiting
   * `afterChunk` after each chunk of the sheet. Throws a {@link RefusedWorkbook} or a
   * {@link ZipRefusal}.
   */
  readRows(onRow: (row: SheetRow) => void, afterChunk: () => Promise<void>): Promise<void>;
  close(): void;
}

/**
 * Opens the .xlsx in the open file `fd`: refuses (nothing read further) a file that is not a readable
 * workbook or whose parts inflate past their limits, reading the shared strings and styles.
 */
export async function openSheetReader(fd: number): Promise<SheetReader> {
  const zip = await openZip(fd, WORKBOOK_LIMITS.maxEntries);
  let sheetPath: string | undefined;
  let shared: { strings: string[]; cut: Set<number> };
  let dates: boolean[];
  try {
    sheetPath = await firstSheetPath(zip);
    shared = await sharedStrings(zip);
    dates = await dateStyles(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  if (sheetPath === undefined || !zip.names.has(sheetPath)) {
    zip.close();
    throw new RefusedWorkbook(notWorkbook());
  }
  const sheet = sheetPath;

  return {
    async readRows(onRow, afterChunk) {
      let rowNumber = 0;
      let cells: string[] = [];
      let tooLong: number[] = [];
      let filled = false;
      let dataRows = -1;
      let column = 0;
      let cellType = '';
      let cellDate = false;
      let reference = '';
      let value = new CellText();
      let inValue = false;
      let inInline = false;
      await parseEntry(
        zip,
        sheet,
        WORKBOOK_LIMITS.sheet,
        {
          onopentag(name, attributes) {
            switch (local(name)) {
              case 'row':
                rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
                cells = [];
                tooLong = [];
                filled = false;
                column = 0;
                break;
              case 'c': {
                const at = columnOf(attributes.r);
                column = at < 0 ? column : at;
                reference = XLSX.utils.encode_cell({ r: rowNumber - 1, c: column });
                cellType = attributes.t ?? 'n';
                cellDate = dates[Number(attributes.s ?? 0)] === true;
                value = new CellText();
                break;
              }
              case 'v':
                inValue = true;
                break;
              case 'is':
                inInline = true;
                break;
              case 'f':
                throw new RefusedWorkbook({ status: 400, id: 'import.formulas', values: { cell: reference } });
            }
          },
          ontext(piece) {
            if (inValue || inInline) value.add(piece);
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
                const raw = value.text();
                let cut = value.cut;
                let cell: string;
                if (cellType === 's') {
                  const index = Number(raw);
                  cell = shared.strings[index] ?? '';
                  cut = shared.cut.has(index);
                } else if (cellType === 'n') cell = numberText(raw, cellDate);
                else if (cellType === 'b') cell = raw === '1' ? 'TRUE' : 'FALSE';
                else if (cellType === 'e') cell = '';
                else if (cellType === 'd') cell = raw.slice(0, 10);
                else cell = raw;
                cell = cell.trim();
                if (column < WORKBOOK_LIMITS.maxColumns) {
                  while (cells.length < column) cells.push('');
                  cells[column] = cell;
                  if (cut) tooLong.push(column);
                  if (cell !== '') filled = true;
                }
                column += 1;
                break;
              }
              case 'row':
                if (!filled) break;
                dataRows += 1;
                if (dataRows > WORKBOOK_LIMITS.maxRows) {
                  throw new RefusedWorkbook({
                    status: 413,
                    id: 'import.tooManyRows',
                    values: { max: WORKBOOK_LIMITS.maxRows },
                  });
                }
                onRow(tooLong.length > 0 ? { rowNumber, cells, tooLong } : { rowNumber, cells });
                break;
            }
          },
        },
        afterChunk,
      );
    },
    close() {
      zip.close();
    },
  };
}

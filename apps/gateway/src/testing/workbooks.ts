// Spreadsheets in gateway tests: workbooks to import, and the rows of the ones the gateway answers.
import * as XLSX from '@e965/xlsx';

/**
 * An .xlsx of one sheet holding `rows` (the first is the heading row), compressed as programs save
 * it; with `sharedStrings`, texts in a shared table as Excel writes them.
 */
export function workbookOf(rows: unknown[][], options: { formulaAt?: string; sharedStrings?: boolean } = {}): Buffer {
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
    compression: true,
    bookSST: options.sharedStrings === true,
  }) as Buffer;
}

/** The rows of a sheet of an .xlsx, every cell as text. */
export function sheetRowsOf(bytes: Buffer, sheetIndex = 0): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[sheetIndex] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '', raw: false });
}

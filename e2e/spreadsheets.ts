// Spreadsheets in journeys: the rows of a downloaded workbook, and workbooks to upload.
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Download } from 'playwright-core';

/** The content type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of a downloaded workbook's first sheet, every cell as text. */
export async function sheetRows(download: Download): Promise<string[][]> {
  const book = XLSX.read(fs.readFileSync(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

/** A workbook of one sheet holding `rows`, as the imports take it. */
export function workbookOf(rows: string[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '数据');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

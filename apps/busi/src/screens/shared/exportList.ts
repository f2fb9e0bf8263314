// Export of a list with its current filters to .xlsx or .csv (issue 7, DESIGN 9). The libraries load
// only when someone exports; the rows come page by page from the list's own endpoint.

/** A column of an export: its heading and the value of each row. */
export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
}

/** The formats a list exports to. */
export type ExportFormat = 'xlsx' | 'csv';

/** The most rows one export takes (the import's own limit). */
export const EXPORT_ROW_LIMIT = 100_000;

/** The largest page the gateway answers. */
const PAGE_SIZE = 80;

/** Every row of a list, read page by page, up to {@link EXPORT_ROW_LIMIT}. */
export async function collectRows<Row>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ records: readonly Row[]; total: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNum = 1; rows.length < EXPORT_ROW_LIMIT; pageNum += 1) {
    const page = await fetchPage(pageNum, PAGE_SIZE);
    rows.push(...page.records);
    if (page.records.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_ROW_LIMIT);
}

// A spreadsheet runs a cell starting with one of these as a formula: exported text never does.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: text that a spreadsheet would run as a formula is quoted. */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The heading row and one row of cells per record. */
export function exportTable<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): (string | number)[][] {
  return [
    columns.map((column) => column.title),
    ...rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
  ];
}

/** The file of a table: UTF-8 CSV with a byte-order mark (so spreadsheets read Chinese), or xlsx. */
export async function exportFile(table: (string | number)[][], format: ExportFormat, sheetName: string): Promise<Blob> {
  if (format === 'csv') {
    const { unparse } = await import('papaparse');
    return new Blob([`\ufeff${unparse(table)}`], { type: 'text/csv;charset=utf-8' });
  }
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  // Sheet names are at most 31 characters and may not hold []:*?/\
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet(table),
    sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
  );
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

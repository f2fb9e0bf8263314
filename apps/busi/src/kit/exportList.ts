// Export of a list with its current filters to .xlsx or .csv: its columns and cells. The rows
// stream from the gateway (exportSources.ts) into a file written as they come (exportWriter.ts).

/** A column of an export: its heading and the value of each row. */
export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
}

/** The formats a list exports to. */
export type ExportFormat = 'xlsx' | 'csv';

/** The most records an xlsx sheet holds below its heading row; a longer list exports as CSV. */
export const XLSX_ROW_LIMIT = 1_048_575;

// A spreadsheet runs a cell starting with one of these as a formula: exported text never does.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: text that a spreadsheet would run as a formula is quoted. */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
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

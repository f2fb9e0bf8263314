// Import workbooks on the gateway's side: the uploaded .xlsx is read in a worker thread
// (`reader.ts`, `worker.ts`), so a zip bomb or a 100,000-row sheet is parsed off the thread that
// answers requests, with the worker's heap capped (a part that slips past the limits ends the worker,
// never the gateway). Its rows arrive in batches the import takes one at a time. Writing (templates,
// failure files) uses SheetJS (`@e965/xlsx`, the maintained republish).
import { Worker } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { formatByteSize } from '@school-sports/domain';
import { ApiError } from '../http/errors.ts';
import { WORKER_NODE_ARGS } from '../node-args.ts';
import { importWorkerFile } from '../paths.ts';
import { type SheetRow, WORKBOOK_LIMITS } from './reader.ts';
import type { FromWorker, ToWorker } from './worker.ts';

export { type SheetRow, WORKBOOK_LIMITS } from './reader.ts';

/** A row of a sheet: its number in the sheet (1-based), its cells as text, the columns cut short. */
export type RowHandler = (row: SheetRow) => void;

/** An opened import workbook: its first sheet, read row by row. */
export interface ImportWorkbook {
  /**
   * Reads the first sheet, calling `onRow` for each row holding any text, in order, and awaiting
   * `afterChunk` after each batch of rows (where the reader may write what it has gathered).
   */
  readRows(onRow: RowHandler, afterChunk?: () => Promise<void>): Promise<void>;
}

/** The worker's heap: enough for the shared strings of 100,000 rows, far below the gateway's. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 48 } as const;

/** Messages from the worker, taken in order. */
class Inbox {
  private readonly queue: FromWorker[] = [];
  private waiting: { resolve: (message: FromWorker) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;

  push(message: FromWorker): void {
    if (this.waiting) {
      this.waiting.resolve(message);
      this.waiting = null;
    } else this.queue.push(message);
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.reject(error);
    this.waiting = null;
  }

  next(): Promise<FromWorker> {
    const message = this.queue.shift();
    if (message) return Promise.resolve(message);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }
}

/** The refusal a workbook whose reading ran out of the worker's memory answers with. */
const tooLarge = () => new ApiError(413, 'import.tooLarge', { max: formatByteSize(WORKBOOK_LIMITS.sheet.maxBytes) });

/**
 * Opens the .xlsx in the open file `fd` in a worker: refuses (nothing read further) a file that is
 * not a readable workbook or whose parts inflate past their limits. The rows are read by
 * {@link ImportWorkbook.readRows}, which refuses a formula and more than
 * {@link WORKBOOK_LIMITS.maxRows} data rows. `close` ends the worker (the file stays open).
 */
export async function openImportWorkbook(fd: number): Promise<ImportWorkbook & { close(): Promise<void> }> {
  const worker = new Worker(importWorkerFile, {
    workerData: { fd },
    execArgv: [...WORKER_NODE_ARGS],
    resourceLimits: WORKER_LIMITS,
  });
  const inbox = new Inbox();
  let closing = false;
  worker.on('message', (message: FromWorker) => inbox.push(message));
  worker.on('error', (error: Error & { code?: string }) =>
    inbox.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge() : error),
  );
  worker.on('exit', () => {
    if (!closing) inbox.fail(new Error('the import worker stopped'));
  });
  const send = (message: ToWorker) => worker.postMessage(message);
  const close = async () => {
    closing = true;
    await worker.terminate();
  };
  const refusalOf = (message: FromWorker): Error => {
    if (message.type === 'refused') {
      return new ApiError(message.refusal.status, message.refusal.id, message.refusal.values);
    }
    return new Error(message.type === 'failed' ? message.message : `unexpected ${message.type} from the import worker`);
  };

  try {
    const first = await inbox.next();
    if (first.type !== 'ready') throw refusalOf(first);
  } catch (error) {
    await close();
    throw error;
  }
  let reading = false;
  return {
    async readRows(onRow, afterChunk) {
      if (reading) throw new Error('one pass at a time');
      reading = true;
      send({ type: 'read' });
      for (;;) {
        const message = await inbox.next();
        if (message.type === 'end') break;
        if (message.type !== 'rows') throw refusalOf(message);
        send({ type: 'more' });
        for (const row of message.rows) onRow(row);
        await afterChunk?.();
        // A turn of the event loop per batch: requests waiting meanwhile (health, other callers)
        // are answered between batches, whatever the database's promises did.
        await new Promise((resolve) => setImmediate(resolve));
      }
      reading = false;
    },
    close,
  };
}

/** One sheet of a workbook to write. */
export interface SheetToWrite {
  name: string;
  rows: string[][];
  widths?: number[];
  /** Keeps the first row (the headings) in view while the rows below scroll. */
  freezeHeadings?: boolean;
  /**
   * Columns whose cells are picked from a list on another sheet of the workbook: a drop-down in the
   * cell. Another value may still be typed, after a warning: the import accepts more than the list
   * shows (a class named with its grade, one half of 祖父/外祖父).
   */
  choices?: readonly { column: number; sheet: number; listColumn: number; count: number }[];
}

/** The rows a drop-down covers below the headings: as many as an import takes. */
const CHOICE_ROWS = WORKBOOK_LIMITS.maxRows;

/** An .xlsx file of sheets given as rows of text (every cell written as text, never as a formula). */
export function writeWorkbook(sheets: readonly SheetToWrite[]): Buffer {
  const book = XLSX.utils.book_new();
  const names = sheets.map(({ name }) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  for (const [index, { rows, widths }] of sheets.entries()) {
    const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
    // Text format on every cell: ID card and mobile numbers stay text when someone types in them.
    for (const row of (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[]) {
      for (const cell of row ?? []) if (cell) cell.z = '@';
    }
    if (widths) sheet['!cols'] = widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, names[index]);
  }
  const written = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer;
  if (!sheets.some((sheet) => sheet.freezeHeadings || (sheet.choices?.length ?? 0) > 0)) return written;
  // SheetJS writes neither frozen panes nor drop-downs: they go into the sheets' XML afterwards.
  const zip = XLSX.CFB.read(written, { type: 'buffer' });
  for (const [index, sheet] of sheets.entries()) {
    const at = zip.FullPaths.findIndex((path: string) => path.endsWith(`xl/worksheets/sheet${index + 1}.xml`));
    const entry = zip.FileIndex[at];
    if (!entry?.content) continue;
    let xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
    if (sheet.freezeHeadings) {
      xml = xml.replace(
        '<sheetView workbookViewId="0"/>',
        '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>',
      );
    }
    const choices = sheet.choices ?? [];
    if (choices.length > 0) {
      const validations = choices.map(({ column, sheet: listSheet, listColumn, count }) => {
        const target = XLSX.utils.encode_col(column);
        const source = XLSX.utils.encode_col(listColumn);
        const quoted = `'${(names[listSheet] ?? '').replaceAll("'", "''")}'`;
        const formula = `${quoted}!$${source}$2:$${source}$${count + 1}`
          .replaceAll('&', '&amp;')
          .replaceAll("'", '&apos;');
        return `<dataValidation type="list" errorStyle="warning" allowBlank="1" showErrorMessage="1" sqref="${target}2:${target}${CHOICE_ROWS + 1}"><formula1>${formula}</formula1></dataValidation>`;
      });
      xml = xml.replace(
        '</sheetData>',
        `</sheetData><dataValidations count="${validations.length}">${validations.join('')}</dataValidations>`,
      );
    }
    entry.content = Buffer.from(xml, 'utf8');
  }
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer;
}

// The import runner (issue 7): headings matched in any of the three languages, every row checked
// before anything is written, the valid rows written in batches, each batch one transaction (a
// crash leaves every row wholly written or absent), and the failed rows answered as submitted with
// their reason in the caller's language. Keys found twice in one file fail the later row.
import { DOMAIN_LOCALES, type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { type Database, yieldToRequests } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { importRowsTotal, importsTotal } from '../ops/metrics.ts';
import type { Transaction } from '../tenancy/scope.ts';
import { type ImportColumn, matchHeadings, normalHeading } from './columns.ts';
import type { ImportPhase, ProgressReport } from './progress.ts';
import { type RowFailure, reasonOf } from './rowChecks.ts';
import { type ImportWorkbook, type SheetRow, WORKBOOK_LIMITS } from './workbook.ts';

/** What one kind of import (students, teachers, devices, a plan's results) supplies to the runner. */
export interface ImportKind<Key extends string, Row> {
  columns: readonly ImportColumn<Key>[];
  /**
   * Checks one row's cells (by column key, '' when the column is absent): the row, or every refusal
   * found (see {@link rowChecks}).
   */
  parse: (cells: Readonly<Record<Key, string>>, rowNumber: number) => Row | readonly RowFailure[];
  /**
   * Whether a row holds nothing to import though it has text (a template prefilled with who is to
   * be measured, a row of whom nobody measured anything): such a row is passed over, neither
   * imported nor failed. Without it every row with text is imported or failed.
   */
  blank?: (cells: Readonly<Record<Key, string>>) => boolean;
  /** The row's values that must be unique within the file, by the column they come from. */
  keys: (row: Row) => readonly (readonly [Key, string])[];
  /**
   * Writes a batch in `tx`; answers the refusals of rows it could not write (by their index in
   * `rows`), having written none of them.
   */
  write: (tx: Transaction, rows: readonly Row[]) => Promise<Map<number, RowFailure>>;
}

/**
 * The longest cell of a column holding one value (a name, a number, a class): longer than any valid
 * value, short enough that a reason quoting the cell stays a readable spreadsheet cell.
 */
export const IMPORT_CELL_MAX = 100;

/**
 * The most characters the failed rows of one import may hold: every row of a 100,000-row file
 * failing with cells of ordinary length fits; a file of long failing rows, whose failure file the
 * gateway would have to hold and write, is refused whole before anything is written.
 */
export const IMPORT_FAILURE_CHARACTERS_MAX = 16_000_000;

/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 500;

/** The least time between two progress reports of an import. */
const PROGRESS_EVERY_MS = 250;

/** The outcome of an import: the counts, and the failed rows as submitted with their reasons. */
export interface ImportOutcome {
  successCount: number;
  failureCount: number;
  headings: string[];
  failures: { cells: string[]; reason: string }[];
}

/** The letters of a 0-based column: 0 is A, 27 is AB. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function isRefused<Row>(value: Row | readonly RowFailure[]): value is readonly RowFailure[] {
  return Array.isArray(value);
}

/**
 * Runs an import of the workbook's first sheet as `kind`; the caller has checked the caller's rights.
 * The sheet is streamed twice: the first pass checks every row (headings, formulas, the row limit,
 * each row's rules, keys twice in the file) and writes nothing; the second writes the rows that
 * passed, a batch at a time, as they stream by. Memory holds a batch, the keys and the failures,
 * never the whole sheet.
 */
export async function runImport<Key extends string, Row>(
  db: Database,
  kind: ImportKind<Key, Row>,
  workbook: ImportWorkbook,
  locale: DomainLocale,
  report: ProgressReport = async () => {},
): Promise<ImportOutcome> {
  // Progress is told between chunks of the sheet, a few times a second at most, and at each phase's end.
  let toldAt = 0;
  const tell = async (phase: ImportPhase, done: number, total: number | null, now = false) => {
    if (!now && performance.now() - toldAt < PROGRESS_EVERY_MS) return;
    toldAt = performance.now();
    await report(phase, done, total);
  };
  const failures: { rowNumber: number; cells: string[]; reason: string }[] = [];
  const failed = new Set<number>();
  let headings: string[] | undefined;
  let positions = new Map<Key, number>();
  let validCount = 0;

  const valuesOf = (cells: readonly string[]) => {
    const values = {} as Record<Key, string>;
    for (const column of kind.columns) {
      const index = positions.get(column.key);
      values[column.key] = index === undefined ? '' : (cells[index] ?? '');
    }
    return values;
  };
  // Counted while checking, when a refusal still writes nothing; rows refused by the writing
  // passed their checks, so each holds cells of ordinary length.
  let failureCharacters = 0;
  let writing = false;
  const refuse = (rowNumber: number, cells: string[], refusal: RowFailure | readonly RowFailure[]) => {
    for (const cell of cells) failureCharacters += cell.length;
    if (!writing && failureCharacters > IMPORT_FAILURE_CHARACTERS_MAX) {
      throw new ApiError(413, 'import.failuresTooLarge', { max: IMPORT_FAILURE_CHARACTERS_MAX });
    }
    const cellOf = (key: string) => {
      const index = positions.get(key as Key);
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const reason = reasonOf(isRefused(refusal) ? refusal : [refusal], kind.columns, cellOf, locale);
    failures.push({ rowNumber, cells, reason });
    failed.add(rowNumber);
  };
  // A cell longer than a spreadsheet cell may be (cut short by the reader), or longer than its
  // column's field allows, fails its row before the row's own rules are checked.
  const tooLong = ({ rowNumber, cells, tooLong: cut }: SheetRow): RowFailure | undefined => {
    const at = cut?.[0];
    if (at !== undefined) {
      return {
        id: 'import.cellTooLong',
        values: { cell: `${columnName(at)}${rowNumber}`, max: WORKBOOK_LIMITS.maxCellCharacters },
      };
    }
    for (const column of kind.columns) {
      const index = positions.get(column.key);
      const length = index === undefined ? 0 : (cells[index]?.length ?? 0);
      const max = column.maxLength ?? IMPORT_CELL_MAX;
      if (length > max) {
        return { id: 'import.columnTooLong', values: { column: translateDomainMessage(locale, column.heading), max } };
      }
    }
    return undefined;
  };

  // First pass: check everything, write nothing.
  const seen = new Map<string, number>();
  await workbook.readRows(
    (row) => {
      const { rowNumber, cells } = row;
      if (headings === undefined) {
        headings = cells;
        positions = matchHeadings(cells, kind.columns, locale);
        return;
      }
      const long = tooLong(row);
      if (long) {
        refuse(rowNumber, cells, long);
        return;
      }
      const values = valuesOf(cells);
      if (kind.blank?.(values)) return;
      const parsed = kind.parse(values, rowNumber);
      if (isRefused(parsed)) {
        refuse(rowNumber, cells, parsed);
        return;
      }
      const keys = kind.keys(parsed).map(([key, value]) => [key, `${key}\u0000${value.toLowerCase()}`] as const);
      for (const [key, seenKey] of keys) {
        const earlier = seen.get(seenKey);
        if (earlier !== undefined) {
          const column = kind.columns.find((one) => one.key === key);
          refuse(rowNumber, cells, {
            id: 'import.duplicateInFile',
            values: { row: earlier, column: column ? translateDomainMessage(locale, column.heading) : key },
          });
          return;
        }
      }
      for (const [, seenKey] of keys) seen.set(seenKey, rowNumber);
      validCount += 1;
    },
    () => tell('checking', validCount + failures.length, null),
  );
  seen.clear();
  if (headings === undefined || validCount + failures.length === 0) throw new ApiError(400, 'import.empty');
  await tell('writing', 0, validCount, true);

  // Second pass: write the rows that passed, a transaction per batch.
  let successCount = 0;
  let batch: { rowNumber: number; cells: string[]; row: Row }[] = [];
  const writeBatch = async (rows: typeof batch) => {
    let refused: Map<number, RowFailure>;
    // An import is background work: the pages people are waiting for take the connections first.
    await yieldToRequests(db);
    try {
      refused = await db.transaction((tx) =>
        kind.write(
          tx,
          rows.map((one) => one.row),
        ),
      );
    } catch {
      // A batch that fails as a whole (a record changed by someone else meanwhile) is written row
      // by row, so one bad row does not take the others with it.
      refused = new Map();
      for (const [index, one] of rows.entries()) {
        try {
          const alone = await db.transaction((tx) => kind.write(tx, [one.row]));
          const failure = alone.get(0);
          if (failure) refused.set(index, failure);
        } catch (error) {
          refused.set(
            index,
            error instanceof ApiError ? { id: error.messageId, values: error.values } : { id: 'request.serverError' },
          );
        }
      }
    }
    for (const [index, one] of rows.entries()) {
      const failure = refused.get(index);
      if (failure) refuse(one.rowNumber, one.cells, failure);
      else successCount += 1;
    }
  };
  writing = true;
  let written = 0;
  let headingSeen = false;
  await workbook.readRows(
    ({ rowNumber, cells }) => {
      if (!headingSeen) {
        headingSeen = true;
        return;
      }
      if (failed.has(rowNumber)) return;
      const values = valuesOf(cells);
      if (kind.blank?.(values)) return;
      const parsed = kind.parse(values, rowNumber);
      if (!isRefused(parsed)) batch.push({ rowNumber, cells, row: parsed });
    },
    async () => {
      while (batch.length >= IMPORT_BATCH_ROWS) {
        const rows = batch.slice(0, IMPORT_BATCH_ROWS);
        batch = batch.slice(IMPORT_BATCH_ROWS);
        await writeBatch(rows);
        written += rows.length;
      }
      await tell('writing', written, validCount);
    },
  );
  if (batch.length > 0) await writeBatch(batch);
  await tell('done', validCount, validCount, true);

  failures.sort((a, b) => a.rowNumber - b.rowNumber);
  importsTotal.inc();
  importRowsTotal.inc({ outcome: 'imported' }, successCount);
  importRowsTotal.inc({ outcome: 'failed' }, failures.length);
  return {
    successCount,
    failureCount: failures.length,
    headings: headings ?? [],
    failures: failures.map(({ cells, reason }) => ({ cells, reason })),
  };
}

/** The failure file's rows: the headings as submitted plus the reason, then each failed row. */
export function failureRows(outcome: ImportOutcome, locale: DomainLocale): string[][] {
  const width = outcome.headings.length;
  const reasonHeading = translateDomainMessage(locale, 'import.column.reason');
  // A re-uploaded failure file has a reason column already: it is replaced, not doubled.
  const reasonIndex = outcome.headings.findIndex((heading) =>
    DOMAIN_LOCALES.some(
      (one) => normalHeading(heading) === normalHeading(translateDomainMessage(one, 'import.column.reason')),
    ),
  );
  const keep = (cells: string[]) => {
    // No cell of a spreadsheet holds more than its limit: the reader cut longer ones, this keeps it so.
    const padded = Array.from({ length: width }, (_, index) =>
      (cells[index] ?? '').slice(0, WORKBOOK_LIMITS.maxCellCharacters),
    );
    return reasonIndex < 0 ? padded : padded.filter((_, index) => index !== reasonIndex);
  };
  return [
    [...keep(outcome.headings), reasonHeading],
    ...outcome.failures.map((failure) => [
      ...keep(failure.cells),
      failure.reason.slice(0, WORKBOOK_LIMITS.maxCellCharacters),
    ]),
  ];
}

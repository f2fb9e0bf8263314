// The import runner (issue 7): headings matched in any of the three languages, every row checked
// before anything is written, the valid rows written in batches, each batch one transaction (a
// crash leaves every row wholly written or absent), and the failed rows answered as submitted with
// their reason in the caller's language. Keys found twice in one file fail the later row.
import {
  DOMAIN_LOCALES,
  type DomainLocale,
  type DomainMessageId,
  type MessageValues,
  translateDomainMessage,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import type { Database } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { importRowsTotal, importsTotal } from '../ops/metrics.ts';
import type { Transaction } from '../tenancy/scope.ts';
import type { ImportPhase, ProgressReport } from './progress.ts';
import { type ImportWorkbook, type SheetRow, WORKBOOK_LIMITS } from './workbook.ts';

/** A column of an import template. */
export interface ImportColumn<Key extends string = string> {
  key: Key;
  heading: DomainMessageId;
  required: boolean;
  /**
   * The most characters a cell of the column may hold (default {@link IMPORT_CELL_MAX}): a longer
   * cell fails its row with its reason before the field's own rules (which may be stricter) run.
   */
  maxLength?: number;
  /**
   * The labels of a closed list the column's cells must be one of (sex, relationship): a refusal of
   * the column says so, naming them all.
   */
  choices?: readonly DomainMessageId[];
  /** The template's values sheet lists what the column accepts (classes, grades, ethnic groups). */
  valuesSheet?: boolean;
}

/** A column key whose heading is the message named after it, `import.column.<key>`. */
export type HeadedColumnKey = DomainMessageId extends infer Id
  ? Id extends `import.column.${infer Key}`
    ? Key
    : never
  : never;

/**
 * A column as `importColumns` takes it: its key alone when its heading is named after it, or its key
 * with a heading of its own or a cell limit.
 */
export type ColumnSpec =
  | HeadedColumnKey
  | ({ key: HeadedColumnKey; heading?: DomainMessageId } & ColumnRules)
  | ({ key: string; heading: DomainMessageId } & ColumnRules);

/** What a column spec may add to its key and heading. */
type ColumnRules = Pick<ImportColumn, 'maxLength' | 'choices' | 'valuesSheet'>;

/** The key a column spec names. */
type KeyOf<Spec> = Spec extends string ? Spec : Spec extends { key: infer Key extends string } ? Key : never;

/** The columns of a template: the `required` ones, then the `optional` ones, in template order. */
export function importColumns<
  const Required extends readonly ColumnSpec[],
  const Optional extends readonly ColumnSpec[],
>(required: Required, optional: Optional): ImportColumn<KeyOf<Required[number] | Optional[number]>>[] {
  const column = (spec: ColumnSpec, isRequired: boolean): ImportColumn => {
    const { key, heading, ...rules }: { key: string; heading?: DomainMessageId } & ColumnRules =
      typeof spec === 'string' ? { key: spec } : spec;
    return { key, heading: heading ?? (`import.column.${key}` as DomainMessageId), required: isRequired, ...rules };
  };
  return [
    ...required.map((spec) => column(spec, true)),
    ...optional.map((spec) => column(spec, false)),
  ] as ImportColumn<KeyOf<Required[number] | Optional[number]>>[];
}

/**
 * A row's refusal: a message and its values, localised when the failure file is written, and the
 * key of the column it concerns, which the failure file names.
 */
export interface RowFailure {
  id: DomainMessageId;
  values?: MessageValues;
  column?: string;
}

/** Every refusal of one row, gathered so that the failure file tells all of them at once. */
export interface RowChecks<Key extends string> {
  /** The refusals so far; empty when the row passes. */
  readonly failures: RowFailure[];
  /** Refuses the row for what `column` holds (`undefined`: the row as a whole). */
  fail(column: Key | undefined, id: DomainMessageId, values?: MessageValues): void;
  /**
   * Checks `input` against a form's schema: its output, or `undefined` having refused the row for
   * every issue, each under the column its field comes from (the field's own name unless `columns`
   * renames it), or under `columns` itself when the schema checks one cell.
   */
  schema<Output>(
    schema: z.core.$ZodType<Output>,
    input: unknown,
    columns?: Key | Readonly<Record<string, Key>>,
  ): Output | undefined;
}

/** A new gathering of a row's refusals. */
export function rowChecks<Key extends string>(): RowChecks<Key> {
  const failures: RowFailure[] = [];
  // A column is refused for its first reason: a class that does not exist is not also blank.
  const refused = (column: string) => failures.some((failure) => failure.column === column);
  return {
    failures,
    fail(column, id, values) {
      if (column !== undefined && refused(column)) return;
      failures.push({ id, ...(values ? { values } : {}), ...(column ? { column } : {}) });
    },
    schema(schema, input, columns = {}) {
      const checked = z.safeParse(schema, input);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        const column =
          typeof columns === 'string' ? columns : typeof field === 'string' ? (columns[field] ?? field) : undefined;
        if (column !== undefined && refused(column)) continue;
        failures.push({ id: issue.message as DomainMessageId, ...(column ? { column } : {}) });
      }
      return undefined;
    },
  };
}

/** What one kind of import (students, teachers, devices) supplies to the runner. */
export interface ImportKind<Key extends string, Row> {
  columns: readonly ImportColumn<Key>[];
  /**
   * Checks one row's cells (by column key, '' when the column is absent): the row, or every refusal
   * found (see {@link rowChecks}).
   */
  parse: (cells: Readonly<Record<Key, string>>) => Row | readonly RowFailure[];
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

/** A heading as compared: without marks of required columns, spaces or case. */
function normalHeading(text: string): string {
  return text.replace(/[*＊\s]/g, '').toLowerCase();
}

/** "男或女", "male or female": one formatter a language, for every failed row of every import. */
const choiceListsByLocale = new Map<DomainLocale, Intl.ListFormat>();
function choiceLists(locale: DomainLocale): Intl.ListFormat {
  let lists = choiceListsByLocale.get(locale);
  if (!lists) {
    lists = new Intl.ListFormat(locale, { type: 'disjunction' });
    choiceListsByLocale.set(locale, lists);
  }
  return lists;
}

/**
 * A failed row's reason in `locale`: each refusal in plain words, naming the column it concerns and,
 * for a closed list, the values it accepts; a value not on the template's values sheet says the
 * sheet lists them.
 */
function reasonOf(
  failures: readonly RowFailure[],
  columns: readonly ImportColumn[],
  cellOf: (key: string) => string,
  locale: DomainLocale,
): string {
  const text = (id: DomainMessageId, values?: MessageValues) => translateDomainMessage(locale, id, values);
  // In the order of the columns, as the row reads from left to right.
  const place = (failure: RowFailure) => {
    const index = columns.findIndex((one) => one.key === failure.column);
    return index < 0 ? columns.length : index;
  };
  const parts = [...failures]
    .sort((a, b) => place(a) - place(b))
    .map((failure) => {
      const reason = text(failure.id, failure.values);
      const column = columns.find((one) => one.key === failure.column);
      if (!column) return reason;
      const heading = text(column.heading);
      if (column.choices) {
        const choices = choiceLists(locale).format(column.choices.map((id) => text(id)));
        return text('import.reason.oneOf', { column: heading, choices });
      }
      // Most of the forms' messages name their field already ("the venue ID must be two digits").
      const named = reason.toLowerCase().includes(heading.toLowerCase())
        ? reason
        : text('import.reason.column', { column: heading, reason });
      return column.valuesSheet && cellOf(column.key).trim() !== ''
        ? text('import.reason.listed', { reason: named, sheet: text('import.sheet.values') })
        : named;
    });
  return [...new Set(parts)].join(text('import.reason.separator'));
}

/** The column index of each template column in the sheet; refuses a sheet missing a required one. */
export function matchHeadings<Key extends string>(
  headings: readonly string[],
  columns: readonly ImportColumn<Key>[],
  locale: DomainLocale,
): Map<Key, number> {
  const positions = new Map<string, number>();
  headings.forEach((heading, index) => {
    const normal = normalHeading(heading);
    if (normal !== '' && !positions.has(normal)) positions.set(normal, index);
  });
  const found = new Map<Key, number>();
  const missing: ImportColumn<Key>[] = [];
  for (const column of columns) {
    const index = DOMAIN_LOCALES.map((locale) =>
      positions.get(normalHeading(translateDomainMessage(locale, column.heading))),
    ).find((position) => position !== undefined);
    if (index !== undefined) found.set(column.key, index);
    else if (column.required) missing.push(column);
  }
  if (missing.length > 0) {
    throw new ApiError(400, 'import.headers', {
      missing: missing.map((column) => translateDomainMessage(locale, column.heading)).join(', '),
    });
  }
  return found;
}

/** The headings of a template in a language, required ones marked with `*`. */
export function templateHeadings(columns: readonly ImportColumn[], locale: DomainLocale): string[] {
  return columns.map((column) => `${column.required ? '*' : ''}${translateDomainMessage(locale, column.heading)}`);
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
      const parsed = kind.parse(valuesOf(cells));
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
      const parsed = kind.parse(valuesOf(cells));
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

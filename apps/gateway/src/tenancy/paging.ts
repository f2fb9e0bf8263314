// Paging of every list: the request, the answer, and a page read over a query's joins.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';

/** The page a list request asks for (1-based). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** The answer of every paged list. */
export interface Page<R> {
  records: R[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The rows of one page: how many to skip and how many to take. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Answers a page from its total and its rows. */
export function pageAnswer<R>(input: PageRequest, total: number, records: R[]): Page<R> {
  return { records, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** The rows a page of `input` covers. */
export function pageWindow(input: PageRequest): PageWindow {
  return { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
}

/**
 * One page of a list worked out whole in memory (a school's year of reports, each scored from its
 * results), its total the list's length, `record` shaping only the page's rows.
 */
export function pageOfList<R, T>(input: PageRequest, list: readonly R[], record: (row: R) => T): Page<T> {
  const { offset, limit } = pageWindow(input);
  return pageAnswer(input, list.length, list.slice(offset, offset + limit).map(record));
}

/** A sorted query whose rows can be windowed: a select builder before its limit. */
export interface Windowable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of a list read over joins a scoped table does not cover: `total` counts every row that
 * matches (over the same joins as `rows`, so a condition on a joined table counts alike), and
 * `rows`, sorted, gives the page's window. `record` shapes each row for the answer.
 */
export async function pageOfQuery<R>(
  input: PageRequest,
  total: PromiseLike<{ n: number }[]>,
  rows: Windowable<R>,
): Promise<Page<R>>;
export async function pageOfQuery<R, T>(
  input: PageRequest,
  total: PromiseLike<{ n: number }[]>,
  rows: Windowable<R>,
  record: (row: R) => T,
): Promise<Page<T>>;
export async function pageOfQuery<R, T>(
  input: PageRequest,
  total: PromiseLike<{ n: number }[]>,
  rows: Windowable<R>,
  record?: (row: R) => T,
): Promise<Page<R | T>> {
  return pageRead<R | T>(input, total, async (window) => {
    const found = await rows.limit(window.limit).offset(window.offset);
    return record ? found.map(record) : found;
  });
}

/**
 * One page whose total `total` counts (over the joins its rows are read with) and whose records
 * `read` reads in the page's window: for a list whose records need more than one query (a student
 * with their parents), so that the area says what to read and never works out a window itself.
 */
export async function pageRead<R>(
  input: PageRequest,
  total: PromiseLike<{ n: number }[]>,
  read: (window: PageWindow) => Promise<R[]>,
): Promise<Page<R>> {
  const [counted] = await total;
  return pageAnswer(input, counted?.n ?? 0, await read(pageWindow(input)));
}

/** The sort a list request may ask for: one of the list's sortable fields, up or down. */
export interface SortRequest<Key extends string> {
  sortBy?: Key;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The order of a list's rows: by the column asked (`columns` gives the expression of each sortable
 * field, or the expressions it sorts by in turn, such as a class by grade and then code), then by
 * the list's own `order`, which also breaks ties so that pages never share or skip a row; the
 * list's own order alone when no sort is asked.
 */
export function sortedBy<Key extends string>(
  input: SortRequest<Key>,
  columns: Readonly<Record<Key, SQLWrapper | readonly SQLWrapper[]>>,
  order: readonly SQL[],
): SQL[] {
  if (input.sortBy === undefined) return [...order];
  const by: SQLWrapper | readonly SQLWrapper[] = columns[input.sortBy];
  const direction = input.sortOrder === 'desc' ? desc : asc;
  return [...(isList(by) ? by : [by]).map((column) => direction(column)), ...order];
}

function isList(value: SQLWrapper | readonly SQLWrapper[]): value is readonly SQLWrapper[] {
  return Array.isArray(value);
}

/**
 * Below this many matching rows a large list counts its total exactly; above it the total is the
 * planner's estimate, answered with `totalIsEstimate` (docs/decisions.md, "Large lists").
 */
export const EXACT_TOTAL_BELOW = 10_000;

/** How one sort key of a large list is compared and carried in a cursor. */
export interface SortKey {
  /**
   * The column sorted by, so that a cursor's value is bound as the column binds its own; or an
   * expression of the row (a device's place under its parent), whose value is bound as it is.
   */
  column: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  /** What a cursor carries of it: a number, a text, or an instant (sent as its ISO text). */
  kind: 'number' | 'text' | 'time';
  /** Whether it may be null (PostgreSQL sorts null after every value going up, before going down). */
  nullable?: boolean;
}

/** The value of one sort key in a row, as read and as a cursor carries it. */
export type KeyValue = number | string | Date | null;

/** A page of a large list asked by number, and perhaps by the cursor of the page next to it. */
export interface LargePageRequest extends PageRequest {
  cursor?: string | undefined;
}

/** The answer of a large list: a page whose total may be estimated, and the cursors of its neighbours. */
export interface LargePage<R> extends Page<R> {
  /** Set when the total is the planner's estimate, above {@link EXACT_TOTAL_BELOW} rows. */
  totalIsEstimate?: true;
  /** The cursors of the pages before and after this one, where there are rows to read there. */
  cursors?: { previous?: string; next?: string };
}

/** A sorted read of a large list: the builder of a select before its order, with the window after. */
export interface KeyedQuery<R> {
  orderBy(...order: SQL[]): { limit(limit: number): PromiseLike<R[]> & { offset(offset: number): PromiseLike<R[]> } };
}

/** What {@link largePage} reads a list with. */
export interface LargeList<K, R> {
  /**
   * The sort keys, most significant first, the last one unique (the row's id), so that every row
   * has its own place and a key names one boundary between two rows.
   */
  keys: readonly SortKey[];
  /** The name of the sort asked (`measuredAt.desc`): a cursor of another sort is refused. */
  sort: string;
  /**
   * The keys of the rows matching the list's filters and `extra` (a cursor's bound), as a select of
   * the key columns alone: light enough for an index-only scan when jumping to a page.
   */
  keyRows(extra: SQL | undefined): KeyedQuery<K>;
  /** The rows matching the list's filters and `extra`, whole. */
  rows(extra: SQL | undefined): KeyedQuery<R>;
  /** The sort key values of a key row. */
  keyOfKeyRow(row: K): KeyValue[];
  /** The sort key values of a row. */
  keyOf(row: R): KeyValue[];
  /** A bounded count of the rows matching the filters: the rows of `keyRows(undefined)` up to a limit. */
  countUpTo(limit: number): PromiseLike<{ n: number }[]>;
  /** The planner's estimate of the rows matching the filters. */
  estimate(): Promise<number>;
  /** Where the total turns to an estimate (tests set a small one). */
  exactBelow?: number;
}

/** A select of a large list's table filtered, with what its filter joins, as {@link filteredList} reads it. */
export interface FilteredSelect<K> extends SQLWrapper {
  orderBy(...order: SQL[]): ReturnType<KeyedQuery<K>['orderBy']>;
  limit(limit: number): { as(alias: string): Subquery };
}

/**
 * A {@link LargeList} whose sort keys are named fields of its rows (`keys[n].name`) and whose key
 * rows, bounded count and estimate all read one filtered select (`filtered`: the table, with what
 * the filter joins, narrowed to `where`): what the score search, the exercise records and the
 * device lists share, so that each declares only its keys, its filter and its whole rows. The key
 * rows select the keys of the sort asked and nothing else, so that a jump to a page skips over an
 * index holding them alone (an index-only scan) rather than fetching every skipped row.
 */
export function filteredList<R extends Record<string, unknown>>(
  db: Database,
  list: {
    keys: readonly (SortKey & { name: string })[];
    sort: string;
    /** The filtered select of `fields`, narrowed further by `extra` where given. */
    filtered(fields: SelectedFields, extra?: SQL): FilteredSelect<Record<string, unknown>>;
    rows(extra: SQL | undefined): KeyedQuery<R>;
    exactBelow?: number | undefined;
  },
): LargeList<Record<string, unknown>, R> {
  const names = list.keys.map((key) => key.name);
  const keyFields: SelectedFields = Object.fromEntries(list.keys.map((key) => [key.name, key.column]));
  const keyOf = (row: Record<string, unknown>) => names.map((name) => row[name] as KeyValue);
  const one = { one: sql`1` };
  return {
    keys: list.keys,
    sort: list.sort,
    keyRows: (extra) => list.filtered(keyFields, extra),
    rows: list.rows,
    keyOfKeyRow: keyOf,
    keyOf,
    countUpTo: (limit) => db.select({ n: count() }).from(list.filtered(one).limit(limit).as('bounded')),
    estimate: () => plannedRows(db, list.filtered(one)),
    ...(list.exactBelow === undefined ? {} : { exactBelow: list.exactBelow }),
  };
}

/** The planner's row estimate of `query`, from its plan (`EXPLAIN`, which runs nothing). */
export async function plannedRows(
  db: { execute(query: SQL): PromiseLike<unknown> },
  query: SQLWrapper,
): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as { rows: { 'QUERY PLAN': unknown }[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** A cursor as a request carries it: which side of which key, under which sort. */
interface Cursor {
  side: 'after' | 'before';
  key: KeyValue[];
}

function refusedCursor(): ApiError {
  return new ApiError(400, 'validation.page.cursor', { field: 'cursor' });
}

/** The text of a cursor: opaque to the browser, checked again whole when it comes back. */
export function cursorText(sort: string, side: Cursor['side'], key: readonly KeyValue[]): string {
  const values = key.map((value) => (value instanceof Date ? value.toISOString() : value));
  return Buffer.from(JSON.stringify({ s: sort, d: side, k: values })).toString('base64url');
}

/**
 * The cursor `text` of a list sorted by `keys` under `sort`, checked value by value: anything else
 * (another sort's, a value of the wrong type, a key too long) is refused as a bad request. Its
 * values only ever reach the query as parameters, and bound a query that already holds the
 * organisation's condition, so a cursor can narrow a list but never widen it.
 */
export function readCursor(text: string, sort: string, keys: readonly SortKey[]): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refusedCursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw refusedCursor();
  const { s, d, k } = parsed as { s?: unknown; d?: unknown; k?: unknown };
  if (s !== sort || (d !== 'after' && d !== 'before') || !Array.isArray(k) || k.length !== keys.length) {
    throw refusedCursor();
  }
  const key = keys.map((spec, index) => keyValue(spec, k[index]));
  return { side: d, key };
}

function keyValue(spec: SortKey, value: unknown): KeyValue {
  if (value === null) {
    if (spec.nullable) return null;
    throw refusedCursor();
  }
  if (spec.kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
  if (spec.kind === 'text' && typeof value === 'string' && value.length <= 200) return value;
  if (spec.kind === 'time' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw refusedCursor();
}

/**
 * The condition of the rows strictly past `key` in the order of `keys` (`forward`), or strictly
 * before it (or, `inclusive`, the row of the key too): the first key past, or equal and the second
 * past, and so on. A null sorts after every value going up, as PostgreSQL sorts it. The first key's
 * bound is repeated alone where it cannot be null, so an index on the sort keys starts at the key.
 */
export function pastKey(keys: readonly SortKey[], key: readonly KeyValue[], forward: boolean, inclusive = false): SQL {
  const alternatives: SQL[] = [];
  keys.forEach((spec, index) => {
    const equal = keys.slice(0, index).map((earlier, at) => same(earlier, key[at] ?? null));
    const last = index === keys.length - 1;
    alternatives.push(and(...equal, beyond(spec, key[index] ?? null, forward, inclusive && last)) ?? sql`true`);
  });
  const past = or(...alternatives) ?? sql`false`;
  const [first] = keys;
  const start = key[0];
  if (!first || first.nullable || start === null || start === undefined) return past;
  const up = (first.direction === 'asc') === forward;
  return and(compared(up ? gte : lte, first.column, start), past) ?? past;
}

function same(spec: SortKey, value: KeyValue): SQL {
  return value === null ? isNull(spec.column) : compared(eq, spec.column, value);
}

/**
 * `operator` over a sort key and a value: a column binds the value as it binds its own, an
 * expression as it is (drizzle's operators take one or the other, not either).
 */
function compared(operator: typeof eq, column: SortKey['column'], value: KeyValue): SQL {
  return column instanceof SQL ? operator(column, value) : operator(column, value);
}

/** The rows whose `spec` value is past `value` (or at it, `inclusive`), going `forward` in the list's order. */
function beyond(spec: SortKey, value: KeyValue, forward: boolean, inclusive: boolean): SQL {
  // Going up the column's values (a null above them all), or down.
  const up = (spec.direction === 'asc') === forward;
  if (value === null) {
    if (inclusive) return up ? isNull(spec.column) : sql`true`;
    return up ? sql`false` : isNotNull(spec.column);
  }
  const column = spec.column;
  let past: SQL;
  if (up) past = compared(inclusive ? gte : gt, column, value);
  else past = compared(inclusive ? lte : lt, column, value);
  return up && spec.nullable ? (or(past, isNull(spec.column)) ?? past) : past;
}

/** The order of `keys`, forwards or backwards. */
function keyOrder(keys: readonly SortKey[], forward: boolean): SQL[] {
  return keys.map((spec) => {
    const up = (spec.direction === 'asc') === forward;
    return up ? asc(spec.column) : desc(spec.column);
  });
}

/**
 * One page of a list that may grow large (results: millions of rows), read by key rather than by
 * offset. With a cursor, the rows just past it (or just before it, read backwards); without one,
 * page 1 from the start, the last page from the end backwards, and any other page by finding its
 * first key in an index-only scan of the keys alone, then reading the page's rows from that key.
 * The total is counted exactly up to `exactBelow` rows and estimated by the planner above.
 */
export async function largePage<K, R, T>(
  input: LargePageRequest,
  list: LargeList<K, R>,
  record: (row: R) => T,
): Promise<LargePage<T>> {
  const limit = list.exactBelow ?? EXACT_TOTAL_BELOW;
  const [counted] = await list.countUpTo(limit + 1);
  const exact = (counted?.n ?? 0) <= limit;
  const total = exact ? (counted?.n ?? 0) : Math.max(limit + 1, roughly(await list.estimate()));
  const forwards = keyOrder(list.keys, true);
  const backwards = keyOrder(list.keys, false);
  const size = input.pageSize;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const cursor = input.cursor === undefined ? undefined : readCursor(input.cursor, list.sort, list.keys);

  let found: R[];
  if (cursor?.side === 'after') {
    found = await list
      .rows(pastKey(list.keys, cursor.key, true))
      .orderBy(...forwards)
      .limit(size);
  } else if (cursor?.side === 'before') {
    found = (
      await list
        .rows(pastKey(list.keys, cursor.key, false))
        .orderBy(...backwards)
        .limit(size)
    ).reverse();
  } else if (input.pageNum <= 1) {
    found = await list
      .rows(undefined)
      .orderBy(...forwards)
      .limit(size);
  } else if (input.pageNum >= lastPage && !exact) {
    found = await lastRows(list, backwards, size);
  } else {
    // The page's first key, by an offset over the keys alone; the rows from it read by key.
    const [first] = await list
      .keyRows(undefined)
      .orderBy(...forwards)
      .limit(1)
      .offset((input.pageNum - 1) * size);
    found = first
      ? await list
          .rows(atOrPast(list.keys, list.keyOfKeyRow(first)))
          .orderBy(...forwards)
          .limit(size)
      : await lastRows(list, backwards, size);
  }
  const answer: LargePage<T> = pageAnswer(input, total, found.map(record));
  if (!exact) answer.totalIsEstimate = true;
  const head = found[0];
  const tail = found.at(-1);
  if (head && tail) {
    answer.cursors = {
      previous: cursorText(list.sort, 'before', list.keyOf(head)),
      next: cursorText(list.sort, 'after', list.keyOf(tail)),
    };
  }
  return answer;
}

/** The last `size` rows, read backwards and put back in the list's order. */
async function lastRows<K, R>(list: LargeList<K, R>, backwards: SQL[], size: number): Promise<R[]> {
  return (
    await list
      .rows(undefined)
      .orderBy(...backwards)
      .limit(size)
  ).reverse();
}

/** The rows at `key` or past it. */
function atOrPast(keys: readonly SortKey[], key: readonly KeyValue[]): SQL {
  return pastKey(keys, key, true, true);
}

/** An estimate rounded to two significant figures: it says "about", not a count. */
function roughly(estimate: number): number {
  if (estimate < 100) return Math.round(estimate);
  const scale = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}

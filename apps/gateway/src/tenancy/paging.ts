// Paging of every list: the request, the answer, and a page read over a query's joins.
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

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
  const [counted] = await total;
  const window = pageWindow(input);
  const found = await rows.limit(window.limit).offset(window.offset);
  return pageAnswer<R | T>(input, counted?.n ?? 0, record ? found.map(record) : found);
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

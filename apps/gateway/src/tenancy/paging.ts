// Paging of every list: the request, the answer, and a page read over a query's joins.

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

// Where an export's rows come from. A paged list streams from its export endpoint, with the list's
// filters, so the gateway reads it in batches and the browser writes each as it arrives; a list
// the gateway answers whole (trees, academic years, grades) is read once, afresh.
import type { DataOf, Endpoint, RequestOf, RowsReader } from '@school-sports/gateway-client';
import { gateway } from '../session/gateway.ts';

/** Reads an export's rows into `reader` and answers how many there were. */
export type ExportSource<Row> = (reader: RowsReader<Row>) => Promise<number>;

/**
 * The rows of a list's export endpoint (style `rows`) with the list's filters. The rows are the
 * endpoint's records: `defineResource` checks that they are the list's.
 */
export function streamedList<Row>(endpoint: Endpoint, filters: Readonly<Record<string, string>>): ExportSource<Row> {
  return (reader) => gateway.rows(endpoint, filters as RequestOf<Endpoint>, reader as RowsReader<DataOf<Endpoint>>);
}

/** The rows of a list answered whole by `load`, read when the export starts. */
export function wholeList<Row>(load: () => Promise<readonly Row[]>): ExportSource<Row> {
  return async (reader) => {
    const rows = await load();
    reader.onTotal?.(rows.length);
    await reader.onRows([...rows]);
    return rows.length;
  };
}

/** The largest page the gateway answers. */
const PAGE_SIZE = 80;

/**
 * The rows of a short paged list with no export endpoint of its own (a venue's devices, a
 * department's members), read page by page until a page comes back short.
 */
export function pagedList<Row>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ records: readonly Row[]; total: number }>,
): ExportSource<Row> {
  return async (reader) => {
    let count = 0;
    for (let pageNum = 1; ; pageNum += 1) {
      reader.signal?.throwIfAborted();
      const page = await fetchPage(pageNum, PAGE_SIZE);
      if (pageNum === 1) reader.onTotal?.(page.total);
      await reader.onRows([...page.records]);
      count += page.records.length;
      if (page.records.length < PAGE_SIZE) return count;
    }
  };
}

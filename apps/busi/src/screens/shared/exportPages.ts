// Lists the gateway answers whole (trees, academic years, grades) exported through the same
// ExportButton as the paged ones: one read per export, handed out page by page.

/** A page of an export. */
export type ExportPage<Row> = { records: readonly Row[]; total: number };

/**
 * A `fetchPage` for ExportButton over a list read whole by `load`: the first page reads it afresh
 * (so an export shows the list as it is now), the next pages slice the same read.
 */
export function pagesOfWholeList<Row>(
  load: () => Promise<readonly Row[]>,
): (pageNum: number, pageSize: number) => Promise<ExportPage<Row>> {
  let rows: Promise<readonly Row[]> | undefined;
  return async (pageNum, pageSize) => {
    if (pageNum === 1 || !rows) rows = load();
    const all = await rows;
    return { records: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length };
  };
}

/** One entry of a pager: a page number, or a gap standing for the pages skipped before or after the current one. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** The number of pages needed for `total` rows, at least 1 so a pager always has a page to show. */
export function pageCountOf(total: number, pageSize: number): number {
  const rows = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  return Math.max(1, Math.ceil(rows / size));
}

/** A page number forced into `1..pageCount`: fractions are truncated, anything not a number becomes 1. */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Number.isFinite(pageCount) ? Math.floor(pageCount) : 1);
  if (Number.isNaN(page)) return 1;
  if (page === Number.POSITIVE_INFINITY) return last;
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/**
 * The page a quick-jumper's text asks for, clamped into range; `undefined` when the text holds no
 * number at all (empty, letters), so the caller can ignore it.
 */
export function parseJumpPage(text: string, pageCount: number): number | undefined {
  // Full-width digits are what a Chinese input method types.
  const normalised = text.trim().replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  if (!/^[-+]?\d+(\.\d*)?$/.test(normalised)) return undefined;
  return clampPage(Number(normalised), pageCount);
}

/**
 * The entries a pager shows: all pages when they fit, otherwise the first and last pages, `siblings`
 * pages either side of the current one, and gaps in between. The list always has the same length once
 * the pages do not fit, so the pager does not jump around as the current page moves.
 */
export function pageItems(current: number, pageCount: number, siblings = 2): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  const page = clampPage(current, last);
  const around = Math.max(0, Math.floor(siblings));
  // first, last, current, the siblings and two gaps
  const slots = around * 2 + 5;
  if (last <= slots) return Array.from({ length: last }, (_, index) => index + 1);

  // The window of pages around the current one, slid inward near either end so the length stays the same.
  const start = Math.max(Math.min(page - around, last - around * 2 - 2), 3);
  const end = Math.min(Math.max(page + around, around * 2 + 3), last - 2);
  const items: PageItem[] = [1, start > 3 ? 'gap-before' : 2];
  for (let number = start; number <= end; number += 1) items.push(number);
  items.push(end < last - 2 ? 'gap-after' : last - 1, last);
  return items;
}

/** The 1-based positions of the first and last rows of a page, both 0 when there are no rows. */
export function rowRangeOf(page: number, pageSize: number, total: number): { from: number; to: number } {
  const rows = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  if (rows === 0) return { from: 0, to: 0 };
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const current = clampPage(page, pageCountOf(rows, size));
  return { from: (current - 1) * size + 1, to: Math.min(rows, current * size) };
}

// The arithmetic of the entry grid's virtual rows: which rows a scroll position shows, how far a page
// key moves, and where to scroll so that a focused cell shows, past the sticky header row and the
// sticky row headers. All rows are one height, so a row's place is its index times that height.

/** The rows to render: from `start` up to, not including, `end`. */
export interface RowWindow {
  start: number;
  end: number;
}

export interface WindowInput {
  /** How far the scroll box is scrolled down, in pixels. */
  scrollTop: number;
  /** The scroll box's inner height, header included. */
  viewportHeight: number;
  /** The sticky header's height, which covers the top of the rows. */
  headerHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Rows rendered beyond each edge of the view, so a fast scroll does not show blank space. */
  overscan: number;
}

/** The rows in view, with `overscan` more on each side, within the rows there are. */
export function rowWindow({
  scrollTop,
  viewportHeight,
  headerHeight,
  rowHeight,
  rowCount,
  overscan,
}: WindowInput): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(scrollTop, 0);
  const bodyHeight = Math.max(viewportHeight - headerHeight, 0);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + bodyHeight) / rowHeight);
  return {
    start: Math.min(Math.max(first - overscan, 0), rowCount),
    end: Math.min(Math.max(last + overscan, 0), rowCount),
  };
}

/** How many rows PageUp and PageDown move: the whole rows the view shows, at least one. */
export function rowsPerPage(viewportHeight: number, headerHeight: number, rowHeight: number): number {
  if (rowHeight <= 0) return 1;
  return Math.max(Math.floor((viewportHeight - headerHeight) / rowHeight), 1);
}

export interface RevealInput {
  /** Where the item starts along the scroll axis, in the scrolled content. */
  start: number;
  /** The item's length along the axis. */
  size: number;
  /** The current scroll offset. */
  scroll: number;
  /** The scroll box's inner length. */
  viewport: number;
  /** What sticks at the box's start and covers the content under it (header row, row headers). */
  covered: number;
}

/**
 * The scroll offset that shows the whole item (or its start, when it is longer than the room), moving
 * as little as possible; the current offset when the item already shows.
 */
export function revealOffset({ start, size, scroll, viewport, covered }: RevealInput): number {
  const roomStart = scroll + covered;
  const roomEnd = scroll + viewport;
  if (start < roomStart) return Math.max(start - covered, 0);
  if (start + size > roomEnd) {
    const scrolled = start + size - viewport;
    // An item taller than the room shows from its start rather than from its end.
    return Math.max(Math.min(scrolled, start - covered), 0);
  }
  return scroll;
}

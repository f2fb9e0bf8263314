// The columns the person pinned to the table's start (and the selection column before them): they
// stay in view while a wide table scrolls sideways, as the actions do at the row's end.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inRowColour } from './PagedTable.css.ts';

// Each cell's distance from the start, the summed widths of the sticky columns before it, is measured
// by the table and reaches the cell as `--paged-table-pin-inset`.
const stuckAtStart = {
  position: 'sticky',
  insetInlineStart: 'var(--paged-table-pin-inset, 0px)',
} as const;

// Above the header cells that scroll under it; level with the actions' header, which comes later
// and so stays on top where the two meet in a very narrow box.
export const pinnedColumn = style({ ...stuckAtStart, zIndex: 2 });

// The last pinned column draws a line at its end, mirroring the actions' line at their start, so
// the person sees where the pinned part stops and the scrolling part passes under it.
export const pinnedEdge = style({
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: { '&:dir(rtl)': { boxShadow: `inset 1px 0 0 ${vars.color.border}` } },
});

// A pinned body cell is painted in its row's colour, whatever the row's state: cells scrolling under
// it must not show through. Raised so content the cells positioned themselves never passes over it.
export const pinnedCell = style({ ...stuckAtStart, ...inRowColour, zIndex: 1 });

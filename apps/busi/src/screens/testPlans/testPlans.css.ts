import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** A wide table scrolls sideways inside the page, not the page itself. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

/** The plan's progress: a class a row, a measurement a column. */
export const progress = style({
  borderCollapse: 'collapse',
  minWidth: '100%',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${progress} th, ${progress} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

globalStyle(`${progress} thead th`, { color: vars.color.textMuted, fontWeight: 600 });

/** The classes booked into a slot, one a line with its cancel button. */
export const bookings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** The slot form's fields, one a row. */
export const slotForm = style({ display: 'grid', gap: vars.space.md });

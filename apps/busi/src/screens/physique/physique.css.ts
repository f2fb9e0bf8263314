import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The year's tallies between the filters and the list. */
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlock: vars.space.md,
});

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** The school's figures, as a row of small cards that wraps on a narrow screen. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figure} dd`, {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A wide table scrolls sideways inside the page, not the page itself. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', minWidth: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

/** A grade's row stands out from its classes'. */
export const gradeRow = style({ fontWeight: vars.fontWeight.bold });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** The district summary's years, a row of buttons. */
export const years = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const yearsLegend = style({ float: 'left', marginInlineEnd: vars.space.sm, color: vars.color.textMuted });

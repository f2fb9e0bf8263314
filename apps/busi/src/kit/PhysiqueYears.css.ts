import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** A year of a student's report: its items' table and its totals. */
export const year = style({ display: 'grid', gap: vars.space.sm });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} caption`, { textAlign: 'start', color: vars.color.textMuted, paddingBlockEnd: vars.space.xs });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

globalStyle(`${totals} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${totals} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

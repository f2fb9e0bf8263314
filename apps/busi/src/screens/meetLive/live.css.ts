import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The public live page: one column, readable on a phone. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const column = style({ width: 'min(880px, 100%)', display: 'grid', gap: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** The language and theme choices and the refresh button, wrapping on a narrow screen. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflowX: 'auto',
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlock: vars.space.xs });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const error = style({ margin: 0, color: vars.color.danger });

/** The organiser's address line: the address, then its buttons, wrapping. */
export const address = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const addressText = style({ fontFamily: 'monospace', wordBreak: 'break-all' });

/** A labelled choice of the page's controls: the label above its select. */
export const choice = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const select = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

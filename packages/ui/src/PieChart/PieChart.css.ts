import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { svgText, wrappingRow } from '../theme/styles.ts';

export const layout = style({
  ...wrappingRow(vars.space.xl),
});

export const legend = style({
  flex: '1 1 160px',
  minWidth: '160px',
  gap: vars.space.sm,
});

/** A slice: a surface-coloured edge parts neighbours in both themes; focus swaps it for the ring. */
export const slice = style({
  stroke: vars.color.surface,
  strokeWidth: 2,
  outline: 'none',
  selectors: {
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 3 },
  },
});

export const centerValue = style({
  ...svgText(vars.color.text, vars.fontSize.xxl),
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const centerLabel = style({
  ...svgText(vars.color.textMuted, vars.fontSize.sm),
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { centeredRow, focusVisible, framedControl, iconBox, minTarget, wrappingRow } from '../theme/styles.ts';

export const root = style({
  display: 'block',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const form = style({
  ...wrappingRow(vars.space.md, 'flex-start'),
});

/** The narrowest column of the bar's grid. */
const column = 240;

export const fields = style({
  flex: '1 1 560px',
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${column}px, 1fr))`,
  gap: `${vars.space.md} ${vars.space.xl}`,
  minWidth: 0,
  // The bar's width, not the page's, tells how many columns it has (for a wide field).
  containerType: 'inline-size',
});

export const field = style({
  ...centeredRow(vars.space.sm),
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/**
 * A field that needs two columns wherever the bar has two: a day range holds two dates, each part
 * of them a target of its own, and in one column its parts would run under its calendar button.
 * The width is two columns and the gap between them (`vars.space.xl`).
 */
export const wideField = style({
  '@container': { [`(min-width: ${2 * column + 24}px)`]: { gridColumn: 'span 2' } },
});

export const label = style({
  flexShrink: 0,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&::after': { content: '"："', color: vars.color.textMuted },
    '&:lang(en)::after': { content: '":"' },
  },
});

export const control = style({ flex: 1, minWidth: 0, display: 'flex' });

const inputBase = {
  width: '100%',
  ...framedControl(vars.space.sm),
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
} as const;

export const searchField = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
});

export const searchInput = style({
  ...inputBase,
  paddingInlineStart: '30px',
  paddingInlineEnd: '30px',
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focused]': { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accentSubtle}` },
    ...focusVisible('1px'),
  },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  width: '14px',
  height: '14px',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  ...iconBox(minTarget),
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    '[data-empty] &': { visibility: 'hidden' },
  },
});

/** The kit's Select, as wide as the bar gives its field. */
export const select = style({ width: '100%', minWidth: 0 });

/** The kit's DateRangePicker, as wide as the bar gives its field. */
export const dateRange = style({ width: '100%', minWidth: 0 });

/** The place of a day filter while its picker loads: a field's height, so the bar does not jump. */
export const dateRangeLoading = style({ display: 'block', width: '100%', height: '32px' });

export const actions = style({
  ...centeredRow(vars.space.sm),
  flex: 'none',
  marginInlineStart: 'auto',
});

export const toggleIcon = style({
  width: '12px',
  height: '12px',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { centeredRow, ellipsis, focusVisible, listRow, pointerUnlessDisabled, rowCheckbox } from '../theme/styles.ts';

/** Row height, shared by the styles and the virtualiser's layout so they never disagree. */
export const treeRowHeight = 32;

export const keyScope = style({ minWidth: 0 });

export const tree = style({
  display: 'block',
  minWidth: 0,
  padding: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    ...focusVisible('-2px'),
    '&[data-empty]': { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '96px' },
  },
});

export const emptyText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({
  ...centeredRow(vars.space.xs),
  height: `${treeRowHeight}px`,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * 24px + ${vars.space.xs})`,
  paddingInlineEnd: vars.space.sm,
  ...listRow,
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    ...focusVisible('-2px'),
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '20px',
  height: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.border },
  },
});

export const chevronIcon = style({
  width: '12px',
  height: '12px',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${row}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
    [`[dir="rtl"] ${row}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
});

export const chevronSpacer = style({ flex: 'none', width: '20px' });

export const checkbox = style({
  display: 'inline-flex',
  flex: 'none',
  ...pointerUnlessDisabled,
});

export const checkboxBox = style({
  ...rowCheckbox,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.borderStrong,
      color: vars.color.textMuted,
      opacity: 0.55,
    },
  },
});

export const checkIcon = style({ width: '12px', height: '12px' });

export const label = style({
  flex: 1,
  minWidth: 0,
  ...ellipsis,
  lineHeight: vars.lineHeight.tight,
});

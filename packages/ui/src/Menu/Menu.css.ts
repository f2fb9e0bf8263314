import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { ellipsis, focusVisible, listRow } from '../theme/styles.ts';

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
  minWidth: '160px',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '32px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    ...listRow,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceSunken },
      ...focusVisible('-2px'),
      '&[data-pressed]': { backgroundColor: vars.color.border },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      default: { color: vars.color.text },
      danger: {
        color: vars.color.danger,
        selectors: {
          '&[data-focused]': { backgroundColor: vars.color.dangerSubtle },
          '&[data-pressed]': { backgroundColor: vars.color.dangerSubtle },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '16px',
  justifyContent: 'center',
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  ...ellipsis,
});

export const itemDescription = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const check = style({ display: 'inline-flex', width: '16px', flexShrink: 0, color: vars.color.accent });

export const section = style({
  selectors: {
    '& + &': { marginTop: vars.space.xs },
  },
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.xs}`,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

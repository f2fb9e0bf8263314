import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.fast} ${vars.motion.easing}`;

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    cursor: 'pointer',
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    },
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm, minHeight: '24px' },
      medium: { fontSize: vars.fontSize.md, minHeight: '32px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const box = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: 'transparent',
    transition: `background-color ${easing}, border-color ${easing}`,
    selectors: {
      '[data-hovered] > &': { borderColor: vars.color.accent },
      '[data-selected] > &, [data-indeterminate] > &': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.textOnAccent,
      },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '[data-invalid][data-selected] > &, [data-invalid][data-indeterminate] > &': {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
      },
      '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '[data-disabled] > &': { opacity: 0.5 },
    },
  },
  variants: {
    size: {
      small: { width: '14px', height: '14px' },
      medium: { width: '16px', height: '16px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.fast} ${vars.motion.easing}`;

export const radio = recipe({
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

export const circle = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    transition: `border-color ${easing}, border-width ${easing}`,
    selectors: {
      '[data-hovered] > &': { borderColor: vars.color.accent },
      '[data-selected] > &': { borderColor: vars.color.accent, borderWidth: '5px' },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '[data-disabled] > &': { opacity: 0.5 },
    },
  },
  variants: {
    size: {
      small: { width: '14px', height: '14px', selectors: { '[data-selected] > &': { borderWidth: '4px' } } },
      medium: { width: '16px', height: '16px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

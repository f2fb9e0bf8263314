import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.normal} ${vars.motion.easing}`;

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

export const track = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
    transition: `background-color ${easing}`,
    selectors: {
      '[data-selected] > &': { backgroundColor: vars.color.accent },
      '[data-hovered]:not([data-selected]) > &': { backgroundColor: vars.color.textMuted },
      '[data-selected][data-hovered] > &': { backgroundColor: vars.color.accentHover },
      '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '[data-disabled] > &': { opacity: 0.5 },
    },
  },
  variants: {
    size: {
      small: { width: '28px', height: '16px' },
      medium: { width: '40px', height: '22px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const thumb = recipe({
  base: {
    position: 'absolute',
    top: '2px',
    insetInlineStart: '2px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `transform ${easing}`,
  },
  variants: {
    size: {
      small: {
        width: '12px',
        height: '12px',
        selectors: { '[data-selected] > * > &': { transform: 'translateX(12px)' } },
      },
      medium: {
        width: '18px',
        height: '18px',
        selectors: { '[data-selected] > * > &': { transform: 'translateX(18px)' } },
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

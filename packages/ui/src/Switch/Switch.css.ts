import { recipe } from '@vanilla-extract/recipes';
import { toggleIndicatorStates } from '../Field/toggle.css.ts';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.normal} ${vars.motion.easing}`;

export { toggleControl as control, toggleField as field } from '../Field/toggle.css.ts';

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
      ...toggleIndicatorStates,
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

import { recipe } from '@vanilla-extract/recipes';
import { toggleIndicatorStates } from '../Field/toggle.css.ts';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.fast} ${vars.motion.easing}`;

export { toggleControl as radio } from '../Field/toggle.css.ts';

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
      ...toggleIndicatorStates,
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

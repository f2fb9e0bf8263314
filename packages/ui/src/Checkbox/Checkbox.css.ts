import { recipe } from '@vanilla-extract/recipes';
import { toggleIndicatorStates } from '../Field/toggle.css.ts';
import { vars } from '../theme/contract.css.ts';

const easing = `${vars.motion.fast} ${vars.motion.easing}`;

export { toggleControl as control, toggleField as field } from '../Field/toggle.css.ts';

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
      ...toggleIndicatorStates,
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

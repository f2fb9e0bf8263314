import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The chevron turns while the list is open. */
export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

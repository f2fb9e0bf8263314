import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { ellipsis, pointerUnlessDisabled } from '../theme/styles.ts';

export const trigger = style({
  ...pointerUnlessDisabled,
  textAlign: 'start',
  font: 'inherit',
  outline: 'none',
});

export const value = style({
  flex: 1,
  minWidth: 0,
  ...ellipsis,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

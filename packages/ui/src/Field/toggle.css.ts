import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/styles.ts';

/** The column a toggle (checkbox, switch) and its description and error stack in. */
export const toggleField = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable row of a checkbox, radio or switch: its indicator and label side by side. */
export const toggleControl = recipe({
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

/**
 * The states every toggle indicator (checkbox box, radio circle, switch track) shows alike, as
 * selectors on the indicator inside its control; spread last, after the indicator's own states.
 */
export const toggleIndicatorStates = {
  '[data-focus-visible] > &': focusRing('2px'),
  '[data-disabled] > &': { opacity: 0.5 },
} as const;

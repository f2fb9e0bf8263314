import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusVisible } from '../theme/styles.ts';

/** The box leaves its end padding to the steppers, which run the full height. */
export const box = style({ paddingInlineEnd: 0, overflow: 'hidden' });

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  width: '22px',
  flexShrink: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  // Where a pointer hovers, the steppers show on hover and focus only, so a form of numbers reads
  // as quiet as one of text; on a touch screen they stay, since nothing hovers there.
  '@media': { '(hover: hover) and (pointer: fine)': { opacity: 0 } },
  selectors: {
    '[data-hovered] > &, [data-focus-within] > &': { opacity: 1 },
  },
});

export const stepper = style({
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { color: vars.color.accent, backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    ...focusVisible('-2px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});

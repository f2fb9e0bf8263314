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

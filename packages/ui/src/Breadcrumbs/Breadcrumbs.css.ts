import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusVisible, listReset } from '../theme/styles.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  ...listReset,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xxs}`,
  outline: 'none',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.accent, textDecoration: 'underline' },
    ...focusVisible('1px'),
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
      textDecoration: 'none',
    },
    '&[data-disabled]:not([data-current])': { cursor: 'not-allowed', opacity: 0.6, textDecoration: 'none' },
  },
});

export const separator = style({
  display: 'inline-flex',
  margin: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
});

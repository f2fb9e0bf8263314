import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing, quietIconButton, quietIconButtonStates } from '../theme/styles.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: '2px',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  maxWidth: '14rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-current]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const link = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing('-2px'),
  },
});

export const close = style({
  ...quietIconButton('24px'),
  flexShrink: 0,
  marginInlineEnd: vars.space.xxs,
  color: 'inherit',
  selectors: quietIconButtonStates,
});

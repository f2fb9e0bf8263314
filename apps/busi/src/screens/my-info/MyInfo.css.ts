import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  minHeight: '100vh',
  alignContent: 'start',
});

export const tabs = style({ display: 'flex', gap: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.sm} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const accounts = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none' });

export const roles = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const hint = style({ color: vars.color.textMuted });

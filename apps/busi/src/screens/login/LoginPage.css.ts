import { vars } from '@school-sports/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  justifyItems: 'center',
  alignItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

export const card = style({
  width: 'min(400px, 100%)',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const input = style({
  height: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const footer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, padding: vars.space.md });

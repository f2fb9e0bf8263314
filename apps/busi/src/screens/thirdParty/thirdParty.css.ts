import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The landing page of a partner's link: one card, centred, as the public lookups are. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

export const card = style({
  width: 'min(480px, 100%)',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

/** The secret shown once: monospace, wrapped anywhere, selectable whole. */
export const secret = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
  userSelect: 'all',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  margin: 0,
});

import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The public lookup: the form, and under it the report once found. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
});

export const card = style({
  width: 'min(420px, 100%)',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const captchaRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const captchaButton = style({
  width: '120px',
  height: '40px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const report = style({
  width: 'min(720px, 100%)',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

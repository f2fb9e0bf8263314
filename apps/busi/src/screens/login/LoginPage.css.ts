import { vars } from '@school-sports/ui/tokens';
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

export const subtitle = style({
  color: vars.color.textMuted,
  textAlign: 'center',
  marginTop: `calc(-1 * ${vars.space.sm})`,
});

export const status = style({ textAlign: 'center', color: vars.color.textMuted });

export const captchaRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const captchaField = style({ flex: 1 });

export const captchaButton = style({
  marginTop: '22px',
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

export const captchaError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger, padding: vars.space.xxs });

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const footer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, padding: vars.space.md });

export const footerLink = style({ color: vars.color.textMuted });

/** An organisation's sign-in image, above its name (decorative). */
export const brandImage = style({
  width: '100%',
  maxHeight: '160px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

/** An organisation's logo, before its name (decorative). */
export const brandIcon = style({
  width: '1.5em',
  height: '1.5em',
  objectFit: 'contain',
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.sm,
});

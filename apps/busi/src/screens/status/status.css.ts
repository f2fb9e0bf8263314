import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A page that says why nothing else is shown: centred, with its code large and quiet above the words. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
  backgroundColor: vars.color.background,
  minHeight: '60vh',
  boxSizing: 'border-box',
});

/** A status page with no shell around it fills the window, its background to the bottom. */
export const alone = style({ minHeight: '100vh' });

export const code = style({
  margin: 0,
  fontSize: '64px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
  letterSpacing: '0.05em',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  // Focused for screen readers to say at once what happened; a heading is not a control to show a
  // focus ring on.
  selectors: { '&:focus': { outline: 'none' } },
});

export const description = style({
  margin: 0,
  // Lines of even length: no word or character left alone on the last one.
  textWrap: 'balance',
  maxWidth: '32rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

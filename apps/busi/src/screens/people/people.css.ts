import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A stored face photo on a person's form, with its remove button beside it. */
export const storedPhoto = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const photo = style({
  width: '120px',
  height: '120px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** The label above a stored photo. */
export const photoLabel = style({
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space.xs,
});

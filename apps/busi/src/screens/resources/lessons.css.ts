import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A cover in the list: 4:3, small enough to keep the row's height. */
export const thumbnail = style({
  display: 'block',
  width: '4rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

/** Where a resource has no cover: its kind, in the cover's place and size. */
export const noCover = style([
  thumbnail,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    border: `1px solid ${vars.color.border}`,
  },
]);

/** The files a resource held when the form opened. */
export const savedFiles = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const savedFile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A lesson's video at the width of a reading column, never taller than most of the window. */
export const video = style({
  display: 'block',
  width: '100%',
  maxWidth: '48rem',
  maxHeight: '70vh',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const audio = style({ display: 'block', width: '100%', maxWidth: '32rem' });

/** An image set's pictures, side by side. */
export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

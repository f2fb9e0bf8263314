import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The carousel preview: the slides side by side as a phone scrolls them, in a phone's width. */
export const carousel = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  maxWidth: '24rem',
  padding: vars.space.sm,
  margin: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const slide = style({ flex: '0 0 100%', display: 'grid', gap: vars.space.xs, margin: 0 });

/** A banner image in the carousel's 2:1 frame. */
export const slideImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const thumbnail = style({
  display: 'block',
  width: '6rem',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

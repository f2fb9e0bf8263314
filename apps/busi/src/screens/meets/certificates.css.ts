import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A tab of seals or certificates: its heading, notes, table and form one under the other. */
export const panel = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });

/** A seal's picture in its row: square, whole, on the page's colour. */
export const seal = style({
  display: 'block',
  width: '3.5rem',
  height: '3.5rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

/** The add-seal form and the certificates' choices: a field a line. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** A labelled plain select, its label above it. */
export const choice = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

/** The radios of a choice in a row, without the fieldset's frame. */
export const radios = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});

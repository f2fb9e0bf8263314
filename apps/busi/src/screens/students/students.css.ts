import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The head of a repeated group of fields (a parent, a child): its title and its remove button. */
export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The add button of a repeated group, with the reason it is disabled beside it. */
export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A list of records edited in place (a parent's children), without bullets. */
export const plainList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
});

/** One child of a parent: who they are, the relationship, the remove button. */
export const childRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 1fr) minmax(200px, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.md,
});

/** A child's name above their class. */
export const childName = style({ fontWeight: vars.fontWeight.medium });

/** A mobile activation code, shown once: large, spaced, each character told apart. */
export const code = style({
  fontSize: vars.fontSize.xxl,
  letterSpacing: '0.15em',
  fontVariantNumeric: 'tabular-nums',
});

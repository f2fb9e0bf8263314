import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The bulk actions above a list's table: the selection count and what applies to it. */
export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A unit's name in a tree table; the page indents it by its depth. */
export const treeName = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

/** The mark before a sub-unit's name. */
export const branchMark = style({ color: vars.color.textMuted });

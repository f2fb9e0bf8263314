import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The bulk actions above a list's table: the selection count and what applies to it. */
export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

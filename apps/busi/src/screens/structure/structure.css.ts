import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The bulk actions above a table, after the count of selected rows. */
export const bulkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

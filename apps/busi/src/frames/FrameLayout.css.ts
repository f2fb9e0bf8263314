import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The user menu's button: the person's picture or initials, then the name. */
export const userLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

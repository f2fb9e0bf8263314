import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Text or an icon before or after the input, inside the box. */
export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

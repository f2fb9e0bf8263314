import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fadeInOut } from '../theme/motion.ts';

// A dark chip in the light theme and a light one in the dark theme, like most back-offices:
// the text colour is the theme's surface on its text colour, which always contrasts.
export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  ...fadeInOut(vars.motion.fast),
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { svgText } from '../theme/styles.ts';

export const ring = style({
  fill: 'none',
  stroke: vars.color.border,
});

export const spoke = style({
  stroke: vars.color.border,
});

export const activeSpoke = style({
  stroke: vars.color.borderStrong,
  strokeDasharray: '4 3',
});

export const axisLabel = style({
  ...svgText(vars.color.text, vars.fontSize.sm),
});

export const levelLabel = style({
  ...svgText(vars.color.textMuted, '11px'),
  // A halo of the surface keeps the scale legible where it crosses a shape.
  paintOrder: 'stroke',
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

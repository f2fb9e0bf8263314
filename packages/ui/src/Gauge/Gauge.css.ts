import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { svgText } from '../theme/styles.ts';

export const track = style({ fill: vars.color.border, fillOpacity: 0.6 });

export const value = style({
  ...svgText(vars.color.text),
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const scaleLabel = style({
  ...svgText(vars.color.textMuted, '11px'),
  fontVariantNumeric: 'tabular-nums',
});

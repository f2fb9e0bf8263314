import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const track = style({ fill: vars.color.border, fillOpacity: 0.6 });

export const value = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const scaleLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '11px',
  fontVariantNumeric: 'tabular-nums',
});

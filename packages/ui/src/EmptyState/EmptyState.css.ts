import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { gap: vars.space.xs, padding: `${vars.space.lg} ${vars.space.md}` },
      medium: { gap: vars.space.sm, padding: `${vars.space.xxl} ${vars.space.lg}` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const illustration = recipe({
  base: { display: 'block', flexShrink: 0 },
  variants: {
    size: {
      small: { width: '64px', height: '41px' },
      medium: { width: '112px', height: '72px', marginBottom: vars.space.xs },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const shapeBase = style({ fill: vars.color.surfaceSunken });
export const shapeBox = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1.5 });
export const shapeLid = style({ fill: vars.color.background, stroke: vars.color.border, strokeWidth: 1.5 });
export const shapeLine = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  fill: 'none',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({
  maxWidth: '420px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

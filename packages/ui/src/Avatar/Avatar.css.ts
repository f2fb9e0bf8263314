import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: '24px', height: '24px', fontSize: '10px' },
      medium: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      large: { width: '40px', height: '40px', fontSize: vars.fontSize.md },
      xlarge: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
    },
    shape: {
      circle: { borderRadius: vars.radius.full },
      square: { borderRadius: vars.radius.md },
    },
    colour: {
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accent },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'medium', shape: 'circle', colour: 'neutral' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const icon = style({ width: '60%', height: '60%' });

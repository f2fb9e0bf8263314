import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  width: '100%',
  minWidth: '120px',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const inline = style({
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"track value"',
});

export const label = style({ gridArea: 'label', color: vars.color.text });

export const value = style({
  gridArea: 'value',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = recipe({
  base: {
    gridArea: 'track',
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceSunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      small: { height: '4px' },
      medium: { height: '8px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      accent: { backgroundColor: vars.color.accent },
      success: { backgroundColor: vars.color.success },
      danger: { backgroundColor: vars.color.danger },
    },
    indeterminate: {
      true: {
        width: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', indeterminate: false },
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.accent,
  animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const icon = recipe({
  base: {
    display: 'block',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      medium: { width: '24px', height: '24px' },
      large: { width: '40px', height: '40px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const track = style({ stroke: vars.color.border });

export const tip = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const icon = style({
  flexShrink: 0,
  marginTop: '2px',
});

export const iconTone = {
  danger: style({ color: vars.color.danger }),
  primary: style({ color: vars.color.warning }),
};

export const iconMark = style({ stroke: vars.color.surfaceRaised });
export const iconDot = style({ fill: vars.color.surfaceRaised });

export const message = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const pendingIcon = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { overlaySurface } from '../theme/styles.ts';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'var(--kit-popover-from, translateY(-4px))' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '120px',
  maxWidth: 'min(480px, calc(100vw - 16px))',
  ...overlaySurface,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-placement="top"]': { vars: { '--kit-popover-from': 'translateY(4px)' } },
    '&[data-placement="left"]': { vars: { '--kit-popover-from': 'translateX(4px)' } },
    '&[data-placement="right"]': { vars: { '--kit-popover-from': 'translateX(-4px)' } },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// With an arrow the content must not clip it.
export const withArrow = style({ overflow: 'visible' });

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  outline: 'none',
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

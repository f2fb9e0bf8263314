import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusVisible, listReset, overlaySurface, quietIconButton, quietIconButtonStates } from '../theme/styles.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: 'max-content',
    maxWidth: 'calc(100vw - 32px)',
    outline: 'none',
    selectors: {
      ...focusVisible('4px'),
    },
  },
  variants: {
    placement: {
      top: { top: vars.space.lg, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
      'top-end': { top: vars.space.lg, right: vars.space.lg, alignItems: 'flex-end' },
      bottom: {
        bottom: vars.space.lg,
        left: '50%',
        transform: 'translateX(-50%)',
        alignItems: 'center',
        flexDirection: 'column-reverse',
      },
      'bottom-end': {
        bottom: vars.space.lg,
        right: vars.space.lg,
        alignItems: 'flex-end',
        flexDirection: 'column-reverse',
      },
    },
  },
  defaultVariants: { placement: 'top' },
});

export const list = style({
  display: 'contents',
  ...listReset,
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: '240px',
  maxWidth: '420px',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  ...overlaySurface,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    ...focusVisible('2px'),
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex', marginTop: '3px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
    },
  },
});

export const iconMark = style({ stroke: vars.color.surfaceRaised });
export const iconDot = style({ fill: vars.color.surfaceRaised });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: '1px',
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.fontSize.md,
  lineHeight: '22px',
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const close = style({
  flexShrink: 0,
  ...quietIconButton('24px'),
  selectors: quietIconButtonStates,
});

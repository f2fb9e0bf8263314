import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { fadeInOut } from '../theme/motion.ts';
import { insetFocusRing, quietIconButton, quietIconButtonStates } from '../theme/styles.ts';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `10vh ${vars.space.lg} ${vars.space.lg}`,
  backgroundColor: vars.color.overlay,
  overflowY: 'auto',
  ...fadeInOut(vars.motion.normal),
});

/** The backdrop of a modal centred in the viewport (the image viewer, the import dialog), without animation. */
export const centeredOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(80vh)',
    display: 'flex',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '24px',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    ...insetFocusRing,
  },
});

export const close = style({
  flexShrink: 0,
  ...quietIconButton('24px'),
  marginRight: `calc(-1 * ${vars.space.xs})`,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    ...quietIconButtonStates,
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    ...insetFocusRing,
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { dangerOnHover, floatingIconButton, focusVisible, listReset, spacedRow } from '../theme/styles.ts';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  ...listReset,
});

export const item = style({ position: 'relative', aspectRatio: '1 / 1', minWidth: 0 });

export const thumbButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    ...focusVisible('2px'),
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const removeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  ...floatingIconButton('24px'),
  padding: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  selectors: { ...dangerOnHover, ...focusVisible('2px') },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

export { centeredOverlay as overlay } from '../Dialog/Dialog.css.ts';

export const modal = style({
  width: 'min(960px, 100%)',
  maxHeight: '100%',
  display: 'flex',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const dialog = style({ flex: 1, minWidth: 0, outline: 'none' });

export const previewLayout = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  maxHeight: 'calc(100dvh - 32px)',
});

export const previewHeader = style({
  ...spacedRow(vars.space.md),
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const counter = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
  padding: `${vars.space.lg} 56px`,
  backgroundColor: vars.color.surfaceSunken,
});

export const previewImage = style({
  maxWidth: '100%',
  maxHeight: 'calc(100dvh - 200px)',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

export const stepButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '40px',
  height: '40px',
  paddingInline: 0,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.sm,
});

export const previousButton = style({ insetInlineStart: vars.space.sm });
export const nextButton = style({ insetInlineEnd: vars.space.sm });

export const closeButton = style({ width: '32px', paddingInline: 0, color: vars.color.text });

export const caption = style({
  minHeight: '44px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
  textAlign: 'center',
  borderTop: `1px solid ${vars.color.border}`,
});

export const icon = style({ width: '16px', height: '16px' });
export const smallIcon = style({ width: '12px', height: '12px' });

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

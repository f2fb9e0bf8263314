import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { dangerOnHover, floatingIconButton, focusVisible, listReset, pressable } from '../theme/styles.ts';

const cardSize = '104px';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${cardSize})`,
  gap: vars.space.sm,
  ...listReset,
});

export const card = style({
  position: 'relative',
  width: cardSize,
  height: cardSize,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger } },
});

export const thumbnail = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const cardOverlay = style({
  position: 'absolute',
  insetInline: vars.space.xs,
  bottom: vars.space.xs,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  boxShadow: vars.shadow.sm,
});

export const errorText = style({ color: vars.color.danger });

export const track = style({
  height: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', backgroundColor: vars.color.accent });

export const cardActions = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  gap: vars.space.xxs,
});

export const cardButton = style({
  ...floatingIconButton('24px'),
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { ...dangerOnHover, ...focusVisible('1px') },
});

export const addCard = style({
  width: cardSize,
  height: cardSize,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-drop-target]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle },
    ...focusVisible('2px'),
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const addButton = style({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  ...pressable,
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    ...focusVisible('-2px'),
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const plus = style({ width: '20px', height: '20px' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

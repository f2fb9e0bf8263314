import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { inlineRow } from '../theme/styles.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  selectors: {
    [`${tabs}[data-variant="card"] &`]: { gap: vars.space.xs },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      gap: vars.space.xxs,
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
      overflowX: 'visible',
    },
  },
});

export const tab = style({
  position: 'relative',
  ...inlineRow(vars.space.xs),
  padding: `${vars.space.md} 0`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '2px',
      borderRadius: vars.radius.sm,
      backgroundColor: 'transparent',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.fontWeight.medium },
    '&[data-selected]::after': { backgroundColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
    '[data-orientation="vertical"] > &': { padding: `${vars.space.sm} ${vars.space.lg}`, justifyContent: 'flex-start' },
    '[data-orientation="vertical"] > &::after': {
      insetInline: 'auto -1px',
      insetBlock: 0,
      width: '2px',
      height: 'auto',
    },
    [`${tabs}[data-variant="card"] &`]: {
      padding: `${vars.space.sm} ${vars.space.lg}`,
      marginBottom: '-1px',
      border: `1px solid ${vars.color.border}`,
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
      backgroundColor: vars.color.surfaceSunken,
    },
    [`${tabs}[data-variant="card"] &[data-selected]`]: {
      backgroundColor: vars.color.surface,
      borderBottomColor: vars.color.surface,
    },
    [`${tabs}[data-variant="card"] &::after`]: { display: 'none' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    // A header's tab strip drives content elsewhere; its empty panels take no room.
    '&:empty': { padding: 0 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
    '[data-orientation="vertical"] > &': { paddingBlock: 0, paddingInline: vars.space.xl, flex: 1 },
  },
});

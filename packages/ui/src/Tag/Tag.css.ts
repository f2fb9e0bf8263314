import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusVisible, iconBox, inlineRow } from '../theme/styles.ts';

const tone = {
  default: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accent, borderColor: 'transparent' },
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.success, borderColor: 'transparent' },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning, borderColor: 'transparent' },
  danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger, borderColor: 'transparent' },
  info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info, borderColor: 'transparent' },
};

const base = {
  ...inlineRow(vars.space.xs),
  maxWidth: '100%',
  height: '22px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

export const tag = recipe({
  base,
  variants: { variant: tone },
  defaultVariants: { variant: 'default' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const statusTag = style({
  ...inlineRow(vars.space.xs),
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const dot = recipe({
  base: { width: '6px', height: '6px', borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.borderStrong },
      accent: { backgroundColor: vars.color.accent },
      success: { backgroundColor: vars.color.success },
      warning: { backgroundColor: vars.color.warning },
      danger: { backgroundColor: vars.color.danger },
      info: { backgroundColor: vars.color.info },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const groupLabel = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const groupDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const item = recipe({
  base: {
    ...base,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-allows-removing]': { paddingRight: vars.space.xxs },
      ...focusVisible('1px'),
      '&[data-selection-mode]': { cursor: 'pointer' },
      '&[data-selected]': {
        backgroundColor: vars.color.accent,
        color: vars.color.textOnAccent,
        borderColor: vars.color.accent,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: { variant: tone },
  defaultVariants: { variant: 'default' },
});

export const remove = style({
  ...iconBox('16px'),
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  opacity: 0.75,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { opacity: 1, backgroundColor: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, opacity: 1 },
  },
});

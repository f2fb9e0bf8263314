import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { centeredRow, ellipsis } from '../theme/styles.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    elevated: {
      true: { boxShadow: vars.shadow.sm },
      false: {},
    },
  },
  defaultVariants: { elevated: false },
});

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: '48px',
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    size: {
      small: { minHeight: '40px', padding: `${vars.space.xs} ${vars.space.md}` },
      medium: { padding: `${vars.space.sm} ${vars.space.xl}` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  ...ellipsis,
});

export const titleSmall = style({ fontSize: vars.fontSize.md });

export const extra = style({
  ...centeredRow(vars.space.sm),
  flexShrink: 0,
});

export const body = recipe({
  base: { flex: 1, minWidth: 0 },
  variants: {
    size: {
      small: { padding: vars.space.md },
      medium: { padding: vars.space.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const footer = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceSunken,
    borderBottomLeftRadius: vars.radius.lg,
    borderBottomRightRadius: vars.radius.lg,
  },
  variants: {
    size: {
      small: { padding: `${vars.space.sm} ${vars.space.md}` },
      medium: { padding: `${vars.space.md} ${vars.space.xl}` },
    },
  },
  defaultVariants: { size: 'medium' },
});

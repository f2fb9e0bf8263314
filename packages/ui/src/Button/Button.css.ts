import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusVisible } from '../theme/styles.ts';

export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      ...focusVisible('2px'),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent, color: vars.color.accent },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.accentSubtle },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.surface,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.dangerHover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentSubtle },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.accentSubtle },
        },
      },
    },
    size: {
      small: { height: '24px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      medium: { height: '32px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { height: '40px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'medium' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;

import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusVisible } from '../theme/styles.ts';

export const linkRecipe = recipe({
  base: {
    color: vars.color.accent,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.accentHover },
      '&[data-pressed]': { color: vars.color.accentPressed },
      ...focusVisible('2px'),
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      // Underlined so a link in running text is told apart by more than its colour.
      inline: { textDecoration: 'underline', fontSize: 'inherit' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        textDecoration: 'none',
        fontWeight: vars.fontWeight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkRecipeVariants = NonNullable<RecipeVariants<typeof linkRecipe>>;

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  marginInlineStart: '0.2em',
});

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

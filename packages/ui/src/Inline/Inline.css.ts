import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { alignVariants, gapVariants } from '../Stack/Stack.css.ts';

export const inlineRecipe = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: { ...alignVariants, baseline: { alignItems: 'baseline' } },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

export type InlineRecipeVariants = NonNullable<RecipeVariants<typeof inlineRecipe>>;

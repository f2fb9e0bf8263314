import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { gapVariants } from '../Stack/Stack.css.ts';

export const inlineRecipe = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
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

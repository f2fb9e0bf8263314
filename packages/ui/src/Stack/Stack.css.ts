import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../theme/styles.ts';

/** One variant a spacing token, so a layout's gaps stay on the kit's spacing scale. */
export const gapVariants = spaceVariants((gap) => ({ gap }));

/** How a flex layout lines its children up across its direction. */
export const alignVariants = {
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
} as const;

export const stackRecipe = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: alignVariants,
  },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export type StackRecipeVariants = NonNullable<RecipeVariants<typeof stackRecipe>>;

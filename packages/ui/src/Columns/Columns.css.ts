import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../theme/styles.ts';

/** The gap between columns, kept in a variable: the equal columns' width is worked out from it. */
export const columnGap = createVar();
/** How many equal columns there are at the most. */
export const columnCount = createVar();
/** The narrowest an equal column may get before the grid drops a column. */
export const columnMin = createVar();
/** The given column widths, as a grid template. */
export const columnTemplate = createVar();

export const columnsRecipe = recipe({
  base: { display: 'grid', gap: columnGap, minWidth: 0 },
  variants: {
    gap: spaceVariants((space) => ({ vars: { [columnGap]: space } })),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'end' },
    },
  },
  defaultVariants: { gap: 'lg', align: 'stretch' },
});

/**
 * Equal columns that wrap: each track is as wide as `count` columns would be, but never narrower
 * than the minimum, so a narrow container gets fewer columns and a phone one; `min(100%, …)` keeps
 * a single column from overflowing a container narrower than the minimum.
 */
export const equal = style({
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, max(${columnMin}, calc((100% - (${columnCount} - 1) * ${columnGap}) / ${columnCount}))), 1fr))`,
});

/** Given widths side by side; on a narrow screen they stack, as side-by-side panes would not fit. */
export const given = style({
  gridTemplateColumns: columnTemplate,
  '@media': {
    'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export type ColumnsRecipeVariants = NonNullable<RecipeVariants<typeof columnsRecipe>>;

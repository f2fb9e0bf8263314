import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// The list answers to the width it is given, not the window: a detail view in a drawer or a
// narrow card drops to fewer columns just like one on a phone.
export const descriptionsRoot = style({ containerType: 'inline-size', width: '100%' });

const narrow = '(max-width: 479px)';
const medium = '(min-width: 480px) and (max-width: 767px)';

const columnsOf = (count: 1 | 2 | 3 | 4) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
  '@container': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [medium]: { gridTemplateColumns: `repeat(${Math.min(count, 2)}, minmax(0, 1fr))` },
  },
});

export const descriptionsRecipe = recipe({
  base: { display: 'grid', margin: 0 },
  variants: {
    columns: { 1: columnsOf(1), 2: columnsOf(2), 3: columnsOf(3), 4: columnsOf(4) },
    bordered: {
      true: {
        // Cells overlap by their border so neighbours share one line.
        paddingRight: '1px',
        paddingBottom: '1px',
        backgroundColor: vars.color.surface,
      },
      false: { columnGap: vars.space.xl, rowGap: vars.space.md },
    },
  },
  defaultVariants: { columns: 3, bordered: false },
});

export type DescriptionsRecipeVariants = NonNullable<RecipeVariants<typeof descriptionsRecipe>>;

export const itemRecipe = recipe({
  base: {
    minWidth: 0,
    selectors: {
      '&[data-span="2"]': { gridColumn: 'span 2' },
      '&[data-span="3"]': { gridColumn: 'span 3' },
      '&[data-span="4"]': { gridColumn: 'span 4' },
    },
    '@container': {
      [narrow]: { gridColumn: 'auto !important' },
      [medium]: { selectors: { '&[data-span]': { gridColumn: 'span 2' } } },
    },
  },
  variants: {
    bordered: {
      true: {
        display: 'grid',
        gridTemplateColumns: '112px minmax(0, 1fr)',
        border: `1px solid ${vars.color.border}`,
        marginRight: '-1px',
        marginBottom: '-1px',
      },
      false: { display: 'flex', gap: vars.space.sm, alignItems: 'baseline' },
    },
  },
  defaultVariants: { bordered: false },
});

export const termRecipe = recipe({
  base: { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, lineHeight: vars.lineHeight.normal },
  variants: {
    bordered: {
      true: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        backgroundColor: vars.color.surfaceSunken,
        borderRight: `1px solid ${vars.color.border}`,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
      },
      false: { flex: 'none', whiteSpace: 'nowrap' },
    },
  },
  defaultVariants: { bordered: false },
});

export const detailRecipe = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    color: vars.color.text,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    bordered: {
      true: { padding: `${vars.space.sm} ${vars.space.lg}` },
      false: { flex: 1 },
    },
  },
  defaultVariants: { bordered: false },
});

export const emptyValue = style({ color: vars.color.textMuted });

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

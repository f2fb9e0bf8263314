import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** The options of a checkbox or radio group, in a column or a wrapping row. */
export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

import { style } from '@vanilla-extract/css';

/** The clear button takes its room even while hidden, so the text never jumps. */
export const clearButton = style({
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
  },
});

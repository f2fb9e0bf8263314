import { style } from '@vanilla-extract/css';

/** A wide table scrolls sideways inside the page, not the page itself. */
export const tableScroller = style({ overflowX: 'auto', maxWidth: '100%' });

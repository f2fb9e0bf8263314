import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * The base of anything rendered in a portal outside the `ThemeProvider` root: the kit's text
 * settings and the same zero-specificity reset the root gives its subtree.
 */
export const overlayRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(
  `:where(${overlayRoot}), :where(${overlayRoot}) *, :where(${overlayRoot}) *::before, :where(${overlayRoot}) *::after`,
  {
    boxSizing: 'border-box',
  },
);
globalStyle(`:where(${overlayRoot}) :where(h1, h2, h3, h4, p, figure, blockquote, dl, dd)`, { margin: 0 });
globalStyle(`:where(${overlayRoot}) :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`:where(${overlayRoot}) :where(img, svg, video)`, { display: 'block', maxWidth: '100%' });

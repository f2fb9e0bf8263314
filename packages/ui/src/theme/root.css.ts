import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { fontBodyLatin, fontBodyTraditional } from './themes.css.ts';

/** The kit's root: base text and colours. The reset below is scoped to it, never global, and has zero specificity so every component style wins over it. */
export const kitRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

// The body font follows the root's language, so everything that draws text with it (charts too) does.
// A CJK font sets Latin punctuation full-width ("semester’ s") unless asked for proportional widths.
globalStyle(`${kitRoot}:lang(en)`, {
  vars: { [vars.font.body]: fontBodyLatin },
  fontVariantEastAsian: 'proportional-width',
});
globalStyle(`${kitRoot}:lang(zh-TW), ${kitRoot}:lang(zh-HK)`, { vars: { [vars.font.body]: fontBodyTraditional } });

globalStyle(`:where(${kitRoot}) *, :where(${kitRoot}) *::before, :where(${kitRoot}) *::after`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(${kitRoot}) :where(h1, h2, h3, h4, p, figure, blockquote, dl, dd)`, { margin: 0 });
globalStyle(`:where(${kitRoot}) :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`:where(${kitRoot}) :where(img, svg, video)`, { display: 'block', maxWidth: '100%' });

/**
 * Where `ThemeProvider` portals overlays, as the root's last child. It generates no box, so it never
 * takes a place in a flex or grid root, and it must stay unpositioned and untransformed: react-aria
 * positions popovers against their containing block.
 */
export const portalHost = style({ display: 'contents' });

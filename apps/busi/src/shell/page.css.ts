import { globalStyle } from '@vanilla-extract/css';

// The page is the app: no browser margin around it (which also pushed full-width layouts into a
// horizontal scroll), for the sign-in page and the signed-in app alike.
globalStyle('html, body', { margin: 0, padding: 0 });

// A page's heading takes the focus when a move to another page left it nowhere (useFocusOnNewPage):
// it is a place to start reading from, not a control, so it draws no ring.
globalStyle('main h1[tabindex="-1"]:focus', { outline: 'none' });

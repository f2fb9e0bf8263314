import { globalStyle } from '@vanilla-extract/css';

// The page is the app: no browser margin around it (which also pushed full-width layouts into a
// horizontal scroll), for the sign-in page and the signed-in app alike.
globalStyle('html, body', { margin: 0, padding: 0 });

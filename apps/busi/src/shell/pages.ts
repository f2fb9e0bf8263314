// The app is two pages in one bundle: the sign-in page at `/busi/`, which loads only what signing in
// needs, and the signed-in app (router, frames, screens) everywhere else. Signing in opens the app
// in place: its code and texts load while the sign-in call runs, and the first screen replaces the
// form without a page load. Leaving the app for the sign-in page is a full page load; the session
// (token) and a pending notice are stored, so they carry over.

/** Where the app is served from (`vite.config.ts` `base`, the gateway's static route). */
export const APP_BASE = '/busi';

/** Whether `pathname` (with the base) is the sign-in page. */
export function isLoginPage(pathname: string): boolean {
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  return path === '' || path === '/' || path === '/index.html';
}

/** Leaves for the sign-in page; `search` carries `?redirect=…` back to where the person was. */
export function goToLogin(search = ''): Promise<never> {
  globalThis.location.replace(`${APP_BASE}/${search}`);
  // The page is being replaced: whatever waits on this never needs an answer.
  return new Promise<never>(() => undefined);
}

/** How this page opens the signed-in app in place (`main.tsx`); without one, entering is a page load. */
export interface AppOpener {
  /** Starts loading the app's code and texts, before they are needed. */
  prepare: () => void;
  /** Renders the signed-in app at the address the page now has. */
  open: () => Promise<void>;
}

let opener: AppOpener | null = null;

/** Tells the sign-in page how to open the app in place. */
export function setAppOpener(next: AppOpener): void {
  opener = next;
}

/** Starts loading the signed-in app while the person signs in. */
export function prepareApp(): void {
  opener?.prepare();
}

/** Leaves the sign-in page for `path` of the signed-in app (`/k12/...`, `/myInfo/base`). */
export function enterApp(path: string): void {
  const address = `${APP_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!opener) {
    globalThis.location.replace(address);
    return;
  }
  // The sign-in page's address gives way to the screen's, as a page load would (Back does not return to the form).
  globalThis.history.replaceState(null, '', address);
  // Where the app's code cannot load (a deploy replaced it), the page load fetches it afresh.
  opener.open().catch(() => globalThis.location.replace(address));
}

// The app is two pages in one bundle: the sign-in page at `/busi/`, which loads only what signing in
// needs, and the signed-in app (router, frames, screens) everywhere else. Moving between them is
// a full page load; the session (token) and a pending notice are stored, so they carry over.

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

/** Leaves the sign-in page for `path` of the signed-in app (`/k12/...`, `/myInfo/base`). */
export function enterApp(path: string): void {
  globalThis.location.replace(`${APP_BASE}${path.startsWith('/') ? path : `/${path}`}`);
}

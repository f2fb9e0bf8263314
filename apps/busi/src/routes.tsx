import { isSessionlessPath } from '@school-sports/domain';
import { createBrowserRouter, type LoaderFunctionArgs, redirect, replace } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

import { frameRoutes } from './frames/frameRoutes.ts';
import { loadUserInfo, takeStartedUserInfo } from './session/flows.ts';
import { appStore, noticeAtom, tokenAtom, userInfoAtom } from './session/state.ts';
import { APP_BASE, goToLogin } from './shell/pages.ts';

/** The public score lookups (issue 48), with the item and band names and their own texts. */
const scoreReports = [
  { path: 'scoreReportK12', page: 'SchoolScoreReportPage' },
  { path: 'scoreReport', page: 'UniversityScoreReportPage' },
] as const;

/**
 * The signed-in app's routes under `/busi` (the sign-in page at `/busi/` is a page of its own, see
 * `shell/pages.ts`). Each screen's code loads when it is first visited.
 */
export function createAppRouter() {
  let framesAdded = false;
  // The router runs the first loaders while it is being created; one that must change its routes
  // (a session whose user info the sign-in page already holds) waits until it exists.
  let created: (router: AppRouter) => void = () => undefined;
  const routerCreated = new Promise<AppRouter>((resolve) => {
    created = resolve;
  });

  /**
   * SPEC 4's route guard on any path no route knows yet: with no session, warn and go to the
   * login page; on the first entry to a protected path, add the current frame's routes (and the
   * single frame) and navigate again; afterwards an unknown path is simply not found.
   */
  async function frameGate({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/busi/, '') || '/';
    if (isSessionlessPath(path)) return null;
    // The user info `main.tsx` asked for as the page loaded: once it has answered, a 401 has
    // ended the session already, with its notice (the session expired), before this router listened.
    const started = takeStartedUserInfo();
    await started?.catch(() => undefined);
    if (!appStore.get(tokenAtom)) {
      if (!started) appStore.set(noticeAtom, { messageId: 'auth.notLoggedIn', tone: 'warning' });
      return goToLogin(`?redirect=${encodeURIComponent(path + url.search)}`);
    }
    if (framesAdded) return null;
    const info = appStore.get(userInfoAtom) ?? (await loadUserInfo().catch(() => null));
    if (!info) return goToLogin();
    if (!info.currentTypePath) return redirect('/myInfo/base');
    (await routerCreated).patchRoutes('root', frameRoutes(info));
    framesAdded = true;
    // The same address again, now that its routes exist: replacing the entry, so Back leaves it.
    return replace(path + url.search);
  }

  const router = createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        lazy: () => import('./shell/RootLayout.tsx'),
        children: [
          // `navigate('/')` inside the app means the sign-in page: leave for it, keeping the query.
          { index: true, loader: ({ request }: LoaderFunctionArgs) => goToLogin(new URL(request.url).search) },
          {
            path: 'myInfo',
            lazy: () => import('./screens/my-info/MyInfoLayout.tsx'),
            children: [
              { index: true, loader: () => redirect('/myInfo/base') },
              { path: 'base', lazy: () => import('./screens/my-info/base.ts') },
              { path: 'editUser', lazy: () => import('./screens/my-info/editUser.ts') },
              { path: 'editAccount', lazy: () => import('./screens/my-info/editAccount.ts') },
            ],
          },
          // SPEC 2's top-level menu management is the admin frame's page, which needs the platform's
          // operators signed in (docs/decisions.md, "Menu management"): the old address leads there.
          { path: 'menuManagement', loader: () => redirect('/admin/menuManagement') },
          // The landing page of a partner platform's sign-in link (issue 47): no session needed.
          { path: 'thirdManagement', lazy: () => import('./screens/thirdParty/route.ts').then(({ lazy }) => lazy()) },
          ...scoreReports.map(({ path, page }) => ({
            path,
            lazy: async () => (await import('./screens/scoreReport/route.ts')).scoreReportRoute(page),
          })),
          { path: '*', loader: frameGate, lazy: () => import('./screens/not-found/route.ts') },
        ],
      },
    ],
    { basename: APP_BASE },
  );

  created(router);

  // A 401 anywhere clears the session: forget the frame, so the next sign-in adds the right one.
  globalThis.addEventListener('busi:signed-out', () => {
    framesAdded = false;
    void goToLogin(`?redirect=${encodeURIComponent(globalThis.location.pathname.replace(/^\/busi/, ''))}`);
  });

  return router;
}

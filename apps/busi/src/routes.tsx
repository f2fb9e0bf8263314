import { isSessionlessPath } from '@school-sports/domain';
import { createBrowserRouter, type LoaderFunctionArgs, redirect } from 'react-router';
import { frameRoutes } from './frames/frameRoutes.ts';
import { loadUserInfo } from './session/flows.ts';
import { appStore, noticeAtom, tokenAtom, userInfoAtom } from './session/state.ts';

const publicPlanned = ['menuManagement', 'scoreReport', 'scoreReportK12', 'thirdManagement'];

/** The app's routes under `/busi`. Each screen's code loads when it is first visited. */
export function createAppRouter() {
  let framesAdded = false;

  /**
   * SPEC 4's route guard on any path no route knows yet: with no session, warn and go to the
   * login page; on the first entry to a protected path, add the current frame's routes (and the
   * single frame) and navigate again; afterwards an unknown path is simply not found.
   */
  async function frameGate({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/busi/, '') || '/';
    if (isSessionlessPath(path)) return null;
    if (!appStore.get(tokenAtom)) {
      appStore.set(noticeAtom, { messageId: 'auth.notLoggedIn', tone: 'warning' });
      return redirect(`/?redirect=${encodeURIComponent(path + url.search)}`);
    }
    if (framesAdded) return null;
    const info = appStore.get(userInfoAtom) ?? (await loadUserInfo().catch(() => null));
    if (!info) return redirect('/');
    if (!info.currentTypePath) return redirect('/myInfo/base');
    router.patchRoutes('root', frameRoutes(info));
    framesAdded = true;
    return redirect(path + url.search);
  }

  const router = createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        lazy: () => import('./shell/RootLayout.tsx'),
        children: [
          { index: true, lazy: () => import('./screens/login/route.ts') },
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
          ...publicPlanned.map((path) => ({ path, lazy: () => import('./screens/planned/route.ts') })),
          { path: '*', loader: frameGate, lazy: () => import('./screens/not-found/route.ts') },
        ],
      },
    ],
    { basename: '/busi' },
  );

  // A 401 anywhere clears the session: forget the frame, so the next sign-in adds the right one.
  globalThis.addEventListener('busi:signed-out', () => {
    framesAdded = false;
    void router.navigate(`/?redirect=${encodeURIComponent(globalThis.location.pathname.replace(/^\/busi/, ''))}`);
  });

  return router;
}

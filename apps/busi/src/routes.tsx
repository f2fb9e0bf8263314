import { createBrowserRouter } from 'react-router';

/** The app's routes under `/busi`. Each screen's code loads when it is first visited. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      { path: '/', lazy: () => import('./screens/login/route.ts') },
      { path: '*', lazy: () => import('./screens/not-found/route.ts') },
    ],
    { basename: '/busi' },
  );
}

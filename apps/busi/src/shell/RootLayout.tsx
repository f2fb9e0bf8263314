import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { NoticeToasts } from './NoticeToasts.tsx';

/** Every page after sign-in: client-side routing for the kit's links, and the one-off notices. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <Outlet />
      <NoticeToasts />
    </AriaRouterProvider>
  );
}

export { RootLayout as Component };

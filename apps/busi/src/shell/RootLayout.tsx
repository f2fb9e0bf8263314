import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { NoticeToasts } from './NoticeToasts.tsx';

/**
 * The kit's links resolve their `href` through the router, which would read a `blob:` or `data:`
 * address (a template, a failure file) as a path below the page: an address with a scheme stays
 * as it is.
 */
function useHrefKeepingAddresses(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/** Every page after sign-in: client-side routing for the kit's links, and the one-off notices. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHrefKeepingAddresses}>
      <Outlet />
      <NoticeToasts />
    </AriaRouterProvider>
  );
}

export { RootLayout as Component };

import {
  BUILT_SCREEN_PATHS,
  buildMenuTree,
  flattenMenuTree,
  HOME_SCREEN,
  homePath,
  isFunPathAllowed,
  SINGLE_FRAME_SCREENS,
  type TypePath,
} from '@school-sports/domain';
import { data, type RouteObject, redirect } from 'react-router';
import { screenComponent, screenRoutes } from '../screens/registry.ts';
import { appStore, type UserInfo, userInfoAtom } from '../session/state.ts';
import type { FrameRouteHandle } from './routeHandle.ts';

/**
 * A loader that lets a route open only while the current role's menus include its function;
 * otherwise the frame shows its 403 page, which says why and leads back.
 */
function permissionGate(funPath: string) {
  return () => {
    const info = appStore.get(userInfoAtom);
    if (!info?.currentTypePath) return redirect('/myInfo/base');
    const { roots } = buildMenuTree(info.menuTree, { typePath: info.currentTypePath });
    if (isFunPathAllowed(funPath, roots)) return null;
    throw data(null, { status: 403 });
  };
}

/**
 * The frame's pages under one error boundary (a 403, 404 or failed page shows inside the frame's
 * menu and top bar). An address under the frame that none of the role's pages has is a screen the
 * role lacks (403) where the product has such a screen, and otherwise not found (404).
 */
function withinFrame(pages: RouteObject[]): RouteObject[] {
  return [
    {
      lazy: () => import('../screens/status/route.ts'),
      children: [
        ...pages,
        {
          path: '*',
          loader: ({ params }) => {
            const below = params['*'] ?? '';
            const known = BUILT_SCREEN_PATHS.some((path) => below === path || below.startsWith(`${path}/`));
            throw data(null, { status: known ? 403 : 404 });
          },
        },
      ],
    },
  ];
}

function leafRoutes(paths: readonly string[]): RouteObject[] {
  return paths.flatMap((funPath) => {
    const handle: FrameRouteHandle = { requiresAuth: true, funPath };
    const gate = permissionGate(funPath);
    const { list, children, overlays } = screenRoutes(funPath);
    // Small forms are routes inside the list's: the list renders them over itself in its outlet.
    const over = overlays.map(
      ([child, lazy]): RouteObject => ({
        path: child,
        loader: gate,
        handle: { ...handle, overlay: true },
        Component: screenComponent(lazy),
      }),
    );
    return [
      {
        path: funPath,
        loader: gate,
        handle,
        Component: screenComponent(list),
        ...(over.length > 0 ? { children: over } : {}),
      },
      // Add, edit and detail screens under the list, each a route of its own that can be bookmarked.
      ...children.map(([child, lazy]) => ({
        path: `${funPath}/${child}`,
        loader: gate,
        handle,
        Component: screenComponent(lazy),
      })),
    ];
  });
}

/** The routes of the current frame and of the single frame, from the current role's menus. */
export function frameRoutes(info: UserInfo): RouteObject[] {
  const typePath = info.currentTypePath as TypePath;
  const { roots } = buildMenuTree(info.menuTree, { typePath });
  const paths = [
    ...new Set(
      flattenMenuTree(roots)
        .map((node) => node.serverPath)
        .filter((path) => path !== '' && !/^https?:/.test(path)),
    ),
  ];
  // Every role of the frame has its home page: it is tied to no menu function, and shows only what
  // the role's menus allow.
  const home: RouteObject = {
    path: HOME_SCREEN,
    handle: { requiresAuth: true, funPath: '' } satisfies FrameRouteHandle,
    lazy: () => import('../screens/home/route.ts'),
  };
  return [
    {
      id: `frame${typePath}`,
      path: typePath.slice(1),
      lazy: () => import('./FrameLayout.tsx'),
      children: [
        { index: true, loader: () => redirect(homePath(typePath)) },
        ...withinFrame([home, ...leafRoutes(paths)]),
      ],
    },
    // The single frame: sports-meet screens only, always added after sign-in (SPEC 2).
    {
      id: 'frame/single',
      path: 'single',
      lazy: () => import('./FrameLayout.tsx'),
      children: withinFrame(leafRoutes(SINGLE_FRAME_SCREENS.filter((path) => paths.includes(path)))),
    },
  ];
}

import { buildMenuTree, firstMenuPath, flattenMenuTree, isFunPathAllowed, type TypePath } from '@school-sports/domain';
import { type RouteObject, redirect } from 'react-router';
import { screenRoutes } from '../screens/registry.ts';
import { appStore, noticeAtom, type UserInfo, userInfoAtom } from '../session/state.ts';
import type { FrameRouteHandle } from './routeHandle.ts';

/** The single frame: sports-meet screens only, always added after sign-in (SPEC 2). */
const singleFramePaths = ['sportsMeet'];

/**
 * A loader that lets a route open only while the current role's menus include its function;
 * otherwise it says why and goes to the first permitted screen (SPEC 6, issue 8).
 */
function permissionGate(funPath: string) {
  return () => {
    const info = appStore.get(userInfoAtom);
    if (!info?.currentTypePath) return redirect('/myInfo/base');
    const { roots } = buildMenuTree(info.menuTree, { typePath: info.currentTypePath });
    if (isFunPathAllowed(funPath, roots)) return null;
    appStore.set(noticeAtom, { messageId: 'auth.forbidden', tone: 'warning' });
    return redirect(firstMenuPath(roots) ?? '/myInfo/base');
  };
}

function leafRoutes(paths: readonly string[]): RouteObject[] {
  return paths.flatMap((funPath) => {
    const handle: FrameRouteHandle = { requiresAuth: true, funPath };
    const gate = permissionGate(funPath);
    const { list, children } = screenRoutes(funPath);
    return [
      { path: funPath, loader: gate, handle, lazy: list },
      // Add, edit and detail screens under the list, each a route of its own that can be bookmarked.
      ...children.map(([child, lazy]) => ({ path: `${funPath}/${child}`, loader: gate, handle, lazy })),
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
  const first = firstMenuPath(roots);
  return [
    {
      id: `frame${typePath}`,
      path: typePath.slice(1),
      lazy: () => import('./FrameLayout.tsx'),
      children: [{ index: true, loader: () => redirect(first ?? '/myInfo/base') }, ...leafRoutes(paths)],
    },
    {
      id: 'frame/single',
      path: 'single',
      lazy: () => import('./FrameLayout.tsx'),
      children: leafRoutes(singleFramePaths.filter((path) => paths.includes(path))),
    },
  ];
}

import type { RouteObject } from 'react-router';

type LazyRoute = Pick<RouteObject, 'lazy'>;

/**
 * The screens that are built, by menu function. A menu whose screen is not built yet opens the
 * shared planned page, so staff never meet a broken page and the remaining work is countable.
 */
const builtScreens: Record<string, { list: LazyRoute['lazy']; child?: LazyRoute['lazy'] }> = {
  currentOrg: { list: () => import('./org/currentOrg.route.ts'), child: () => import('./org/currentOrgForm.route.ts') },
  'orgManage/orgInfo': {
    list: () => import('./org/orgInfo.route.ts'),
    child: () => import('./org/orgInfoChild.route.ts'),
  },
  'org/acayear': { list: () => import('./org/acayear.route.ts'), child: () => import('./org/acayearForm.route.ts') },
  'org/grade': { list: () => import('./org/grade.route.ts') },
  'org/class': { list: () => import('./org/class.route.ts'), child: () => import('./org/classForm.route.ts') },
};

/** The lazy route of a menu function's list screen or of its add/edit/detail screens. */
export function screenRoute(funPath: string, part: 'list' | 'child'): LazyRoute {
  const built = builtScreens[funPath];
  const lazy = part === 'list' ? built?.list : built?.child;
  return { lazy: lazy ?? (() => import('./planned/route.ts')) };
}

/** The menu functions with a built screen (the gateway marks the same ones `built`). */
export function builtScreenPaths(): string[] {
  return Object.keys(builtScreens);
}

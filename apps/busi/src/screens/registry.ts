import type { RouteObject } from 'react-router';

type LazyRoute = Pick<RouteObject, 'lazy'>;

/**
 * The screens that are built, by menu function. A menu whose screen is not built yet opens the
 * shared planned page, so staff never meet a broken page and the remaining work is countable.
 */
const builtScreens: Record<string, { list: LazyRoute['lazy']; child?: LazyRoute['lazy'] }> = {};

/** The lazy route of a menu function's list screen or of its add/edit/detail screens. */
export function screenRoute(funPath: string, part: 'list' | 'child'): LazyRoute {
  const built = builtScreens[funPath];
  const lazy = part === 'list' ? built?.list : built?.child;
  return { lazy: lazy ?? (() => import('./planned/route.ts')) };
}

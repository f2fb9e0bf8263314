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
  role: { list: () => import('./roles/role.route.ts'), child: () => import('./roles/roleChild.route.ts') },
  'org/acayear': { list: () => import('./org/acayear.route.ts'), child: () => import('./org/acayearForm.route.ts') },
  'org/grade': { list: () => import('./org/grade.route.ts') },
  'org/class': { list: () => import('./org/class.route.ts'), child: () => import('./org/classForm.route.ts') },
  departmentManage: {
    list: () => import('./structure/department.route.ts'),
    child: () => import('./structure/departmentChild.route.ts'),
  },
  'org/college': {
    list: () => import('./structure/college.route.ts'),
    child: () => import('./structure/collegeForm.route.ts'),
  },
  'org/major': {
    list: () => import('./structure/major.route.ts'),
    child: () => import('./structure/majorForm.route.ts'),
  },
  place: { list: () => import('./devices/place.route.ts'), child: () => import('./devices/placeChild.route.ts') },
  device: { list: () => import('./devices/device.route.ts'), child: () => import('./devices/deviceChild.route.ts') },
  'user/teacher': {
    list: () => import('./people/teacher.route.ts'),
    child: () => import('./people/teacherChild.route.ts'),
  },
  user: { list: () => import('./people/user.route.ts'), child: () => import('./people/userChild.route.ts') },
  'user/student': {
    list: () => import('./students/student.route.ts'),
    child: () => import('./students/studentChild.route.ts'),
  },
  'user/parent': {
    list: () => import('./students/parent.route.ts'),
    child: () => import('./students/parentChild.route.ts'),
  },
  'user/citizen': {
    list: () => import('./people/citizen.route.ts'),
    child: () => import('./people/citizenChild.route.ts'),
  },
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

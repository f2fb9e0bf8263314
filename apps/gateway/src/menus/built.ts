/**
 * The menu functions whose screens the app has built (`apps/busi/src/screens/registry.ts`; a test
 * keeps the two lists equal). getUInfo marks them `built`; every other menu opens the shared
 * planned page, so the remaining work is countable.
 */
export const BUILT_SCREENS: ReadonlySet<string> = new Set([
  'currentOrg',
  'orgManage/orgInfo',
  'org/acayear',
  'org/grade',
  'org/class',
  'role',
  'departmentManage',
  'org/college',
  'org/major',
  'place',
  'device',
  'user/teacher',
  'user',
  'user/citizen',
  'user/student',
  'user/parent',
]);

/** A menu entry's screen status. */
export function screenStatusOf(menuType: '0' | '1', menuPath: string): 'built' | 'planned' {
  return menuType === '0' && BUILT_SCREENS.has(menuPath) ? 'built' : 'planned';
}

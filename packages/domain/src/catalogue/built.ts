/**
 * The menu functions whose screens the app has built, one list for both sides: getUInfo marks them
 * `built`, and the app's screen registry must name a screen for each (its type says so). Every
 * other menu opens the shared planned page, so the remaining work is countable.
 */
export const BUILT_SCREEN_PATHS = [
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
  'auditLog',
  'jobs',
  'sportsMeet',
  'organizeTest/testManage',
  'organizeTest/scoreSearch',
  'scoreSearch',
  'selfTest/testRecord',
  'testRecord',
  'exerciseRecord',
  'class/test',
  'physiqueManage/testResult',
  'wikiManagement/ResClassification',
  'wikiManagement/schoolWiki',
  'banner/bannerConfig',
  'thirdParty',
  'lessonAssistant/lessonResourceList',
  'menuManagement',
] as const;

/** A menu function whose screen is built. */
export type BuiltScreenPath = (typeof BUILT_SCREEN_PATHS)[number];

const built: ReadonlySet<string> = new Set(BUILT_SCREEN_PATHS);

/** A menu entry's screen status. */
export function screenStatusOf(menuType: '0' | '1', menuPath: string): 'built' | 'planned' {
  return menuType === '0' && built.has(menuPath) ? 'built' : 'planned';
}

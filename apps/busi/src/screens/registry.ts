import type { BuiltScreenPath } from '@school-sports/domain';
import { type ComponentType, lazy as lazyComponent } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { withParts } from '../i18n/areas.ts';
import type { AreaPart } from '../i18n/compile.ts';

type LazyRoute = LazyRouteFunction<RouteObject>;

/** A screen module's component as a lazy route: the module (and its code) loads on the first visit. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyRoute {
  return async () => ({ Component: (await load())[name] });
}

/** A built screen: its list at the menu's path, and its child screens at paths below it. */
interface BuiltScreen {
  /**
   * The areas whose texts its screens show, beside the shell's (`i18n/compile.ts`): they load with
   * each screen's code, the first time one of the area's screens opens.
   */
  texts: AreaPart[];
  list: LazyRoute;
  /** Child screens by route path under the list: `add`, `edit/:id`, `detail/:id`, ... (`:id` names the record). */
  children?: Record<string, LazyRoute>;
  /**
   * Small forms (a few fields) by route path under the list, shown over it as dialogs: the list stays
   * in view with its filters, page and scroll, and the form still has its own address.
   */
  overlays?: Record<string, LazyRoute>;
}

/**
 * The screens that are built, by menu function: one for each of the domain's built screens (the
 * type says so), which the gateway reports as built. A menu whose screen is not built yet opens the
 * shared planned page, so staff never meet a broken page and the remaining work is countable.
 */
const builtScreens: Record<BuiltScreenPath, BuiltScreen> = {
  currentOrg: {
    texts: ['orgs'],
    list: screen(() => import('./org/CurrentOrgPage.tsx'), 'CurrentOrgPage'),
    children: { 'edit/:id': screen(() => import('./org/CurrentOrgFormPage.tsx'), 'CurrentOrgFormPage') },
  },
  'orgManage/orgInfo': {
    texts: ['orgs'],
    list: screen(() => import('./org/OrgListPage.tsx'), 'OrgListPage'),
    children: {
      add: screen(() => import('./org/OrgFormPage.tsx'), 'OrgFormPage'),
      'edit/:id': screen(() => import('./org/OrgFormPage.tsx'), 'OrgFormPage'),
      'detail/:id': screen(() => import('./org/OrgDetailPage.tsx'), 'OrgDetailPage'),
    },
  },
  role: {
    texts: ['roles'],
    list: screen(() => import('./roles/RoleListPage.tsx'), 'RoleListPage'),
    children: {
      add: screen(() => import('./roles/RoleFormPage.tsx'), 'RoleFormPage'),
      'edit/:id': screen(() => import('./roles/RoleFormPage.tsx'), 'RoleFormPage'),
      'members/:id': screen(() => import('./roles/RoleMembersPage.tsx'), 'RoleMembersPage'),
    },
  },
  'org/acayear': {
    texts: ['school'],
    list: screen(() => import('./org/AcademicYearsPage.tsx'), 'AcademicYearsPage'),
    overlays: {
      add: screen(() => import('./org/AcademicYearFormPage.tsx'), 'AcademicYearFormPage'),
      'edit/:id': screen(() => import('./org/AcademicYearFormPage.tsx'), 'AcademicYearFormPage'),
    },
  },
  sportsMeet: {
    texts: ['sports', 'standard'],
    list: screen(() => import('./meets/MeetsPage.tsx'), 'MeetsPage'),
    children: {
      add: screen(() => import('./meets/MeetFormPage.tsx'), 'MeetFormPage'),
      'edit/:id': screen(() => import('./meets/MeetFormPage.tsx'), 'MeetFormPage'),
      'detail/:id': screen(() => import('./meets/MeetDetailPage.tsx'), 'MeetDetailPage'),
      'detail/arrange/:id': screen(() => import('./meets/MeetArrangePage.tsx'), 'MeetArrangePage'),
      'detail/calendar/:id': screen(() => import('./meets/MeetCalendarPage.tsx'), 'MeetCalendarPage'),
      'demeanor/:id': screen(() => import('./meets/MeetGalleryPage.tsx'), 'MeetGalleryPage'),
    },
  },
  'organizeTest/testManage': {
    texts: ['standard', 'fitness'],
    list: screen(() => import('./testPlans/TestPlansPage.tsx'), 'TestPlansPage'),
    children: {
      add: screen(() => import('./testPlans/TestPlanFormPage.tsx'), 'TestPlanFormPage'),
      'edit/:id': screen(() => import('./testPlans/TestPlanFormPage.tsx'), 'TestPlanFormPage'),
      'check/:id': screen(() => import('./testPlans/TestPlanCheckGridPage.tsx'), 'TestPlanCheckGridPage'),
    },
  },
  'organizeTest/scoreSearch': {
    texts: ['standard', 'fitness'],
    list: screen(() => import('./scores/ScoreSearchPage.tsx'), 'ScoreSearchPage'),
  },
  scoreSearch: {
    texts: ['standard', 'fitness'],
    list: screen(() => import('./scores/ScoreSearchPage.tsx'), 'GxScoreSearchPage'),
  },
  'selfTest/testRecord': {
    texts: ['standard', 'fitness'],
    list: screen(() => import('./scores/ScoreSearchPage.tsx'), 'TestRecordPage'),
  },
  testRecord: {
    texts: ['standard', 'fitness'],
    list: screen(() => import('./scores/ScoreSearchPage.tsx'), 'GxTestRecordPage'),
  },
  'class/test': {
    texts: ['standard', 'fitness', 'classTests'],
    list: screen(() => import('./scores/ClassTestsPage.tsx'), 'ClassTestsPage'),
  },
  exerciseRecord: {
    texts: ['fitness', 'exercise'],
    list: screen(() => import('./scores/ExerciseRecordsPage.tsx'), 'ExerciseRecordsPage'),
  },
  'physiqueManage/testResult': {
    texts: ['standard', 'fitness', 'physique'],
    list: screen(() => import('./physique/PhysiqueResultsPage.tsx'), 'PhysiqueResultsPage'),
    children: { editUpReport: screen(() => import('./physique/UploadCheckPage.tsx'), 'UploadCheckPage') },
  },
  'org/grade': { texts: ['school'], list: screen(() => import('./org/GradesPage.tsx'), 'GradesPage') },
  'org/class': {
    texts: ['school'],
    list: screen(() => import('./org/ClassListPage.tsx'), 'ClassListPage'),
    children: {
      add: screen(() => import('./org/ClassFormPage.tsx'), 'ClassFormPage'),
      'edit/:id': screen(() => import('./org/ClassFormPage.tsx'), 'ClassFormPage'),
    },
  },
  departmentManage: {
    texts: ['structure'],
    list: screen(() => import('./structure/DepartmentsPage.tsx'), 'DepartmentsPage'),
    overlays: {
      add: screen(() => import('./structure/DepartmentFormPage.tsx'), 'DepartmentFormPage'),
      'edit/:id': screen(() => import('./structure/DepartmentFormPage.tsx'), 'DepartmentFormPage'),
    },
    children: {
      'member/:id': screen(() => import('./structure/DepartmentMembersPage.tsx'), 'DepartmentMembersPage'),
    },
  },
  // Colleges and majors are added and edited on one form, the record in its query (`?id=`).
  'org/college': {
    texts: ['structure'],
    list: screen(() => import('./structure/CollegesPage.tsx'), 'CollegesPage'),
    children: { addEdit: screen(() => import('./structure/CollegeFormPage.tsx'), 'CollegeFormPage') },
  },
  'org/major': {
    texts: ['structure'],
    list: screen(() => import('./structure/MajorsPage.tsx'), 'MajorsPage'),
    children: { addEdit: screen(() => import('./structure/MajorFormPage.tsx'), 'MajorFormPage') },
  },
  place: {
    texts: ['devices'],
    list: screen(() => import('./devices/VenueListPage.tsx'), 'VenueListPage'),
    overlays: {
      add: screen(() => import('./devices/VenueFormPage.tsx'), 'VenueFormPage'),
      'edit/:id': screen(() => import('./devices/VenueFormPage.tsx'), 'VenueFormPage'),
    },
    children: {
      'device/:id': screen(() => import('./devices/VenueDevicesPage.tsx'), 'VenueDevicesPage'),
    },
  },
  device: {
    texts: ['devices'],
    list: screen(() => import('./devices/DeviceListPage.tsx'), 'DeviceListPage'),
    children: { 'detail/:id': screen(() => import('./devices/DeviceDetailPage.tsx'), 'DeviceDetailPage') },
  },
  'user/teacher': {
    texts: ['people'],
    list: screen(() => import('./people/TeachersPage.tsx'), 'TeachersPage'),
    children: {
      add: screen(() => import('./people/TeacherFormPage.tsx'), 'TeacherFormPage'),
      'edit/:id': screen(() => import('./people/TeacherFormPage.tsx'), 'TeacherFormPage'),
    },
  },
  user: {
    texts: ['people'],
    list: screen(() => import('./people/UsersPage.tsx'), 'UsersPage'),
    children: {
      add: screen(() => import('./people/UserFormPage.tsx'), 'UserFormPage'),
      'edit/:id': screen(() => import('./people/UserFormPage.tsx'), 'UserFormPage'),
    },
  },
  'user/student': {
    texts: ['people'],
    list: screen(() => import('./students/StudentsPage.tsx'), 'StudentsPage'),
    children: {
      add: screen(() => import('./students/StudentFormPage.tsx'), 'StudentFormPage'),
      'edit/:id': screen(() => import('./students/StudentFormPage.tsx'), 'StudentFormPage'),
    },
  },
  // Parents are added with their children on the student form; here they are edited.
  'user/parent': {
    texts: ['people'],
    list: screen(() => import('./students/ParentsPage.tsx'), 'ParentsPage'),
    children: { 'edit/:id': screen(() => import('./students/ParentFormPage.tsx'), 'ParentFormPage') },
  },
  // The log is only read: no add or edit forms.
  jobs: { texts: ['jobs'], list: screen(() => import('./jobs/JobsPage.tsx'), 'JobsPage') },
  auditLog: { texts: ['audit'], list: screen(() => import('./audit/AuditLogPage.tsx'), 'AuditLogPage') },
  'user/citizen': {
    texts: ['people'],
    list: screen(() => import('./people/CitizensPage.tsx'), 'CitizensPage'),
    children: {
      add: screen(() => import('./people/CitizenFormPage.tsx'), 'CitizenFormPage'),
      'edit/:id': screen(() => import('./people/CitizenFormPage.tsx'), 'CitizenFormPage'),
    },
  },
  'wikiManagement/ResClassification': {
    texts: ['resources'],
    list: screen(() => import('./resources/CategoriesPage.tsx'), 'CategoriesPage'),
    overlays: {
      add: screen(() => import('./resources/CategoryFormPage.tsx'), 'CategoryFormPage'),
      'edit/:id': screen(() => import('./resources/CategoryFormPage.tsx'), 'CategoryFormPage'),
    },
  },
  'wikiManagement/schoolWiki': {
    texts: ['resources'],
    list: screen(() => import('./resources/WikiPage.tsx'), 'WikiPage'),
    children: {
      add: screen(() => import('./resources/WikiFormPage.tsx'), 'WikiFormPage'),
      'edit/:id': screen(() => import('./resources/WikiFormPage.tsx'), 'WikiFormPage'),
      'detail/:id': screen(() => import('./resources/WikiDetailPage.tsx'), 'WikiDetailPage'),
    },
  },
  thirdParty: {
    texts: ['partners'],
    list: screen(() => import('./thirdParty/PartnersPage.tsx'), 'PartnersPage'),
    children: {
      add: screen(() => import('./thirdParty/PartnerFormPage.tsx'), 'PartnerFormPage'),
      'edit/:id': screen(() => import('./thirdParty/PartnerFormPage.tsx'), 'PartnerFormPage'),
    },
  },
  'lessonAssistant/lessonResourceList': {
    texts: ['resources'],
    list: screen(() => import('./resources/LessonsPage.tsx'), 'LessonsPage'),
    children: {
      add: screen(() => import('./resources/LessonFormPage.tsx'), 'LessonFormPage'),
      'edit/:id': screen(() => import('./resources/LessonFormPage.tsx'), 'LessonFormPage'),
      'detail/:id': screen(() => import('./resources/LessonDetailPage.tsx'), 'LessonDetailPage'),
    },
  },
  // The catalogue is one short tree per organisation type; its forms are small, shown over it.
  menuManagement: {
    texts: ['menus'],
    list: screen(() => import('./menus/MenusPage.tsx'), 'MenusPage'),
    overlays: {
      add: screen(() => import('./menus/MenuFormPage.tsx'), 'MenuFormPage'),
      edit: screen(() => import('./menus/MenuFormPage.tsx'), 'MenuFormPage'),
    },
  },
  'banner/bannerConfig': {
    texts: ['resources'],
    list: screen(() => import('./resources/BannersPage.tsx'), 'BannersPage'),
    children: {
      add: screen(() => import('./resources/BannerFormPage.tsx'), 'BannerFormPage'),
      'edit/:id': screen(() => import('./resources/BannerFormPage.tsx'), 'BannerFormPage'),
      'detail/:id': screen(() => import('./resources/BannerDetailPage.tsx'), 'BannerDetailPage'),
    },
  },
};

const planned: BuiltScreen = { texts: [], list: () => import('./planned/route.ts') };

/** A screen's route that loads the texts of `texts` with its code. */
function withTexts(texts: readonly AreaPart[], lazy: LazyRoute): LazyRoute {
  return texts.length === 0 ? lazy : () => withParts(texts, lazy());
}

/** A menu function's screens: its list, its child screens by path under the list, and its small forms shown over it. */
export function screenRoutes(funPath: string): {
  list: LazyRoute;
  children: [path: string, LazyRoute][];
  overlays: [path: string, LazyRoute][];
} {
  const built = isBuilt(funPath) ? builtScreens[funPath] : planned;
  const routes = (lazies: Record<string, LazyRoute> = {}): [path: string, LazyRoute][] =>
    Object.entries(lazies).map(([path, lazy]) => [path, withTexts(built.texts, lazy)]);
  return {
    list: withTexts(built.texts, built.list),
    children: routes(built.children),
    overlays: routes(built.overlays),
  };
}

/**
 * Starts loading the built screen at `page` (a frame's address below its type path: `org/class`,
 * `org/class/edit/3`) with its texts, as its route would once the router has the frame's routes:
 * the route then finds them loaded. A list's small form loads with the list it is shown over.
 */
export function preloadScreen(page: string): void {
  const funPath = Object.keys(builtScreens)
    .filter((path) => page === path || page.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!funPath) return;
  const { list, children, overlays } = screenRoutes(funPath);
  const below = page.slice(funPath.length + 1).split('/');
  const matches = ([path]: [string, LazyRoute]) => {
    const parts = path.split('/');
    return parts.length === below.length && parts.every((part, index) => part === below[index] || part === ':id');
  };
  const overlay = overlays.find(matches);
  const lazies =
    page === funPath ? [list] : overlay ? [list, overlay[1]] : children.filter(matches).map(([, lazy]) => lazy);
  for (const lazy of lazies) lazy().catch(() => undefined);
}

/**
 * A screen's route as a component that loads on its first render: the frame around it (menu,
 * header, trail) then paints as soon as the frame's own code is in, and the screen shows in it
 * once its code and texts arrive, instead of the router holding the whole page until the screen's
 * are in. Between screens the router's navigation is a transition, so the screen being left stays
 * until the next one is ready.
 */
export function screenComponent(route: LazyRoute): ComponentType {
  return lazyComponent(async () => {
    const { Component } = await route();
    if (!Component) throw new Error('a screen module names no Component');
    return { default: Component };
  });
}

function isBuilt(funPath: string): funPath is BuiltScreenPath {
  return Object.hasOwn(builtScreens, funPath);
}

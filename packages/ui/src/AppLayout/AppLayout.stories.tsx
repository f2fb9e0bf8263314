import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { HomeIcon, SettingsIcon, StopwatchIcon, TrophyIcon, UsersIcon } from '../Icon/Icon.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { PageTabs } from '../PageTabs/PageTabs.tsx';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { AppLayout, type AppLayoutProps, type NavItem } from './AppLayout.tsx';

const icons = {
  home: <HomeIcon />,
  students: <UsersIcon />,
  physique: <StopwatchIcon />,
  meets: <TrophyIcon />,
  system: <SettingsIcon />,
};

/** A menu tree as the app builds it from the server's menus. */
const menu: NavItem[] = [
  { id: 'home', label: '首页', href: '/home', icon: icons.home },
  {
    id: 'students',
    label: '学生管理',
    icon: icons.students,
    children: [
      { id: 'student-list', label: '学生列表', href: '/students/list' },
      { id: 'classes', label: '班级管理', href: '/students/classes' },
    ],
  },
  {
    id: 'physique',
    label: '体质健康',
    icon: icons.physique,
    children: [
      { id: 'physique-data', label: '体测数据', href: '/physique/data' },
      {
        id: 'physique-reports',
        label: '统计报表',
        children: [
          { id: 'report-school', label: '学校报表', href: '/physique/reports/school' },
          { id: 'report-class', label: '班级报表', href: '/physique/reports/class' },
        ],
      },
    ],
  },
  {
    id: 'meets',
    label: '赛事管理',
    icon: icons.meets,
    children: [
      { id: 'meet-list', label: '赛事列表', href: '/meets/list' },
      { id: 'meet-signups', label: '报名审核', href: '/meets/signups' },
    ],
  },
  { id: 'system', label: '系统设置', href: '/system', icon: icons.system },
];

const logo = (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <rect width="28" height="28" rx="7" fill="#1756c7" />
    <path d="M8 18c3-8 9-8 12 0" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    <circle cx="14" cy="9" r="2.5" fill="#fff" />
  </svg>
);

const topBar = {
  accountSwitcher: <Button variant="ghost">建平中学</Button>,
  roleSwitcher: <Button variant="ghost">体育教师</Button>,
  languageSwitcher: <Button variant="ghost">简体中文</Button>,
  userMenu: <Button variant="secondary">李老师</Button>,
};

function Page({ title }: { title: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeader title={title} subtitle="共 1,284 人" actions={<Button variant="primary">新增</Button>} />
      <p style={{ margin: 0 }}>页面内容</p>
    </div>
  );
}

function labelOf(items: readonly NavItem[], href: string | undefined): string | undefined {
  for (const item of items) {
    if (item.href === href) return item.label;
    const inner = labelOf(item.children ?? [], href);
    if (inner) return inner;
  }
  return undefined;
}

// The app's router: here it only moves the current address, so links never leave the story.
function RoutedLayout({ width, ...args }: AppLayoutProps & { width: number }) {
  const [href, setHref] = useState(args.currentHref);
  return (
    <RouterProvider navigate={(to) => setHref(String(to))}>
      <div style={{ width, height: 600, border: '1px solid transparent' }}>
        <AppLayout {...args} currentHref={href} fill="parent">
          {args.children ?? <Page title={labelOf(args.navigation, href) ?? '欢迎'} />}
        </AppLayout>
      </div>
    </RouterProvider>
  );
}

const meta = preview.meta({
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    navigation: menu,
    currentHref: '/students/list',
    brand: { title: '阳光体育管理平台', logo },
    topBar,
    onNavigate: fn(),
    onNavCollapsedChange: fn(),
  },
  render: (args) => <RoutedLayout {...args} width={960} />,
});

const nav = (root: HTMLElement, name = '主导航') => within(root).getByRole('navigation', { name });

export const Default = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    const sideNav = nav(canvasElement);
    // The current page is marked and its group is open.
    const current = within(sideNav).getByRole('link', { name: '学生列表' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(sideNav).getByRole('button', { name: '学生管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(sideNav).getByRole('button', { name: '体质健康' })).toHaveAttribute('aria-expanded', 'false');
    // Top bar slots, in order.
    const bar = within(canvas.getByRole('banner'));
    await expect(bar.getByRole('button', { name: '建平中学' })).toBeVisible();
    await expect(bar.getByRole('button', { name: '李老师' })).toBeVisible();
    // Navigating moves the mark.
    await userEvent.click(within(sideNav).getByRole('link', { name: '班级管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/students/classes');
    await expect(within(sideNav).getByRole('link', { name: '班级管理' })).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('aria-current');
    // Groups expand and collapse.
    await userEvent.click(within(sideNav).getByRole('button', { name: '体质健康' }));
    await expect(within(sideNav).getByRole('link', { name: '体测数据' })).toBeVisible();
  },
});

export const Keyboard = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    // The skip link comes first and moves focus to the main landmark.
    const skip = await expectTabTo(canvas, userEvent, 'link', '跳到主要内容');
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab lands in the page, past the navigation and the top bar.
    await userEvent.tab();
    await expect(within(canvas.getByRole('main')).getByRole('button', { name: '新增' })).toHaveFocus();
    // From the start again: after the skip link, Tab reaches the menu search, then the navigation;
    // arrows move within it.
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expectTabTo(canvas, userEvent, 'searchbox', '搜索菜单');
    await userEvent.tab();
    const sideNav = within(nav(canvasElement));
    await expect(sideNav.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const students = sideNav.getByRole('button', { name: '学生管理' });
    await expect(students).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('link', { name: '学生列表' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // Enter collapses and expands a group.
    await userEvent.keyboard('{Enter}');
    await expect(students).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const physique = sideNav.getByRole('button', { name: '体质健康' });
    await expect(physique).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(physique).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    const reports = sideNav.getByRole('button', { name: '统计报表' });
    await expect(reports).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('link', { name: '学校报表' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/physique/reports/school');
    await expect(sideNav.getByRole('link', { name: '学校报表' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{End}');
    await expect(sideNav.getByRole('link', { name: '系统设置' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(sideNav.getByRole('link', { name: '首页' })).toHaveFocus();
  },
});

export const DetailPageHighlightsItsEntry = meta.story({
  args: { currentHref: '/meets/list/42/edit' },
  play: async ({ canvasElement }) => {
    const sideNav = within(nav(canvasElement));
    await expect(sideNav.getByRole('button', { name: '赛事管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sideNav.getByRole('link', { name: '赛事列表' })).toHaveAttribute('aria-current', 'true');
  },
});

export const Collapsed = meta.story({
  args: { defaultNavCollapsed: true, currentHref: '/home' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '展开菜单' });
    const sideNav = within(nav(canvasElement));
    // Icons only (loaded on first collapse): the labels stay the accessible names, and there is no
    // room for the search.
    await expect(await sideNav.findByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(sideNav.queryByRole('link', { name: '学生列表' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    // A group opens its entries beside it instead of widening the navigation.
    const meets = sideNav.getByRole('button', { name: '赛事管理' });
    await expect(meets).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(meets);
    const flyout = await screen.findByRole('menu', { name: '赛事管理' });
    await userEvent.click(within(flyout).getByRole('menuitem', { name: '报名审核' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/meets/signups');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onNavCollapsedChange).not.toHaveBeenCalled();
    // The toggle expands and collapses, by keyboard too.
    await userEvent.click(toggle);
    await expect(args.onNavCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('searchbox', { name: '搜索菜单' })).toBeVisible();
    canvas.getByRole('button', { name: '收起菜单' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAccessibleName('展开菜单');
  },
});

export const CollapsedFlyoutByKeyboard = meta.story({
  args: { defaultNavCollapsed: true, currentHref: '/home' },
  play: async ({ canvasElement, userEvent, args }) => {
    const sideNav = within(nav(canvasElement));
    const home = await sideNav.findByRole('link', { name: '首页' });
    home.focus();
    // The arrows move between the collapsed entries without opening them.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const physique = sideNav.getByRole('button', { name: '体质健康' });
    await expect(physique).toHaveFocus();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Arrow Right opens the fly-out at its first entry; Escape closes it and focus comes back.
    await userEvent.keyboard('{ArrowRight}');
    const flyout = await screen.findByRole('menu', { name: '体质健康' });
    await waitFor(() => expect(within(flyout).getByRole('menuitem', { name: '体测数据' })).toHaveFocus());
    await expect(physique).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(physique).toHaveFocus());
    // Enter opens it too; a nested group opens its own fly-out with Arrow Right.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('menu', { name: '体质健康' });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: '体测数据' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reports = within(again).getByRole('menuitem', { name: '统计报表' });
    await expect(reports).toHaveFocus();
    await expect(reports).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    const nested = await screen.findByRole('menu', { name: '统计报表' });
    await waitFor(() => expect(within(nested).getByRole('menuitem', { name: '学校报表' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/physique/reports/class');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Space opens a group as well.
    await waitFor(() => expect(physique).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    const students = sideNav.getByRole('button', { name: '学生管理' });
    await expect(students).toHaveFocus();
    await userEvent.keyboard(' ');
    const studentsMenu = await screen.findByRole('menu', { name: '学生管理' });
    await waitFor(() => expect(within(studentsMenu).getByRole('menuitem', { name: '学生列表' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(students).toHaveFocus());
  },
});

export const SearchAndEnter = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const sideNav = within(nav(canvasElement));
    const search = within(canvasElement).getByRole('searchbox', { name: '搜索菜单' });
    await userEvent.type(search, '报表');
    // A leaf matches by its label and keeps its groups, opened; the rest is left out.
    await expect(sideNav.getByRole('link', { name: '学校报表' })).toBeVisible();
    await expect(sideNav.getByRole('link', { name: '班级报表' })).toBeVisible();
    await expect(sideNav.getByRole('button', { name: '体质健康' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sideNav.queryByRole('link', { name: '学生列表' })).not.toBeInTheDocument();
    await expect(sideNav.queryByRole('link', { name: '首页' })).not.toBeInTheDocument();
    // A group whose label matches shows all its entries.
    await userEvent.clear(search);
    await userEvent.type(search, '赛事');
    await expect(sideNav.getByRole('link', { name: '赛事列表' })).toBeVisible();
    await expect(sideNav.getByRole('link', { name: '报名审核' })).toBeVisible();
    // Enter opens the first page left, and the whole menu comes back with it marked.
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/meets/list');
    await expect(search).toHaveValue('');
    await expect(sideNav.getByRole('link', { name: '赛事列表' })).toHaveAttribute('aria-current', 'page');
    await expect(sideNav.getByRole('link', { name: '首页' })).toBeVisible();
  },
});

export const SearchThenArrowDown = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const sideNav = within(nav(canvasElement));
    const search = within(canvasElement).getByRole('searchbox', { name: '搜索菜单' });
    await userEvent.type(search, '班级');
    // Arrow Down steps from the field to the first entry left, then on through the entries.
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('button', { name: '学生管理' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('link', { name: '班级管理' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('button', { name: '体质健康' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('button', { name: '统计报表' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sideNav.getByRole('link', { name: '班级报表' })).toHaveFocus();
    // Arrow Up from the first entry goes back to the field.
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(search).toHaveFocus();
    // Escape in the field empties it and every entry is back.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(sideNav.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(sideNav.getByRole('button', { name: '体质健康' })).toHaveAttribute('aria-expanded', 'false');
  },
});

export const SearchWithoutMatch = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '搜索菜单' });
    await userEvent.type(search, '课表');
    await expect(canvas.getByRole('status')).toHaveTextContent('没有匹配的菜单');
    await expect(within(nav(canvasElement)).queryAllByRole('link')).toHaveLength(0);
    // Enter has nothing to open.
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
});

/** A search on: the visual test takes its picture after the same typing. */
export const Searching = meta.story({
  args: { currentHref: '/physique/data' },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索菜单' }), '报表');
    await expect(within(nav(canvasElement)).getAllByRole('link')).toHaveLength(2);
  },
});

export const Mobile = meta.story({
  render: (args) => <RoutedLayout {...args} width={375} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    // Under 768px the side navigation gives way to a menu button.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: '打开菜单' });
    await expect(menuButton).toBeVisible();
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: '主导航' });
    const drawerNav = within(within(drawer).getByRole('navigation', { name: '主导航' }));
    await expect(drawerNav.getByRole('link', { name: '学生列表' })).toHaveAttribute('aria-current', 'page');
    // The drawer has the menu search too; Escape first empties the field, then closes the drawer.
    const search = within(drawer).getByRole('searchbox', { name: '搜索菜单' });
    await userEvent.type(search, '首页');
    await expect(drawerNav.queryByRole('link', { name: '学生列表' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(drawerNav.getByRole('link', { name: '学生列表' })).toBeVisible();
    // Escape closes and focus returns to the menu button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Choosing a page closes the drawer.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: '主导航' });
    await userEvent.click(within(again).getByRole('link', { name: '首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/home');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The close button works too.
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const Dark = meta.story({
  globals: { theme: 'dark' },
});

export const DarkCollapsed = meta.story({
  args: { defaultNavCollapsed: true },
  globals: { theme: 'dark' },
});

const englishMenu: NavItem[] = [
  { id: 'home', label: 'Home', href: '/home', icon: icons.home },
  {
    id: 'students',
    label: 'Students',
    icon: icons.students,
    children: [
      { id: 'student-list', label: 'Student list', href: '/students/list' },
      { id: 'classes', label: 'Classes', href: '/students/classes' },
    ],
  },
  { id: 'meets', label: 'Sports meets', href: '/meets', icon: icons.meets },
];

function EnglishPage(): ReactNode {
  return <PageHeader title="Student list" actions={<Button variant="primary">Add student</Button>} />;
}

export const English = meta.story({
  args: {
    navigation: englishMenu,
    brand: { title: 'Sunshine Sports', logo },
    topBar: { languageSwitcher: <Button variant="ghost">English</Button>, userMenu: <Button>Ms Li</Button> },
    children: <EnglishPage />,
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    // The search ignores case.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search menu' }), 'CLASS');
    await expect(canvas.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search menu' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matching menu');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    navigation: [
      { id: 'home', label: '首頁', href: '/home', icon: icons.home },
      {
        id: 'students',
        label: '學生管理',
        icon: icons.students,
        children: [
          { id: 'student-list', label: '學生列表', href: '/students/list' },
          { id: 'classes', label: '班級管理', href: '/students/classes' },
        ],
      },
      { id: 'meets', label: '賽事管理', href: '/meets', icon: icons.meets },
    ],
    brand: { title: '陽光體育管理平台', logo },
    topBar: { languageSwitcher: <Button variant="ghost">繁體中文</Button>, userMenu: <Button>李老師</Button> },
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收合選單' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜尋選單' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '跳到主要內容' })).toBeInTheDocument();
  },
});

export const EmptyNavigation = meta.story({
  args: { navigation: [], topBar: undefined, currentHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(nav(canvasElement)).queryAllByRole('link')).toHaveLength(0);
  },
});

export const WithPageTabs = meta.story({
  args: {
    pageTabs: (
      <PageTabs
        pages={[
          { id: '/home', label: '首页', href: '/home', isClosable: false },
          { id: '/students/list', label: '学生列表', href: '/students/list' },
        ]}
        currentId="/students/list"
        onClose={fn()}
        onCloseOthers={fn()}
        onCloseRight={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    // The tabs sit between the top bar and the page, outside the page's scrolling.
    const tabs = within(canvasElement).getByRole('navigation', { name: '已打开的页面' });
    const main = within(canvasElement).getByRole('main');
    await expect(tabs.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(main.contains(tabs)).toBe(false);
    await expect(within(tabs).getByRole('link', { name: '学生列表' })).toHaveAttribute('aria-current', 'page');
  },
});

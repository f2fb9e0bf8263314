import { homePath, type MenuNode, SINGLE_FRAME_SCREENS, type TypePath } from '@school-sports/domain';
import {
  BookIcon,
  ChartIcon,
  DeviceIcon,
  FlagIcon,
  GridIcon,
  HomeIcon,
  type NavItem,
  SchoolIcon,
  SettingsIcon,
  ShieldIcon,
  StopwatchIcon,
  TeachingIcon,
  TrophyIcon,
  UsersIcon,
} from '@school-sports/ui';
import { type ComponentType, createElement } from 'react';

/**
 * The kit's icons by the name menu management gives an entry (`school`, `trophy`): the side menu's
 * own set, each named as its component without `Icon`. The shell loads them all, so the set stays
 * the few the groups already show.
 */
export const menuIcons: Readonly<Record<string, ComponentType>> = {
  school: SchoolIcon,
  users: UsersIcon,
  shield: ShieldIcon,
  device: DeviceIcon,
  stopwatch: StopwatchIcon,
  trophy: TrophyIcon,
  teaching: TeachingIcon,
  flag: FlagIcon,
  chart: ChartIcon,
  book: BookIcon,
  settings: SettingsIcon,
  home: HomeIcon,
  grid: GridIcon,
};

/**
 * The icon of each top-level group of the catalogue, by the group's key: the part of its id after
 * `#` (`k12:#org`). Groups carry no path, and their names change with the language, so the key is
 * what stays the same across frames and locales.
 */
const groupIcons: Readonly<Record<string, string>> = {
  org: 'school',
  user: 'users',
  role: 'shield',
  device: 'device',
  test: 'stopwatch',
  online: 'trophy',
  teaching: 'teaching',
  meet: 'flag',
  data: 'chart',
  resource: 'book',
  operation: 'settings',
};

/** The key a top-level entry's icon is chosen by: its catalogue group, or else its path. */
export function groupKeyOf(node: MenuNode): string {
  const hash = node.menuId.lastIndexOf('#');
  return hash >= 0 ? node.menuId.slice(hash + 1) : node.serverPath;
}

/**
 * The icon of an entry: the one menu management named, where the kit has it; else, at the top, its
 * group's (the generic one for a group the table does not know), and none below. A name the kit
 * lacks (a typo, an icon of a later version) shows no icon rather than a wrong one. Icons are
 * decorative: the entry's label names it.
 */
function iconOf(node: MenuNode, top: boolean) {
  const name = node.icon || (top ? (groupIcons[groupKeyOf(node)] ?? 'grid') : '');
  const icon = Object.hasOwn(menuIcons, name) ? menuIcons[name] : undefined;
  return icon && createElement(icon);
}

/**
 * The side navigation of a frame from the role's menu tree: groups with their screens, each
 * top-level entry with its icon, and an entry below with the icon menu management gave it. A group holding a single entry is that entry: one more click to
 * reach the only thing inside would only slow the way down.
 */
export function navigationOf(roots: readonly MenuNode[]): NavItem[] {
  const toItem = (node: MenuNode, top: boolean): NavItem => {
    const only = node.children.length === 1 ? node.children[0] : undefined;
    // A group standing for its only entry shows the group's icon where the entry names none.
    if (only) return { ...toItem(only, false), icon: iconOf(only.icon === '' ? node : only, top) };
    const icon = iconOf(node, top);
    return {
      id: node.menuId,
      label: node.menuName,
      ...(icon ? { icon } : {}),
      ...(node.children.length === 0
        ? { href: node.menuPath }
        : { children: node.children.map((child) => toItem(child, false)) }),
    };
  };
  return roots.map((root) => toItem(root, true));
}

/** The first screen of a menu entry: the entry's own page, or its first group's. */
export function firstScreen(item: NavItem): string | undefined {
  return item.href && !item.children ? item.href : item.children?.map(firstScreen).find(Boolean);
}

/** The frame's home page, the first entry of its navigation and its first, fixed tab. */
export function homeEntry(typePath: TypePath, label: string): NavItem {
  return { id: 'home', label, href: homePath(typePath), icon: createElement(HomeIcon) };
}

/**
 * The role's menu tree as the single frame shows it: only the single frame's screens (the meets),
 * each group kept only while it holds one of them. `roots` is built with the single frame's path.
 */
export function singleFrameRoots(roots: readonly MenuNode[]): MenuNode[] {
  return roots.flatMap((node) => {
    if (node.children.length === 0) return SINGLE_FRAME_SCREENS.includes(node.serverPath) ? [node] : [];
    const children = singleFrameRoots(node.children);
    return children.length > 0
      ? [{ ...node, children, defaultPath: children[0]?.defaultPath ?? node.defaultPath }]
      : [];
  });
}

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
 * The icon of each top-level group of the catalogue, by the group's key: the part of its id after
 * `#` (`k12:#org`). Groups carry no path, and their names change with the language, so the key is
 * what stays the same across frames and locales.
 */
const groupIcons: Readonly<Record<string, ComponentType>> = {
  org: SchoolIcon,
  user: UsersIcon,
  role: ShieldIcon,
  device: DeviceIcon,
  test: StopwatchIcon,
  online: TrophyIcon,
  teaching: TeachingIcon,
  meet: FlagIcon,
  data: ChartIcon,
  resource: BookIcon,
  operation: SettingsIcon,
};

/** The key a top-level entry's icon is chosen by: its catalogue group, or else its path. */
export function groupKeyOf(node: MenuNode): string {
  const hash = node.menuId.lastIndexOf('#');
  return hash >= 0 ? node.menuId.slice(hash + 1) : node.serverPath;
}

/** The icon of a top-level entry; an entry the table does not know gets the generic one. */
function iconOf(node: MenuNode) {
  return createElement(groupIcons[groupKeyOf(node)] ?? GridIcon);
}

/**
 * The side navigation of a frame from the role's menu tree: groups with their screens, each
 * top-level entry with its icon. A group holding a single entry is that entry: one more click to
 * reach the only thing inside would only slow the way down.
 */
export function navigationOf(roots: readonly MenuNode[]): NavItem[] {
  const toItem = (node: MenuNode): NavItem => {
    const only = node.children.length === 1 ? node.children[0] : undefined;
    if (only) return toItem(only);
    return {
      id: node.menuId,
      label: node.menuName,
      ...(node.children.length === 0 ? { href: node.menuPath } : { children: node.children.map(toItem) }),
    };
  };
  return roots.map((root) => ({ ...toItem(root), icon: iconOf(root) }));
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

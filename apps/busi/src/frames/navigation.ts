import type { MenuNode } from '@school-sports/domain';
import type { NavItem } from '@school-sports/ui';

/** The side navigation of a frame from the role's menu tree: groups with their screens. */
export function navigationOf(roots: readonly MenuNode[]): NavItem[] {
  const toItem = (node: MenuNode): NavItem => ({
    id: node.menuId,
    label: node.menuName,
    ...(node.children.length === 0 ? { href: node.menuPath } : { children: node.children.map(toItem) }),
  });
  return roots.map(toItem);
}

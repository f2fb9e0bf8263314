import type { TreeNode } from '@school-sports/ui';

/** One grantable entry as the gateway lists it (`rolePermissions`). */
export interface PermissionEntry {
  menuId: string;
  pid: string;
  name: string;
  menuType: '0' | '1';
  sortNum: number;
}

// A screen can be granted without any of its buttons (read only). In the tree, a screen's own
// grant is a leaf "view" beside its buttons, so every grant is a leaf a person can tick.
const VIEW = '#view';

/** The permission tree: groups, their screens, and under each screen "view" and its buttons. */
export function permissionTree(entries: readonly PermissionEntry[], viewLabel: string): TreeNode[] {
  const children = new Map<string, PermissionEntry[]>();
  for (const entry of entries) children.set(entry.pid, [...(children.get(entry.pid) ?? []), entry]);
  const build = (entry: PermissionEntry): TreeNode => {
    const below = (children.get(entry.menuId) ?? []).map(build);
    const isScreen = entry.menuType === '0' && (below.length > 0 || entry.pid !== '0');
    if (isScreen && entry.pid !== '0') {
      return {
        id: entry.menuId,
        label: entry.name,
        children: [{ id: `${entry.menuId}${VIEW}`, label: viewLabel }, ...below],
      };
    }
    return below.length > 0
      ? { id: entry.menuId, label: entry.name, children: below }
      : { id: entry.menuId, label: entry.name };
  };
  return (children.get('0') ?? []).map(build);
}

/** The ids of the leaves ticked for a role's granted ids. */
export function checkedLeaves(granted: readonly string[], entries: readonly PermissionEntry[]): Set<string> {
  const screens = new Set(
    entries.filter((entry) => entry.menuType === '0' && entry.pid !== '0').map((entry) => entry.menuId),
  );
  // Groups are left out: a ticked parent would tick its whole subtree; a group follows its screens.
  const parents = new Set(entries.map((entry) => entry.pid));
  const leaves = new Set<string>();
  for (const id of granted) {
    if (screens.has(id)) leaves.add(`${id}${VIEW}`);
    else if (!parents.has(id)) leaves.add(id);
  }
  return leaves;
}

/** What to send for the ticked ids: screens for "view" leaves, buttons as they are (the gateway adds parents). */
export function grantedIds(checked: Iterable<string>, entries: readonly PermissionEntry[]): string[] {
  const known = new Set(entries.map((entry) => entry.menuId));
  const ids = new Set<string>();
  for (const key of checked) {
    const id = key.endsWith(VIEW) ? key.slice(0, -VIEW.length) : key;
    if (known.has(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * SPEC 8's rules for the tree: ticking a button ticks its screen's "view"; unticking "view"
 * unticks the screen's buttons. `previous` and `next` are the ticked ids before and after a change.
 */
export function linkButtonsToView(
  previous: ReadonlySet<string>,
  next: ReadonlySet<string>,
  entries: readonly PermissionEntry[],
): Set<string> {
  const result = new Set(next);
  const buttonsOf = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.menuType === '1') buttonsOf.set(entry.pid, [...(buttonsOf.get(entry.pid) ?? []), entry.menuId]);
  }
  for (const [screen, buttons] of buttonsOf) {
    const view = `${screen}${VIEW}`;
    const viewRemoved = previous.has(view) && !next.has(view);
    if (viewRemoved) for (const button of buttons) result.delete(button);
    else if (buttons.some((button) => next.has(button) && !previous.has(button))) result.add(view);
  }
  return result;
}

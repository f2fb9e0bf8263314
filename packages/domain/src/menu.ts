import type { FRAME_PATHS, TypePath } from './organisation.ts';

/** A button of a menu entry as the server sends it: its permission code and an optional name. */
export interface ServerMenuButton {
  /** The permission code, e.g. `sys_user_add`. */
  readonly permission: string;
  /** The button's label, when the server gives one. */
  readonly menuName?: string | null;
}

/** One entry of the server's flat menu list, as the user info carries it. */
export interface ServerMenuItem {
  /** Unique id of the entry. */
  readonly menuId: string | number;
  /** Id of the parent entry; `'0'` marks a root. */
  readonly pid: string | number;
  /** Display name (already localised by the server). */
  readonly menuName: string;
  /** Route path relative to the frame (`org/class`), or an absolute `http(s)://` link. */
  readonly menuPath?: string | null;
  /** `'0'` a menu entry, `'1'` a button of its parent entry. */
  readonly menuType: '0' | '1' | 0 | 1;
  /** Order among siblings, ascending; missing values go last. */
  readonly sortNum?: number | null;
  /** Buttons of this entry with their permission codes. */
  readonly buttons?: readonly ServerMenuButton[] | null;
  /** A button entry's (menuType '1') permission code; its `menuPath` is used when absent. */
  readonly permission?: string | null;
  /** The entry's icon name (`school`, `trophy`); '' or absent for the frame's default. */
  readonly icon?: string | null;
}

/** An entry of the built menu tree. */
export interface MenuNode {
  /** Id of the entry, as a string. */
  readonly menuId: string;
  /** Id of the parent entry, `'0'` for a top-level entry. */
  readonly pid: string;
  /** Display name. */
  readonly menuName: string;
  /** Route path with the type path prefixed (`/k12/org/class`); `''` for an entry without a path. */
  readonly menuPath: string;
  /** The path exactly as the server sent it. */
  readonly serverPath: string;
  /** Order among siblings. */
  readonly sortNum: number;
  /** Depth: 1 for a top-level entry. */
  readonly level: number;
  /** Where a click on the entry leads: its own path if it is a leaf, else its first child's default path. */
  readonly defaultPath: string;
  /** Permission codes of the entry's buttons, in order, without repeats. */
  readonly buttons: readonly string[];
  /** Child entries (menus only, no buttons), ordered by `sortNum`. */
  readonly children: readonly MenuNode[];
  /** The entry's icon name as the server sent it; '' for the frame's default. */
  readonly icon: string;
}

/** Why a server entry was left out of the tree. */
export type MenuDropReason = 'duplicate' | 'orphan' | 'cycle' | 'invalid';

/** A server entry left out of the tree, with the reason. */
export interface DroppedMenuItem {
  /** The entry as received. */
  readonly item: ServerMenuItem;
  /**
   * `duplicate`: its id was already seen (the first wins); `orphan`: its parent does not exist or
   * is not a menu; `cycle`: its parent chain loops and never reaches a root; `invalid`: no id, the
   * id `'0'` (reserved for the roots' parent) or an unknown `menuType`.
   */
  readonly reason: MenuDropReason;
}

/** The result of {@link buildMenuTree}. */
export interface MenuTree {
  /** Top-level entries, ordered by `sortNum`. */
  readonly roots: readonly MenuNode[];
  /** Entries that could not be placed, with the reason; empty for a sound list. */
  readonly dropped: readonly DroppedMenuItem[];
}

/** Options of {@link buildMenuTree}. */
export interface MenuTreeOptions {
  /**
   * The current account's type path, prefixed to every path, or the single frame's path for its
   * tree of meets; `''` (default) adds no prefix.
   */
  readonly typePath?: TypePath | (typeof FRAME_PATHS)['single'] | '';
}

const ROOT_PID = '0';
const ABSOLUTE_LINK = /^https?:\/\//i;

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * Prefixes a server menu path with a type path: (`/k12`, `org/class`) → `/k12/org/class`. A path
 * that already carries the prefix, an absolute `http(s)://` link and an empty path are kept as
 * they are; no type path just makes the path absolute (`org/class` → `/org/class`).
 */
export function prefixMenuPath(
  typePath: NonNullable<MenuTreeOptions['typePath']>,
  menuPath: string | null | undefined,
): string {
  if (!menuPath) return '';
  if (ABSOLUTE_LINK.test(menuPath)) return menuPath;
  const relative = trimSlashes(menuPath);
  const prefix = trimSlashes(typePath);
  if (prefix === '' || relative === prefix || relative.startsWith(`${prefix}/`)) return `/${relative}`;
  return `/${prefix}/${relative}`;
}

function sortKey(item: ServerMenuItem): number {
  return typeof item.sortNum === 'number' && Number.isFinite(item.sortNum) ? item.sortNum : Number.POSITIVE_INFINITY;
}

function isValidItem(item: ServerMenuItem): boolean {
  // Id '0' is the roots' parent marker, so an entry with it would be its own child.
  const hasId =
    item.menuId !== '' && item.menuId !== null && item.menuId !== undefined && String(item.menuId) !== ROOT_PID;
  return hasId && ['0', '1'].includes(String(item.menuType));
}

/**
 * Builds the menu tree from the server's flat list: roots are entries whose `pid` is
 * `'0'`, siblings are ordered by `sortNum` (then list order), `menuType '1'` entries become buttons
 * of their parent, paths get the type path prefix, and each entry gets its `level` (1 at the top)
 * and `defaultPath` (first children followed down to a leaf).
 *
 * Never throws and never loops: duplicated ids, orphans, cycles and invalid entries are left out
 * and listed in `dropped`.
 */
export function buildMenuTree(items: readonly ServerMenuItem[], options: MenuTreeOptions = {}): MenuTree {
  const typePath = options.typePath ?? '';
  const dropped: DroppedMenuItem[] = [];
  const byId = new Map<string, ServerMenuItem>();
  for (const item of items) {
    if (!isValidItem(item)) dropped.push({ item, reason: 'invalid' });
    else if (byId.has(String(item.menuId))) dropped.push({ item, reason: 'duplicate' });
    else byId.set(String(item.menuId), item);
  }

  const childMenus = new Map<string, ServerMenuItem[]>();
  const buttonEntries = new Map<string, ServerMenuItem[]>();
  for (const item of byId.values()) {
    const target = String(item.menuType) === '1' ? buttonEntries : childMenus;
    const siblings = target.get(String(item.pid)) ?? [];
    siblings.push(item);
    target.set(String(item.pid), siblings);
  }
  for (const siblings of childMenus.values()) siblings.sort((a, b) => sortKey(a) - sortKey(b));

  const placed = new Set<string>();
  const build = (item: ServerMenuItem, level: number): MenuNode => {
    const menuId = String(item.menuId);
    placed.add(menuId);
    const children = (childMenus.get(menuId) ?? []).map((child) => build(child, level + 1));
    const ownButtons = (item.buttons ?? []).map((button) => button.permission);
    const entryButtons = (buttonEntries.get(menuId) ?? []).map((button) => {
      placed.add(String(button.menuId));
      return button.permission ?? button.menuPath ?? '';
    });
    const menuPath = prefixMenuPath(typePath, item.menuPath);
    return {
      menuId,
      pid: String(item.pid),
      menuName: item.menuName,
      menuPath,
      serverPath: item.menuPath ?? '',
      sortNum: sortKey(item),
      level,
      defaultPath: children[0]?.defaultPath ?? menuPath,
      buttons: [...new Set([...ownButtons, ...entryButtons].filter((code) => code !== ''))],
      children,
      icon: item.icon ?? '',
    };
  };
  const roots = (childMenus.get(ROOT_PID) ?? []).map((root) => build(root, 1));

  for (const item of byId.values()) {
    if (!placed.has(String(item.menuId))) dropped.push({ item, reason: reasonUnplaced(item, byId) });
  }
  return { roots, dropped };
}

// An entry that was not reached from a root either hangs below a loop or below a missing parent.
function reasonUnplaced(item: ServerMenuItem, byId: ReadonlyMap<string, ServerMenuItem>): MenuDropReason {
  const seen = new Set<string>();
  let current: ServerMenuItem | undefined = item;
  while (current) {
    const id = String(current.menuId);
    if (seen.has(id)) return 'cycle';
    seen.add(id);
    current = byId.get(String(current.pid));
  }
  return 'orphan';
}

/** Every entry of the tree, depth first in menu order (a parent before its children). */
export function flattenMenuTree(roots: readonly MenuNode[]): MenuNode[] {
  const result: MenuNode[] = [];
  const stack = [...roots].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    result.push(node);
    stack.push(...[...node.children].reverse());
  }
  return result;
}

/**
 * The default path of the first top-level entry, or `undefined` when there is no menu (then the
 * app shows `auth.noPermissions` instead of the frame's home page).
 */
export function firstMenuPath(roots: readonly MenuNode[]): string | undefined {
  return roots[0]?.defaultPath;
}

/** Button access by menu path: which permission codes each menu path's screen may show. */
export type ButtonAccess = Readonly<Record<string, readonly string[]>>;

function pathKey(path: string): string {
  return `/${trimSlashes(path)}`;
}

/**
 * The button permission codes per (prefixed) menu path, as the app stores them locally.
 * Entries without a path are skipped; two entries with the same path merge their codes.
 */
export function buttonAccessByPath(roots: readonly MenuNode[]): ButtonAccess {
  const access: Record<string, string[]> = {};
  for (const node of flattenMenuTree(roots)) {
    if (node.menuPath === '') continue;
    const key = pathKey(node.menuPath);
    access[key] = [...new Set([...(access[key] ?? []), ...node.buttons])];
  }
  return access;
}

/**
 * Whether the screen at `menuPath` may show the button with `permission` (a button is
 * removed when the route's permission list lacks its code). Leading and trailing slashes are ignored.
 */
export function hasButton(access: ButtonAccess, menuPath: string, permission: string): boolean {
  return access[pathKey(menuPath)]?.includes(permission) ?? false;
}

/**
 * Whether a route tied to the menu function `funPath` is allowed by the tree: some entry's path,
 * prefixed or as the server sent it, equals `funPath` (slashes at the ends ignored). A route
 * without a `funPath` is not tied to a function and is allowed.
 */
export function isFunPathAllowed(funPath: string | null | undefined, roots: readonly MenuNode[]): boolean {
  if (!funPath || trimSlashes(funPath) === '') return true;
  const wanted = trimSlashes(funPath);
  return flattenMenuTree(roots).some(
    (node) =>
      node.menuPath !== '' && (trimSlashes(node.menuPath) === wanted || trimSlashes(node.serverPath) === wanted),
  );
}

/**
 * Paths reachable without an established session: the login page, the personal-centre
 * pages used to pick an account and role, and the anonymous report and third-party pages. Menu
 * management is not among them, whatever SPEC 2 lists: it edits every organisation's menus, so it
 * needs a session of the platform's operators (docs/decisions.md, "Menu management").
 */
export const SESSIONLESS_PATHS = [
  '/',
  '/myInfo/base',
  '/myInfo/editUser',
  '/myInfo/editAccount',
  '/scoreReport',
  '/scoreReportK12',
  '/thirdManagement',
] as const;

/** Whether `path` (without the `/busi` base) can be opened without a session. */
export function isSessionlessPath(path: string): boolean {
  const key = pathKey(path.split(/[?#]/)[0] ?? '');
  return (SESSIONLESS_PATHS as readonly string[]).includes(key) || isLivePagePath(key);
}

/**
 * Whether `path` (without the `/busi` base) is a meet's live results page, `/live/{token}` (issue
 * 46): read by anyone holding its address, without a session.
 */
export function isLivePagePath(path: string): boolean {
  return /^\/live\/[^/?#]+\/?(?:[?#]|$)/.test(path);
}

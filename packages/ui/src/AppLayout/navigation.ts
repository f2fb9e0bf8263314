/**
 * The side navigation's rules, kept pure for tests. Which menu entry the current address belongs
 * to: the entry whose `href` equals the address (query and hash aside), or else the one whose
 * `href` is the longest path prefix of it, so a detail page such as `/students/42/edit` lights up
 * `/students`. And what the menu search leaves of the tree.
 */

/** The shape the matching needs from a menu entry. */
export interface NavNode {
  id: string;
  href?: string;
  children?: readonly NavNode[];
}

/** The entry matching an address, with the ids of its ancestors, outermost first. */
export interface NavMatch {
  id: string;
  ancestors: string[];
  /** Whether the entry's own page is shown (`aria-current="page"`), not a page beneath it. */
  exact: boolean;
}

/** An address reduced to its path: no query, no hash, no trailing slash (except the root). */
export function normalizePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function isPathPrefix(prefix: string, path: string): boolean {
  if (prefix === '' || prefix === '/') return false;
  return path.startsWith(prefix) && path.charAt(prefix.length) === '/';
}

/** Finds the entry an address belongs to; `undefined` when none does. */
export function findCurrentNav(items: readonly NavNode[], currentHref: string | undefined): NavMatch | undefined {
  if (!currentHref) return undefined;
  const path = normalizePath(currentHref);
  let best: { match: NavMatch; length: number } | undefined;
  const stack: { node: NavNode; ancestors: string[] }[] = [...items].reverse().map((node) => ({ node, ancestors: [] }));
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    const { node, ancestors } = entry;
    if (node.href !== undefined) {
      const own = normalizePath(node.href);
      if (own === path) return { id: node.id, ancestors, exact: true };
      if (isPathPrefix(own, path) && own.length > (best?.length ?? 0)) {
        best = { match: { id: node.id, ancestors, exact: false }, length: own.length };
      }
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, ancestors: [...ancestors, node.id] });
    }
  }
  return best?.match;
}

/** The shape the menu search needs from a menu entry: the matching's, plus the text shown. */
export interface SearchableNavNode extends NavNode {
  label: string;
  children?: readonly SearchableNavNode[];
}

/** What a menu search leaves of the tree. */
export interface NavFilter<T extends SearchableNavNode> {
  /** The entries still shown, in their order; the whole tree when the query is blank. */
  items: readonly T[];
  /** The groups to show open: every group left by a non-blank query, none otherwise. */
  openIds: ReadonlySet<string>;
  /** The page Enter opens: the first entry left without children that has a page. */
  firstHref: string | undefined;
}

/**
 * Filters a menu tree by a query, ignoring case (locale-aware, so any script works): an entry whose
 * label contains the query stays with everything beneath it; any other group stays only with the
 * entries beneath it that stay. A blank query leaves the tree as it is.
 */
export function filterNav<T extends SearchableNavNode>(items: readonly T[], query: string): NavFilter<T> {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return { items, openIds: new Set(), firstHref: undefined };
  const openIds = new Set<string>();
  let firstHref: string | undefined;

  // Collects the open groups and the first page in display order, over the entries that stay.
  const visit = (node: SearchableNavNode) => {
    const children = node.children ?? [];
    if (children.length > 0) openIds.add(node.id);
    else if (firstHref === undefined && node.href) firstHref = node.href;
    children.forEach(visit);
  };
  const keep = (node: T): T | undefined => {
    if (node.label.toLocaleLowerCase().includes(needle)) return node;
    const children = (node.children ?? []).flatMap((child) => keep(child as T) ?? []);
    return children.length > 0 ? { ...node, children } : undefined;
  };

  const kept = items.flatMap((node) => keep(node) ?? []);
  kept.forEach(visit);
  return { items: kept, openIds, firstHref };
}

/**
 * Which menu entry the current address belongs to, kept pure for tests: the entry whose `href`
 * equals the address (query and hash aside), or else the one whose `href` is the longest path
 * prefix of it, so a detail page such as `/students/42/edit` lights up `/students`.
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

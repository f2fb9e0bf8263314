import type { NavItem } from '@school-sports/ui';

/**
 * Where `pathname` sits in the menu: the groups down to the entry that opens it, or a page beneath
 * it (`/k12/org/class/edit/7` sits under `/k12/org/class`). Empty where no entry leads there. An
 * entry's query (the filters an open list was left with) does not count.
 */
export function trailOf(navigation: readonly NavItem[], pathname: string): NavItem[] {
  let best: NavItem[] = [];
  let bestLength = -1;
  const visit = (items: readonly NavItem[], above: NavItem[]) => {
    for (const item of items) {
      const here = [...above, item];
      if (item.children) visit(item.children, here);
      else if (item.href) {
        const path = pathOf(item.href);
        if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > bestLength) {
          best = here;
          bestLength = path.length;
        }
      }
    }
  };
  visit(navigation, []);
  return best;
}

/** An address without its query. */
export function pathOf(href: string): string {
  return href.split('?', 1)[0] ?? href;
}

/** The browser tab's title: the screen, then the organisation, then the platform. */
export function documentTitle(trail: readonly NavItem[], ...owners: readonly (string | undefined)[]): string {
  return [trail.at(-1)?.label, ...owners].filter((part): part is string => Boolean(part)).join(' · ');
}

/** The kinds of page beneath a menu entry (`add`, `edit/7`...) that the trail names. */
const CRUMBS = { add: 'shell.crumb.add', edit: 'shell.crumb.edit', detail: 'shell.crumb.detail' } as const;

/** The message naming a page beneath a menu entry, from its path below the entry's. */
export function crumbOf(below: string): string {
  const kind = below.split('/')[0] ?? '';
  if (kind in CRUMBS) return CRUMBS[kind as keyof typeof CRUMBS];
  return kind === 'members' || kind === 'member' ? 'shell.crumb.members' : 'shell.crumb.other';
}

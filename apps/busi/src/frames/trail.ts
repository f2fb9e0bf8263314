import type { NavItem } from '@school-sports/ui';

/**
 * Where `pathname` sits in the menu: the groups down to the entry that opens it, or a page beneath
 * it (`/k12/org/class/edit/7` sits under `/k12/org/class`). Empty where no entry leads there.
 */
export function trailOf(navigation: readonly NavItem[], pathname: string): NavItem[] {
  let best: NavItem[] = [];
  let bestLength = -1;
  const visit = (items: readonly NavItem[], above: NavItem[]) => {
    for (const item of items) {
      const here = [...above, item];
      if (item.children) visit(item.children, here);
      else if (item.href && (pathname === item.href || pathname.startsWith(`${item.href}/`))) {
        if (item.href.length > bestLength) {
          best = here;
          bestLength = item.href.length;
        }
      }
    }
  };
  visit(navigation, []);
  return best;
}

/** The browser tab's title: the screen, then the organisation, then the platform. */
export function documentTitle(trail: readonly NavItem[], ...owners: readonly (string | undefined)[]): string {
  return [trail.at(-1)?.label, ...owners].filter((part): part is string => Boolean(part)).join(' · ');
}

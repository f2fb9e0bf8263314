import type { CSSProperties, ReactNode } from 'react';
import { useCallback } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import * as styles from './AppLayout.css.ts';
import type { NavMatch } from './navigation.ts';

// The side navigation's entries, shared by the layout's sider and its drawer, apart from the
// layout itself so that the collapsed navigation can name the same entry type.

/** An entry of the side navigation: a page link, or a group of entries, or both. */
export interface NavItem {
  /** A unique id across the menu tree. */
  id: string;
  /** The text shown, e.g. '学生管理'. */
  label: string;
  /**
   * The page the entry opens. A group (an entry with children) expands and collapses when pressed;
   * its `href` only serves to match the current address.
   */
  href?: string;
  /**
   * A small icon (about 18px); shown alone when the navigation is collapsed. Give every top-level
   * entry one: without it, the collapsed navigation shows the label's first character.
   */
  icon?: ReactNode;
  /** Nested entries, shown when the group is expanded. */
  children?: readonly NavItem[];
}

/** What the entries of a navigation share: where the page is, which groups are open, how to go. */
export interface NavContext {
  collapsed: boolean;
  match: NavMatch | undefined;
  expanded: ReadonlySet<string>;
  toggle: (id: string, open: boolean) => void;
  navigate: (href: string) => void;
}

/** The entries of a navigation, groups as disclosures, at `level` (1 at the top). */
export function NavEntries({
  items,
  level,
  context,
}: {
  items: readonly NavItem[];
  level: number;
  context: NavContext;
}) {
  const { match, expanded, toggle, navigate } = context;
  const levelStyle = { '--nav-level': level } as CSSProperties;
  return (
    <ul className={styles.navList}>
      {items.map((item) => {
        const isCurrent = match?.id === item.id;
        const isAncestor = match?.ancestors.includes(item.id) ?? false;
        const hasChildren = (item.children?.length ?? 0) > 0;
        const entryClass = level === 1 ? styles.navEntry : styles.navSubEntry;
        const content = (
          <>
            {item.icon && <span className={styles.navIcon}>{item.icon}</span>}
            <span className={styles.navLabel}>{item.label}</span>
          </>
        );
        if (hasChildren) {
          const isExpanded = expanded.has(item.id);
          return (
            <li key={item.id} className={entryClass}>
              <Disclosure isExpanded={isExpanded} onExpandedChange={(open) => toggle(item.id, open)}>
                <AriaButton
                  slot="trigger"
                  className={styles.navItem}
                  style={levelStyle}
                  data-nav-item=""
                  data-current-ancestor={isAncestor || isCurrent || undefined}
                >
                  {content}
                  <StrokeIcon className={styles.navChevron} d="m6 9 6 6 6-6" box={24} strokeWidth={2} />
                </AriaButton>
                <DisclosurePanel>
                  <NavEntries items={item.children ?? []} level={level + 1} context={context} />
                </DisclosurePanel>
              </Disclosure>
            </li>
          );
        }
        return (
          <li key={item.id} className={entryClass}>
            <Link
              href={item.href}
              isDisabled={!item.href}
              className={styles.navItem}
              style={levelStyle}
              data-nav-item=""
              aria-current={isCurrent ? (match?.exact ? 'page' : 'true') : undefined}
              onPress={() => {
                if (item.href) navigate(item.href);
              }}
            >
              {content}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The entries of a navigation that can take focus now: shown, and not disabled. */
export function visibleEntries(nav: Element): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')].filter(
    // A collapsed group's panel is `hidden` (until-found), which still lays its entries out.
    (entry) => !entry.closest('[hidden]') && entry.getClientRects().length > 0 && !entry.hasAttribute('data-disabled'),
  );
}

// Up and Down (Home and End) move between the visible entries of a navigation, on top of Tab.
export function useArrowKeys() {
  return useCallback((nav: HTMLElement | null) => {
    if (!nav) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      const entries = visibleEntries(nav);
      const at = entries.indexOf(document.activeElement as HTMLElement);
      if (at === -1) return;
      // Here the arrows move between entries; a collapsed group's menu button must not open on them.
      event.stopPropagation();
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? entries.length - 1
            : Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), entries.length - 1);
      event.preventDefault();
      // Arrow Up from the first entry goes back to the menu search above it, where there is one.
      const search = nav.previousElementSibling?.querySelector('input');
      if (event.key === 'ArrowUp' && at === 0 && search) search.focus();
      else entries[next]?.focus();
    };
    nav.addEventListener('keydown', onKeyDown);
    return () => nav.removeEventListener('keydown', onKeyDown);
  }, []);
}

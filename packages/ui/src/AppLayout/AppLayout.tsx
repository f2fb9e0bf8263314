import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import * as styles from './AppLayout.css.ts';
import { appLayoutStrings } from './AppLayout.strings.ts';
import { type NavContext, NavEntries, type NavItem, useArrowKeys, visibleEntries } from './NavEntries.tsx';
import { filterNav, findCurrentNav } from './navigation.ts';

export type { NavItem } from './NavEntries.tsx';

/** The product's name and logo at the top of the navigation. */
export interface AppLayoutBrand {
  /** The product or tenant name, e.g. '阳光体育管理平台'. */
  title: string;
  /** A logo of about 32px, shown alone when the navigation is collapsed. */
  logo?: ReactNode;
}

/** The controls at the end of the top bar, in this order. */
export interface AppLayoutTopBar {
  /** Switches between the accounts (organisations) the user belongs to. */
  accountSwitcher?: ReactNode;
  /** Switches between the roles of the current account. */
  roleSwitcher?: ReactNode;
  /** Switches the interface language. */
  languageSwitcher?: ReactNode;
  /** The user's avatar and menu (profile, password, sign out). */
  userMenu?: ReactNode;
}

export interface AppLayoutProps {
  /** The menu tree, built from the server's menus. */
  navigation: readonly NavItem[];
  /**
   * The current address. Its entry is highlighted (`aria-current`) and its groups expanded; a
   * page beneath an entry (`/students/42`) highlights that entry.
   */
  currentHref?: string;
  /** Called with the `href` of a pressed entry; links navigate through the app's `RouterProvider`. */
  onNavigate?: (href: string) => void;
  /** The product's name and logo. */
  brand: AppLayoutBrand;
  /** The switchers and the user menu of the top bar. */
  topBar?: AppLayoutTopBar;
  /** A row under the top bar, outside the page's scrolling: the tabs of open pages (`PageTabs`). */
  pageTabs?: ReactNode;
  /** Whether the navigation shows icons only (controlled). */
  isNavCollapsed?: boolean;
  /**
   * Whether the navigation starts icons-only (uncontrolled).
   * @default false
   */
  defaultNavCollapsed?: boolean;
  /** Called when the user collapses or expands the navigation. */
  onNavCollapsedChange?: (collapsed: boolean) => void;
  /**
   * `viewport` fills the window's height; `parent` fills its parent's, for a shell inside a frame.
   * @default 'viewport'
   */
  fill?: 'viewport' | 'parent';
  /** The page. */
  children?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
}

function Svg({ d, className = styles.icon }: { d: string; className?: string }) {
  return <StrokeIcon className={className} d={d} box={24} strokeWidth={2} />;
}

const menuPath = 'M4 6h16M4 12h16M4 18h16';
const collapsePath = 'M4 6h16M10 12h10M4 18h16M7 9l-3 3 3 3';
const expandPath = 'M4 6h16M4 12h10M4 18h16M17 9l3 3-3 3';
const closePath = 'M6 6l12 12M18 6 6 18';

const CollapsedNav = lazy(() => import('./CollapsedNav.tsx'));

/**
 * The back-office shell: a side navigation built from the menu tree (collapsible to icons, a
 * drawer under 768px), a top bar with the account, role and language switchers and the user menu,
 * a skip link and the page in the `main` landmark.
 *
 * Accessibility: Landmarks: the side navigation is a `nav`, the page a `main`; the first Tab
 * reaches a skip link that jumps to the page. The current page's entry carries `aria-
 * current="page"`; groups open and close with Enter or Space and say whether they are expanded.
 * The menu search is a `searchbox`: typing filters the entries, Enter opens the first page left,
 * Arrow Down moves to the first entry (Arrow Up there comes back), Escape empties it; "no matching
 * menu" is a status message.
 * Collapsed to icons, each entry keeps its name for screen readers (and shows it as a tooltip); a
 * group is a menu button whose menu opens with Enter, Space or Arrow Right, moves with the arrows
 * and closes with Escape, returning focus to the group.
 */
export function AppLayout({
  navigation,
  currentHref,
  onNavigate,
  brand,
  topBar,
  pageTabs,
  isNavCollapsed,
  defaultNavCollapsed = false,
  onNavCollapsedChange,
  fill = 'viewport',
  children,
  className,
}: AppLayoutProps) {
  const t = useKitStrings(appLayoutStrings);
  const items = navigation ?? [];
  const match = useMemo(() => findCurrentNav(items, currentHref), [items, currentHref]);

  const [ownCollapsed, setOwnCollapsed] = useState(defaultNavCollapsed);
  const collapsed = isNavCollapsed ?? ownCollapsed;
  const setCollapsed = (next: boolean) => {
    if (isNavCollapsed === undefined) setOwnCollapsed(next);
    onNavCollapsedChange?.(next);
  };

  // The current entry's groups open when the address changes; groups the user opened stay open.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(match?.ancestors));
  const [seenMatch, setSeenMatch] = useState(match);
  if (seenMatch !== match) {
    setSeenMatch(match);
    if (match?.ancestors.some((id) => !expanded.has(id))) {
      setExpanded(new Set([...expanded, ...match.ancestors]));
    }
  }

  const [drawerOpen, setDrawerOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const mainId = useId();
  const arrowKeys = useArrowKeys();
  const [query, setQuery] = useState('');
  const filter = useMemo(() => filterNav(items, query), [items, query]);
  const filtering = query.trim() !== '';

  // A drawer left open while the shell grows past the narrow layout would float over the sider.
  useEffect(() => {
    const root = rootRef.current;
    if (!drawerOpen || !root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (root.clientWidth >= 768) setDrawerOpen(false);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [drawerOpen]);

  const context = (inDrawer: boolean): NavContext => ({
    collapsed: inDrawer ? false : collapsed,
    match,
    // While a search is on, the groups it leaves are open whatever the user opened before.
    expanded: filtering ? filter.openIds : expanded,
    toggle: (id, open) => {
      const next = new Set(expanded);
      if (open) next.add(id);
      else next.delete(id);
      setExpanded(next);
    },
    navigate: (href) => {
      if (inDrawer) setDrawerOpen(false);
      onNavigate?.(href);
    },
  });

  // The search and the entries it leaves; collapsed to icons there is no room for the field.
  const navPanel = (inDrawer: boolean) => {
    const own = context(inDrawer);
    const searching = own.collapsed ? false : filtering;
    const shown = searching ? filter.items : items;
    return (
      <>
        {!own.collapsed && (
          <div className={styles.navSearch} data-nav-search="">
            <SearchField
              aria-label={t('searchMenu')}
              placeholder={t('searchMenu')}
              size="small"
              value={query}
              onChange={setQuery}
              onKeyDown={(event) => {
                // The entries follow the field: Enter opens the first page left as pressing it would
                // (through the app's router), Arrow Down steps onto the first entry.
                const nav = (event.target as HTMLElement).closest('[data-nav-search]')?.nextElementSibling;
                const entries = nav ? visibleEntries(nav) : [];
                if (event.key === 'Enter' && searching && filter.firstHref) {
                  entries.find((entry) => entry.matches('a[href]'))?.click();
                  // The whole menu comes back, with the page just opened marked in it.
                  setQuery('');
                } else if (event.key === 'ArrowDown' && entries[0]) {
                  event.preventDefault();
                  entries[0].focus();
                } else event.continuePropagation();
              }}
            />
          </div>
        )}
        <nav ref={arrowKeys} className={styles.navScroll} aria-label={t('navigation')}>
          {own.collapsed ? (
            <Suspense>
              <CollapsedNav items={items} match={match} navigate={own.navigate} />
            </Suspense>
          ) : (
            <NavEntries items={shown} level={1} context={own} />
          )}
          <p className={styles.noMatch} role="status">
            {searching && shown.length === 0 ? t('noMatch') : null}
          </p>
        </nav>
      </>
    );
  };

  const brandLogo = brand?.logo ? <span className={styles.brandLogo}>{brand.logo}</span> : null;
  const slots = [
    ['account', topBar?.accountSwitcher],
    ['role', topBar?.roleSwitcher],
    ['language', topBar?.languageSwitcher],
    ['user', topBar?.userMenu],
  ] as const;

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-fill={fill === 'parent' ? 'parent' : undefined}
    >
      <a
        className={styles.skipLink}
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <div className={styles.sider} data-collapsed={collapsed || undefined}>
        <div className={styles.brand}>
          {brandLogo}
          <span className={styles.brandTitle}>{brand?.title}</span>
        </div>
        {navPanel(false)}
      </div>
      <div className={styles.column}>
        <header className={styles.header}>
          <Button
            variant="ghost"
            className={`${styles.headerButton} ${styles.collapseToggle}`}
            aria-label={collapsed ? t('expand') : t('collapse')}
            onPress={() => setCollapsed(!collapsed)}
          >
            <Svg d={collapsed ? expandPath : collapsePath} />
          </Button>
          <Button
            variant="ghost"
            className={`${styles.headerButton} ${styles.menuButton}`}
            aria-label={t('openMenu')}
            onPress={() => setDrawerOpen(true)}
          >
            <Svg d={menuPath} />
          </Button>
          <div className={styles.headerBrand}>
            {brandLogo}
            <span className={styles.ellipsis}>{brand?.title}</span>
          </div>
          <div className={styles.topBar}>
            {slots.map(([name, slot]) =>
              slot ? (
                <div key={name} className={styles.topBarSlot}>
                  {slot}
                </div>
              ) : null,
            )}
          </div>
        </header>
        {pageTabs}
        <main ref={mainRef} id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={styles.drawerOverlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog} aria-label={t('navigation')}>
            <div className={styles.drawerHead}>
              <span className={styles.drawerBrand}>
                {brandLogo}
                <span className={styles.ellipsis}>{brand?.title}</span>
              </span>
              <Button variant="ghost" slot="close" className={styles.headerButton} aria-label={t('closeMenu')}>
                <Svg d={closePath} />
              </Button>
            </div>
            {navPanel(true)}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

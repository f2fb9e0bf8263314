import { type NavItem, type OpenPage, PageTabs } from '@school-sports/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { firstScreen } from './navigation.ts';
import {
  closeOtherPages,
  closePage,
  closePagesRightOf,
  hrefOf,
  isClosable,
  type OpenPageEntry,
  pageAfterClosing,
  parseOpenPages,
  visitPage,
  withHome,
} from './openPages.ts';
import { crumbOf, trailOf } from './trail.ts';

/** A menu whose entries lead to an open page's address as it was left (its filters and page). */
function withOpenQueries(items: readonly NavItem[], pages: readonly OpenPageEntry[]): NavItem[] {
  return items.map((item) => {
    const open = item.href ? pages.find((page) => page.path === item.href) : undefined;
    return {
      ...item,
      ...(open ? { href: hrefOf(open) } : {}),
      ...(item.children ? { children: withOpenQueries(item.children, pages) } : {}),
    };
  });
}

function readStored(key: string): OpenPageEntry[] {
  try {
    return parseOpenPages(globalThis.sessionStorage?.getItem(key) ?? null);
  } catch {
    // Storage refused (a private window's quota): the tabs last as long as the page.
    return [];
  }
}

function store(key: string, pages: readonly OpenPageEntry[]) {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(pages));
  } catch {
    // As above: nothing to keep them in.
  }
}

/**
 * The frame's open pages: the tabs under the top bar, and the menu leading to each open page as it
 * was left. They are kept for the browser tab's session per account and role (`storageKey`), so a
 * reload brings them back; a page the role's menu no longer has is dropped.
 */
export function useOpenPages(
  navigation: readonly NavItem[],
  storageKey: string,
): { tabs: ReactNode; navigation: NavItem[] } {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const home = useMemo(() => navigation.map(firstScreen).find(Boolean), [navigation]);
  const inMenu = (path: string) => trailOf(navigation, path).length > 0;
  const [pages, setPages] = useState<OpenPageEntry[]>(() =>
    withHome(
      readStored(storageKey).filter((page) => inMenu(page.path)),
      home,
    ),
  );

  // Every page of the menu that is shown opens (or updates) its tab.
  const shownInMenu = inMenu(pathname);
  useEffect(() => {
    if (!shownInMenu) return;
    setPages((current) => visitPage(current, pathname, search, home));
  }, [pathname, search, home, shownInMenu]);

  useEffect(() => store(storageKey, pages), [storageKey, pages]);

  const labelOf = (path: string): string => {
    const trail = trailOf(navigation, path);
    const entry = trail.at(-1);
    const screen = entry?.label ?? path;
    if (!entry?.href || entry.href === path) return screen;
    const page = intl.formatMessage({ id: crumbOf(path.slice(entry.href.length + 1)) });
    return intl.formatMessage({ id: 'shell.pageTab.below' }, { screen, page });
  };

  const change = (next: (current: OpenPageEntry[]) => OpenPageEntry[]) => {
    const after = next(pages);
    setPages(after);
    // Where the page shown closed, the tab beside it is shown.
    if (!after.some((page) => page.path === pathname)) {
      const target = pageAfterClosing(pages, pathname) ?? after[0];
      if (target) navigate(hrefOf(target));
    }
  };

  const tabs: OpenPage[] = pages.map((page) => ({
    id: page.path,
    label: labelOf(page.path),
    href: hrefOf(page),
    isClosable: isClosable(page.path, home),
  }));

  return {
    tabs: (
      <PageTabs
        pages={tabs}
        currentId={shownInMenu ? pathname : undefined}
        onClose={(path) => change((current) => closePage(current, path, home))}
        onCloseOthers={(path) => change((current) => closeOtherPages(current, path, home))}
        onCloseRight={(path) => change((current) => closePagesRightOf(current, path, home))}
      />
    ),
    navigation: withOpenQueries(navigation, pages),
  };
}

/**
 * The pages a user has open in a frame, shown as tabs under the top bar. Each is a path with the
 * query it was left with (a list's filters and page), so its tab leads back to it as it was. The
 * frame's home page, the first entry of its menu, is always the first tab and never closes. Kept
 * pure; the frame stores them.
 */

/** An open page: its path, and the query it had when last shown. */
export interface OpenPageEntry {
  path: string;
  search: string;
}

/** At most this many tabs: opening one more closes the one used longest ago (never the first). */
export const MAX_OPEN_PAGES = 12;

/** The pages with `home` first, whatever was stored. */
export function withHome(pages: readonly OpenPageEntry[], home: string | undefined): OpenPageEntry[] {
  if (home === undefined) return [...pages];
  const own = pages.find((page) => page.path === home) ?? { path: home, search: '' };
  return [own, ...pages.filter((page) => page.path !== home)];
}

/**
 * The pages once `path` is shown with `search`: its tab keeps its place and takes the query; a new
 * page opens a tab at the end. Past {@link MAX_OPEN_PAGES}, the earliest opened after home closes.
 */
export function visitPage(
  pages: readonly OpenPageEntry[],
  path: string,
  search: string,
  home: string | undefined,
): OpenPageEntry[] {
  const known = pages.some((page) => page.path === path);
  const next = known
    ? pages.map((page) => (page.path === path ? { path, search } : page))
    : [...pages, { path, search }];
  const placed = withHome(next, home);
  while (placed.length > MAX_OPEN_PAGES) {
    const oldest = placed.findIndex((page) => page.path !== home && page.path !== path);
    if (oldest === -1) break;
    placed.splice(oldest, 1);
  }
  return placed;
}

/** Whether a page's tab may be closed: all but home. */
export function isClosable(path: string, home: string | undefined): boolean {
  return path !== home;
}

/** Closes one page. */
export function closePage(pages: readonly OpenPageEntry[], path: string, home: string | undefined): OpenPageEntry[] {
  return pages.filter((page) => page.path !== path || !isClosable(path, home));
}

/** Closes every page but `path` and home. */
export function closeOtherPages(
  pages: readonly OpenPageEntry[],
  path: string,
  home: string | undefined,
): OpenPageEntry[] {
  return pages.filter((page) => page.path === path || !isClosable(page.path, home));
}

/** Closes the pages after `path`, but home. */
export function closePagesRightOf(
  pages: readonly OpenPageEntry[],
  path: string,
  home: string | undefined,
): OpenPageEntry[] {
  const at = pages.findIndex((page) => page.path === path);
  return pages.filter((page, index) => index <= at || !isClosable(page.path, home));
}

/** The page to show when `path`, the one shown, closes: the tab on its right, else on its left. */
export function pageAfterClosing(pages: readonly OpenPageEntry[], path: string): OpenPageEntry | undefined {
  const at = pages.findIndex((page) => page.path === path);
  if (at === -1) return undefined;
  return pages[at + 1] ?? pages[at - 1];
}

/** The address of an open page. */
export function hrefOf(page: OpenPageEntry): string {
  return page.path + page.search;
}

/**
 * Stored pages read back: what is not a list of paths with queries (an older shape, a hand edit) is
 * dropped rather than trusted.
 */
export function parseOpenPages(stored: string | null): OpenPageEntry[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is OpenPageEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.path === 'string' &&
        entry.path.startsWith('/') &&
        typeof entry.search === 'string' &&
        (entry.search === '' || entry.search.startsWith('?')),
    )
    .map(({ path, search }) => ({ path, search }))
    .slice(0, MAX_OPEN_PAGES);
}

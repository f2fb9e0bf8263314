import { DEFAULT_PAGE_SIZE, isPageSize } from '@school-sports/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

/** A list's filters by name: every filter of a bar holds text ('' for none). */
export type ListFilters = Readonly<Record<string, string>>;

/** Which page of a list is shown, and how many rows a page holds. */
export interface ListPage {
  pageNum: number;
  pageSize: number;
}

/** The page a list opens on. */
export const firstPage: ListPage = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The address's names of the page and its size; a filter is named after its field. */
const PAGE = 'page';
const SIZE = 'size';

/**
 * A list's filters and page as the address holds them: filters by name, the page and its size,
 * each missing where it is the default, so a bookmark or an open tab brings the list back as it was.
 * Anything the address holds that the list does not know (a hand-typed page of -3, a size no pager
 * offers, a filter of another screen) is ignored.
 */
export function readListState<Filters extends ListFilters>(
  search: URLSearchParams,
  defaults: Filters,
): { filters: Filters; page: ListPage } {
  const filters = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof Filters & string)[]) {
    const value = search.get(name);
    if (value !== null) filters[name] = value as Filters[typeof name];
  }
  const pageNum = Number(search.get(PAGE));
  const pageSize = Number(search.get(SIZE));
  return {
    filters,
    page: {
      pageNum: Number.isSafeInteger(pageNum) && pageNum > 1 ? pageNum : 1,
      pageSize: isPageSize(pageSize) ? pageSize : firstPage.pageSize,
    },
  };
}

/** The address's query for a list's state, keeping what else it held (another screen's own keys). */
export function writeListState<Filters extends ListFilters>(
  search: URLSearchParams,
  defaults: Filters,
  state: { filters: Filters; page: ListPage },
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.keys(defaults)) {
    const value = state.filters[name] ?? '';
    if (value === (defaults[name] ?? '')) next.delete(name);
    else next.set(name, value);
  }
  if (state.page.pageNum > 1) next.set(PAGE, String(state.page.pageNum));
  else next.delete(PAGE);
  if (state.page.pageSize !== firstPage.pageSize) next.set(SIZE, String(state.page.pageSize));
  else next.delete(SIZE);
  return next;
}

/**
 * A list's filters and page, kept in the address (replacing the entry, so Back leaves the screen
 * rather than stepping through its pages): a change of filters goes back to the first page.
 * `defaults` are the filters' empty values, by the names of the filters the list has now. The filter bar
 * starts from `filters` and owns them afterwards: nothing but the bar changes a shown list's filters
 * (the menu and the open-page tabs lead back to a list with the address it had).
 */
export function useListState<Filters extends ListFilters>(defaults: Filters) {
  // A list may gain a filter once its choices load (a class filter once there are classes): the
  // empty values follow the filters the list has now.
  const [empty, setEmpty] = useState(defaults);
  const names = Object.keys(defaults).join('\n');
  if (names !== Object.keys(empty).join('\n')) setEmpty(defaults);
  const [search, setAddressSearch] = useSearchParams();
  const { pathname } = useLocation();
  // While the app is leaving the list (a form's code loading), a late change of its filters (typed
  // text settling) must not bring it back: that change is dropped, as it is once the list has gone.
  // `open` says so at once; the router's pending navigation says so for a menu link or a tab, a
  // render later.
  const pending = useNavigation().location;
  const opened = useRef(false);
  const leavingByLink = useRef(false);
  leavingByLink.current = pending !== undefined && pending.pathname !== pathname;
  const latest = useRef(search);
  latest.current = search;
  // The address changes only when the state does: a search settling on what it was stays put.
  const setSearch = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      if (opened.current || leavingByLink.current) return;
      const changed = next(latest.current);
      if (changed.toString() !== latest.current.toString()) setAddressSearch(changed, options);
    },
    [setAddressSearch],
  );
  const { filters, page } = useMemo(() => readListState(search, empty), [search, empty]);
  const changeFilters = useCallback(
    (next: Filters) => {
      setSearch(
        (current) => {
          const { page } = readListState(current, empty);
          return writeListState(current, empty, { filters: next, page: { ...page, pageNum: 1 } });
        },
        { replace: true },
      );
    },
    [setSearch, empty],
  );
  const changePage = useCallback(
    (pageNum: number, pageSize: number) =>
      setSearch(
        (current) => {
          const { filters } = readListState(current, empty);
          return writeListState(current, empty, { filters, page: { pageNum, pageSize } });
        },
        { replace: true },
      ),
    [setSearch, empty],
  );
  // What the bar shows, typed text included before it settles: the list a page opened from it
  // returns to.
  const shown = useRef<Filters | undefined>(undefined);
  const input = useCallback((values: Filters) => {
    shown.current = values;
  }, []);
  const navigate = useNavigate();
  const open = useCallback(
    (to: string) => {
      opened.current = true;
      const now = readListState(latest.current, empty);
      const typed = shown.current ?? now.filters;
      const settled = Object.keys(empty).every((name) => (typed[name] ?? '') === (now.filters[name] ?? ''));
      const query = writeListState(latest.current, empty, {
        filters: typed,
        page: settled ? now.page : { ...now.page, pageNum: 1 },
      }).toString();
      navigate(to, { state: { listAddress: query ? `${pathname}?${query}` : pathname } });
    },
    [navigate, empty, pathname],
  );
  return { filters, page, empty, changeFilters, changePage, input, open };
}

/** The list address a page was opened from (see `useListState`'s `open`); only a path of this app is taken. */
export function listAddressOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('listAddress' in state)) return undefined;
  const address = state.listAddress;
  return typeof address === 'string' && address.startsWith('/') && !address.startsWith('//') ? address : undefined;
}

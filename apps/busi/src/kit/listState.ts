import { DEFAULT_PAGE_SIZE, isPageSize } from '@school-sports/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useResolvedPath, useSearchParams } from 'react-router';

/** A list's filters by name: every filter of a bar holds text ('' for none). */
export type ListFilters = Readonly<Record<string, string>>;

/** Which page of a list is shown, and how many rows a page holds. */
export interface ListPage {
  pageNum: number;
  pageSize: number;
}

/** The column a list is sorted by, up or down, as the gateway's `sortBy` and `sortOrder` name them. */
export interface ListSort {
  by: string;
  order: 'asc' | 'desc';
}

/** The page a list opens on. */
export const firstPage: ListPage = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The address's names of the page and its size; a filter is named after its field. */
const PAGE = 'page';
const SIZE = 'size';
/** The address's names of the sorted column and its direction (`desc`; up when missing). */
const SORT = 'sort';
const ORDER = 'order';

/** A list's filters, page and sort, as the address holds them. */
export interface ListState<Filters extends ListFilters> {
  filters: Filters;
  page: ListPage;
  /** None: the list's own order. */
  sort?: ListSort | undefined;
}

/**
 * A list's filters, page and sort as the address holds them: filters by name, the page and its
 * size, the sorted column (one of `sorts`) and direction, each missing where it is the default, so
 * a bookmark or an open tab brings the list back as it was. Anything the address holds that the
 * list does not know (a hand-typed page of -3, a size no pager offers, a filter of another screen,
 * a column that does not sort) is ignored.
 */
export function readListState<Filters extends ListFilters>(
  search: URLSearchParams,
  defaults: Filters,
  sorts: readonly string[] = [],
): ListState<Filters> {
  const filters = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof Filters & string)[]) {
    const value = search.get(name);
    if (value !== null) filters[name] = value as Filters[typeof name];
  }
  const pageNum = Number(search.get(PAGE));
  const pageSize = Number(search.get(SIZE));
  const by = search.get(SORT);
  return {
    filters,
    page: {
      pageNum: Number.isSafeInteger(pageNum) && pageNum > 1 ? pageNum : 1,
      pageSize: isPageSize(pageSize) ? pageSize : firstPage.pageSize,
    },
    sort: by !== null && sorts.includes(by) ? { by, order: search.get(ORDER) === 'desc' ? 'desc' : 'asc' } : undefined,
  };
}

/** The address's query for a list's state, keeping what else it held (another screen's own keys). */
export function writeListState<Filters extends ListFilters>(
  search: URLSearchParams,
  defaults: Filters,
  state: ListState<Filters>,
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
  if (state.sort) next.set(SORT, state.sort.by);
  else next.delete(SORT);
  if (state.sort?.order === 'desc') next.set(ORDER, 'desc');
  else next.delete(ORDER);
  return next;
}

/**
 * A list's filters, page and sort (by one of `sorts`), kept in the address (replacing the entry,
 * so Back leaves the screen rather than stepping through its pages): a change of filters or of the
 * sort goes back to the first page.
 * `defaults` are the filters' empty values, by the names of the filters the list has now. The filter bar
 * starts from `filters` and owns them afterwards: nothing but the bar changes a shown list's filters
 * (the menu and the open-page tabs lead back to a list with the address it had).
 */
export function useListState<Filters extends ListFilters>(defaults: Filters, sorts: readonly string[] = []) {
  // A list may gain a filter once its choices load (a class filter once there are classes): the
  // empty values follow the filters the list has now.
  const [empty, setEmpty] = useState(defaults);
  const names = Object.keys(defaults).join('\n');
  if (names !== Object.keys(empty).join('\n')) setEmpty(defaults);
  // The columns that sort, by value: a new array each render is the same list.
  const sortKey = sorts.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sorts` is compared by its key
  const sortable = useMemo(() => [...sorts], [sortKey]);
  const [addressSearch, setAddressSearch] = useSearchParams();
  const { pathname, state } = useLocation();
  // A small form open over the list (a route inside the list's) has an address of its own: the list
  // behind it keeps the state it had, and takes the address again once the form closes. Opened afresh
  // at the form's address (a reload), the list behind it is the one the form was opened from.
  const atList = pathname === useResolvedPath('.').pathname;
  const kept = useRef<URLSearchParams | undefined>(undefined);
  if (atList) kept.current = addressSearch;
  else kept.current ??= new URLSearchParams(listAddressOf(state)?.split('?')[1] ?? '');
  const search = atList ? addressSearch : kept.current;
  // While the app is leaving the list (a form's code loading), a late change of its filters (typed
  // text settling) must not bring it back: that change is dropped, as it is once the list has gone.
  // `open` says so at once; the router's pending navigation says so for a menu link or a tab, a
  // render later.
  const pending = useNavigation().location;
  const opened = useRef(false);
  const leavingByLink = useRef(false);
  leavingByLink.current = !atList || (pending !== undefined && pending.pathname !== pathname);
  useEffect(() => {
    if (atList) opened.current = false;
  }, [atList]);
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
  const { filters, page, sort } = useMemo(() => readListState(search, empty, sortable), [search, empty, sortable]);
  const changeFilters = useCallback(
    (next: Filters) => {
      setSearch(
        (current) => {
          const { page, sort } = readListState(current, empty, sortable);
          return writeListState(current, empty, { filters: next, page: { ...page, pageNum: 1 }, sort });
        },
        { replace: true },
      );
    },
    [setSearch, empty, sortable],
  );
  const changePage = useCallback(
    (pageNum: number, pageSize: number) =>
      setSearch(
        (current) => {
          const { filters, sort } = readListState(current, empty, sortable);
          return writeListState(current, empty, { filters, page: { pageNum, pageSize }, sort });
        },
        { replace: true },
      ),
    [setSearch, empty, sortable],
  );
  const changeSort = useCallback(
    (sort: ListSort | undefined) =>
      setSearch(
        (current) => {
          const { filters, page } = readListState(current, empty, sortable);
          return writeListState(current, empty, { filters, page: { ...page, pageNum: 1 }, sort });
        },
        { replace: true },
      ),
    [setSearch, empty, sortable],
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
      const now = readListState(latest.current, empty, sortable);
      const typed = shown.current ?? now.filters;
      const settled = Object.keys(empty).every((name) => (typed[name] ?? '') === (now.filters[name] ?? ''));
      const query = writeListState(latest.current, empty, {
        filters: typed,
        page: settled ? now.page : { ...now.page, pageNum: 1 },
        sort: now.sort,
      }).toString();
      navigate(to, { state: { listAddress: query ? `${pathname}?${query}` : pathname } });
    },
    [navigate, empty, pathname, sortable],
  );
  return { filters, page, sort, empty, changeFilters, changePage, changeSort, input, open };
}

/**
 * The sort after a press on the header of column `by`: another column sorts up; the sorted one
 * turns down, and a third press goes back to the list's own order (as staff know from other
 * admin tables), so the order the list opened with is never out of reach.
 */
export function nextSort(current: ListSort | undefined, by: string): ListSort | undefined {
  if (current?.by !== by) return { by, order: 'asc' };
  return current.order === 'asc' ? { by, order: 'desc' } : undefined;
}

/** The list address a page was opened from (see `useListState`'s `open`); only a path of this app is taken. */
export function listAddressOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('listAddress' in state)) return undefined;
  const address = state.listAddress;
  return typeof address === 'string' && address.startsWith('/') && !address.startsWith('//') ? address : undefined;
}

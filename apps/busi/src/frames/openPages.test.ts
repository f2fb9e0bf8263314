import { describe, expect, it } from 'vitest';
import {
  closeOtherPages,
  closePage,
  closePagesRightOf,
  MAX_OPEN_PAGES,
  type OpenPageEntry,
  pageAfterClosing,
  parseOpenPages,
  visitPage,
} from './openPages.ts';

const home = '/k12/currentOrg';
const paths = (pages: readonly OpenPageEntry[]) => pages.map((page) => page.path);

describe('the pages open as tabs', () => {
  it('opens the first screen first, then each page visited at the end, once', () => {
    let pages = visitPage([], '/k12/org/class', '', home);
    pages = visitPage(pages, '/k12/people/student', '', home);
    pages = visitPage(pages, '/k12/org/class', '?page=2', home);
    expect(pages).toEqual([
      { path: home, search: '' },
      { path: '/k12/org/class', search: '?page=2' },
      { path: '/k12/people/student', search: '' },
    ]);
  });

  it(`keeps at most ${MAX_OPEN_PAGES}, closing the one opened earliest but never the first screen or the page shown`, () => {
    let pages: OpenPageEntry[] = [];
    for (let n = 1; n <= MAX_OPEN_PAGES + 2; n++) pages = visitPage(pages, `/k12/screen${n}`, '', home);
    expect(pages).toHaveLength(MAX_OPEN_PAGES);
    expect(paths(pages)[0]).toBe(home);
    expect(paths(pages)).not.toContain('/k12/screen1');
    expect(paths(pages)).not.toContain('/k12/screen2');
    expect(paths(pages).at(-1)).toBe(`/k12/screen${MAX_OPEN_PAGES + 2}`);
  });

  const open = ['/k12/a', '/k12/b', '/k12/c'].reduce<OpenPageEntry[]>(
    (pages, path) => visitPage(pages, path, '', home),
    [],
  );

  it('closes one, the others or those to the right, and never the first screen', () => {
    expect(paths(closePage(open, '/k12/b', home))).toEqual([home, '/k12/a', '/k12/c']);
    expect(paths(closePage(open, home, home))).toEqual(paths(open));
    expect(paths(closeOtherPages(open, '/k12/b', home))).toEqual([home, '/k12/b']);
    expect(paths(closePagesRightOf(open, '/k12/a', home))).toEqual([home, '/k12/a']);
  });

  it('shows the tab on the right of the one closed, else the one on its left', () => {
    expect(pageAfterClosing(open, '/k12/b')?.path).toBe('/k12/c');
    expect(pageAfterClosing(open, '/k12/c')?.path).toBe('/k12/b');
    expect(pageAfterClosing(open, '/k12/gone')).toBeUndefined();
  });

  it('reads back only what it stored: paths with queries', () => {
    expect(parseOpenPages(JSON.stringify(open))).toEqual(open);
    expect(parseOpenPages('not json')).toEqual([]);
    expect(parseOpenPages('{"path":"/k12/a"}')).toEqual([]);
    expect(
      parseOpenPages(
        JSON.stringify([
          { path: 'javascript:alert(1)', search: '' },
          { path: '/k12/a', search: 'x=1' },
          { path: '/k12/b', search: '?page=2', extra: true },
        ]),
      ),
    ).toEqual([{ path: '/k12/b', search: '?page=2' }]);
  });
});

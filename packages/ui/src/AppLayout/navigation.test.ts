import { describe, expect, it } from 'vitest';
import { findCurrentNav, type NavNode, normalizePath } from './navigation.ts';

const menu: NavNode[] = [
  { id: 'home', href: '/' },
  {
    id: 'students',
    children: [
      { id: 'student-list', href: '/students' },
      { id: 'classes', href: '/students/classes' },
      { id: 'imports', children: [{ id: 'import-log', href: '/students/imports/log' }] },
    ],
  },
  { id: 'meets', href: '/meets', children: [{ id: 'meet-items', href: '/meets/items' }] },
];

describe('normalizePath', () => {
  it.each([
    ['/students/', '/students'],
    ['/students?page=2#top', '/students'],
    ['/', '/'],
    ['', ''],
    ['/a//', '/a'],
  ])('%s becomes %s', (href, path) => {
    expect(normalizePath(href)).toBe(path);
  });
});

describe('findCurrentNav', () => {
  it('finds an exact entry with its ancestors', () => {
    expect(findCurrentNav(menu, '/students/imports/log')).toEqual({
      id: 'import-log',
      ancestors: ['students', 'imports'],
      exact: true,
    });
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(findCurrentNav(menu, '/students/?page=3')).toMatchObject({ id: 'student-list', exact: true });
  });

  it('prefers the longest prefix for a page beneath an entry', () => {
    expect(findCurrentNav(menu, '/students/classes/7/edit')).toEqual({
      id: 'classes',
      ancestors: ['students'],
      exact: false,
    });
    expect(findCurrentNav(menu, '/students/42')).toMatchObject({ id: 'student-list', exact: false });
  });

  it('matches a group that has its own page', () => {
    expect(findCurrentNav(menu, '/meets')).toEqual({ id: 'meets', ancestors: [], exact: true });
    expect(findCurrentNav(menu, '/meets/items')).toEqual({ id: 'meet-items', ancestors: ['meets'], exact: true });
  });

  it('does not treat the root or a partial segment as a prefix', () => {
    expect(findCurrentNav(menu, '/settings')).toBeUndefined();
    expect(findCurrentNav(menu, '/studentsX')).toBeUndefined();
    expect(findCurrentNav(menu, '/')).toMatchObject({ id: 'home', exact: true });
  });

  it('answers nothing without an address or a menu', () => {
    expect(findCurrentNav(menu, undefined)).toBeUndefined();
    expect(findCurrentNav([], '/students')).toBeUndefined();
  });
});

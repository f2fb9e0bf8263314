import { describe, expect, it } from 'vitest';
import { filterNav, findCurrentNav, type NavNode, normalizePath, type SearchableNavNode } from './navigation.ts';

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

describe('filterNav', () => {
  const tree: SearchableNavNode[] = [
    { id: 'home', label: '首页', href: '/home' },
    {
      id: 'students',
      label: '学生管理',
      children: [
        { id: 'student-list', label: '学生列表', href: '/students/list' },
        { id: 'classes', label: '班级管理', href: '/students/classes' },
      ],
    },
    {
      id: 'physique',
      label: 'Physique',
      children: [
        { id: 'physique-data', label: 'Test data', href: '/physique/data' },
        {
          id: 'reports',
          label: 'Reports',
          children: [
            { id: 'report-school', label: 'School report', href: '/physique/reports/school' },
            { id: 'report-class', label: 'Class report', href: '/physique/reports/class' },
          ],
        },
      ],
    },
  ];
  const ids = (items: readonly SearchableNavNode[]): string[] =>
    items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

  it('leaves the tree as it is for a blank query', () => {
    for (const query of ['', '   ']) {
      const result = filterNav(tree, query);
      expect(result.items).toBe(tree);
      expect([...result.openIds]).toEqual([]);
      expect(result.firstHref).toBeUndefined();
    }
  });

  it('keeps a matching leaf with its ancestors, open', () => {
    const result = filterNav(tree, 'school');
    expect(ids(result.items)).toEqual(['physique', 'reports', 'report-school']);
    expect([...result.openIds].sort()).toEqual(['physique', 'reports']);
    expect(result.firstHref).toBe('/physique/reports/school');
  });

  it('ignores case and the spaces around the query', () => {
    expect(ids(filterNav(tree, '  CLASS ').items)).toEqual(['physique', 'reports', 'report-class']);
  });

  it('matches Chinese labels on any part of them', () => {
    const result = filterNav(tree, '班级');
    expect(ids(result.items)).toEqual(['students', 'classes']);
    expect(result.firstHref).toBe('/students/classes');
  });

  it('keeps every entry of a group whose label matches', () => {
    const result = filterNav(tree, '学生管理');
    expect(ids(result.items)).toEqual(['students', 'student-list', 'classes']);
    expect(result.firstHref).toBe('/students/list');
    expect(ids(filterNav(tree, 'report').items)).toEqual(['physique', 'reports', 'report-school', 'report-class']);
  });

  it('keeps the tree order across groups and answers the first page in it', () => {
    const result = filterNav(tree, 'a');
    expect(result.firstHref).toBe('/physique/data');
    expect(ids(result.items)[0]).toBe('physique');
  });

  it('answers nothing when no label matches', () => {
    const result = filterNav(tree, '赛事');
    expect(result.items).toEqual([]);
    expect([...result.openIds]).toEqual([]);
    expect(result.firstHref).toBeUndefined();
  });

  it('leaves the given tree untouched', () => {
    const before = JSON.stringify(tree);
    filterNav(tree, 'school');
    expect(JSON.stringify(tree)).toBe(before);
  });
});

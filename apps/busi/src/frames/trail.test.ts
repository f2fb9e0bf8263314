import type { NavItem } from '@school-sports/ui';
import { describe, expect, it } from 'vitest';
import { documentTitle, trailOf } from './trail.ts';

const navigation: NavItem[] = [
  { id: 'org', label: '当前机构', href: '/k12/currentOrg' },
  {
    id: 'school',
    label: '学校管理',
    children: [
      { id: 'class', label: '班级管理', href: '/k12/org/class' },
      { id: 'classes', label: '班级统计', href: '/k12/org/classes' },
    ],
  },
];

describe('where a page sits in the menu', () => {
  it('leads through the groups to the entry that opens the page', () => {
    expect(trailOf(navigation, '/k12/org/class').map((item) => item.label)).toEqual(['学校管理', '班级管理']);
  });

  it('places a page beneath an entry under it, and never under an entry that only shares letters', () => {
    expect(trailOf(navigation, '/k12/org/class/edit/7').map((item) => item.id)).toEqual(['school', 'class']);
    expect(trailOf(navigation, '/k12/org/classes').map((item) => item.id)).toEqual(['school', 'classes']);
  });

  it('finds nothing for a page no entry leads to', () => {
    expect(trailOf(navigation, '/k12/unknown')).toEqual([]);
  });

  it('titles the tab with the screen, then whose it is', () => {
    expect(documentTitle(trailOf(navigation, '/k12/org/class'), '阳光实验小学', '智慧体育平台')).toBe(
      '班级管理 · 阳光实验小学 · 智慧体育平台',
    );
    expect(documentTitle([], undefined, '智慧体育平台')).toBe('智慧体育平台');
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkedLeaves,
  grantedIds,
  linkButtonsToView,
  type PermissionEntry,
  permissionTree,
} from './permissionTree.ts';

const entries: PermissionEntry[] = [
  { menuId: 'k12:#org', pid: '0', name: '机构管理', menuType: '0', sortNum: 10 },
  { menuId: 'k12:org/class', pid: 'k12:#org', name: '班级管理', menuType: '0', sortNum: 10 },
  { menuId: 'k12:org/class:add', pid: 'k12:org/class', name: '新增', menuType: '1', sortNum: 10 },
  { menuId: 'k12:org/class:delete', pid: 'k12:org/class', name: '删除', menuType: '1', sortNum: 20 },
  { menuId: 'mobile-k12:attendance', pid: '0', name: '课堂考勤', menuType: '0', sortNum: 10 },
];

describe('the permission tree', () => {
  it('puts a "view" leaf beside a screen’s buttons; top-level functions stay leaves', () => {
    const tree = permissionTree(entries, '查看');
    expect(tree.map((node) => node.id)).toEqual(['k12:#org', 'mobile-k12:attendance']);
    expect(tree[0]?.children?.[0]?.children?.map((node) => node.label)).toEqual(['查看', '新增', '删除']);
    expect(tree[1]?.children).toBeUndefined();
  });

  it('turns a role’s grants into ticked leaves and back, screens by their view leaf', () => {
    const leaves = checkedLeaves(['k12:#org', 'k12:org/class', 'k12:org/class:add'], entries);
    // The group follows its screens: the gateway grants it with them.
    expect([...leaves].sort()).toEqual(['k12:org/class#view', 'k12:org/class:add']);
    expect(grantedIds(leaves, entries).sort()).toEqual(['k12:org/class', 'k12:org/class:add']);
    expect(grantedIds(['unknown', 'k12:org/class#view'], entries)).toEqual(['k12:org/class']);
  });

  it('ticks a screen when one of its buttons is ticked, and unticks the buttons with the screen', () => {
    const ticked = linkButtonsToView(new Set(), new Set(['k12:org/class:delete']), entries);
    expect(ticked.has('k12:org/class#view')).toBe(true);
    const cleared = linkButtonsToView(ticked, new Set(['k12:org/class:delete']), entries);
    expect(cleared.size).toBe(0);
  });
});

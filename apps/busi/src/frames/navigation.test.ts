import { buildMenuTree, catalogueEntries, type Frame, type ServerMenuItem } from '@school-sports/domain';
import {
  BookIcon,
  FlagIcon,
  GridIcon,
  type NavItem,
  SchoolIcon,
  ShieldIcon,
  TrophyIcon,
  UsersIcon,
} from '@school-sports/ui';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { navigationOf } from './navigation.ts';

function menu(menuId: string, pid: string, menuName: string, menuPath = ''): ServerMenuItem {
  return { menuId, pid, menuName, menuPath, menuType: '0' };
}

const iconOf = (item: NavItem | undefined) => (item?.icon as ReactElement | undefined)?.type;

/** The menu a role of a frame sees when it is granted the whole catalogue, in simplified Chinese. */
function catalogueMenu(frame: Frame): ServerMenuItem[] {
  return catalogueEntries()
    .filter((entry) => entry.frame === frame)
    .map((entry) => ({
      menuId: entry.id,
      pid: entry.pid,
      menuName: entry.nameZhCn,
      menuPath: entry.menuPath,
      menuType: entry.menuType,
      sortNum: entry.sortNum,
    }));
}

describe('navigationOf', () => {
  it('makes groups of screens, the screens linking to their paths', () => {
    const { roots } = buildMenuTree(
      [
        menu('k12:#org', '0', '机构管理'),
        menu('k12:org/grade', 'k12:#org', '年级管理', 'org/grade'),
        menu('k12:org/class', 'k12:#org', '班级管理', 'org/class'),
      ],
      { typePath: '/k12' },
    );
    const [org] = navigationOf(roots);
    expect(org).toMatchObject({
      id: 'k12:#org',
      label: '机构管理',
      children: [
        { id: 'k12:org/grade', label: '年级管理', href: '/k12/org/grade' },
        { id: 'k12:org/class', label: '班级管理', href: '/k12/org/class' },
      ],
    });
    expect(org?.href).toBeUndefined();
    expect(iconOf(org)).toBe(SchoolIcon);
  });

  it('shows the only entry of a group in its place, with the group’s icon', () => {
    const { roots } = buildMenuTree(
      [
        menu('k12:#role', '0', '角色权限'),
        menu('k12:role', 'k12:#role', '角色管理', 'role'),
        menu('k12:#meet', '0', '运动会'),
        menu('k12:#meet-inner', 'k12:#meet', '赛事'),
        menu('k12:sportsMeet', 'k12:#meet-inner', '运动会管理', 'sportsMeet'),
      ],
      { typePath: '/k12' },
    );
    const [role, meet] = navigationOf(roots);
    expect(role).toMatchObject({ id: 'k12:role', label: '角色管理', href: '/k12/role' });
    expect(role?.children).toBeUndefined();
    expect(iconOf(role)).toBe(ShieldIcon);
    // Down a chain of single entries to the screen at its end.
    expect(meet).toMatchObject({ id: 'k12:sportsMeet', label: '运动会管理', href: '/k12/sportsMeet' });
    expect(iconOf(meet)).toBe(FlagIcon);
  });

  it('keeps a group of two or more, and collapses single entries beneath the top too', () => {
    const { roots } = buildMenuTree([
      menu('g', '0', '用户管理'),
      menu('teachers', 'g', '教师'),
      menu('teacher-list', 'teachers', '教师管理', 'user/teacher'),
      menu('students', 'g', '学生管理', 'user/student'),
    ]);
    expect(navigationOf(roots)).toMatchObject([
      {
        id: 'g',
        children: [
          { id: 'teacher-list', label: '教师管理', href: '/user/teacher' },
          { id: 'students', label: '学生管理', href: '/user/student' },
        ],
      },
    ]);
  });

  it('shows the icon menu management named, at the top or beneath it, and none for a name the kit lacks', () => {
    const { roots } = buildMenuTree(
      [
        { ...menu('k12:#org', '0', '机构管理'), icon: 'trophy' },
        { ...menu('k12:org/grade', 'k12:#org', '年级管理', 'org/grade'), icon: 'book' },
        { ...menu('k12:org/class', 'k12:#org', '班级管理', 'org/class'), icon: 'no-such-icon' },
        { ...menu('k12:#user', '0', '用户管理'), icon: 'constructor' },
        menu('k12:user/teacher', 'k12:#user', '教师管理', 'user/teacher'),
        menu('k12:user/student', 'k12:#user', '学生管理', 'user/student'),
      ],
      { typePath: '/k12' },
    );
    const [org, user] = navigationOf(roots);
    expect(iconOf(org)).toBe(TrophyIcon);
    expect(iconOf(org?.children?.[0])).toBe(BookIcon);
    expect(org?.children?.[1]?.icon).toBeUndefined();
    // A name that is no icon of the kit (even one every object has) shows nothing, not the default.
    expect(user?.icon).toBeUndefined();
    expect(user?.children?.map((child) => child.label)).toEqual(['教师管理', '学生管理']);
  });

  it('gives an entry it has no icon for the generic one, and nothing beneath the top an icon', () => {
    const { roots } = buildMenuTree([
      menu('k12:#somethingNew', '0', '新功能'),
      menu('a', 'k12:#somethingNew', '甲', 'a'),
      menu('b', 'k12:#somethingNew', '乙', 'b'),
      menu('myInfo', '0', '个人中心', 'myInfo/base'),
    ]);
    const [group, leaf] = navigationOf(roots);
    expect(iconOf(group)).toBe(GridIcon);
    expect(iconOf(leaf)).toBe(GridIcon);
    expect(group?.children?.every((child) => child.icon === undefined)).toBe(true);
  });

  it.each(['admin', 'k12', 'nf', 'gx', 'single'] as const)(
    'gives every top-level entry of the %s catalogue an icon of its own',
    (frame) => {
      const navigation = navigationOf(buildMenuTree(catalogueMenu(frame)).roots);
      expect(navigation.length).toBeGreaterThan(0);
      for (const item of navigation) expect([item.label, iconOf(item)]).not.toEqual([item.label, GridIcon]);
    },
  );

  it('leaves the catalogue’s user group whole where it holds several screens', () => {
    const k12 = navigationOf(buildMenuTree(catalogueMenu('k12')).roots);
    const people = k12.find((item) => item.id === 'k12:#user');
    expect(iconOf(people)).toBe(UsersIcon);
    expect(people?.children?.map((child) => child.label)).toEqual(['教师管理', '学生管理', '家长管理']);
    expect(k12.find((item) => item.label === '角色管理')?.href).toBe('/role');
  });
});

import { describe, expect, it } from 'vitest';
import type { ServerMenuItem } from './menu.ts';
import { FRAME_PATHS } from './organisation.ts';
import { frameDestination, signInDestination } from './sign-in.ts';

const menus: ServerMenuItem[] = [
  { menuId: 'g', pid: '0', menuName: 'Organisation', menuPath: '', menuType: '0', sortNum: 10 },
  { menuId: 'c', pid: 'g', menuName: 'Classes', menuPath: 'org/class', menuType: '0', sortNum: 20 },
  { menuId: 'y', pid: 'g', menuName: 'Academic years', menuPath: 'org/acayear', menuType: '0', sortNum: 10 },
  { menuId: 'b', pid: 'c', menuName: 'Add', menuPath: 'org/class', menuType: '1', sortNum: 10, permission: 'add' },
];
const one = { accounts: [{ roles: [{}] }], currentTypePath: '/k12' as const, menuTree: menus };

describe('signInDestination', () => {
  it('sends one account with one role to its frame’s home page', () => {
    expect(signInDestination(one)).toEqual({ kind: 'frame', path: '/k12/home' });
  });

  it('honours a redirect path the menus allow, and only such a path', () => {
    expect(signInDestination(one, '/k12/org/class?page=2')).toEqual({ kind: 'frame', path: '/k12/org/class?page=2' });
    expect(signInDestination(one, '/k12/home')).toEqual({ kind: 'frame', path: '/k12/home' });
    expect(signInDestination(one, '/k12/role')).toEqual({ kind: 'frame', path: '/k12/home' });
    expect(signInDestination(one, '/gx/org/class')).toEqual({ kind: 'frame', path: '/k12/home' });
    expect(signInDestination(one, 'https://evil.example/k12/org/class')).toEqual({
      kind: 'frame',
      path: '/k12/home',
    });
  });

  it('warns when the only role grants no menu', () => {
    expect(signInDestination({ ...one, menuTree: [] })).toEqual({ kind: 'noMenus' });
    expect(signInDestination({ accounts: [], currentTypePath: '', menuTree: [] })).toEqual({ kind: 'noMenus' });
  });

  it('lets anyone with several accounts or roles choose in the personal centre', () => {
    const choose = { kind: 'chooseAccount', path: '/myInfo/base' };
    expect(signInDestination({ ...one, accounts: [{ roles: [{}] }, { roles: [{}] }] })).toEqual(choose);
    expect(signInDestination({ ...one, accounts: [{ roles: [{}, {}] }] })).toEqual(choose);
    expect(signInDestination({ ...one, currentTypePath: '' })).toEqual(choose);
  });
});

describe('the single frame', () => {
  const meets: ServerMenuItem[] = [
    { menuId: 'm', pid: '0', menuName: 'Sports meet', menuPath: '', menuType: '0', sortNum: 10 },
    { menuId: 's', pid: 'm', menuName: 'Sports meets', menuPath: 'sportsMeet', menuType: '0', sortNum: 10 },
    { menuId: 'd', pid: 's', menuName: 'Draw', menuPath: 'sportsMeet', menuType: '1', sortNum: 10, permission: 'draw' },
  ];

  it('takes a meets-only role to the single frame, and keeps a redirect into it', () => {
    expect(FRAME_PATHS.single).toBe('/single');
    const meetsOnly = { ...one, menuTree: meets };
    expect(signInDestination(meetsOnly)).toEqual({ kind: 'frame', path: '/single/sportsMeet' });
    expect(signInDestination(meetsOnly, '/single/sportsMeet/detail?meetId=7')).toEqual({
      kind: 'frame',
      path: '/single/sportsMeet/detail?meetId=7',
    });
    // Its own frame's home page would show it nothing: the single frame's list is where it works.
    expect(signInDestination(meetsOnly, '/k12/home')).toEqual({ kind: 'frame', path: '/single/sportsMeet' });
  });

  it('opens the single frame for a wider role only when asked, and only for screens it has', () => {
    const wider = { ...one, menuTree: [...menus, ...meets] };
    expect(signInDestination(wider)).toEqual({ kind: 'frame', path: '/k12/home' });
    expect(signInDestination(wider, '/single/sportsMeet')).toEqual({ kind: 'frame', path: '/single/sportsMeet' });
    expect(signInDestination(one, '/single/sportsMeet')).toEqual({ kind: 'frame', path: '/k12/home' });
    expect(signInDestination(wider, '/single/org/class')).toEqual({ kind: 'frame', path: '/k12/home' });
  });
});

describe('frameDestination', () => {
  it('leads a switched account and role to its home page, or says it has no menu', () => {
    expect(frameDestination({ currentTypePath: '/k12', menuTree: menus })).toEqual({
      kind: 'frame',
      path: '/k12/home',
    });
    expect(frameDestination({ currentTypePath: '/k12', menuTree: [] })).toEqual({ kind: 'noMenus' });
    expect(frameDestination({ currentTypePath: '', menuTree: menus })).toEqual({ kind: 'noMenus' });
  });
});

import type {
  DataOf,
  getUserInfo,
  menuDeletePreview,
  menuList,
  rolePermissions,
} from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menu, menuRemoved, roleMenu } from '../../db/schema.ts';
import { seedMenuCatalogue } from '../../seed/menus.ts';
import { refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

type MenuRecord = DataOf<typeof menuList>[number];
type Deletion = DataOf<typeof menuDeletePreview>;
type Permissions = DataOf<typeof rolePermissions>;
type UserInfo = DataOf<typeof getUserInfo>;

const names = (zh: string, en: string) => ({ nameZhCn: zh, nameZhTw: zh, nameEnUs: en });

describe.each(testDatabases())('menu management on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ admin: 'sysadmin', k12: 'k12admin' });
  const expectRefused = refusalCheck(gateway.snapshot(menu, roleMenu, menuRemoved));
  const { as } = gateway;

  const list = (frame: string) => gateway.ok<MenuRecord[]>(tokens.admin, 'GET', 'menu/list', { frame });
  const entry = async (frame: string, menuId: string) =>
    theOne(await list(frame), (one) => one.menuId === menuId, menuId);
  const add = (fields: Record<string, unknown>) =>
    gateway.ok<{ menuId: string }>(tokens.admin, 'POST', 'menu/add', { ...names('新菜单', 'New menu'), ...fields });
  const menuLoad = async (token: string) =>
    (await gateway.ok<UserInfo>(token, 'POST', 'myInfo/getUInfo', {})).menuTree.map((one) => one.menuId);
  const permissionTree = async (token: string) =>
    (await gateway.ok<Permissions>(token, 'GET', 'role/permissions')).web.map((one) => one.menuId);

  it('lists a frame’s catalogue with names in three languages, paths, codes, order and the roles holding each', async () => {
    const rows = await list('k12');
    const classes = theOne(rows, (one) => one.menuId === 'k12:org/class', 'classes');
    expect(classes).toMatchObject({
      pid: 'k12:#org',
      menuType: '0',
      menuPath: 'org/class',
      nameZhCn: '班级管理',
      nameZhTw: '班級管理',
      nameEnUs: 'Classes',
      screenStatus: 'built',
      origin: 'catalogue',
    });
    expect(classes.roleCount).toBeGreaterThan(0);
    const add = theOne(rows, (one) => one.menuId === 'k12:org/class:add', 'the add button');
    expect(add).toMatchObject({ menuType: '1', permission: 'k12:org/class:add', pid: 'k12:org/class' });
    expect(rows.every((one) => one.frame === 'k12')).toBe(true);
    // A search finds entries by any of their names, their path or their code.
    const found = await gateway.ok<MenuRecord[]>(tokens.admin, 'GET', 'menu/list', {
      frame: 'k12',
      keyword: '班级管理',
    });
    expect(found.map((one) => one.menuId)).toEqual(['k12:org/class']);
    const byCode = await gateway.ok<MenuRecord[]>(tokens.admin, 'GET', 'menu/list', {
      frame: 'k12',
      keyword: 'org/class:add',
    });
    expect(byCode.map((one) => one.menuId)).toEqual(['k12:org/class:add']);
  });

  it('adds a button and a planned menu that reach the role permission trees and the next menu load', async () => {
    const button = await add({
      frame: 'k12',
      pid: 'k12:org/class',
      menuType: '1',
      permission: 'k12:org/class:archive',
      ...names('归档', 'Archive'),
    });
    expect(button.menuId).toBe('k12:org/class:archive');
    expect(await entry('k12', button.menuId)).toMatchObject({
      menuPath: 'org/class',
      origin: 'operator',
      nameEnUs: 'Archive',
    });
    const planned = await add({
      frame: 'k12',
      pid: 'k12:#test',
      menuType: '0',
      menuPath: 'physiqueManage/report',
      icon: 'chart-bar',
      ...names('体质报告', 'Physique report'),
    });
    expect(planned.menuId).toBe('k12:physiqueManage/report');
    // The school's built-in administrators hold every menu of their frame, new ones too.
    expect(await permissionTree(tokens.k12)).toEqual(expect.arrayContaining([button.menuId, planned.menuId]));
    expect(await menuLoad(tokens.k12)).toEqual(expect.arrayContaining([button.menuId, planned.menuId]));
    const info = await gateway.ok<UserInfo>(tokens.k12, 'POST', 'myInfo/getUInfo', {}, 'en-US');
    expect(theOne(info.menuTree, (one) => one.menuId === planned.menuId, 'the report')).toMatchObject({
      menuName: 'Physique report',
      menuPath: 'physiqueManage/report',
      screenStatus: 'planned',
    });
    // Granted to a role of the school's own, its holders see it: the grant is checked against the table.
    const roleId = (
      await gateway.ok<{ roleId: string }>(tokens.k12, 'POST', 'role/add', {
        name: '报告查看员',
        type: '101001',
        remark: '',
        menuIds: [planned.menuId],
        mobileMenuIds: [],
      })
    ).roleId;
    const detail = await gateway.ok<{ menuIds: string[] }>(tokens.k12, 'GET', 'role/detail', { roleId });
    expect(detail.menuIds.sort()).toEqual(['k12:#test', planned.menuId].sort());
    // Another frame's tree never shows it.
    expect(await permissionTree(tokens.admin)).not.toContain(planned.menuId);
  });

  it('renames, moves and reorders, and the role trees follow on their next load', async () => {
    await gateway.ok(tokens.admin, 'POST', 'menu/edit', {
      menuId: 'k12:org/grade',
      ...names('年级', 'Year groups'),
      icon: 'layers',
    });
    const info = await gateway.ok<UserInfo>(tokens.k12, 'POST', 'myInfo/getUInfo', {}, 'en-US');
    expect(theOne(info.menuTree, (one) => one.menuId === 'k12:org/grade', 'grades').menuName).toBe('Year groups');
    // The signed-in menu carries the icon the operator named, and '' where none was named.
    expect(theOne(info.menuTree, (one) => one.menuId === 'k12:org/grade', 'grades').icon).toBe('layers');
    expect(theOne(info.menuTree, (one) => one.menuId === 'k12:org/class', 'classes').icon).toBe('');
    // Classes first among the organisation group's menus.
    await gateway.ok(tokens.admin, 'POST', 'menu/move', { menuId: 'k12:org/class', pid: 'k12:#org', index: 0 });
    const organisation = (await list('k12')).filter((one) => one.pid === 'k12:#org' && one.menuType === '0');
    expect(organisation.map((one) => one.menuId)[0]).toBe('k12:org/class');
    expect(organisation.map((one) => one.sortNum)).toEqual(organisation.map((_, index) => (index + 1) * 10));
    // The venues under the devices' group's sibling: another parent of the same frame.
    await gateway.ok(tokens.admin, 'POST', 'menu/move', { menuId: 'k12:place', pid: 'k12:#org', index: 99 });
    expect(await entry('k12', 'k12:place')).toMatchObject({ pid: 'k12:#org' });
  });

  it('keeps operators’ changes over the next start’s seed, and still adds the code’s new entries', async () => {
    const { db } = gateway.database;
    await gateway.ok(tokens.admin, 'POST', 'menu/edit', { menuId: 'k12:device', ...names('终端管理', 'Terminals') });
    // As before an upgrade: an entry the code has now is not in the table yet.
    await db.delete(roleMenu).where(eq(roleMenu.menuId, 'k12:device:focus'));
    await db.delete(menu).where(eq(menu.id, 'k12:device:focus'));
    await seedMenuCatalogue(db);
    expect(await entry('k12', 'k12:device')).toMatchObject({ nameZhCn: '终端管理', nameEnUs: 'Terminals' });
    expect(await entry('k12', 'k12:device:focus')).toMatchObject({ menuType: '1', nameEnUs: 'Focus mode' });
    // The moves and the operators' own entries stay too; what they left alone follows the code.
    expect(await entry('k12', 'k12:place')).toMatchObject({ pid: 'k12:#org' });
    expect(await entry('k12', 'k12:physiqueManage/report')).toMatchObject({ origin: 'operator' });
    expect(await entry('k12', 'k12:org/acayear')).toMatchObject({ nameZhCn: '学年学期' });
  });

  it('says what a deletion removes before it does, and the code’s deleted entries stay deleted', async () => {
    const preview = await gateway.ok<Deletion>(tokens.admin, 'GET', 'menu/deletePreview', { menuId: 'k12:#data' });
    expect(preview.entries.map((one) => one.menuId)).toEqual([
      'k12:#data',
      'k12:dataCenter/school',
      'k12:dataCenter/grade',
      'k12:dataCenter/class',
      'k12:dataCenter/student',
    ]);
    expect(preview).toMatchObject({ menuCount: 5, buttonCount: 0 });
    // The school's administrators and the seed's teacher role: roles in one organisation at least.
    expect(preview.roleCount).toBeGreaterThan(0);
    expect(preview.orgCount).toBeGreaterThan(0);
    await expectRefused(
      as(tokens.admin, 'POST', 'menu/delete', { menuId: 'k12:#data', entryCount: 4 }),
      409,
      'menu.changed',
    );
    await gateway.ok(tokens.admin, 'POST', 'menu/delete', { menuId: 'k12:#data', entryCount: 5 });
    expect(await menuLoad(tokens.k12)).not.toContain('k12:dataCenter/school');
    expect(await permissionTree(tokens.k12)).not.toContain('k12:#data');
    await seedMenuCatalogue(gateway.database.db);
    expect(
      (await list('k12')).some((one) => one.menuId.startsWith('k12:dataCenter') || one.menuId === 'k12:#data'),
    ).toBe(false);
    // An operator's own button goes for good, with its grants.
    await gateway.ok(tokens.admin, 'POST', 'menu/delete', { menuId: 'k12:org/class:archive', entryCount: 1 });
    expect(await menuLoad(tokens.k12)).not.toContain('k12:org/class:archive');
  });

  it('refuses a colliding path or code, a wrong parent, a cycle and bad names, changing nothing', async () => {
    const valid = {
      frame: 'k12',
      pid: 'k12:#org',
      menuType: '0',
      menuPath: 'org/archive',
      ...names('档案', 'Archive'),
    };
    const send = (fields: Record<string, unknown>) => as(tokens.admin, 'POST', 'menu/add', { ...valid, ...fields });
    await expectRefused(send({ menuPath: 'org/class' }), 409, 'menu.pathTaken', { path: 'org/class' });
    await expectRefused(
      send({ menuType: '1', pid: 'k12:org/class', menuPath: '', permission: 'k12:org/class:add' }),
      409,
      'menu.permissionTaken',
      { code: 'k12:org/class:add' },
    );
    await expectRefused(send({ frame: 'gx' }), 400, 'menu.parentFrame');
    await expectRefused(send({ pid: 'k12:org/class:add' }), 400, 'menu.parentIsButton');
    await expectRefused(send({ pid: 'nowhere' }), 400, 'menu.parentNotFound');
    await expectRefused(send({ menuType: '1', menuPath: '', permission: 'k12:x' }), 400, 'menu.buttonParent');
    await expectRefused(send({ menuType: '1', pid: 'k12:org/class', menuPath: '' }), 400, 'menu.buttonNeedsCode');
    await expectRefused(send({ permission: 'k12:org/archive' }), 400, 'menu.menuHasNoCode');
    await expectRefused(send({ menuPath: '/org//x' }), 400, 'validation.menu.path');
    await expectRefused(send({ menuPath: 'o'.repeat(101) }), 400, 'validation.menu.path');
    await expectRefused(send({ nameEnUs: ' ' }), 400, 'validation.menu.nameRequired');
    await expectRefused(send({ nameZhTw: '名'.repeat(31) }), 400, 'validation.menu.nameLength');
    await expectRefused(send({ icon: 'Bad Icon' }), 400, 'validation.menu.icon');
    await expectRefused(send({ frame: 'mobile-k12' }), 400, 'validation.menu.frame');
    const control = await send({ nameZhCn: '档\u0007案' })('en-US');
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({
      msgId: 'validation.text.control',
      msg: expect.stringMatching(/^Name \(simplified Chinese\)/),
    });
    const huge = await send({ nameEnUs: 'x'.repeat(900_000) })('en-US');
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);

    const move = (fields: Record<string, unknown>) => as(tokens.admin, 'POST', 'menu/move', fields);
    await expectRefused(move({ menuId: 'k12:#org', pid: 'k12:org/class', index: 0 }), 400, 'menu.cycle');
    await expectRefused(move({ menuId: 'k12:#org', pid: 'k12:#org', index: 0 }), 400, 'menu.cycle');
    await expectRefused(move({ menuId: 'k12:org/class', pid: 'gx:#org', index: 0 }), 400, 'menu.parentFrame');
    await expectRefused(move({ menuId: 'k12:org/class:add', pid: 'k12:org/grade', index: 0 }), 400, 'menu.buttonStays');
    await expectRefused(
      move({ menuId: 'k12:org/class', pid: 'k12:#org', index: 1000 }),
      400,
      'validation.menu.position',
    );
    await expectRefused(move({ menuId: 'mobile-k12:notice', pid: '0', index: 0 }), 404, 'menu.notFound');
    await expectRefused(
      as(tokens.admin, 'POST', 'menu/delete', { menuId: 'k12:#role', entryCount: 7 }),
      409,
      'menu.protected',
    );
    await expectRefused(
      as(tokens.admin, 'POST', 'menu/delete', { menuId: 'admin:menuManagement', entryCount: 5 }),
      409,
      'menu.protected',
    );
  });

  it('answers only the platform’s operators: another organisation is refused as a missing grant is', async () => {
    await expectRefused(as(tokens.k12, 'GET', 'menu/list', { frame: 'k12' }), 403, 'auth.forbidden');
    await expectRefused(
      as(tokens.k12, 'POST', 'menu/edit', { menuId: 'k12:org/class', ...names('班', 'Class') }),
      403,
      'auth.forbidden',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'menu/delete', { menuId: 'k12:org/class', entryCount: 9 }),
      403,
      'auth.forbidden',
    );
  });
});

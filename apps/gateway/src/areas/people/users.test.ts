import type { DataOf, userDetail } from '@school-sports/gateway-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, accountRole, departmentMember, person } from '../../db/schema.ts';
import { call, dataOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin } from '../../testing/gateway.ts';

/** The gateway's answer for one record, as the contract declares it. */
type UserRecord = DataOf<typeof userDetail>;

describe.each(testDatabases())('users of a management organisation on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sys: 'sysadmin', k12: 'k12admin' });
  let roles: Array<{ roleId: string; name: string; builtIn: boolean }>;
  let staffRoleId: string;

  beforeAll(async () => {
    // A role without user management, for the staff added here.
    staffRoleId = (
      await gateway.ok<{ roleId: string }>(tokens.sys, 'POST', 'role/add', {
        name: '科员',
        menuIds: ['admin:departmentManage'],
      })
    ).roleId;
    roles = await gateway.ok(tokens.sys, 'GET', 'user/roles');
  });

  const snapshot = gateway.snapshot(person, account, accountRole);

  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  const users = (filters: Record<string, unknown> = {}, token = tokens.sys) =>
    gateway.records<UserRecord>(token, 'user/page', filters);
  async function userByAccount(accountNum: string): Promise<UserRecord> {
    return theOne(
      await users({ keyword: accountNum }),
      (entry) => entry.accountNum === accountNum,
      `user ${accountNum}`,
    );
  }

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    accountNum: 'staff0001',
    password: 'Staff@2026',
    name: '吴科员',
    mobile: '13922220001',
    roleIds: [staffRoleId],
    ...overrides,
  });

  it('lists the organisation’s accounts with their roles and departments, the caller’s own marked', async () => {
    expect(roles.map((entry) => entry.name)).toEqual(['平台管理员', '科员']);
    const list = await users();
    expect(list.map((entry) => entry.accountNum).sort()).toEqual(['adminstaff1', 'adminstaff2', 'sysadmin']);
    const self = list.find((entry) => entry.accountNum === 'sysadmin');
    expect(self).toMatchObject({ isSelf: true, departmentName: '体育科', status: 'enabled' });
    expect(self?.roles.map((entry) => entry.name)).toEqual(['平台管理员']);
    expect((await userByAccount('adminstaff1')).departmentName).toBe('教研室');
    expect((await users({ roleId: roles[0]?.roleId })).map((entry) => entry.accountNum)).toEqual(['sysadmin']);
    // Another organisation's accounts are not the management centre's users.
    expect((await users({ keyword: 'k12admin' })).length).toBe(0);
  });

  it('adds a user who signs in, and edits their name, mobile and roles', async () => {
    const { accountId } = await gateway.ok<{ accountId: string }>(tokens.sys, 'POST', 'user/add', newUser());
    const added = await gateway.ok<UserRecord>(tokens.sys, 'GET', 'user/detail', { accountId });
    expect(added).toMatchObject({ accountNum: 'staff0001', name: '吴科员', mobile: '13922220001', isSelf: false });
    expect(added.roles.map((entry) => entry.name)).toEqual(['科员']);
    expect((await attemptLogin(gateway.app, { accountNum: '13922220001', password: 'Staff@2026' })).statusCode).toBe(
      200,
    );

    // The mobile number may be left out.
    await gateway.ok(tokens.sys, 'POST', 'user/add', newUser({ accountNum: 'staff0002', name: '郑干事', mobile: '' }));
    expect((await userByAccount('staff0002')).mobile).toBe('');

    await gateway.ok(tokens.sys, 'POST', 'user/edit', {
      accountId,
      name: '吴主任',
      mobile: '',
      roleIds: [staffRoleId, roles[0]?.roleId],
    });
    const edited = await userByAccount('staff0001');
    expect(edited).toMatchObject({ name: '吴主任', mobile: '' });
    expect(edited.roles.map((entry) => entry.name)).toEqual(['平台管理员', '科员']);
  });

  it('refuses bad users in every language without changing anything', async () => {
    const add = (overrides: Record<string, unknown>) => as(tokens.sys, 'POST', 'user/add', newUser(overrides));
    const valid = { accountNum: 'staff0003', mobile: '13922220003' };
    await expectRefused(add({ ...valid, accountNum: 'STAFF0001' }), 409, 'person.accountTaken', {
      account: 'STAFF0001',
    });
    await expectRefused(add({ ...valid, mobile: '13800000010' }), 409, 'person.mobileTaken', { mobile: '13800000010' });
    // A mobile number may not be someone's login account either.
    await expectRefused(add({ ...valid, accountNum: '13800000021' }), 409, 'person.accountTaken', {
      account: '13800000021',
    });
    await expectRefused(add({ ...valid, accountNum: '' }), 400, 'validation.account.required');
    await expectRefused(add({ ...valid, accountNum: 12345678 }), 400, 'validation.account.required');
    await expectRefused(add({ ...valid, password: 'x'.repeat(21) }), 400, 'validation.password.length');
    await expectRefused(add({ ...valid, password: undefined }), 400, 'validation.password.required');
    await expectRefused(add({ ...valid, name: '   ' }), 400, 'validation.personName.required');
    await expectRefused(add({ ...valid, mobile: '1392222000' }), 400, 'validation.mobile.format');
    await expectRefused(add({ ...valid, roleIds: [] }), 400, 'validation.roles.required');
    await expectRefused(add({ ...valid, roleIds: [staffRoleId, staffRoleId] }), 400, 'validation.roles.required');
    await expectRefused(add({ ...valid, roleIds: ['x'.repeat(65)] }), 400, 'validation.roles.required');
    await expectRefused(add({ ...valid, roleIds: ['nope'] }), 404, 'role.notFound');
    // A school's role is not the management centre's.
    const schoolRoles = await gateway.ok<Array<{ roleId: string }>>(tokens.k12, 'GET', 'teacher/options');
    const schoolRole = (schoolRoles as unknown as { roles: Array<{ roleId: string }> }).roles[0]?.roleId;
    await expectRefused(add({ ...valid, roleIds: [schoolRole] }), 404, 'role.notFound');
    const staff = await userByAccount('staff0001');
    await expectRefused(
      as(tokens.sys, 'POST', 'user/edit', {
        accountId: staff.accountId,
        name: '吴主任',
        mobile: '13800000010',
        roleIds: [staffRoleId],
      }),
      409,
      'person.mobileTaken',
      { mobile: '13800000010' },
    );
    await expectRefused(
      as(tokens.sys, 'POST', 'user/edit', { accountId: 'nope', name: '吴主任', roleIds: [staffRoleId] }),
      404,
      'user.notFound',
    );
    await expectRefused(as(tokens.sys, 'GET', 'user/page', { pageSize: 15 }), 400, 'validation.page.size');
    await expectRefused(
      as(tokens.sys, 'GET', 'user/page', { keyword: 'x'.repeat(31) }),
      400,
      'validation.keyword.length',
    );
  });

  it('never disables or deletes the caller’s own account, and keeps a built-in role’s last member', async () => {
    const self = await userByAccount('sysadmin');
    await expectRefused(
      as(tokens.sys, 'POST', 'user/status', { accountId: self.accountId, status: 'disabled' }),
      409,
      'user.self',
    );
    await expectRefused(as(tokens.sys, 'POST', 'user/delete', { accountId: self.accountId }), 409, 'user.self');
    // 吴主任 shares the administrator role: once sysadmin is its only member, sysadmin may not drop it.
    const staff = await userByAccount('staff0001');
    const adminRole = roles[0]?.roleId ?? '';
    await gateway.ok(tokens.sys, 'POST', 'user/edit', {
      accountId: staff.accountId,
      name: staff.name,
      roleIds: [staffRoleId],
    });
    await expectRefused(
      as(tokens.sys, 'POST', 'user/edit', {
        accountId: self.accountId,
        name: self.name,
        mobile: self.mobile,
        roleIds: [staffRoleId],
      }),
      409,
      'role.lastMember',
    );
    const { db } = gateway.database;
    const [held] = await db
      .select()
      .from(accountRole)
      .where(and(eq(accountRole.roleId, adminRole), ne(accountRole.accountId, self.accountId)));
    expect(held).toBeUndefined();
  });

  it('disables a user, whose sessions end, resets their password, and deletes them with their roles', async () => {
    const staff = await userByAccount('staff0001');
    const own = dataOf<{ access_token: string }>(
      await attemptLogin(gateway.app, { accountNum: 'staff0001', password: 'Staff@2026' }),
    );
    await gateway.ok(tokens.sys, 'POST', 'user/status', { accountId: staff.accountId, status: 'disabled' });
    expect((await users({ status: 'disabled' })).map((entry) => entry.accountNum)).toEqual(['staff0001']);
    expect((await call(gateway.app, own.access_token, 'GET', 'department/list')).statusCode).toBe(401);
    expect((await attemptLogin(gateway.app, { accountNum: 'staff0001', password: 'Staff@2026' })).statusCode).toBe(403);
    await expectRefused(
      as(tokens.sys, 'POST', 'user/status', { accountId: staff.accountId, status: 'disabled' }),
      409,
      'status.refused.unchanged',
      { machine: 'enablement', from: 'disabled', to: 'disabled' },
    );
    await gateway.ok(tokens.sys, 'POST', 'user/status', { accountId: staff.accountId, status: 'enabled' });

    await expectRefused(
      as(tokens.sys, 'POST', 'user/resetPassword', { accountId: staff.accountId, password: '' }),
      400,
      'validation.password.required',
    );
    await gateway.ok(tokens.sys, 'POST', 'user/resetPassword', {
      accountId: staff.accountId,
      password: 'Again@2026',
    });
    expect((await attemptLogin(gateway.app, { accountNum: 'staff0001', password: 'Again@2026' })).statusCode).toBe(200);

    // A department member: the membership goes with the account, and the person with their last account.
    const adminstaff = await userByAccount('adminstaff1');
    await gateway.ok(tokens.sys, 'POST', 'user/delete', { accountId: adminstaff.accountId });
    await gateway.ok(tokens.sys, 'POST', 'user/delete', { accountId: staff.accountId });
    const { db } = gateway.database;
    expect(
      await db.select().from(departmentMember).where(eq(departmentMember.accountId, adminstaff.accountId)),
    ).toEqual([]);
    expect(await db.select().from(accountRole).where(eq(accountRole.accountId, staff.accountId))).toEqual([]);
    expect(await db.select().from(person).where(eq(person.accountNum, 'staff0001'))).toEqual([]);
    expect((await users()).map((entry) => entry.accountNum)).not.toContain('staff0001');
    await expectRefused(as(tokens.sys, 'POST', 'user/delete', { accountId: staff.accountId }), 404, 'user.notFound');
  });

  it('answers other organisations’ accounts as not found, and user management only to those who hold it', async () => {
    const info = await gateway.ok<{ accounts: Array<{ accountId: string }> }>(tokens.k12, 'POST', 'myInfo/getUInfo');
    const schoolAccount = info.accounts[0]?.accountId ?? '';
    await expectRefused(as(tokens.sys, 'GET', 'user/detail', { accountId: schoolAccount }), 404, 'user.notFound');
    await expectRefused(
      as(tokens.sys, 'POST', 'user/status', { accountId: schoolAccount, status: 'disabled' }),
      404,
      'user.notFound',
    );
    await expectRefused(
      as(tokens.sys, 'POST', 'user/resetPassword', { accountId: schoolAccount, password: 'Hack@2026' }),
      404,
      'user.notFound',
    );
    await expectRefused(as(tokens.sys, 'POST', 'user/delete', { accountId: schoolAccount }), 404, 'user.notFound');
    // A school has no user screen: its administrator is refused.
    await expectRefused(as(tokens.k12, 'GET', 'user/page'), 403, 'auth.forbidden');
    await expectRefused(
      as(tokens.k12, 'POST', 'user/add', newUser({ accountNum: 'staff0009' })),
      403,
      'auth.forbidden',
    );
  });
});

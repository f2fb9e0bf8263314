import type { DomainMessageId, MessageValues } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { accountRole, role, roleMenu } from '../../db/schema.ts';
import { call, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { signIn } from '../../testing/gateway.ts';

describe.each(testDatabases())('roles and permissions on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });

  const expectRefused = refusalCheck(gateway.snapshot(role, roleMenu, accountRole));

  /** A role write of `token` is refused in each language with `status` and `id`, and nothing changes. */
  const refused = (
    token: string,
    path: string,
    payload: Record<string, unknown>,
    status: number,
    id: DomainMessageId,
    values: MessageValues = {},
  ) => expectRefused(gateway.as(token, 'POST', path, payload), status, id, values);

  /** A write of the school's admin that succeeds once, and is refused as a conflict when sent again. */
  async function onceThenRefused(path: string, payload: Record<string, unknown>, id: DomainMessageId, values = {}) {
    await gateway.ok(tokens.k12, 'POST', path, payload);
    await refused(tokens.k12, path, payload, 409, id, values);
  }

  const k12Roles = async () =>
    await gateway.records<{ roleId: string; name: string; builtIn: boolean; memberCount: number }>(
      tokens.k12,
      'role/page',
    );

  it('lists the built-in roles and offers the frame’s menus with their buttons and the mobile functions', async () => {
    const roles = await k12Roles();
    const admin = roles.find((entry) => entry.builtIn);
    expect(admin?.name).toBe('学校管理员');
    expect(admin?.memberCount).toBeGreaterThan(0);
    const permissions = await gateway.ok<{
      web: Array<{ menuId: string; menuType: string }>;
      mobile: unknown[];
      roleTypes: string[];
    }>(tokens.k12, 'GET', 'role/permissions');
    expect(permissions.web.some((entry) => entry.menuId === 'k12:org/class:delete' && entry.menuType === '1')).toBe(
      true,
    );
    expect(permissions.web.some((entry) => entry.menuId.startsWith('gx:'))).toBe(false);
    expect(permissions.mobile.length).toBeGreaterThan(0);
    expect(permissions.roleTypes).toContain('101001');
    const detail = await gateway.ok<{ menuIds: string[]; mobileMenuIds: string[] }>(tokens.k12, 'GET', 'role/detail', {
      roleId: admin?.roleId ?? '',
    });
    expect(detail.menuIds).toContain('k12:role:members');
  });

  it('creates a role whose granted button brings its menu, and refuses bad roles without changing anything', async () => {
    const added = await gateway.ok<{ roleId: string }>(tokens.k12, 'POST', 'role/add', {
      type: '101001',
      name: '班级查看员',
      remark: '只看班级',
      menuIds: ['k12:org/class:add'],
      mobileMenuIds: ['mobile-k12:attendance'],
    });
    const detail = await gateway.ok<{ menuIds: string[]; mobileMenuIds: string[] }>(tokens.k12, 'GET', 'role/detail', {
      roleId: added.roleId,
    });
    expect(detail.menuIds.sort()).toEqual(['k12:#org', 'k12:org/class', 'k12:org/class:add']);
    expect(detail.mobileMenuIds).toEqual(['mobile-k12:attendance']);

    const valid = { type: '101001', name: '测试角色', menuIds: [], mobileMenuIds: [] };
    await refused(tokens.k12, 'role/add', { ...valid, name: '班级查看员' }, 409, 'role.duplicateName', {
      name: '班级查看员',
    });
    await refused(tokens.k12, 'role/add', { ...valid, name: 'a-b!' }, 400, 'validation.roleName.characters');
    await refused(tokens.k12, 'role/add', { ...valid, name: '' }, 400, 'validation.roleName.required');
    await refused(tokens.k12, 'role/add', { ...valid, menuIds: ['gx:org/college'] }, 400, 'role.menuNotGrantable');
    await refused(tokens.k12, 'role/add', { ...valid, menuIds: ['no-such-menu'] }, 400, 'role.menuNotGrantable');
    await refused(
      tokens.k12,
      'role/add',
      { ...valid, mobileMenuIds: ['mobile-gx:attendance'] },
      400,
      'role.menuNotGrantable',
    );
    await refused(tokens.k12, 'role/add', { ...valid, type: '101201' }, 400, 'validation.roleType.value');
    await refused(tokens.k12, 'role/add', { ...valid, menuIds: 'k12:role' }, 400, 'validation.role.menus');
    await refused(
      tokens.k12,
      'role/add',
      { ...valid, menuIds: Array.from({ length: 1001 }, (_, index) => `m${index}`) },
      400,
      'validation.role.menus',
    );
    await refused(tokens.k12, 'role/add', { ...valid, remark: 'x'.repeat(101) }, 400, 'validation.role.remark');
    // A fitness centre has no role types: a role there has none.
    const nf = (await signIn(gateway.app, 'nfadmin')).access;
    await refused(nf, 'role/add', { ...valid, type: '101001' }, 400, 'validation.roleType.value');
  });

  it('keeps a built-in role able to manage roles, undeletable, and never empty', async () => {
    const admin = (await k12Roles()).find((entry) => entry.builtIn);
    const roleId = admin?.roleId ?? '';
    const detail = await gateway.ok<{ menuIds: string[]; mobileMenuIds: string[] }>(tokens.k12, 'GET', 'role/detail', {
      roleId,
    });
    const withoutRoles = detail.menuIds.filter((id) => !id.startsWith('k12:role'));
    await refused(
      tokens.k12,
      'role/edit',
      { roleId, type: '101101', name: '学校管理员', menuIds: withoutRoles, mobileMenuIds: detail.mobileMenuIds },
      409,
      'role.keepsRoleManagement',
    );
    await refused(tokens.k12, 'role/delete', { roleId }, 409, 'role.builtInDelete');
    const members = (
      await gateway.ok<{ records: Array<{ accountId: string }> }>(tokens.k12, 'GET', 'role/member/page', {
        roleId,
        pageSize: 80,
      })
    ).records;
    await refused(
      tokens.k12,
      'role/member/remove',
      { roleId, accountIds: members.map((member) => member.accountId) },
      409,
      'role.lastMember',
    );
  });

  it('gives a role to a teacher, whose next calls follow the role’s grants at once', async () => {
    const roleId = (
      await gateway.ok<{ roleId: string }>(tokens.k12, 'POST', 'role/add', {
        type: '101001',
        name: '班级浏览',
        menuIds: ['k12:org/class'],
        mobileMenuIds: [],
      })
    ).roleId;
    const teacher = (await signIn(gateway.app, 'multiuser')).access;
    const account = await gateway.accountOf(teacher, 21);

    const candidates = (
      await gateway.ok<{ records: Array<{ accountId: string }> }>(tokens.k12, 'GET', 'role/member/candidates', {
        roleId,
        keyword: 'multiuser',
      })
    ).records;
    expect(candidates.map((entry) => entry.accountId)).toEqual([account.accountId]);
    await onceThenRefused('role/member/add', { roleId, accountIds: [account.accountId] }, 'role.alreadyMember', {
      name: '陈老师',
    });
    await refused(tokens.k12, 'role/delete', { roleId }, 409, 'role.hasMembers', { count: 1 });

    await call(gateway.app, teacher, 'POST', 'myInfo/switchOrg', {
      orgId: account.orgId,
      tenantOrgId: account.tenantOrgId,
    });
    await gateway.ok(teacher, 'POST', 'myInfo/switchRole', {
      accountId: account.accountId,
      roleId,
      tenantOrgId: account.tenantOrgId,
    });
    expect((await call(gateway.app, teacher, 'GET', 'class/page')).statusCode).toBe(200);
    const classes = await gateway.ok<{ records: Array<{ classId: string }> }>(tokens.k12, 'GET', 'class/page');
    const deletion = await call(gateway.app, teacher, 'POST', 'class/delete', { classId: classes.records[0]?.classId });
    expect(deletion.statusCode).toBe(403);

    // Taking the menu away takes effect on the teacher's next request.
    await gateway.ok(tokens.k12, 'POST', 'role/edit', {
      roleId,
      type: '101001',
      name: '班级浏览',
      menuIds: [],
    });
    expect((await call(gateway.app, teacher, 'GET', 'class/page')).statusCode).toBe(403);

    await onceThenRefused('role/member/remove', { roleId, accountIds: [account.accountId] }, 'role.notMember', {
      name: '陈老师',
    });
    await gateway.ok(tokens.k12, 'POST', 'role/delete', { roleId });
  });

  it('keeps each organisation’s roles to itself, and roles management to those who hold it', async () => {
    const k12Role = (await k12Roles())[0]?.roleId ?? '';
    const gxInfo = await gateway.ok<{ accounts: Array<{ accountId: string }> }>(tokens.gx, 'POST', 'myInfo/getUInfo');
    for (const path of ['role/delete', 'role/member/add']) {
      await refused(
        tokens.gx,
        path,
        { roleId: k12Role, accountIds: [gxInfo.accounts[0]?.accountId] },
        404,
        'role.notFound',
      );
    }
    expect((await call(gateway.app, tokens.gx, 'GET', 'role/detail', { roleId: k12Role })).statusCode).toBe(404);
    // The K12 admin cannot hand its role to the university's account.
    await refused(
      tokens.k12,
      'role/member/add',
      { roleId: k12Role, accountIds: [gxInfo.accounts[0]?.accountId] },
      404,
      'role.accountNotFound',
    );
    // The PE-teacher role holds no role management.
    const teacher = (await signIn(gateway.app, 'multiuser')).access;
    const account = await gateway.accountOf(teacher, 21);
    const peRole = account?.roles.find((entry) => entry.roleName === '体育教师');
    await call(gateway.app, teacher, 'POST', 'myInfo/switchOrg', {
      orgId: account?.orgId,
      tenantOrgId: account?.tenantOrgId,
    });
    await call(gateway.app, teacher, 'POST', 'myInfo/switchRole', {
      accountId: account?.accountId,
      roleId: peRole?.roleId,
      tenantOrgId: account?.tenantOrgId,
    });
    expect((await call(gateway.app, teacher, 'GET', 'role/page')).statusCode).toBe(403);
    expect((await call(gateway.app, teacher, 'POST', 'role/add', { name: '越权' })).statusCode).toBe(403);
  });
});

import { buildMenuTree, firstMenuPath, type TypePath } from '@school-sports/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordDigestOf } from '../../auth/password.ts';
import { call, failureBody } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer, signIn } from '../../testing/gateway.ts';

async function userInfo(app: FastifyInstance, token: string, language = 'en-US') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/busi/web/myInfo/getUInfo',
    headers: { ...bearer(token), 'accept-language': language },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe.each(testDatabases())('personal centre and frames on $name', ({ open }) => {
  const gateway = gatewayFixture(open);

  it.each([
    ['sysadmin', '/admin', 'orgManage/orgInfo'],
    ['k12admin', '/k12', 'org/class'],
    ['gxadmin', '/gx', 'org/college'],
    ['nfadmin', '/nf', 'user/citizen'],
    ['entadmin', '/nf', 'user/citizen'],
  ] as Array<[string, TypePath, string]>)(
    '%s lands in the %s frame with its menus',
    async (accountNum, typePath, expectedScreen) => {
      const { access } = await signIn(gateway.app, accountNum);
      const info = await userInfo(gateway.app, access);
      expect(info.currentTypePath).toBe(typePath);
      expect(info.currentAccount).toMatchObject({ presentFlag: true });
      const paths = info.menuTree.map((entry: { menuPath: string }) => entry.menuPath);
      expect(paths).toContain(expectedScreen);
      const tree = buildMenuTree(info.menuTree, { typePath });
      expect(tree.dropped).toEqual([]);
      expect(firstMenuPath(tree.roots)).toMatch(new RegExp(`^${typePath}/`));
    },
  );

  it('gives the enterprise no school-only screens (grades, classes, parents)', async () => {
    const { access } = await signIn(gateway.app, 'entadmin');
    const paths = (await userInfo(gateway.app, access)).menuTree.map((entry: { menuPath: string }) => entry.menuPath);
    for (const screen of ['org/grade', 'org/class', 'user/parent']) expect(paths).not.toContain(screen);
  });

  it('names menus in the request language', async () => {
    const { access } = await signIn(gateway.app, 'k12admin');
    const names = async (language: string) =>
      (await userInfo(gateway.app, access, language)).menuTree
        .filter(
          (entry: { menuPath: string; menuType: string }) => entry.menuPath === 'org/class' && entry.menuType === '0',
        )
        .map((entry: { menuName: string }) => entry.menuName);
    expect(await names('zh-CN')).toEqual(['班级管理']);
    expect(await names('zh-TW')).toEqual(['班級管理']);
    expect(await names('en-US')).toEqual(['Classes']);
  });

  it('leaves multiuser to choose: accounts listed, no current account, no menus', async () => {
    const { access } = await signIn(gateway.app, 'multiuser');
    const info = await userInfo(gateway.app, access);
    expect(info.currentAccount).toBeNull();
    expect(info.menuTree).toEqual([]);
    expect(info.currentTypePath).toBe('');
    expect(info.accounts).toHaveLength(2);
    const k12 = info.accounts.find((entry: { orgType: number }) => entry.orgType === 21);
    expect(k12.roles.map((entry: { roleName: string }) => entry.roleName).sort()).toEqual(['体育教师', '学校管理员']);
  });

  it('switches multiuser between accounts and roles, and the menu follows', async () => {
    const { access } = await signIn(gateway.app, 'multiuser');
    const { accounts } = await userInfo(gateway.app, access);
    const gx = accounts.find((entry: { orgType: number }) => entry.orgType === 22);
    const k12 = accounts.find((entry: { orgType: number }) => entry.orgType === 21);

    const toGx = await call(gateway.app, access, 'POST', 'myInfo/switchOrg', {
      orgId: gx.orgId,
      tenantOrgId: gx.tenantOrgId,
    });
    expect(toGx.statusCode).toBe(200);
    expect(toGx.json().data.accounts.find((entry: { orgId: string }) => entry.orgId === gx.orgId).presentFlag).toBe(
      true,
    );
    const gxInfo = await userInfo(gateway.app, access);
    expect(gxInfo.currentTypePath).toBe('/gx');
    expect(gxInfo.menuTree.length).toBeGreaterThan(10);

    const teacher = k12.roles.find((entry: { roleName: string }) => entry.roleName === '体育教师');
    const toTeacher = await call(gateway.app, access, 'POST', 'myInfo/switchRole', {
      accountId: k12.accountId,
      roleId: teacher.roleId,
      tenantOrgId: k12.tenantOrgId,
    });
    expect(toTeacher.statusCode).toBe(200);
    const teacherInfo = toTeacher.json().data;
    expect(teacherInfo.currentTypePath).toBe('/k12');
    expect(teacherInfo.currentRoleId).toBe(teacher.roleId);
    const teacherPaths = new Set(teacherInfo.menuTree.map((entry: { menuPath: string }) => entry.menuPath));
    expect(teacherPaths.has('org/class')).toBe(true);
    expect(teacherPaths.has('role')).toBe(false);
    expect(teacherPaths.has('currentOrg')).toBe(false);

    // The teacher role lacks the current-organisation screen: the gateway refuses it, not only the menu.
    const refused = await call(gateway.app, access, 'GET', 'currentOrg/detail');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(failureBody(403, 'auth.forbidden', 'You have no permission for this operation'));

    const admin = k12.roles.find((entry: { roleName: string }) => entry.roleName === '学校管理员');
    await call(gateway.app, access, 'POST', 'myInfo/switchRole', {
      accountId: k12.accountId,
      roleId: admin.roleId,
      tenantOrgId: k12.tenantOrgId,
    });
    const allowed = await call(gateway.app, access, 'GET', 'currentOrg/detail');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toMatchObject({ name: '阳光实验小学', type: 21, orgId: k12.orgId });
  });

  it('refuses switching to an account or role of someone else', async () => {
    const k12 = await signIn(gateway.app, 'k12admin');
    const gx = await signIn(gateway.app, 'gxadmin');
    const gxAccount = (await userInfo(gateway.app, gx.access)).currentAccount;
    const org = await call(gateway.app, k12.access, 'POST', 'myInfo/switchOrg', {
      orgId: gxAccount.orgId,
      tenantOrgId: gxAccount.tenantOrgId,
    });
    expect(org.statusCode).toBe(403);
    const roleSwitch = await call(gateway.app, k12.access, 'POST', 'myInfo/switchRole', {
      accountId: gxAccount.accountId,
      roleId: gxAccount.roles[0].roleId,
      tenantOrgId: gxAccount.tenantOrgId,
    });
    expect(roleSwitch.statusCode).toBe(403);
    expect((await userInfo(gateway.app, k12.access)).currentTypePath).toBe('/k12');
  });

  it("answers 403 for a token of one organisation used with another organisation's orgId, leaking nothing", async () => {
    const k12 = await signIn(gateway.app, 'k12admin');
    const gx = await signIn(gateway.app, 'gxadmin');
    // The organisation a call names in its `orgid` header, beside the token's own.
    const currentOrgNaming = (orgid: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/currentOrg/detail',
        headers: bearer(k12.access, { orgid }),
      });
    const response = await currentOrgNaming((await userInfo(gateway.app, gx.access)).currentAccount.orgId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('东方体育大学');
    const own = (await userInfo(gateway.app, k12.access)).currentAccount.orgId;
    expect((await currentOrgNaming(own)).statusCode).toBe(200);
  });

  it('serves the login branding publicly, by GET and by POST', async () => {
    const get = await gateway.app.inject({ method: 'GET', url: '/api/oper/web/cs/tenantOrg/getSimpleInfo' });
    expect(get.json()).toEqual({
      code: '200',
      msg: 'ok',
      data: { platformName: '智慧体育平台', icon: '', loginImg: '' },
    });
    const post = await gateway.app.inject({
      method: 'POST',
      url: '/api/oper/web/cs/tenantOrg/getSimpleInfo',
      payload: {},
    });
    expect(post.json().data.platformName).toBe('智慧体育平台');
  });

  it('edits the profile, refusing a taken mobile number and a bad one', async () => {
    const { access } = await signIn(gateway.app, 'nfadmin');
    const taken = await call(gateway.app, access, 'POST', 'myInfo/editUser', { name: '赵主任', mobile: '13800000021' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This mobile number is already used by another account');
    const bad = await call(gateway.app, access, 'POST', 'myInfo/editUser', { name: 'x'.repeat(21), mobile: '12345' });
    expect(bad.statusCode).toBe(400);
    const fine = await call(gateway.app, access, 'POST', 'myInfo/editUser', { name: '赵健', mobile: '13900000041' });
    expect(fine.statusCode).toBe(200);
    expect((await userInfo(gateway.app, access)).user).toMatchObject({ name: '赵健', mobile: '13900000041' });
  });

  it('changes the password after checking the old one, and ends the other sessions', async () => {
    const first = await signIn(gateway.app, 'sysadmin');
    const second = await signIn(gateway.app, 'sysadmin');
    const wrongOld = await call(gateway.app, first.access, 'POST', 'myInfo/editAccount', {
      oldPassword: passwordDigestOf('Nope@2026'),
      newPassword: 'Better@2027',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().msg).toBe('The current password is wrong');
    const tooShort = await call(gateway.app, first.access, 'POST', 'myInfo/editAccount', {
      oldPassword: passwordDigestOf('Sport@2026'),
      newPassword: 'a1',
    });
    expect(tooShort.statusCode).toBe(400);
    const changed = await call(gateway.app, first.access, 'POST', 'myInfo/editAccount', {
      oldPassword: passwordDigestOf('Sport@2026'),
      newPassword: 'Better@2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await userInfo(gateway.app, first.access)).user.accountNum).toBe('sysadmin');
    const other = await call(gateway.app, second.access, 'POST', 'myInfo/getUInfo');
    expect(other.statusCode).toBe(401);
    expect((await attemptLogin(gateway.app, { accountNum: 'sysadmin' })).statusCode).toBe(400);
    expect((await attemptLogin(gateway.app, { accountNum: 'sysadmin', password: 'Better@2027' })).statusCode).toBe(200);
  });

  it('throttles the old-password check like sign-in: the same person locks, with the same message', async () => {
    const { access } = await signIn(gateway.app, 'k12teacher1');
    const change = (oldPassword: string) =>
      call(gateway.app, access, 'POST', 'myInfo/editAccount', {
        oldPassword: passwordDigestOf(oldPassword),
        newPassword: 'Better@2027',
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`Guess${attempt}!`)).statusCode).toBe(400);
    const locked = await change('Sport@2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('Too many failed sign-ins: try again in 1 minutes');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The lock is the person's: signing in again is refused too, and the password is unchanged.
    expect((await attemptLogin(gateway.app, { accountNum: 'k12teacher1' })).statusCode).toBe(429);
    expect((await attemptLogin(gateway.app, { accountNum: 'k12teacher1', password: 'Better@2027' })).statusCode).toBe(
      429,
    );
  });
});

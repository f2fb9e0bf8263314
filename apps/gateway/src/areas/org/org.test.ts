import { type DomainLocale, mobileMenuIds, translateDomainMessage } from '@school-sports/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, accountRole, menu, organisation, person, role, roleMenu } from '../../db/schema.ts';
import { grantableMenuIds, grantNewMenusToBuiltInRoles, storedMenuIds } from '../../orgs/provision.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { call, dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin } from '../../testing/gateway.ts';

const SCHOOL_PASSWORD = 'School@2026';

describe.each(testDatabases())('organisations on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sys: 'sysadmin', k12: 'k12admin' });
  let sysOrgId: string;
  let k12OrgId: string;
  let schoolId: string;

  beforeAll(async () => {
    sysOrgId = await gateway.orgIdOf(tokens.sys);
    k12OrgId = await gateway.orgIdOf(tokens.k12);
  });

  /** The organisation, people, account and role tables, to prove a refusal changed nothing. */
  const snapshot = gateway.snapshot(organisation, person, account, accountRole, role, (db) =>
    db.select({ n: count() }).from(roleMenu),
  );

  const expectRefused = refusalCheck(snapshot);

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: '新城实验小学',
    code: '31',
    parentId: sysOrgId,
    type: 21,
    adminAccount: 'xinchengadmin',
    adminPassword: SCHOOL_PASSWORD,
    deviceActivationCode: 'ACT-2026-0001',
    activatableCount: 120,
    activatedCount: 20,
    longitude: '116.397128',
    latitude: '39.916527',
    contactName: '周老师',
    contactPhone: '010-12345678',
    address: '新城区学府路 1 号',
    ...overrides,
  });

  const add =
    (token: string, overrides: Record<string, unknown> = {}) =>
    (language: DomainLocale) =>
      call(gateway.app, token, 'POST', 'orgManage/add', form(overrides), language);

  /** The platform operator's edit of the school the tests created: its form with `overrides`. */
  const editSchool = (overrides: Record<string, unknown>) =>
    gateway.as(tokens.sys, 'POST', 'orgManage/edit', { ...form(overrides), orgId: schoolId });

  async function userInfo(token: string) {
    return await gateway.ok(token, 'POST', 'myInfo/getUInfo');
  }

  describe('creating an organisation', () => {
    it('creates a K12 school whose admin signs in to the k12 frame, with the default roles', async () => {
      schoolId = dataOf<{ orgId: string }>(await add(tokens.sys)('en-US')).orgId;
      const detail = await gateway.ok(tokens.sys, 'GET', 'orgManage/detail', { orgId: schoolId });
      expect(detail).toMatchObject({
        orgId: schoolId,
        parentId: sysOrgId,
        parentName: '市教育局体育管理中心',
        name: '新城实验小学',
        code: '31',
        type: 21,
        status: 'enabled',
        adminAccount: 'xinchengadmin',
        contactName: '周老师',
        contactPhone: '010-12345678',
        longitude: 116.397128,
        latitude: 39.916527,
        deviceActivationCode: 'ACT-2026-0001',
        activatableDeviceCount: 120,
        activatedDeviceCount: 20,
        hasGeneralAdminPassword: false,
      });

      const roles = await gateway.database.db.select().from(role).where(eq(role.orgId, schoolId));
      expect(roles.map((entry) => [entry.name, entry.type, entry.builtIn])).toEqual([['学校管理员', '101101', true]]);
      const [granted] = await gateway.database.db
        .select({ n: count() })
        .from(roleMenu)
        .where(eq(roleMenu.roleId, roles[0]?.id ?? ''));
      // Every web menu of its frame, and every mobile function.
      expect(granted?.n).toBe((await grantableMenuIds(gateway.database.db, 21)).length + mobileMenuIds('k12').length);
      // The password is stored like every other: never in clear.
      const [admin] = await gateway.database.db.select().from(person).where(eq(person.accountNum, 'xinchengadmin'));
      expect(admin?.passwordHash).toMatch(/^scrypt\$/);
      expect(admin?.passwordHash).not.toContain(SCHOOL_PASSWORD);

      const login = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      const token: string = dataOf(login).access_token;
      const info = await userInfo(token);
      expect(info.currentTypePath).toBe('/k12');
      expect(info.accounts).toHaveLength(1);
      expect(info.accounts[0]).toMatchObject({ orgId: schoolId, orgType: 21, presentFlag: true });
      expect(info.accounts[0].roles.map((entry: { roleName: string }) => entry.roleName)).toEqual(['学校管理员']);
      // The same menus as the demo school's administrator: everything of the k12 frame.
      expect(info.menuTree).toEqual((await userInfo(tokens.k12)).menuTree);
      expect(await gateway.ok(token, 'GET', 'currentOrg/detail')).toMatchObject({
        name: '新城实验小学',
        parentName: '市教育局体育管理中心',
      });
    });

    it('lists the organisations under the caller, the demo ones included, filtered and paged', async () => {
      const page = await gateway.ok(tokens.sys, 'GET', 'orgManage/page');
      // The demo organisations are below the platform, as those it adds are: the oldest first, then by code.
      expect(page).toMatchObject({ total: 5, pageNum: 1, pageSize: 10 });
      expect(page.records.map((row: { name: string }) => row.name)).toEqual([
        '阳光实验小学',
        '东方体育大学',
        '星辰科技有限公司',
        '城市全民健身中心',
        '新城实验小学',
      ]);
      expect(page.records[0]).toMatchObject({
        orgId: k12OrgId,
        adminAccount: 'k12admin',
        parentName: '市教育局体育管理中心',
      });
      expect(page.records[4]).toMatchObject({ orgId: schoolId, adminAccount: 'xinchengadmin' });
      expect((await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { type: 22 })).total).toBe(1);
      expect((await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { name: '新城' })).total).toBe(1);
      expect((await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { name: '%' })).total).toBe(0);
      expect((await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { status: 'disabled' })).total).toBe(0);
      for (const pageSize of [15, 0, 'ten']) {
        await expectRefused(gateway.as(tokens.sys, 'GET', 'orgManage/page', { pageSize }), 400, 'validation.page.size');
      }
      await expectRefused(
        gateway.as(tokens.sys, 'GET', 'orgManage/page', { type: 99 }),
        400,
        'validation.organisationType.value',
      );
    });

    it('refuses a code the parent already has, and a code that is not two digits', async () => {
      await expectRefused(add(tokens.sys, { adminAccount: 'another01' }), 409, 'organisation.duplicateCode', {
        code: '31',
      });
      for (const code of ['123', '1', 'ab', 12, '']) {
        await expectRefused(
          add(tokens.sys, { code, adminAccount: 'another01' }),
          400,
          'validation.organisationCode.format',
        );
      }
    });

    it('refuses an admin account in use, too short or too long', async () => {
      for (const adminAccount of ['k12admin', 'K12ADMIN', '13800000021', 'xinchengadmin']) {
        await expectRefused(add(tokens.sys, { code: '32', adminAccount }), 409, 'organisation.adminAccountTaken', {
          account: adminAccount,
        });
      }
      for (const adminAccount of ['abc12', 'a'.repeat(21)]) {
        await expectRefused(add(tokens.sys, { code: '32', adminAccount }), 400, 'validation.account.length');
      }
      await expectRefused(add(tokens.sys, { code: '32', adminAccount: '   ' }), 400, 'validation.account.required');
    });

    it('refuses a bad admin password or general admin password', async () => {
      const base = { code: '32', adminAccount: 'another01' };
      for (const adminPassword of ['abc12', 'x'.repeat(21)]) {
        await expectRefused(add(tokens.sys, { ...base, adminPassword }), 400, 'validation.orgAdminPassword.length');
      }
      await expectRefused(
        add(tokens.sys, { ...base, adminPassword: '密码密码密码' }),
        400,
        'validation.password.characters',
      );
      await expectRefused(add(tokens.sys, { ...base, adminPassword: '' }), 400, 'validation.password.required');
      await expectRefused(
        add(tokens.sys, { ...base, generalAdminPassword: 'short' }),
        400,
        'validation.orgAdminPassword.length',
      );
    });

    it('refuses activatable devices not above activated ones', async () => {
      const base = { code: '32', adminAccount: 'another01' };
      for (const [activatableCount, activatedCount] of [
        [10, 10],
        [5, 9],
        ['0', '0'],
      ]) {
        await expectRefused(
          add(tokens.sys, { ...base, activatableCount, activatedCount }),
          400,
          'validation.deviceCount.activatableGreater',
        );
      }
      await expectRefused(
        add(tokens.sys, { ...base, activatableCount: 2.5, activatedCount: 1 }),
        400,
        'validation.deviceCount.integer',
      );
    });

    it('refuses bad coordinates and half a location', async () => {
      const base = { code: '32', adminAccount: 'another01' };
      for (const longitude of [180.5, -181, '116.1234567', 'east']) {
        await expectRefused(add(tokens.sys, { ...base, longitude }), 400, 'validation.location.longitude');
      }
      for (const latitude of [90.000001, '-91', 39.1234567]) {
        await expectRefused(add(tokens.sys, { ...base, latitude }), 400, 'validation.location.latitude');
      }
      await expectRefused(add(tokens.sys, { ...base, latitude: '' }), 400, 'validation.location.pair');
      await expectRefused(add(tokens.sys, { ...base, longitude: null }), 400, 'validation.location.pair');
    });

    it('refuses an unknown type, a bad phone and a missing name', async () => {
      const base = { code: '32', adminAccount: 'another01' };
      for (const type of [99, 'school', 0, null]) {
        await expectRefused(add(tokens.sys, { ...base, type }), 400, 'validation.organisationType.value');
      }
      await expectRefused(add(tokens.sys, { ...base, contactPhone: '12345' }), 400, 'validation.contactPhone.format');
      await expectRefused(add(tokens.sys, { ...base, name: '  ' }), 400, 'validation.orgName.required');
      await expectRefused(add(tokens.sys, { ...base, name: '校'.repeat(51) }), 400, 'validation.orgName.length');
    });

    it('refuses a parent outside the caller’s tree, or one that cannot have children', async () => {
      const base = { code: '32', adminAccount: 'another01' };
      await expectRefused(add(tokens.sys, { ...base, parentId: 'no-such-org' }), 404, 'organisation.notFound');
      await expectRefused(
        add(tokens.sys, { ...base, parentId: k12OrgId }),
        409,
        'organisation.parentCannotHaveChildren',
      );
      await expectRefused(add(tokens.sys, { ...base, parentId: '' }), 400, 'validation.parentOrg.required');
      await expectRefused(
        add(tokens.sys, { ...base, parentId: schoolId }),
        409,
        'organisation.parentCannotHaveChildren',
      );
    });

    it('creates one organisation of a double submit, answering the second as a duplicate', async () => {
      const payload = { code: '33', adminAccount: 'double01', name: '双击中学' };
      const answers = await Promise.all([add(tokens.sys, payload)('en-US'), add(tokens.sys, payload)('en-US')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().msg).toBe(translateDomainMessage('en-US', 'organisation.duplicateCode', { code: '33' }));
      await expectRefused(add(tokens.sys, payload), 409, 'organisation.duplicateCode', { code: '33' });
      const rows = await gateway.database.db.select().from(organisation).where(eq(organisation.name, '双击中学'));
      expect(rows).toHaveLength(1);
      expect(await gateway.database.db.select().from(person).where(eq(person.accountNum, 'double01'))).toHaveLength(1);
    });
  });

  describe('the tree', () => {
    it('lets a management organisation below manage its own children but not its parent', async () => {
      const districtId = dataOf<{ orgId: string }>(
        await add(tokens.sys, { code: '40', type: 10, name: '新城区体育中心', adminAccount: 'district01' })('en-US'),
      ).orgId;
      const district: string = dataOf(
        await attemptLogin(gateway.app, { accountNum: 'district01', password: SCHOOL_PASSWORD }),
      ).access_token;
      expect((await userInfo(district)).currentTypePath).toBe('/admin');
      expect((await gateway.ok(district, 'GET', 'orgManage/page')).total).toBe(0);
      const parents = await gateway.ok(district, 'GET', 'orgManage/parents');
      expect(parents.map((entry: { orgId: string }) => entry.orgId)).toEqual([districtId]);
      const underId = dataOf<{ orgId: string }>(
        await add(district, { code: '01', name: '新城区第一小学', adminAccount: 'district01s', parentId: districtId })(
          'en-US',
        ),
      ).orgId;
      // The code is unique among siblings only: another parent may use it.
      expect((await gateway.ok(district, 'GET', 'orgManage/page')).total).toBe(1);
      // The top sees the whole tree below it, and can create under the district.
      const all = await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { pageSize: 20 });
      expect(all.records.map((entry: { orgId: string }) => entry.orgId)).toContain(underId);
      const sysParents = await gateway.ok(tokens.sys, 'GET', 'orgManage/parents');
      expect(sysParents.map((entry: { orgId: string }) => entry.orgId)).toEqual([sysOrgId, districtId]);

      // The district cannot reach its parent, itself, or another tenant.
      for (const orgId of [sysOrgId, districtId, k12OrgId, schoolId]) {
        await expectRefused(gateway.as(district, 'GET', 'orgManage/detail', { orgId }), 404, 'organisation.notFound');
        await expectRefused(
          gateway.as(district, 'POST', 'orgManage/edit', { ...form({ code: '77' }), orgId }),
          404,
          'organisation.notFound',
        );
        await expectRefused(
          gateway.as(district, 'POST', 'orgManage/status', { orgId, status: 'disabled' }),
          404,
          'organisation.notFound',
        );
        await expectRefused(
          gateway.as(district, 'POST', 'orgManage/resetPassword', { orgId, password: 'Hacked@01' }),
          404,
          'organisation.notFound',
        );
      }
      await expectRefused(
        add(district, { code: '02', adminAccount: 'district02', parentId: sysOrgId }),
        404,
        'organisation.notFound',
      );
    });

    it('answers its own organisation, which it does not manage, as not found', async () => {
      for (const orgId of [sysOrgId]) {
        await expectRefused(gateway.as(tokens.sys, 'GET', 'orgManage/detail', { orgId }), 404, 'organisation.notFound');
        await expectRefused(
          gateway.as(tokens.sys, 'POST', 'orgManage/status', { orgId, status: 'disabled' }),
          404,
          'organisation.notFound',
        );
        await expectRefused(
          gateway.as(tokens.sys, 'POST', 'orgManage/resetPassword', { orgId, password: 'Hacked@01' }),
          404,
          'organisation.notFound',
        );
      }
    });

    it('refuses roles without the menu', async () => {
      for (const [method, path, payload] of [
        ['GET', 'orgManage/page', {}],
        ['GET', 'orgManage/detail', { orgId: schoolId }],
        ['POST', 'orgManage/add', form({ code: '50', adminAccount: 'k12made01', parentId: k12OrgId })],
        ['POST', 'orgManage/status', { orgId: schoolId, status: 'disabled' }],
      ] as const) {
        await expectRefused(gateway.as(tokens.k12, method, path, payload), 403, 'auth.forbidden');
      }
      // 陈老师 (multiuser) as the school's PE teacher.
      const access = await gateway.signInWithRole('multiuser', 21, '体育教师');
      await expectRefused(gateway.as(access, 'POST', 'currentOrg/edit', { name: '改名' }), 403, 'auth.forbidden');
    });
  });

  describe('editing, disabling and resetting', () => {
    it('edits an organisation but never its type, parent or admin account', async () => {
      await gateway.ok(tokens.sys, 'POST', 'orgManage/edit', {
        ...form({ name: '新城实验学校', code: '35', type: 22, adminAccount: 'changed01', parentId: k12OrgId }),
        orgId: schoolId,
        generalAdminPassword: 'General@01',
        longitude: '',
        latitude: '',
      });
      const detail = await gateway.ok(tokens.sys, 'GET', 'orgManage/detail', { orgId: schoolId });
      expect(detail).toMatchObject({
        name: '新城实验学校',
        code: '35',
        type: 21,
        parentId: sysOrgId,
        adminAccount: 'xinchengadmin',
        longitude: null,
        latitude: null,
        hasGeneralAdminPassword: true,
      });
      const [row] = await gateway.database.db.select().from(organisation).where(eq(organisation.id, schoolId));
      expect(row?.generalAdminPasswordHash).toMatch(/^scrypt\$/);
      // A blank general admin password keeps the one set.
      await gateway.ok(tokens.sys, 'POST', 'orgManage/edit', { ...form({ code: '35' }), orgId: schoolId });
      expect(await gateway.ok(tokens.sys, 'GET', 'orgManage/detail', { orgId: schoolId })).toMatchObject({
        name: '新城实验小学',
        hasGeneralAdminPassword: true,
      });
      await expectRefused(editSchool({ code: '33' }), 409, 'organisation.duplicateCode', { code: '33' });
      await expectRefused(
        editSchool({ code: '35', activatableCount: 1, activatedCount: 3 }),
        400,
        'validation.deviceCount.activatableGreater',
      );
      // The activated count is the devices': an edit leaves it, and keeps the activatable count above it.
      const [before] = await gateway.database.db.select().from(organisation).where(eq(organisation.id, schoolId));
      await gateway.ok(tokens.sys, 'POST', 'orgManage/edit', {
        ...form({ code: '35', activatableCount: 30, activatedCount: 25 }),
        orgId: schoolId,
      });
      const [after] = await gateway.database.db.select().from(organisation).where(eq(organisation.id, schoolId));
      expect(after?.activatedDeviceCount).toBe(before?.activatedDeviceCount);
      expect(after?.activatableDeviceCount).toBe(30);
      await gateway.database.db
        .update(organisation)
        .set({ activatedDeviceCount: 12 })
        .where(eq(organisation.id, schoolId));
      await expectRefused(
        editSchool({ code: '35', activatableCount: 12, activatedCount: 0 }),
        400,
        'validation.deviceCount.activatableGreater',
      );
      await gateway.database.db
        .update(organisation)
        .set({ activatedDeviceCount: before?.activatedDeviceCount ?? 0 })
        .where(eq(organisation.id, schoolId));
    });

    it('disables an organisation: its sessions end and its accounts stop working until enabled', async () => {
      const login = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      const token: string = dataOf(login).access_token;
      await gateway.ok(token, 'GET', 'currentOrg/detail');

      await gateway.ok(tokens.sys, 'POST', 'orgManage/status', { orgId: schoolId, status: 'disabled' });
      expect((await call(gateway.app, token, 'POST', 'myInfo/getUInfo')).statusCode).toBe(401);
      expect((await gateway.ok(tokens.sys, 'GET', 'orgManage/page', { status: 'disabled' })).total).toBe(1);
      // The password is right, but the person has nowhere to sign in to: refused, and told why.
      const again = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      expect(again.statusCode).toBe(403);
      expect(again.json().msg).toBe(translateDomainMessage('en-US', 'auth.accountDisabled'));
      // A session that outlived the switch still reaches nothing.
      await expectRefused(gateway.as(token, 'GET', 'currentOrg/detail', {}), 401, 'auth.sessionExpired');
      await expectRefused(
        gateway.as(tokens.sys, 'POST', 'orgManage/status', { orgId: schoolId, status: 'disabled' }),
        409,
        'status.refused.unchanged',
        { machine: 'enablement', from: 'disabled', to: 'disabled' },
      );
      await gateway.ok(tokens.sys, 'POST', 'orgManage/status', { orgId: schoolId, status: 'enabled' });
      const back = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      expect((await userInfo(dataOf(back).access_token)).currentTypePath).toBe('/k12');
    });

    it("resets the admin's password and ends the admin's sessions", async () => {
      const login = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      const token: string = dataOf(login).access_token;
      await expectRefused(
        gateway.as(tokens.sys, 'POST', 'orgManage/resetPassword', { orgId: schoolId, password: 'abc' }),
        400,
        'validation.orgAdminPassword.length',
      );
      await gateway.ok(tokens.sys, 'POST', 'orgManage/resetPassword', {
        orgId: schoolId,
        password: 'Fresh@2027',
      });
      expect((await call(gateway.app, token, 'POST', 'myInfo/getUInfo')).statusCode).toBe(401);
      const old = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: SCHOOL_PASSWORD });
      expect(old.statusCode).toBe(400);
      expect(old.json().msg).toBe(translateDomainMessage('en-US', 'auth.loginFailed'));
      const fresh = await attemptLogin(gateway.app, { accountNum: 'xinchengadmin', password: 'Fresh@2027' });
      expect(fresh.statusCode).toBe(200);
      // The manager's own session is untouched.
      await gateway.ok(tokens.sys, 'GET', 'orgManage/page');
    });
  });

  describe('the current organisation', () => {
    const edit = (overrides: Record<string, unknown> = {}) => ({
      name: '阳光实验小学',
      icon: '/api/uc/oss/logo.png',
      loginImg: 'https://assets.example.com/login.jpg',
      contactName: '王校长',
      contactPhone: '13900000021',
      address: '阳光路 8 号',
      longitude: 121.473701,
      latitude: 31.230416,
      platformName: '阳光体育',
      ...overrides,
    });

    it('edits the settings, shown in the detail, in getSimpleInfo and in getUInfo; code and type stay', async () => {
      await gateway.ok(tokens.k12, 'POST', 'currentOrg/edit', { ...edit(), code: '99', type: 10 });
      // Every setting as it was sent; the code and type the edit named are the school's own still.
      expect(await gateway.ok(tokens.k12, 'GET', 'currentOrg/detail')).toMatchObject({
        ...edit(),
        code: '21',
        type: 21,
        ownPlatformName: '阳光体育',
      });
      const simple = await gateway.app.inject({
        method: 'GET',
        url: `/api/oper/web/cs/tenantOrg/getSimpleInfo?orgId=${k12OrgId}`,
      });
      expect(dataOf(simple)).toEqual({
        platformName: '阳光体育',
        icon: '/api/uc/oss/logo.png',
        loginImg: 'https://assets.example.com/login.jpg',
      });
      expect((await userInfo(tokens.k12)).accounts[0]).toMatchObject({
        platformName: '阳光体育',
        orgName: '阳光实验小学',
      });

      // A blank platform name falls back to the platform's, in the reader's language.
      await gateway.ok(tokens.k12, 'POST', 'currentOrg/edit', edit({ platformName: '' }));
      const fallback = await gateway.app.inject({
        method: 'GET',
        url: `/api/oper/web/cs/tenantOrg/getSimpleInfo?orgId=${k12OrgId}`,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(dataOf(fallback).platformName).toBe(translateDomainMessage('zh-CN', 'platform.defaultName'));
      expect((await gateway.ok(tokens.k12, 'GET', 'currentOrg/detail')).ownPlatformName).toBe('');
    });

    it('refuses bad settings and changes nothing', async () => {
      const send = (overrides: Record<string, unknown>) => (language: DomainLocale) =>
        call(gateway.app, tokens.k12, 'POST', 'currentOrg/edit', edit(overrides), language);
      await expectRefused(send({ platformName: '平'.repeat(31) }), 400, 'validation.platformName.length');
      await expectRefused(send({ contactPhone: '123' }), 400, 'validation.contactPhone.format');
      await expectRefused(send({ latitude: null }), 400, 'validation.location.pair');
      await expectRefused(send({ longitude: 200 }), 400, 'validation.location.longitude');
      await expectRefused(send({ icon: 'javascript:alert(1)' }), 400, 'validation.imageUrl.format');
      await expectRefused(send({ loginImg: `/${'x'.repeat(512)}` }), 400, 'validation.imageUrl.format');
      await expectRefused(send({ name: '' }), 400, 'validation.orgName.required');
      await expectRefused(send({ address: '路'.repeat(101) }), 400, 'validation.address.length');
      await expectRefused(send({ contactName: '人'.repeat(21) }), 400, 'validation.contactName.length');
    });
  });

  describe('catalogue entries added after an organisation was made', () => {
    it('reach the built-in administrator roles on the next start; entries an administrator removed stay removed', async () => {
      const { db } = gateway.database;
      const [admin] = await db
        .select({ roleId: role.id })
        .from(role)
        .where(and(eq(role.orgId, k12OrgId), eq(role.builtIn, true)));
      const roleId = admin?.roleId ?? '';
      const grantsOf = async () =>
        (await db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId)))
          .map((row) => row.menuId)
          .sort();
      const everything = await grantsOf();
      // As before an upgrade: the role lacks the promotion (new in the catalogue) and, taken away by
      // an administrator, the class export (known before).
      const newEntry = 'k12:org/grade:promote';
      const removedByAdmin = 'k12:org/class:export';
      await db
        .delete(roleMenu)
        .where(and(eq(roleMenu.roleId, roleId), inArray(roleMenu.menuId, [newEntry, removedByAdmin])));
      const known = await storedMenuIds(db);
      await grantNewMenusToBuiltInRoles(db, new Set([...known].filter((id) => id !== newEntry)));
      expect(await grantsOf()).toEqual(everything.filter((id) => id !== removedByAdmin));
      // A start with nothing new changes nothing.
      await grantNewMenusToBuiltInRoles(db, known);
      expect(await grantsOf()).toEqual(everything.filter((id) => id !== removedByAdmin));
      await db.insert(roleMenu).values({ roleId, menuId: removedByAdmin, tenantOrgId: k12OrgId });
      expect(await grantsOf()).toEqual(everything);
    });

    it('on an upgrade, reach the built-in administrator roles holding their menu, and no custom role', async () => {
      const { db } = gateway.database;
      const [admin] = await db
        .select({ roleId: role.id })
        .from(role)
        .where(and(eq(role.orgId, k12OrgId), eq(role.builtIn, true)));
      const adminRoleId = admin?.roleId ?? '';
      const button = 'k12:org/grade:promote';
      const [entry] = await db.select({ pid: menu.pid }).from(menu).where(eq(menu.id, button));
      const parent = entry?.pid ?? '';
      expect(parent).toBe('k12:org/grade');
      // A role an administrator made, holding the grades screen as the built-in role does.
      const customRoleId = crypto.randomUUID();
      await db.insert(role).values({
        id: customRoleId,
        orgId: k12OrgId,
        tenantOrgId: k12OrgId,
        name: '年级主任',
        type: '',
        remark: '',
        builtIn: false,
      });
      await db.insert(roleMenu).values({ roleId: customRoleId, menuId: parent, tenantOrgId: k12OrgId });
      const holds = async (roleId: string, menuId: string) =>
        (
          await db
            .select({ menuId: roleMenu.menuId })
            .from(roleMenu)
            .where(and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, menuId)))
        ).length === 1;
      /** As a database from before the button: neither the catalogue's record nor any role has it. */
      const olderCatalogue = async () => {
        await db.delete(roleMenu).where(eq(roleMenu.menuId, button));
        await db.delete(menu).where(eq(menu.id, button));
      };

      await olderCatalogue();
      await prepareDatabase(db);
      expect(await holds(adminRoleId, button)).toBe(true);
      expect(await holds(customRoleId, button)).toBe(false);

      // An administrator took the grades screen away from the built-in role: its new button stays away too.
      await olderCatalogue();
      await db.delete(roleMenu).where(and(eq(roleMenu.roleId, adminRoleId), eq(roleMenu.menuId, parent)));
      await prepareDatabase(db);
      expect(await holds(adminRoleId, button)).toBe(false);
      expect(await holds(customRoleId, button)).toBe(false);

      await db.insert(roleMenu).values([
        { roleId: adminRoleId, menuId: parent, tenantOrgId: k12OrgId },
        { roleId: adminRoleId, menuId: button, tenantOrgId: k12OrgId },
      ]);
      await db.delete(role).where(eq(role.id, customRoleId));
    });
  });
});

// Who may change a person's sign-in identity, across every route that can: an organisation changes
// the name, mobile number and password only of people whose memberships are all within its reach;
// a person shared with another organisation keeps theirs whatever that organisation's admin sends.
import { randomUUID } from 'node:crypto';
import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import {
  type DataOf,
  importCountsOf,
  parseDisposition,
  type teacherDetail,
} from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, organisation, person, session, teacher } from '../../db/schema.ts';
import { call, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer, signIn } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const NEW_PASSWORD = 'Taken@2026';

/** A teacher as the teacher screen reads one. */
type TeacherRecord = DataOf<typeof teacherDetail>;

describe.each(testDatabases())('identity ownership on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sys: 'sysadmin' });

  /** The people and their memberships and sessions: a refusal changes none of them. */
  const snapshot = gateway.snapshot(person, account, (db) =>
    db.select({ id: session.id, revokedAt: session.revokedAt }).from(session),
  );
  const expectRefused = refusalCheck(snapshot);

  async function teacherByAccount(token: string, accountNum: string): Promise<TeacherRecord> {
    const page = await gateway.ok<{ records: TeacherRecord[] }>(token, 'GET', 'teacher/page', {
      keyword: accountNum,
      pageSize: 10,
    });
    const found = page.records.find((record) => record.accountNum === accountNum);
    if (!found) throw new Error(`no teacher ${accountNum}`);
    return found;
  }

  /** The edit form as the screen sends it, from a teacher's record. */
  function teacherForm(record: TeacherRecord, overrides: Record<string, unknown> = {}) {
    return {
      teacherId: record.teacherId,
      name: record.name,
      sex: record.sex,
      mobile: record.mobile,
      employeeNumber: record.employeeNumber,
      idCard: record.idCard,
      certificateType: record.certificateType,
      certificateNumber: record.certificateNumber,
      facePhotoId: record.facePhotoId,
      roleIds: record.roles.map((one) => one.roleId),
      classIds: record.classes.map((one) => one.classId),
      ...overrides,
    };
  }

  async function orgIdOf(token: string): Promise<string> {
    return (await gateway.ok<{ orgId: string }>(token, 'GET', 'currentOrg/detail')).orgId;
  }

  /** Gives a person a membership of another organisation, as the seed does for 陈老师. */
  async function joinOrganisation(personId: string, orgId: string): Promise<void> {
    const { db } = gateway.database;
    const [org] = await db.select({ tenantOrgId: account.tenantOrgId }).from(account).where(eq(account.orgId, orgId));
    await db
      .insert(account)
      .values({ id: randomUUID(), personId, orgId, tenantOrgId: org?.tenantOrgId ?? orgId, isCurrent: false });
  }

  /**
   * A school of another customer of the platform: the root of a tree of its own, as a platform
   * hosting several customers has, outside the management centre's reach.
   */
  async function outsideSchool(): Promise<string> {
    const id = randomUUID();
    await gateway.database.db
      .insert(organisation)
      .values({ id, tenantOrgId: id, name: '外区小学', code: id.slice(0, 8), type: 21 });
    return id;
  }

  async function personOf(accountNum: string) {
    const [row] = await gateway.database.db.select().from(person).where(eq(person.accountNum, accountNum));
    if (!row) throw new Error(`no person ${accountNum}`);
    return row;
  }

  async function canSignIn(accountNum: string, password?: string): Promise<boolean> {
    return (await attemptLogin(gateway.app, { accountNum, ...(password ? { password } : {}) })).statusCode === 200;
  }

  describe('a person shared with another organisation (陈老师, of the school and the university)', () => {
    it('is marked as shared in the list, and a sole member is not', async () => {
      expect((await teacherByAccount(tokens.k12, 'multiuser')).identityShared).toBe(true);
      expect((await teacherByAccount(tokens.k12, 'k12teacher1')).identityShared).toBe(false);
    });

    it('keeps their password: the school cannot reset it, and the university account stays theirs', async () => {
      const shared = await teacherByAccount(tokens.k12, 'multiuser');
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'teacher/resetPassword', {
          teacherId: shared.teacherId,
          password: NEW_PASSWORD,
        }),
        403,
        'person.identityShared',
      );
      expect(await canSignIn('multiuser', NEW_PASSWORD)).toBe(false);
      expect(await canSignIn('multiuser')).toBe(true);
    });

    it('keeps their name and mobile number, while the school still changes its own membership', async () => {
      const shared = await teacherByAccount(tokens.k12, 'multiuser');
      for (const change of [{ name: '冒名者' }, { mobile: '13911112222' }]) {
        await expectRefused(
          (language: DomainLocale) =>
            call(gateway.app, tokens.k12, 'POST', 'teacher/edit', teacherForm(shared, change), language),
          403,
          'person.identityShared',
        );
      }
      // The identity sent back as it is, with the school's own employee number changed: accepted.
      await gateway.ok(tokens.k12, 'POST', 'teacher/edit', teacherForm(shared, { employeeNumber: 'YG-777' }));
      const after = await teacherByAccount(tokens.k12, 'multiuser');
      expect(after).toMatchObject({ name: shared.name, mobile: shared.mobile, employeeNumber: 'YG-777' });
      expect(await canSignIn(shared.mobile)).toBe(true);
    });

    it('is not overwritten by an import: the row is refused with its reason, the other rows go in', async () => {
      const shared = await teacherByAccount(tokens.k12, 'multiuser');
      const sole = await teacherByAccount(tokens.k12, 'k12teacher2');
      const roleName = '体育教师';
      const rows = [
        ['*姓名', '*登录账号', '*手机号', '*性别', '*角色', '任教班级', '工号', '身份证号', '证书类型', '证书编号'],
        ['冒名者', 'multiuser', '13911113333', '女', roleName, '', '', '', '', ''],
        [sole.name, 'k12teacher2', sole.mobile, '女', roleName, '', '', '', '', ''],
      ];
      const response = await injectMultipart(
        gateway.app,
        { url: '/api/busi/web/teacher/import', headers: { ...bearer(tokens.k12), 'accept-language': 'zh-CN' } },
        [{ name: 'password', value: 'Teach@2026' }, filePart('teachers.xlsx', workbookOf(rows))],
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(importCountsOf(parseDisposition(String(response.headers['content-disposition'])))).toEqual({
        successCount: 1,
        failureCount: 1,
      });
      const failed = sheetRowsOf(response.rawPayload);
      expect(failed[1]?.[1]).toBe('multiuser');
      expect(failed[1]?.at(-1)).toBe(translateDomainMessage('zh-CN', 'person.identityShared'));
      expect(await personOf('multiuser')).toMatchObject({ name: shared.name, mobile: shared.mobile });
    });

    it('loses only the school when the school disables them: the university session goes on', async () => {
      const shared = await teacherByAccount(tokens.k12, 'multiuser');
      const own = (await signIn(gateway.app, 'multiuser')).access;
      const info = await gateway.ok(own, 'POST', 'myInfo/getUInfo');
      const university = info.accounts.find((entry: { orgType: number }) => entry.orgType === 22);
      await gateway.ok(own, 'POST', 'myInfo/switchOrg', {
        orgId: university.orgId,
        tenantOrgId: university.tenantOrgId,
      });
      await gateway.ok(tokens.k12, 'POST', 'teacher/status', {
        teacherId: shared.teacherId,
        status: 'disabled',
      });
      expect((await gateway.ok(own, 'POST', 'myInfo/getUInfo')).currentTypePath).toBe('/gx');
      expect(await canSignIn('multiuser')).toBe(true);
      await gateway.ok(tokens.k12, 'POST', 'teacher/status', {
        teacherId: shared.teacherId,
        status: 'enabled',
      });
    });
  });

  describe('a person of the organisation alone', () => {
    it('has their password reset and their identity changed by the school', async () => {
      const sole = await teacherByAccount(tokens.k12, 'k12teacher1');
      await gateway.ok(tokens.k12, 'POST', 'teacher/resetPassword', {
        teacherId: sole.teacherId,
        password: NEW_PASSWORD,
      });
      expect(await canSignIn('k12teacher1', NEW_PASSWORD)).toBe(true);
      await gateway.ok(tokens.k12, 'POST', 'teacher/edit', teacherForm(sole, { name: '张老师新' }));
      expect((await personOf('k12teacher1')).name).toBe('张老师新');
    });
  });

  describe("another organisation's person", () => {
    it('is not found by the school, whatever the route', async () => {
      const shared = await teacherByAccount(tokens.k12, 'multiuser');
      const before = await snapshot();
      // The university holds no teacher record of 陈老师: the school's teacher id means nothing there.
      for (const [path, payload] of [
        ['teacher/resetPassword', { teacherId: shared.teacherId, password: NEW_PASSWORD }],
        ['teacher/edit', teacherForm(shared, { name: '冒名者' })],
        ['teacher/status', { teacherId: shared.teacherId, status: 'disabled' }],
      ] as const) {
        const response = await call(gateway.app, tokens.gx, 'POST', path, payload);
        expect([403, 404], response.body).toContain(response.statusCode);
      }
      const [teacherRow] = await gateway.database.db
        .select({ id: teacher.id })
        .from(teacher)
        .where(eq(teacher.id, shared.teacherId));
      expect(teacherRow).toBeDefined();
      expect(await snapshot()).toBe(before);
    });
  });

  describe('users of the management centre, and the admins of the organisations it manages', () => {
    async function addUser(accountNum: string, mobile: string): Promise<string> {
      const roles = await gateway.ok<Array<{ roleId: string }>>(tokens.sys, 'GET', 'user/roles');
      return (
        await gateway.ok<{ accountId: string }>(tokens.sys, 'POST', 'user/add', {
          accountNum,
          name: '共享科员',
          mobile,
          password: 'Staff@2026',
          roleIds: [roles.at(-1)?.roleId],
        })
      ).accountId;
    }

    it('refuses to reset or rename a user who also belongs to a school outside the centre', async () => {
      const accountId = await addUser('sharedstaff1', '13922223331');
      await joinOrganisation((await personOf('sharedstaff1')).id, await outsideSchool());
      await expectRefused(
        gateway.as(tokens.sys, 'POST', 'user/resetPassword', { accountId, password: NEW_PASSWORD }),
        403,
        'person.identityShared',
      );
      const user = await gateway.ok(tokens.sys, 'GET', 'user/detail', { accountId });
      expect(user.identityShared).toBe(true);
      await expectRefused(
        gateway.as(tokens.sys, 'POST', 'user/edit', {
          accountId,
          name: '冒名者',
          mobile: user.mobile,
          roleIds: user.roles.map((one: { roleId: string }) => one.roleId),
        }),
        403,
        'person.identityShared',
      );
      expect(await canSignIn('sharedstaff1', 'Staff@2026')).toBe(true);
    });

    it('lets the centre reset a user who also belongs to an organisation it manages', async () => {
      const accountId = await addUser('sharedstaff2', '13922223332');
      const sysOrgId = await orgIdOf(tokens.sys);
      const { orgId } = await gateway.ok<{ orgId: string }>(tokens.sys, 'POST', 'orgManage/add', {
        name: '下属实验小学',
        code: '61',
        parentId: sysOrgId,
        type: 21,
        adminAccount: 'childadmin61',
        adminPassword: 'School@2026',
        deviceActivationCode: 'ACT-61',
        activatableCount: 1,
        activatedCount: 0,
        contactName: '',
        contactPhone: '',
        address: '',
      });
      await joinOrganisation((await personOf('sharedstaff2')).id, orgId);
      await gateway.ok(tokens.sys, 'POST', 'user/resetPassword', { accountId, password: NEW_PASSWORD });
      expect(await canSignIn('sharedstaff2', NEW_PASSWORD)).toBe(true);

      // That school's admin, once they also work at a school outside the centre, is theirs alone.
      await gateway.ok(tokens.sys, 'POST', 'orgManage/resetPassword', { orgId, password: 'School@2027' });
      expect(await canSignIn('childadmin61', 'School@2027')).toBe(true);
      await joinOrganisation((await personOf('childadmin61')).id, await outsideSchool());
      await expectRefused(
        gateway.as(tokens.sys, 'POST', 'orgManage/resetPassword', { orgId, password: 'School@2028' }),
        403,
        'person.identityShared',
      );
      expect(await canSignIn('childadmin61', 'School@2027')).toBe(true);
    });
  });
});

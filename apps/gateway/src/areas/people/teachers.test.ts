import { randomBytes } from 'node:crypto';
import type { DataOf, teacherDetail } from '@school-sports/gateway-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, accountRole, person, session, storedFile, teacher, teacherClass } from '../../db/schema.ts';
import { call, dataOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer, signIn } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600)]);

/** A teacher as the teacher screen reads one. */
type TeacherRecord = DataOf<typeof teacherDetail>;

interface Options {
  roles: Array<{ roleId: string; name: string; builtIn: boolean }>;
  classes: Array<{ classId: string; name: string; gradeName: string }>;
}

describe.each(testDatabases())('teachers on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  let options: Options;

  beforeAll(async () => {
    options = await gateway.ok(tokens.k12, 'GET', 'teacher/options');
  });

  /** Every table a teacher write touches, to prove a refusal changed nothing. */
  const snapshot = gateway.snapshot(person, account, accountRole, teacher, teacherClass, (db) =>
    db.select({ id: storedFile.id }).from(storedFile),
  );

  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  const roleNamed = (name: string) => {
    const found = options.roles.find((entry) => entry.name === name);
    if (!found) throw new Error(`no role ${name}`);
    return found.roleId;
  };
  const classNamed = (name: string) => {
    const found = options.classes.find((entry) => entry.name === name);
    if (!found) throw new Error(`no class ${name}`);
    return found.classId;
  };

  async function uploadPhoto(token: string, kind = 'facePhoto'): Promise<string> {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart('face.png', PNG, 'image/png'),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }

  const teachers = (filters: Record<string, unknown> = {}, token = tokens.k12) =>
    gateway.records<TeacherRecord>(token, 'teacher/page', filters);
  async function teacherByAccount(accountNum: string): Promise<TeacherRecord> {
    const listed = await teachers({ keyword: accountNum });
    return theOne(listed, (entry) => entry.accountNum === accountNum, `teacher ${accountNum}`);
  }

  const newTeacher = (overrides: Record<string, unknown> = {}) => ({
    accountNum: 'zhangwei01',
    password: 'Teach@2026',
    name: '张伟',
    sex: 'male',
    mobile: '13911110001',
    roleIds: [roleNamed('体育教师')],
    classIds: [classNamed('一年级1班'), classNamed('二年级1班')],
    employeeNumber: 'T-0001',
    idCard: '11010519491231002X',
    certificateType: 'primary',
    certificateNumber: 'CERT-2020-01',
    ...overrides,
  });

  it('offers the school’s roles and classes, and lists the demo teachers', async () => {
    expect(options.roles.map((entry) => entry.name)).toEqual(['学校管理员', '体育教师', '运动会管理员']);
    expect(options.classes.map((entry) => entry.name)).toContain('一年级1班');
    expect(options.classes.find((entry) => entry.name === '三年级1班')?.gradeName).toBe('Grade 3');
    const demo = await teachers();
    expect(demo.map((entry) => entry.name).sort()).toEqual(['刘老师', '张老师', '陈老师'].sort());
    const chen = demo.find((entry) => entry.name === '陈老师');
    expect(chen?.roles.map((entry) => entry.name)).toEqual(['学校管理员', '体育教师']);
  });

  it('adds a teacher with roles, classes and a face photo, who then signs in with the password given', async () => {
    const facePhotoId = await uploadPhoto(tokens.k12);
    const { teacherId } = await gateway.ok<{ teacherId: string }>(
      tokens.k12,
      'POST',
      'teacher/add',
      newTeacher({ facePhotoId, accountNum: '  zhangwei01 ' }),
    );
    const detail = await gateway.ok<TeacherRecord>(tokens.k12, 'GET', 'teacher/detail', { teacherId });
    expect(detail).toMatchObject({
      accountNum: 'zhangwei01',
      name: '张伟',
      sex: 'male',
      mobile: '13911110001',
      employeeNumber: 'T-0001',
      idCard: '11010519491231002X',
      certificateType: 'primary',
      certificateNumber: 'CERT-2020-01',
      facePhotoId,
      status: 'enabled',
      isSelf: false,
    });
    expect(detail.roles.map((entry) => entry.name)).toEqual(['体育教师']);
    expect(detail.classes.map((entry) => entry.name)).toEqual(['一年级1班', '二年级1班']);

    // Found by name, account, mobile and employee number, by class and by status.
    for (const keyword of ['张伟', 'ZHANGWEI', '1391111', 't-0001']) {
      expect((await teachers({ keyword })).map((entry) => entry.teacherId)).toEqual([teacherId]);
    }
    expect((await teachers({ classId: classNamed('二年级1班') })).map((entry) => entry.name)).toContain('张伟');
    expect((await teachers({ classId: classNamed('六年级1班') })).map((entry) => entry.name)).not.toContain('张伟');
    expect((await teachers({ status: 'disabled' })).map((entry) => entry.name)).not.toContain('张伟');
    expect((await teachers({ keyword: '100%' })).length).toBe(0);

    const login = await attemptLogin(gateway.app, { accountNum: 'zhangwei01', password: 'Teach@2026' });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses bad teachers in every language without changing anything', async () => {
    const add = (overrides: Record<string, unknown>) => as(tokens.k12, 'POST', 'teacher/add', newTeacher(overrides));
    const valid = { accountNum: 'lisi000001', mobile: '13911110002', employeeNumber: 'T-0002' };
    await expectRefused(add({ ...valid, accountNum: 'K12ADMIN' }), 409, 'person.accountTaken', {
      account: 'K12ADMIN',
    });
    // People sign in by account or mobile: an account name may not be someone's mobile number.
    await expectRefused(add({ ...valid, accountNum: '13800000021' }), 409, 'person.accountTaken', {
      account: '13800000021',
    });
    await expectRefused(add({ ...valid, mobile: '13800000021' }), 409, 'person.mobileTaken', {
      mobile: '13800000021',
    });
    await expectRefused(add({ ...valid, employeeNumber: 'T-0001' }), 409, 'teacher.employeeNumberTaken', {
      number: 'T-0001',
    });
    await expectRefused(add({ ...valid, accountNum: 'abc' }), 400, 'validation.account.length');
    await expectRefused(add({ ...valid, accountNum: 'a'.repeat(21) }), 400, 'validation.account.length');
    await expectRefused(add({ ...valid, password: '12345' }), 400, 'validation.password.length');
    await expectRefused(add({ ...valid, password: '密码密码密码' }), 400, 'validation.password.characters');
    await expectRefused(add({ ...valid, name: '' }), 400, 'validation.personName.required');
    await expectRefused(add({ ...valid, name: '张'.repeat(21) }), 400, 'validation.personName.length');
    await expectRefused(add({ ...valid, sex: 'other' }), 400, 'validation.sex.value');
    await expectRefused(add({ ...valid, mobile: '12345' }), 400, 'validation.mobile.format');
    await expectRefused(add({ ...valid, idCard: '110105194912310021' }), 400, 'validation.idCard.checksum');
    await expectRefused(add({ ...valid, employeeNumber: 'T 1' }), 400, 'validation.employeeNumber.format');
    await expectRefused(add({ ...valid, certificateType: 'driver' }), 400, 'validation.certificateType.value');
    await expectRefused(
      add({ ...valid, certificateNumber: 'x'.repeat(31) }),
      400,
      'validation.certificateNumber.format',
    );
    await expectRefused(add({ ...valid, roleIds: [] }), 400, 'validation.roles.required');
    await expectRefused(add({ ...valid, roleIds: 'everything' }), 400, 'validation.roles.required');
    await expectRefused(
      add({ ...valid, classIds: Array.from({ length: 51 }, (_, index) => `c${index}`) }),
      400,
      'validation.classes.count',
    );
    await expectRefused(add({ ...valid, roleIds: ['nope'] }), 404, 'role.notFound');
    await expectRefused(add({ ...valid, classIds: ['nope'] }), 404, 'class.notFound');
    await expectRefused(add({ ...valid, facePhotoId: 'nope' }), 404, 'file.notFound');
    // A picture uploaded as another kind is no face photo.
    const image = await uploadPhoto(tokens.k12, 'image');
    await expectRefused(add({ ...valid, facePhotoId: image }), 404, 'file.notFound');

    // Another organisation's roles, classes and files are not there for it.
    const gxRoles = (await gateway.ok<Options>(tokens.gx, 'GET', 'teacher/options')).roles;
    await expectRefused(add({ ...valid, roleIds: [gxRoles[0]?.roleId] }), 404, 'role.notFound');
    const gxPhoto = await uploadPhoto(tokens.gx);
    await expectRefused(add({ ...valid, facePhotoId: gxPhoto }), 404, 'file.notFound');
    const asUniversity = (overrides: Record<string, unknown>) =>
      as(tokens.gx, 'POST', 'teacher/add', newTeacher({ ...valid, roleIds: [gxRoles[0]?.roleId], ...overrides }));
    await expectRefused(asUniversity({ classIds: [classNamed('一年级1班')] }), 404, 'class.notFound');
    // The same employee number is free in another organisation.
    await gateway.ok(
      tokens.gx,
      'POST',
      'teacher/add',
      newTeacher({ ...valid, employeeNumber: 'T-0001', roleIds: [gxRoles[0]?.roleId], classIds: [] }),
    );
  });

  it('edits a teacher’s details, roles, classes and photo; the old photo goes', async () => {
    const before = await teacherByAccount('zhangwei01');
    const photo = await uploadPhoto(tokens.k12);
    const edit = (overrides: Record<string, unknown> = {}) => ({
      teacherId: before.teacherId,
      name: '张伟明',
      sex: 'female',
      mobile: '13911110009',
      roleIds: [roleNamed('体育教师'), roleNamed('学校管理员')],
      classIds: [classNamed('三年级1班')],
      employeeNumber: 'T-0009',
      idCard: '',
      certificateType: '',
      certificateNumber: '',
      facePhotoId: photo,
      ...overrides,
    });
    await gateway.ok(tokens.k12, 'POST', 'teacher/edit', edit());
    const after = await gateway.ok<TeacherRecord>(tokens.k12, 'GET', 'teacher/detail', { teacherId: before.teacherId });
    expect(after).toMatchObject({
      accountNum: 'zhangwei01',
      name: '张伟明',
      sex: 'female',
      mobile: '13911110009',
      employeeNumber: 'T-0009',
      idCard: '',
      certificateType: '',
      facePhotoId: photo,
    });
    expect(after.roles.map((entry) => entry.name)).toEqual(['学校管理员', '体育教师']);
    expect(after.classes.map((entry) => entry.name)).toEqual(['三年级1班']);
    const files = await gateway.database.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.id, before.facePhotoId));
    expect(files).toEqual([]);

    const liu = await teacherByAccount('k12teacher2');
    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/edit', edit({ mobile: liu.mobile })),
      409,
      'person.mobileTaken',
      {
        mobile: liu.mobile,
      },
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/edit', edit({ employeeNumber: liu.employeeNumber })),
      409,
      'teacher.employeeNumberTaken',
      { number: liu.employeeNumber },
    );
    await expectRefused(as(tokens.k12, 'POST', 'teacher/edit', edit({ teacherId: 'nope' })), 404, 'teacher.notFound');
    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/edit', edit({ roleIds: [] })),
      400,
      'validation.roles.required',
    );
    // The login account is not the form's to change: an extra field is ignored.
    await gateway.ok(
      tokens.k12,
      'POST',
      'teacher/edit',
      edit({ accountNum: 'renamed01', roleIds: [roleNamed('体育教师')] }),
    );
    expect((await teacherByAccount('zhangwei01')).roles.map((entry) => entry.name)).toEqual(['体育教师']);
  });

  it('disables a teacher, whose sessions end and who cannot sign in, then enables and resets the password', async () => {
    const zhang = await teacherByAccount('zhangwei01');
    const own = dataOf<{ access_token: string }>(
      await attemptLogin(gateway.app, { accountNum: 'zhangwei01', password: 'Teach@2026' }),
    );
    await gateway.ok(tokens.k12, 'POST', 'teacher/status', { teacherId: zhang.teacherId, status: 'disabled' });
    expect((await teacherByAccount('zhangwei01')).status).toBe('disabled');
    expect((await teachers({ status: 'disabled' })).map((entry) => entry.accountNum)).toEqual(['zhangwei01']);
    const [revoked] = await gateway.database.db
      .select({ revokedAt: session.revokedAt })
      .from(session)
      .where(eq(session.accountId, zhang.accountId));
    expect(revoked?.revokedAt).not.toBeNull();
    expect((await call(gateway.app, own.access_token, 'GET', 'class/page')).statusCode).toBe(401);
    const refusedLogin = await attemptLogin(gateway.app, { accountNum: 'zhangwei01', password: 'Teach@2026' });
    expect(refusedLogin.statusCode).toBe(403);

    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/status', { teacherId: zhang.teacherId, status: 'disabled' }),
      409,
      'status.refused.unchanged',
      { machine: 'enablement', from: 'disabled', to: 'disabled' },
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/status', { teacherId: zhang.teacherId, status: 'gone' }),
      400,
      'validation.status.value',
    );
    await gateway.ok(tokens.k12, 'POST', 'teacher/status', { teacherId: zhang.teacherId, status: 'enabled' });

    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/resetPassword', { teacherId: zhang.teacherId, password: 'short' }),
      400,
      'validation.password.length',
    );
    await gateway.ok(tokens.k12, 'POST', 'teacher/resetPassword', {
      teacherId: zhang.teacherId,
      password: 'New@2026',
    });
    expect((await attemptLogin(gateway.app, { accountNum: 'zhangwei01', password: 'Teach@2026' })).statusCode).toBe(
      400,
    );
    expect((await attemptLogin(gateway.app, { accountNum: 'zhangwei01', password: 'New@2026' })).statusCode).toBe(200);
  });

  it('refuses to disable or delete one’s own account, and keeps a built-in role’s last member', async () => {
    // 陈老师 (multiuser) is a teacher of the school and holds its administrator role.
    const multi = (await signIn(gateway.app, 'multiuser')).access;
    const school = await gateway.accountOf(multi, 21);
    const adminRole = roleNamed('学校管理员');
    await call(gateway.app, multi, 'POST', 'myInfo/switchOrg', {
      orgId: school.orgId,
      tenantOrgId: school.tenantOrgId,
    });
    await gateway.ok(multi, 'POST', 'myInfo/switchRole', {
      accountId: school.accountId,
      roleId: adminRole,
      tenantOrgId: school.tenantOrgId,
    });
    const chen = (await teachers({ keyword: '陈老师' }, multi))[0];
    expect(chen?.isSelf).toBe(true);
    await expectRefused(
      as(multi, 'POST', 'teacher/status', { teacherId: chen?.teacherId, status: 'disabled' }),
      409,
      'user.self',
    );
    await expectRefused(as(multi, 'POST', 'teacher/delete', { teacherId: chen?.teacherId }), 409, 'user.self');

    // With 陈老师 the administrator role's last member, their own edit may not drop it.
    const { db } = gateway.database;
    const holders = await db.select().from(accountRole).where(eq(accountRole.roleId, adminRole));
    await db
      .delete(accountRole)
      .where(and(eq(accountRole.roleId, adminRole), ne(accountRole.accountId, school.accountId)));
    await expectRefused(
      as(multi, 'POST', 'teacher/edit', {
        teacherId: chen?.teacherId,
        name: chen?.name,
        sex: chen?.sex,
        mobile: chen?.mobile,
        employeeNumber: chen?.employeeNumber,
        classIds: chen?.classes.map((entry) => entry.classId),
        roleIds: [roleNamed('体育教师')],
      }),
      409,
      'role.lastMember',
    );
    await db.insert(accountRole).values(holders.filter((row) => row.accountId !== school.accountId));
  });

  it('deletes a teacher with their classes, roles, account, photo and person', async () => {
    const zhang = await teacherByAccount('zhangwei01');
    const { db } = gateway.database;
    const [personRow] = await db.select({ id: account.personId }).from(account).where(eq(account.id, zhang.accountId));
    await gateway.ok(tokens.k12, 'POST', 'teacher/delete', { teacherId: zhang.teacherId });
    expect((await teachers()).map((entry) => entry.accountNum)).not.toContain('zhangwei01');
    expect(await db.select().from(teacherClass).where(eq(teacherClass.teacherId, zhang.teacherId))).toEqual([]);
    expect(await db.select().from(accountRole).where(eq(accountRole.accountId, zhang.accountId))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.id, zhang.accountId))).toEqual([]);
    expect(
      await db
        .select()
        .from(person)
        .where(eq(person.id, personRow?.id ?? '')),
    ).toEqual([]);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, zhang.facePhotoId))).toEqual([]);
    await expectRefused(
      as(tokens.k12, 'POST', 'teacher/delete', { teacherId: zhang.teacherId }),
      404,
      'teacher.notFound',
    );
    // The account name is free again.
    await gateway.ok(tokens.k12, 'POST', 'teacher/add', newTeacher({ classIds: [] }));

    // 陈老师 has another account (the university): deleting the school's teacher keeps the person.
    const chen = (await teachers({ keyword: '陈老师' }))[0];
    await gateway.ok(tokens.k12, 'POST', 'teacher/delete', { teacherId: chen?.teacherId });
    const [stillThere] = await db.select({ id: person.id }).from(person).where(eq(person.accountNum, 'multiuser'));
    expect(stillThere).toBeDefined();
    expect((await attemptLogin(gateway.app, { accountNum: 'multiuser' })).statusCode).toBe(200);
  });

  it('keeps each organisation’s teachers to itself and teacher management to those who hold it', async () => {
    const liu = await teacherByAccount('k12teacher2');
    expect((await teachers({}, tokens.gx)).map((entry) => entry.accountNum)).not.toContain('k12teacher2');
    await expectRefused(as(tokens.gx, 'GET', 'teacher/detail', { teacherId: liu.teacherId }), 404, 'teacher.notFound');
    await expectRefused(
      as(tokens.gx, 'POST', 'teacher/edit', {
        teacherId: liu.teacherId,
        name: 'x',
        sex: 'male',
        mobile: '13911119999',
        roleIds: [(await gateway.ok<Options>(tokens.gx, 'GET', 'teacher/options')).roles[0]?.roleId],
      }),
      404,
      'teacher.notFound',
    );
    await expectRefused(
      as(tokens.gx, 'POST', 'teacher/status', { teacherId: liu.teacherId, status: 'disabled' }),
      404,
      'teacher.notFound',
    );
    await expectRefused(
      as(tokens.gx, 'POST', 'teacher/resetPassword', { teacherId: liu.teacherId, password: 'Hack@2026' }),
      404,
      'teacher.notFound',
    );
    await expectRefused(as(tokens.gx, 'POST', 'teacher/delete', { teacherId: liu.teacherId }), 404, 'teacher.notFound');

    // The PE teacher role has no teacher management; the organisation header must be the session's.
    const teacherToken = (await signIn(gateway.app, 'k12teacher1')).access;
    await expectRefused(as(teacherToken, 'GET', 'teacher/page'), 403, 'auth.forbidden');
    await expectRefused(
      as(teacherToken, 'POST', 'teacher/delete', { teacherId: liu.teacherId }),
      403,
      'auth.forbidden',
    );
    const wrongOrg = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/teacher/page',
      headers: bearer(tokens.k12, { orgid: 'another-org' }),
    });
    expect(wrongOrg.statusCode).toBe(403);
    const anonymous = await gateway.app.inject({ method: 'GET', url: '/api/busi/web/teacher/page' });
    expect(anonymous.statusCode).toBe(401);
  });
});

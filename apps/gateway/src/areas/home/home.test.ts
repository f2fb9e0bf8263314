import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface Counts {
  students?: number;
  classes?: number;
  teachers?: number;
  devices?: { total: number; online: number };
  organisations?: number;
  users?: number;
}

describe.each(testDatabases())('home counts on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sys: 'sysadmin', pe: 'k12teacher1' });

  const counts = (token: string) => gateway.ok<Counts>(token, 'GET', 'home/counts');
  const total = async (token: string, path: string, filters: Record<string, unknown> = {}) =>
    (await gateway.ok<{ total: number }>(token, 'GET', path, { pageSize: 10, ...filters })).total;

  it('gives a school administrator the counts their lists show', async () => {
    const shown = await counts(tokens.k12);
    expect(shown).toEqual({ students: 6, classes: 6, teachers: 3, devices: { total: 3, online: 0 } });
    expect(shown).toEqual({
      students: await total(tokens.k12, 'student/page'),
      classes: await total(tokens.k12, 'class/page'),
      teachers: await total(tokens.k12, 'teacher/page'),
      devices: {
        total: await total(tokens.k12, 'device/page'),
        // An enabled device polling now is the one its list shows as online.
        online: await total(tokens.k12, 'device/page', { status: 'enabled' }),
      },
    });
  });

  it('never counts the rows of another organisation', async () => {
    const before = await counts(tokens.k12);
    const gxBefore = await counts(tokens.gx);
    const roles = (await gateway.ok<{ roles: Array<{ roleId: string }> }>(tokens.gx, 'GET', 'teacher/options')).roles;
    await gateway.ok(tokens.gx, 'POST', 'teacher/add', {
      accountNum: 'homecount01',
      password: 'Teach@2026',
      name: '王教授',
      sex: 'male',
      mobile: '13911119901',
      roleIds: [roles[0]?.roleId],
      classIds: [],
      employeeNumber: 'H-0001',
    });
    expect(await counts(tokens.k12)).toEqual(before);
    expect((await counts(tokens.gx)).teachers).toBe((gxBefore.teachers ?? 0) + 1);
  });

  it('counts a PE teacher’s own classes and their students, and nothing of screens the role lacks', async () => {
    // The demo PE teacher teaches 一年级1班 and 二年级1班, with two students each.
    expect(await counts(tokens.pe)).toEqual({ students: 4, classes: 2 });
    expect(await total(tokens.pe, 'student/page')).toBe(4);
  });

  it('leaves out the student count once the role loses the student screen', async () => {
    const roles = await gateway.ok<{ records: Array<{ roleId: string; name: string }> }>(
      tokens.k12,
      'GET',
      'role/page',
      {
        pageSize: 80,
      },
    );
    const roleId = roles.records.find((one) => one.name === '体育教师')?.roleId;
    const detail = await gateway.ok(tokens.k12, 'GET', 'role/detail', { roleId });
    await gateway.ok(tokens.k12, 'POST', 'role/edit', {
      roleId,
      type: detail.type,
      name: detail.name,
      remark: detail.remark,
      menuIds: detail.menuIds.filter((id: string) => !id.startsWith('k12:user/student')),
      mobileMenuIds: detail.mobileMenuIds,
    });
    expect(await counts(tokens.pe)).toEqual({ classes: 2 });
  });

  it('gives the platform operator the organisations and users their lists show, and nothing of a school', async () => {
    const shown = await counts(tokens.sys);
    expect(Object.keys(shown).sort()).toEqual(['organisations', 'users']);
    expect(shown).toEqual({
      organisations: await total(tokens.sys, 'orgManage/page'),
      users: await total(tokens.sys, 'user/page'),
    });
    expect(shown.organisations).toBeGreaterThan(1);
  });
});

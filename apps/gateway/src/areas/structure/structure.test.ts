import type { DomainLocale, DomainMessageId } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, college, department, departmentMember, major, person, roleMenu } from '../../db/schema.ts';
import { call, dataOf, exportLinesOf, type Method, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin } from '../../testing/gateway.ts';

interface Unit {
  parentId: string;
  name: string;
  code: string;
  sortNum: number;
  childCount: number;
}
type DepartmentRow = Unit & { departmentId: string; memberCount: number };
type CollegeRow = Unit & { collegeId: string; majorCount: number };

const PASSWORD = 'Other@2026';

describe.each(testDatabases())('departments, colleges and majors on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sys: 'sysadmin', gx: 'gxadmin', k12: 'k12admin' });
  let sysOrgId: string;
  /** The administrator of another management organisation (below the demo one). */
  let otherAdmin: string;
  /** The administrator of another university. */
  let otherGx: string;
  let otherAdminAccountId: string;

  beforeAll(async () => {
    sysOrgId = await gateway.orgIdOf(tokens.sys);
    const org = (code: string, type: number, adminAccount: string) => ({
      name: `测试机构${code}`,
      code,
      parentId: sysOrgId,
      type,
      adminAccount,
      adminPassword: PASSWORD,
      activatableCount: 1,
      activatedCount: 0,
    });
    await gateway.ok(tokens.sys, 'POST', 'orgManage/add', org('61', 10, 'otheradmin'));
    await gateway.ok(tokens.sys, 'POST', 'orgManage/add', org('62', 22, 'othergxadmin'));
    const login = async (accountNum: string) =>
      dataOf(await attemptLogin(gateway.app, { accountNum, password: PASSWORD })).access_token as string;
    otherAdmin = await login('otheradmin');
    otherGx = await login('othergxadmin');
    const [row] = await gateway.database.db
      .select({ id: account.id })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(eq(person.accountNum, 'otheradmin'));
    otherAdminAccountId = row?.id ?? '';
  });

  /** Every row of the structure tables, to prove a refusal changed nothing. */
  const snapshot = gateway.snapshot(department, departmentMember, college, major);

  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  async function departments(token = tokens.sys): Promise<DepartmentRow[]> {
    return await gateway.ok(token, 'GET', 'department/list');
  }
  async function departmentNamed(name: string): Promise<DepartmentRow> {
    const found = (await departments()).find((entry) => entry.name === name);
    if (!found) throw new Error(`no department ${name}`);
    return found;
  }
  async function colleges(token = tokens.gx): Promise<CollegeRow[]> {
    return await gateway.ok(token, 'GET', 'college/list');
  }
  async function collegeNamed(name: string): Promise<CollegeRow> {
    const found = (await colleges()).find((entry) => entry.name === name);
    if (!found) throw new Error(`no college ${name}`);
    return found;
  }
  async function accountIdOf(accountNum: string): Promise<string> {
    const [row] = await gateway.database.db
      .select({ id: account.id })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(eq(person.accountNum, accountNum));
    if (!row) throw new Error(`no account ${accountNum}`);
    return row.id;
  }

  describe('the demo data', () => {
    it('gives the management organisation two departments with a member each', async () => {
      expect((await departments()).map((entry) => [entry.name, entry.code, entry.parentId, entry.memberCount])).toEqual(
        [
          ['体育科', '01', '', 1],
          ['教研室', '02', '', 1],
        ],
      );
      expect(await departments(otherAdmin)).toEqual([]);
    });

    it('gives the university two colleges with a major each', async () => {
      expect((await colleges()).map((entry) => [entry.name, entry.code, entry.majorCount])).toEqual([
        ['体育教育学院', '01', 1],
        ['运动科学学院', '02', 1],
      ]);
      const page = await gateway.ok(tokens.gx, 'GET', 'major/page');
      expect(
        page.records.map((entry: { name: string; collegeName: string }) => [entry.name, entry.collegeName]),
      ).toEqual([
        ['体育教育', '体育教育学院'],
        ['运动康复', '运动科学学院'],
      ]);
      expect(await colleges(otherGx)).toEqual([]);
    });
  });

  describe('departments', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      parentId: '',
      name: '办公室',
      code: '03',
      ...overrides,
    });

    it('adds a department once: a second submit of the same form is refused as a duplicate', async () => {
      const payload = form({ sortNum: '3' });
      const { departmentId } = await gateway.ok(tokens.sys, 'POST', 'department/add', payload);
      expect((await departments()).find((entry) => entry.departmentId === departmentId)).toMatchObject({
        name: '办公室',
        code: '03',
        parentId: '',
        sortNum: 3,
        memberCount: 0,
        childCount: 0,
      });
      await expectRefused(as(tokens.sys, 'POST', 'department/add', payload), 409, 'department.duplicateCode', {
        code: '03',
      });
    });

    it('makes one department of two simultaneous submits', async () => {
      const payload = form({ name: '后勤处', code: '04' });
      const answers = await Promise.all([
        call(gateway.app, tokens.sys, 'POST', 'department/add', payload),
        call(gateway.app, tokens.sys, 'POST', 'department/add', payload),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await departments()).filter((entry) => entry.code === '04')).toHaveLength(1);
    });

    it('adds sub-departments with codes unique among siblings only', async () => {
      const office = await departmentNamed('办公室');
      const logistics = await departmentNamed('后勤处');
      await gateway.ok(
        tokens.sys,
        'POST',
        'department/add',
        form({ parentId: office.departmentId, name: '文秘组', code: '01' }),
      );
      await gateway.ok(
        tokens.sys,
        'POST',
        'department/add',
        form({ parentId: logistics.departmentId, name: '采购组', code: '01' }),
      );
      const clerks = await departmentNamed('文秘组');
      expect(clerks.parentId).toBe(office.departmentId);
      expect((await departmentNamed('办公室')).childCount).toBe(1);
      await expectRefused(
        as(tokens.sys, 'POST', 'department/add', form({ parentId: office.departmentId, name: '档案组', code: '01' })),
        409,
        'department.duplicateCode',
        { code: '01' },
      );
      await expectRefused(
        as(tokens.sys, 'POST', 'department/add', form({ parentId: 'no-such-department' })),
        404,
        'department.parentNotFound',
      );
    });

    it('refuses bad names, codes, sort orders and parents with the localised rule', async () => {
      const add = (overrides: Record<string, unknown>) =>
        as(tokens.sys, 'POST', 'department/add', form({ code: '09', ...overrides }));
      for (const name of ['', '   ', 42, null, undefined]) {
        await expectRefused(add({ name }), 400, 'validation.departmentName.required');
      }
      await expectRefused(add({ name: '部'.repeat(31) }), 400, 'validation.departmentName.length');
      await expectRefused(add({ name: 'x'.repeat(100_000) }), 400, 'validation.departmentName.length');
      for (const code of ['1', '123', 'ab', 12, null, undefined]) {
        await expectRefused(add({ code }), 400, 'validation.departmentCode.format');
      }
      for (const sortNum of [-1, 10_000, 1.5, 'first', 1e30]) {
        await expectRefused(add({ sortNum }), 400, 'validation.sortNum.range');
      }
      await expectRefused(add({ parentId: 7 }), 400, 'validation.parentUnit.value');
      await expectRefused(add({ parentId: 'p'.repeat(65) }), 400, 'validation.parentUnit.value');
    });

    it('edits and moves a department, never under itself or its own sub-departments', async () => {
      const office = await departmentNamed('办公室');
      const clerks = await departmentNamed('文秘组');
      const logistics = await departmentNamed('后勤处');
      await gateway.ok(tokens.sys, 'POST', 'department/edit', {
        departmentId: clerks.departmentId,
        parentId: logistics.departmentId,
        name: '文书组',
        code: '02',
        sortNum: 5,
      });
      expect(await departmentNamed('文书组')).toMatchObject({
        parentId: logistics.departmentId,
        code: '02',
        sortNum: 5,
      });
      const edit = (departmentId: string, overrides: Record<string, unknown>) =>
        as(tokens.sys, 'POST', 'department/edit', { departmentId, name: '后勤处', code: '04', ...overrides });
      await expectRefused(
        edit(logistics.departmentId, { parentId: logistics.departmentId }),
        409,
        'structure.ownBranch',
      );
      await expectRefused(edit(logistics.departmentId, { parentId: clerks.departmentId }), 409, 'structure.ownBranch');
      await expectRefused(edit(logistics.departmentId, { code: '03' }), 409, 'department.duplicateCode', {
        code: '03',
      });
      await expectRefused(edit('no-such-department', {}), 404, 'department.notFound');
      // Moving the whole branch under the office keeps it whole.
      await gateway.ok(tokens.sys, 'POST', 'department/edit', {
        departmentId: logistics.departmentId,
        parentId: office.departmentId,
        name: '后勤处',
        code: '04',
      });
      expect((await departmentNamed('文书组')).parentId).toBe(logistics.departmentId);
      expect((await departmentNamed('后勤处')).parentId).toBe(office.departmentId);
    });

    it('keeps the tree within ten levels', async () => {
      let parentId = '';
      for (let level = 1; level <= 10; level += 1) {
        const { departmentId } = await gateway.ok(tokens.sys, 'POST', 'department/add', {
          parentId,
          name: `第${level}级`,
          code: '50',
        });
        parentId = departmentId;
      }
      await expectRefused(
        as(tokens.sys, 'POST', 'department/add', { parentId, name: '第11级', code: '50' }),
        409,
        'structure.tooDeep',
        { max: 10 },
      );
      // Delete the chain from the bottom up.
      const chain = (await departments()).filter((entry) => entry.name.startsWith('第'));
      for (let level = 10; level >= 1; level -= 1) {
        const found = chain.find((entry) => entry.name === `第${level}级`);
        await gateway.ok(tokens.sys, 'POST', 'department/delete', { departmentId: found?.departmentId });
      }
    });
  });

  describe('department members', () => {
    it('lists members, searched by name, account or mobile', async () => {
      const sports = await departmentNamed('体育科');
      const page = await gateway.ok(tokens.sys, 'GET', 'department/member/page', { departmentId: sports.departmentId });
      expect(page).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
      expect(page.records[0]).toMatchObject({
        name: '平台管理员',
        accountNum: 'sysadmin',
        mobile: '13800000010',
        departmentId: sports.departmentId,
        departmentName: '体育科',
      });
      for (const keyword of ['平台', 'SYSAD', '0000010']) {
        const found = await gateway.ok(tokens.sys, 'GET', 'department/member/page', {
          departmentId: sports.departmentId,
          keyword,
        });
        expect(found.total, keyword).toBe(1);
      }
      // The export streams what the search finds, as the page shows it.
      const lines = exportLinesOf(
        await gateway.app.inject({
          method: 'GET',
          url: '/api/busi/web/department/member/export',
          query: { departmentId: sports.departmentId, keyword: 'sysad' },
          headers: { authorization: `Bearer ${tokens.sys}` },
        }),
      );
      expect(lines[0]).toEqual({ total: 1 });
      expect(lines[1]).toEqual(page.records);
      const none = await gateway.ok(tokens.sys, 'GET', 'department/member/page', {
        departmentId: sports.departmentId,
        keyword: '%',
      });
      expect(none.total).toBe(0);
      await expectRefused(
        as(tokens.sys, 'GET', 'department/member/page', { departmentId: sports.departmentId, keyword: 'k'.repeat(31) }),
        400,
        'validation.keyword.length',
      );
      await expectRefused(
        as(tokens.sys, 'GET', 'department/member/page', { departmentId: sports.departmentId, pageSize: 15 }),
        400,
        'validation.page.size',
      );
      await expectRefused(as(tokens.sys, 'GET', 'department/member/page', {}), 400, 'validation.department.required');
      await expectRefused(
        as(tokens.sys, 'GET', 'department/member/page', { departmentId: 'nope' }),
        404,
        'department.notFound',
      );
    });

    it('offers the accounts in no department as candidates', async () => {
      const candidates = await gateway.ok(tokens.sys, 'GET', 'department/member/candidates');
      expect(candidates.records.map((entry: { accountNum: string }) => entry.accountNum)).toEqual(['adminstaff2']);
      const searched = await gateway.ok(tokens.sys, 'GET', 'department/member/candidates', { keyword: '刘' });
      expect(searched.total).toBe(0);
    });

    it('adds, moves and removes members', async () => {
      const office = await departmentNamed('办公室');
      const research = await departmentNamed('教研室');
      const clerk = await accountIdOf('adminstaff2');
      const staff = await accountIdOf('adminstaff1');
      await gateway.ok(tokens.sys, 'POST', 'department/member/add', {
        departmentId: office.departmentId,
        accountIds: [clerk],
      });
      expect((await departmentNamed('办公室')).memberCount).toBe(1);
      expect((await gateway.ok(tokens.sys, 'GET', 'department/member/candidates')).total).toBe(0);
      // Twice: an account belongs to one department at most.
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/add', { departmentId: research.departmentId, accountIds: [clerk] }),
        409,
        'department.alreadyMember',
        { name: '周干事' },
      );
      await gateway.ok(tokens.sys, 'POST', 'department/member/move', {
        departmentId: office.departmentId,
        targetDepartmentId: research.departmentId,
        accountIds: [clerk],
      });
      expect((await departmentNamed('教研室')).memberCount).toBe(2);
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/move', {
          departmentId: office.departmentId,
          targetDepartmentId: research.departmentId,
          accountIds: [clerk],
        }),
        409,
        'department.notMember',
        { name: '周干事' },
      );
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/move', {
          departmentId: research.departmentId,
          targetDepartmentId: research.departmentId,
          accountIds: [clerk],
        }),
        400,
        'validation.department.sameTarget',
      );
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/move', {
          departmentId: research.departmentId,
          targetDepartmentId: 'nope',
          accountIds: [clerk],
        }),
        404,
        'department.notFound',
      );
      await expectRefused(
        as(tokens.sys, 'POST', 'department/delete', { departmentId: research.departmentId }),
        409,
        'department.hasMembers',
      );
      await gateway.ok(tokens.sys, 'POST', 'department/member/remove', {
        departmentId: research.departmentId,
        accountIds: [clerk, staff],
      });
      expect((await departmentNamed('教研室')).memberCount).toBe(0);
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/remove', {
          departmentId: research.departmentId,
          accountIds: [clerk],
        }),
        409,
        'department.notMember',
        { name: '周干事' },
      );
      // Back as the demo had them.
      await gateway.ok(tokens.sys, 'POST', 'department/member/add', {
        departmentId: research.departmentId,
        accountIds: [staff],
      });
    });

    it("refuses another organisation's accounts and bad account lists", async () => {
      const office = await departmentNamed('办公室');
      const clerk = await accountIdOf('adminstaff2');
      const gxAccount = await accountIdOf('gxadmin');
      const add = (accountIds: unknown) =>
        as(tokens.sys, 'POST', 'department/member/add', { departmentId: office.departmentId, accountIds });
      await expectRefused(add([clerk, otherAdminAccountId]), 404, 'account.notFound');
      await expectRefused(add([gxAccount]), 404, 'account.notFound');
      await expectRefused(add(['no-such-account']), 404, 'account.notFound');
      await expectRefused(add([]), 400, 'validation.accountIds.count');
      await expectRefused(add(clerk), 400, 'validation.accountIds.count');
      await expectRefused(add([42]), 400, 'validation.accountIds.count');
      await expectRefused(
        add(Array.from({ length: 201 }, (_, index) => `a${index}`)),
        400,
        'validation.accountIds.count',
      );
      await expectRefused(add([clerk, clerk]), 400, 'validation.accountIds.duplicate');
      await expectRefused(
        as(tokens.sys, 'POST', 'department/member/remove', {
          departmentId: office.departmentId,
          accountIds: [otherAdminAccountId],
        }),
        404,
        'account.notFound',
      );
    });

    it('deletes a department without sub-departments or members', async () => {
      const office = await departmentNamed('办公室');
      await expectRefused(
        as(tokens.sys, 'POST', 'department/delete', { departmentId: office.departmentId }),
        409,
        'department.hasChildren',
      );
      expect(office.memberCount).toBe(0);
      for (const name of ['文书组', '采购组', '后勤处', '办公室']) {
        const found = await departmentNamed(name);
        await gateway.ok(tokens.sys, 'POST', 'department/delete', { departmentId: found.departmentId });
      }
      expect((await departments()).map((entry) => entry.name)).toEqual(['体育科', '教研室']);
      await expectRefused(
        as(tokens.sys, 'POST', 'department/delete', { departmentId: office.departmentId }),
        404,
        'department.notFound',
      );
    });
  });

  describe('colleges', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      parentId: '',
      name: '计算机学院',
      code: '03',
      ...overrides,
    });

    it('adds a college once, and sub-colleges one level down only', async () => {
      const payload = form();
      const { collegeId } = await gateway.ok(tokens.gx, 'POST', 'college/add', payload);
      await expectRefused(as(tokens.gx, 'POST', 'college/add', payload), 409, 'college.duplicateCode', { code: '03' });
      const { collegeId: subId } = await gateway.ok(
        tokens.gx,
        'POST',
        'college/add',
        form({ parentId: collegeId, name: '软件工程系', code: '01' }),
      );
      expect((await collegeNamed('计算机学院')).childCount).toBe(1);
      await expectRefused(
        as(tokens.gx, 'POST', 'college/add', form({ parentId: subId, name: '第三级', code: '01' })),
        409,
        'structure.tooDeep',
        { max: 2 },
      );
      await expectRefused(
        as(tokens.gx, 'POST', 'college/add', form({ parentId: 'nope', code: '09' })),
        404,
        'college.parentNotFound',
      );
      const answers = await Promise.all([
        call(gateway.app, tokens.gx, 'POST', 'college/add', form({ name: '外语学院', code: '04' })),
        call(gateway.app, tokens.gx, 'POST', 'college/add', form({ name: '外语学院', code: '04' })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses bad names and codes', async () => {
      const add = (overrides: Record<string, unknown>) =>
        as(tokens.gx, 'POST', 'college/add', form({ code: '09', ...overrides }));
      await expectRefused(add({ name: ' ' }), 400, 'validation.collegeName.required');
      await expectRefused(add({ name: ['学院'] }), 400, 'validation.collegeName.required');
      await expectRefused(add({ name: '院'.repeat(31) }), 400, 'validation.collegeName.length');
      for (const code of ['9', '999', 'x1', 9, undefined]) {
        await expectRefused(add({ code }), 400, 'validation.collegeCode.format');
      }
    });

    it('edits a college, never under itself or so deep that its departments would make three levels', async () => {
      const computing = await collegeNamed('计算机学院');
      const software = await collegeNamed('软件工程系');
      const languages = await collegeNamed('外语学院');
      const edit = (collegeId: string, overrides: Record<string, unknown>) =>
        as(tokens.gx, 'POST', 'college/edit', { collegeId, name: '计算机学院', code: '03', ...overrides });
      await expectRefused(edit(computing.collegeId, { parentId: software.collegeId }), 409, 'structure.ownBranch');
      await expectRefused(edit(computing.collegeId, { parentId: computing.collegeId }), 409, 'structure.ownBranch');
      await expectRefused(edit(computing.collegeId, { parentId: languages.collegeId }), 409, 'structure.tooDeep', {
        max: 2,
      });
      await expectRefused(edit(computing.collegeId, { code: '04' }), 409, 'college.duplicateCode', { code: '04' });
      await expectRefused(edit('nope', {}), 404, 'college.notFound');
      await gateway.ok(tokens.gx, 'POST', 'college/edit', {
        collegeId: computing.collegeId,
        name: '信息学院',
        code: '05',
        sortNum: 9,
      });
      expect(await collegeNamed('信息学院')).toMatchObject({ code: '05', sortNum: 9, childCount: 1 });
    });
  });

  describe('majors', () => {
    const form = async (overrides: Record<string, unknown> = {}) => ({
      collegeId: (await collegeNamed('软件工程系')).collegeId,
      name: '软件工程',
      code: '080902',
      studyYears: 4,
      ...overrides,
    });

    it('adds a major once; its code is unique in the university whatever the case', async () => {
      const payload = await form();
      const { majorId } = await gateway.ok(tokens.gx, 'POST', 'major/add', payload);
      await expectRefused(as(tokens.gx, 'POST', 'major/add', payload), 409, 'major.duplicateCode', { code: '080902' });
      await gateway.ok(tokens.gx, 'POST', 'major/add', await form({ name: '数据科学', code: 'ds01', studyYears: '5' }));
      await expectRefused(
        as(tokens.gx, 'POST', 'major/add', await form({ name: '数据科学二', code: 'DS01' })),
        409,
        'major.duplicateCode',
        {
          code: 'DS01',
        },
      );
      const answers = await Promise.all([
        call(gateway.app, tokens.gx, 'POST', 'major/add', await form({ name: '人工智能', code: 'AI' })),
        call(gateway.app, tokens.gx, 'POST', 'major/add', await form({ name: '人工智能', code: 'AI' })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(majorId).toBeTruthy();
    });

    it('refuses bad names, codes, lengths of study and colleges', async () => {
      const add = (overrides: Record<string, unknown>) => async (language: DomainLocale) =>
        call(gateway.app, tokens.gx, 'POST', 'major/add', await form({ code: 'ZZ99', ...overrides }), language);
      await expectRefused(add({ name: '' }), 400, 'validation.majorName.required');
      await expectRefused(add({ name: '专'.repeat(31) }), 400, 'validation.majorName.length');
      for (const code of ['1', '1234567', 'A-1', '专业', 12, null]) {
        await expectRefused(add({ code }), 400, 'validation.majorCode.format');
      }
      for (const studyYears of [0, 9, 3.5, 'four', '', null, 1e30]) {
        await expectRefused(add({ studyYears }), 400, 'validation.studyYears.range');
      }
      await expectRefused(add({ collegeId: undefined }), 400, 'validation.college.required');
      await expectRefused(add({ collegeId: 5 }), 400, 'validation.college.required');
      await expectRefused(add({ collegeId: 'nope' }), 404, 'college.notFound');
    });

    it('pages majors by college (with its sub-colleges) and by name or code', async () => {
      const info = await collegeNamed('信息学院');
      const byCollege = await gateway.ok(tokens.gx, 'GET', 'major/page', { collegeId: info.collegeId });
      expect(byCollege.records.map((entry: { code: string }) => entry.code)).toEqual(['080902', 'AI', 'DS01']);
      expect(byCollege.records[2]).toMatchObject({ name: '数据科学', studyYears: 5, collegeName: '软件工程系' });
      const byName = await gateway.ok(tokens.gx, 'GET', 'major/page', { name: '数据' });
      expect(byName.total).toBe(1);
      const byCode = await gateway.ok(tokens.gx, 'GET', 'major/page', { name: '0809' });
      expect(byCode.total).toBe(1);
      const paged = await gateway.ok(tokens.gx, 'GET', 'major/page', { pageNum: 2, pageSize: 10 });
      expect(paged).toMatchObject({ total: 5, pageNum: 2, records: [] });
      expect((await gateway.ok(tokens.gx, 'GET', 'major/page', { collegeId: 'nope' })).total).toBe(0);
      for (const pageNum of [0, 'x', 1e30]) {
        await expectRefused(as(tokens.gx, 'GET', 'major/page', { pageNum }), 400, 'validation.page.number');
      }
    });

    it('edits and deletes a major; a college with majors is not deleted', async () => {
      const page = await gateway.ok(tokens.gx, 'GET', 'major/page', { name: 'AI' });
      const majorId: string = page.records[0].majorId;
      const languages = await collegeNamed('外语学院');
      await gateway.ok(tokens.gx, 'POST', 'major/edit', {
        majorId,
        collegeId: languages.collegeId,
        name: '机器翻译',
        code: 'MT',
        studyYears: 4,
      });
      expect((await collegeNamed('外语学院')).majorCount).toBe(1);
      await expectRefused(
        as(tokens.gx, 'POST', 'major/edit', { ...(await form({ code: 'DS01' })), majorId }),
        409,
        'major.duplicateCode',
        { code: 'DS01' },
      );
      await expectRefused(
        as(tokens.gx, 'POST', 'major/edit', { ...(await form()), majorId: 'nope' }),
        404,
        'major.notFound',
      );
      await expectRefused(
        as(tokens.gx, 'POST', 'college/delete', { collegeId: languages.collegeId }),
        409,
        'college.hasMajors',
      );
      const info = await collegeNamed('信息学院');
      await expectRefused(
        as(tokens.gx, 'POST', 'college/delete', { collegeId: info.collegeId }),
        409,
        'college.hasChildren',
      );
      await gateway.ok(tokens.gx, 'POST', 'major/delete', { majorId });
      await expectRefused(as(tokens.gx, 'POST', 'major/delete', { majorId }), 404, 'major.notFound');
      await gateway.ok(tokens.gx, 'POST', 'college/delete', { collegeId: languages.collegeId });
      expect((await colleges()).some((entry) => entry.collegeId === languages.collegeId)).toBe(false);
    });
  });

  describe('tenant isolation', () => {
    it("answers another management organisation's departments and accounts as not found", async () => {
      const sports = await departmentNamed('体育科');
      const sysAccount = await accountIdOf('sysadmin');
      const { departmentId: own } = await gateway.ok(otherAdmin, 'POST', 'department/add', {
        name: '综合科',
        code: '01',
      });
      const departmentId = sports.departmentId;
      const foreign: Array<[Method, string, Record<string, unknown>, DomainMessageId]> = [
        ['GET', 'department/member/page', { departmentId }, 'department.notFound'],
        ['POST', 'department/edit', { departmentId, name: 'x', code: '09' }, 'department.notFound'],
        ['POST', 'department/delete', { departmentId }, 'department.notFound'],
        ['POST', 'department/add', { parentId: departmentId, name: 'x', code: '09' }, 'department.parentNotFound'],
        ['POST', 'department/member/add', { departmentId: own, accountIds: [sysAccount] }, 'account.notFound'],
        [
          'POST',
          'department/member/move',
          { departmentId, targetDepartmentId: own, accountIds: [sysAccount] },
          'department.notFound',
        ],
        ['POST', 'department/member/remove', { departmentId, accountIds: [sysAccount] }, 'department.notFound'],
      ];
      for (const [method, path, payload, id] of foreign) {
        await expectRefused(as(otherAdmin, method, path, payload), 404, id);
      }
      const candidates = await gateway.ok(otherAdmin, 'GET', 'department/member/candidates');
      expect(candidates.records.map((entry: { accountNum: string }) => entry.accountNum)).toEqual(['otheradmin']);
      // The demo organisation's tree is untouched by the other's department with the same code.
      expect((await departments()).map((entry) => entry.name)).toEqual(['体育科', '教研室']);
    });

    it("answers another university's colleges and majors as not found", async () => {
      const sport = await collegeNamed('体育教育学院');
      const page = await gateway.ok(tokens.gx, 'GET', 'major/page', { collegeId: sport.collegeId });
      const majorId: string = page.records[0].majorId;
      const majorForm = { collegeId: sport.collegeId, name: 'x', code: 'XX', studyYears: 4 };
      const foreign: Array<[string, Record<string, unknown>, DomainMessageId]> = [
        ['college/edit', { collegeId: sport.collegeId, name: 'x', code: '09' }, 'college.notFound'],
        ['college/delete', { collegeId: sport.collegeId }, 'college.notFound'],
        ['college/add', { parentId: sport.collegeId, name: 'x', code: '09' }, 'college.parentNotFound'],
        ['major/add', majorForm, 'college.notFound'],
        ['major/edit', { majorId, ...majorForm }, 'major.notFound'],
        ['major/delete', { majorId }, 'major.notFound'],
      ];
      for (const [path, payload, id] of foreign) await expectRefused(as(otherGx, 'POST', path, payload), 404, id);
      expect((await gateway.ok(otherGx, 'GET', 'major/page', { collegeId: sport.collegeId })).total).toBe(0);
      // The same major code is free in another university.
      const { collegeId } = await gateway.ok(otherGx, 'POST', 'college/add', { name: '体育学院', code: '01' });
      await gateway.ok(otherGx, 'POST', 'major/add', {
        collegeId,
        name: '体育教育',
        code: '040201',
        studyYears: 4,
      });
      expect((await gateway.ok(otherGx, 'GET', 'major/page')).total).toBe(1);
    });
  });

  describe('roles', () => {
    it('keeps departments to the admin frame and colleges and majors to the gx frame', async () => {
      await expectRefused(as(tokens.gx, 'GET', 'department/list'), 403, 'auth.forbidden');
      await expectRefused(as(tokens.k12, 'POST', 'department/add', { name: 'x', code: '09' }), 403, 'auth.forbidden');
      await expectRefused(as(tokens.sys, 'GET', 'college/list'), 403, 'auth.forbidden');
      await expectRefused(as(tokens.k12, 'GET', 'major/page'), 403, 'auth.forbidden');
      await expectRefused(
        as(tokens.sys, 'POST', 'major/add', { collegeId: 'x', name: 'x', code: 'XX', studyYears: 4 }),
        403,
        'auth.forbidden',
      );
    });

    it('refuses writes to a role holding the screen but not the button', async () => {
      const { db } = gateway.database;
      const [adminRole] = await db
        .select({ roleId: account.currentRoleId })
        .from(account)
        .where(eq(account.id, await accountIdOf('sysadmin')));
      const roleId = adminRole?.roleId ?? '';
      const removed = await db
        .delete(roleMenu)
        .where(and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, 'admin:departmentManage:members')))
        .returning();
      try {
        const research = await departmentNamed('教研室');
        await expectRefused(
          as(tokens.sys, 'POST', 'department/member/add', { departmentId: research.departmentId, accountIds: ['x'] }),
          403,
          'auth.forbidden',
        );
        expect(
          (
            await gateway.ok(tokens.sys, 'GET', 'department/member/page', {
              departmentId: research.departmentId,
            })
          ).total,
        ).toBe(1);
      } finally {
        await db.insert(roleMenu).values(removed);
      }
    });

    it('refuses without a token', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/busi/web/department/list' });
      expect(response.statusCode).toBe(401);
    });
  });
});

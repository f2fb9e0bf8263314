// The audit log: each security-relevant action writes a row (in the action's transaction where it
// has one), the management centre reads and searches them, a school cannot, nothing secret is kept,
// and old rows are purged.
import { randomUUID } from 'node:crypto';
import { translateDomainMessage } from '@school-sports/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigestOf } from '../auth/password.ts';
import { auditLog, organisation, person, session } from '../db/schema.ts';
import { call, dataOf, exportLinesOf, LANGUAGES } from '../testing/calls.ts';
import { testDatabases } from '../testing/databases.ts';
import { attemptLogin, bearer, openTestGateway, signIn, type TestGateway } from '../testing/gateway.ts';
import { rosterRows } from '../testing/rosters.ts';
import { classNamesOf, importStudents } from '../testing/studentImport.ts';
import { purgeAuditLog } from './log.ts';

interface AuditRow {
  id: string;
  at: string;
  orgId: string;
  orgName: string;
  actorName: string;
  action: string;
  target: string;
  clientAddress: string;
  requestId: string;
  outcome: 'success' | 'failure';
  detail: string;
}

describe.each(testDatabases())('the audit log on $name', ({ open }) => {
  let gateway: TestGateway;
  let sys: string;
  let k12: string;
  const secrets: string[] = [];
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    sys = (await signIn(gateway.app, 'sysadmin')).access;
    const k12Tokens = await signIn(gateway.app, 'k12admin');
    k12 = k12Tokens.access;
    secrets.push(sys, k12, k12Tokens.refresh);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  async function page(query: Record<string, unknown> = {}): Promise<{ records: AuditRow[]; total: number }> {
    return dataOf(await call(gateway.app, sys, 'GET', 'audit/page', { pageSize: 80, ...query }));
  }

  it('records sign-ins and failed sign-ins with the client address and request id', async () => {
    const address = '10.77.0.1';
    const requestId = `audit-${randomUUID()}`;
    const good = await gateway.app.inject({
      method: 'GET',
      url: `/api/code?randomStr=${'r'.repeat(16)}`,
      remoteAddress: address,
    });
    expect(good.statusCode).toBe(200);
    const signedIn = await attemptLogin(gateway.app, { accountNum: 'gxadmin', address });
    expect(signedIn.statusCode).toBe(200);
    secrets.push(signedIn.json().data.access_token, signedIn.json().data.refresh_token);
    const wrong = await attemptLogin(gateway.app, { accountNum: 'gxadmin', password: 'Wrong@2026', address });
    expect(wrong.statusCode).toBe(400);
    secrets.push(passwordDigestOf('Wrong@2026'), 'Wrong@2026');
    const nobody = await attemptLogin(gateway.app, { accountNum: 'nobody-here', address });
    expect(nobody.statusCode).toBe(400);
    // A request id of the client's own is kept with the row.
    const tagged = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      remoteAddress: address,
      headers: { requestid: requestId },
      payload: { accountNum: 'nobody-else', password: passwordDigestOf('x'), code: 'T3ST', randomStr: 'r'.repeat(16) },
    });
    expect(tagged.statusCode).toBe(400);

    const signIns = (await page({ keyword: 'gxadmin' })).records;
    expect(signIns.map((row) => [row.action, row.outcome])).toEqual([
      ['auth.signInFailed', 'failure'],
      ['auth.signIn', 'success'],
    ]);
    expect(signIns[1]).toMatchObject({ actorName: 'gxadmin', clientAddress: address, orgName: '东方体育大学' });
    expect(signIns[1]?.requestId).toEqual(expect.any(String));
    expect((await page({ keyword: 'nobody-here' })).records).toMatchObject([
      { action: 'auth.signInFailed', outcome: 'failure', actorName: 'nobody-here', orgId: '' },
    ]);
    // The request id a support call quotes finds the row.
    expect((await page({ keyword: requestId })).records).toMatchObject([
      { action: 'auth.signInFailed', actorName: 'nobody-else', requestId },
    ]);
    const failed = await page({ action: 'auth.signInFailed' });
    expect(failed.records.every((row) => row.action === 'auth.signInFailed')).toBe(true);
    expect(failed.total).toBeGreaterThanOrEqual(3);
  });

  it('records password resets, an own password change, role changes and imports', async () => {
    const { db } = gateway.database;
    // A school's admin resets a teacher's password.
    const teachers = dataOf<{ records: { teacherId: string; accountNum: string }[] }>(
      await call(gateway.app, k12, 'GET', 'teacher/page', { pageSize: 10 }),
    ).records;
    const teacher = teachers[0];
    if (!teacher) throw new Error('no demo teacher');
    dataOf(
      await call(gateway.app, k12, 'POST', 'teacher/resetPassword', {
        teacherId: teacher.teacherId,
        password: 'New@2026x',
      }),
    );
    secrets.push('New@2026x', passwordDigestOf('New@2026x'));
    // The platform resets the administrator password of a school it made.
    const [sysOrg] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.code, '01'));
    const made = dataOf<{ orgId: string }>(
      await call(gateway.app, sys, 'POST', 'orgManage/add', {
        name: '审计实验小学',
        code: '77',
        parentId: sysOrg?.id ?? '',
        type: 21,
        adminAccount: 'auditschooladmin',
        adminPassword: 'School@2026',
        deviceActivationCode: 'ACT-2026-0077',
        activatableCount: 10,
        activatedCount: 0,
        longitude: '116.397128',
        latitude: '39.916527',
        contactName: '周老师',
        contactPhone: '010-12345678',
        address: '新城区学府路 7 号',
      }),
    );
    dataOf(
      await call(gateway.app, sys, 'POST', 'orgManage/resetPassword', { orgId: made.orgId, password: 'Fresh@2027' }),
    );
    secrets.push('School@2026', 'Fresh@2027', passwordDigestOf('Fresh@2027'));
    // A person changes their own password.
    const own = await signIn(gateway.app, 'gxadmin');
    secrets.push(own.access, own.refresh);
    const changed = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/myInfo/editAccount',
      headers: bearer(own.access),
      payload: { oldPassword: passwordDigestOf('Sport@2026'), newPassword: 'Better@2027' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    secrets.push('Better@2027', passwordDigestOf('Better@2027'), passwordDigestOf('Sport@2026'));

    const resets = (await page({ action: 'password.reset' })).records;
    expect(resets.map((row) => [row.actorName, row.target])).toEqual([
      ['sysadmin', 'auditschooladmin'],
      ['k12admin', teacher.accountNum],
    ]);
    expect((await page({ action: 'password.change' })).records).toMatchObject([
      { actorName: 'gxadmin', target: 'gxadmin', outcome: 'success' },
    ]);

    // Roles: added, edited, given a member, the member removed, deleted.
    const valid = { type: '101001', remark: '', menuIds: ['k12:org/class:add'], mobileMenuIds: [] };
    const { roleId } = dataOf<{ roleId: string }>(
      await call(gateway.app, k12, 'POST', 'role/add', { ...valid, name: '审计查看员' }),
    );
    dataOf(await call(gateway.app, k12, 'POST', 'role/edit', { ...valid, roleId, name: '审计查看员二' }));
    const candidates = dataOf<{ records: { accountId: string }[] }>(
      await call(gateway.app, k12, 'GET', 'role/member/candidates', { roleId }),
    ).records;
    const accountIds = [candidates[0]?.accountId ?? ''];
    dataOf(await call(gateway.app, k12, 'POST', 'role/member/add', { roleId, accountIds }));
    dataOf(await call(gateway.app, k12, 'POST', 'role/member/remove', { roleId, accountIds }));
    dataOf(await call(gateway.app, k12, 'POST', 'role/delete', { roleId }));
    // A refused change (the name is taken) rolls back with its row: nothing recorded.
    const before = (await page({ action: 'role.add' })).total;
    expect((await call(gateway.app, k12, 'POST', 'role/add', { ...valid, name: '体育教师' })).statusCode).toBe(409);
    expect((await page({ action: 'role.add' })).total).toBe(before);
    const roleRows = (await page({ keyword: roleId })).records;
    expect(roleRows.map((row) => row.action)).toEqual([
      'role.delete',
      'role.membersRemove',
      'role.membersAdd',
      'role.edit',
      'role.add',
    ]);
    expect(roleRows.every((row) => row.actorName === 'k12admin' && row.orgName === '阳光实验小学')).toBe(true);

    // An import, with its counts.
    const classes = await classNamesOf(gateway.app, k12);
    const imported = await importStudents(gateway.app, k12, rosterRows(4, classes, 'AUDIT'));
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await page({ action: 'import.students' })).records).toMatchObject([
      { actorName: 'k12admin', outcome: 'success', detail: 'imported 4, failed 0' },
    ]);

    // Nothing secret in any row: no password, digest, hash or token.
    const hashes = (await db.select({ hash: person.passwordHash }).from(person)).map((row) => row.hash);
    const tokenHashes = (await db.select({ hash: session.accessTokenHash }).from(session)).map((row) => row.hash);
    const stored = JSON.stringify(await db.select().from(auditLog));
    for (const secret of [...secrets, ...hashes, ...tokenHashes, passwordDigestOf('Sport@2026')]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('filters by day range and refuses a bad range in every language', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await page({ startDate: today, endDate: today })).total).toBeGreaterThan(0);
    expect((await page({ startDate: '2099-01-01' })).total).toBe(0);
    expect((await page({ endDate: '2000-01-01' })).total).toBe(0);
    for (const language of LANGUAGES) {
      const bad = await call(gateway.app, sys, 'GET', 'audit/page', { startDate: '2026-02-30' }, language);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(translateDomainMessage(language, 'validation.audit.date'));
      // The export refuses what the page refuses, rather than answering an empty file.
      for (const path of ['audit/page', 'audit/export']) {
        const reversed = await call(
          gateway.app,
          sys,
          'GET',
          path,
          { startDate: '2026-03-02', endDate: '2026-03-01' },
          language,
        );
        expect(reversed.statusCode, path).toBe(400);
        expect(reversed.json().msg).toContain(translateDomainMessage(language, 'validation.audit.order'));
      }
      const action = await call(gateway.app, sys, 'GET', 'audit/page', { action: 'export.secrets' }, language);
      expect(action.statusCode).toBe(400);
    }
  });

  it("reads the day range on the reader's clock, and refuses an offset no clock has", async () => {
    const { db } = gateway.database;
    // 23:30 UTC on 1 March is 07:30 on 2 March in Beijing (UTC+8) and 18:30 on 1 March in New York (UTC-5).
    const target = `clock-${randomUUID()}`;
    await db.insert(auditLog).values({
      id: randomUUID(),
      at: new Date('2026-03-01T23:30:00Z'),
      action: 'auth.signIn',
      target,
      outcome: 'success',
    });
    const on = (day: string, utcOffset?: number) =>
      page({ keyword: target, startDate: day, endDate: day, ...(utcOffset === undefined ? {} : { utcOffset }) });
    expect((await on('2026-03-01')).total).toBe(1);
    expect((await on('2026-03-02')).total).toBe(0);
    expect((await on('2026-03-02', 480)).total).toBe(1);
    expect((await on('2026-03-01', 480)).total).toBe(0);
    expect((await on('2026-03-01', -300)).total).toBe(1);
    for (const language of LANGUAGES) {
      for (const utcOffset of ['900', '1.5', 'east']) {
        const refused = await call(gateway.app, sys, 'GET', 'audit/export', { utcOffset }, language);
        expect(refused.statusCode, utcOffset).toBe(400);
        expect(refused.json().msg).toContain(translateDomainMessage(language, 'validation.audit.offset'));
      }
    }
  });

  it('exports the rows its filters find, in its order, and logs the export itself', async () => {
    const query = { action: 'auth.signIn' };
    const listed = await page(query);
    expect(listed.total).toBeGreaterThan(0);
    const lines = exportLinesOf<AuditRow>(
      await gateway.app.inject({ method: 'GET', url: '/api/busi/web/audit/export', query, headers: bearer(sys) }),
    );
    expect(lines[0]).toEqual({ total: listed.total });
    expect(lines.at(-1)).toEqual({ end: listed.total });
    const sent = lines.slice(1, -1).flat() as AuditRow[];
    expect(sent.map((row) => row.id)).toEqual(listed.records.map((row) => row.id));
    expect(sent.every((row) => row.action === 'auth.signIn')).toBe(true);
    const [logged] = (await page({ action: 'export' })).records;
    expect(logged).toMatchObject({
      actorName: 'sysadmin',
      target: 'auditPage',
      detail: `exported ${listed.total} of ${listed.total}`,
    });
  });

  it('is read by the management centre only: a school admin is refused', async () => {
    for (const language of LANGUAGES) {
      const refused = await call(gateway.app, k12, 'GET', 'audit/page', {}, language);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(translateDomainMessage(language, 'auth.forbidden'));
    }
    expect((await call(gateway.app, 'not-a-token', 'GET', 'audit/page')).statusCode).toBe(401);
    expect((await call(gateway.app, k12, 'GET', 'audit/export')).statusCode).toBe(403);
  });

  it('shows a management organisation below the platform its own rows only, and the platform every row', async () => {
    const added = await call(gateway.app, sys, 'POST', 'orgManage/add', {
      name: '审计区体育中心',
      code: '45',
      parentId: (await page({ action: 'auth.signIn', keyword: 'sysadmin' })).records[0]?.orgId,
      type: 10,
      adminAccount: 'auditdistrict',
      adminPassword: 'School@2026',
      contactPhone: '010-12345678',
      activatableCount: 10,
      activatedCount: 0,
    });
    expect(added.statusCode, added.body).toBe(200);
    const districtId = dataOf<{ orgId: string }>(added).orgId;
    const district = dataOf<{ access_token: string }>(
      await attemptLogin(gateway.app, { accountNum: 'auditdistrict', password: 'School@2026' }),
    ).access_token;
    const own = dataOf<{ records: AuditRow[]; total: number }>(
      await call(gateway.app, district, 'GET', 'audit/page', { pageSize: 80 }),
    );
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.records.map((row) => row.orgId))).toEqual(new Set([districtId]));
    // The platform reads the district's sign-in beside its own.
    const platform = await page({ action: 'auth.signIn', keyword: 'auditdistrict' });
    expect(platform.records.map((row) => row.orgId)).toContain(districtId);
    expect((await page({ action: 'auth.signIn', keyword: 'sysadmin' })).total).toBeGreaterThan(0);
  });

  it('purges rows older than the retention period and keeps the rest', async () => {
    const { db } = gateway.database;
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await db.insert(auditLog).values({ id: randomUUID(), at: old, action: 'auth.signIn', outcome: 'success' });
    const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(auditLog);
    expect(await purgeAuditLog(db, 365)).toBe(1);
    const [{ n: left } = { n: 0 }] = await db.select({ n: count() }).from(auditLog);
    expect(left).toBe(total - 1);
    expect(await purgeAuditLog(db, 365)).toBe(0);
  });
});

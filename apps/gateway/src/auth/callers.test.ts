import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../config.ts';
import type { OpenDatabase } from '../db/index.ts';
import { session } from '../db/schema.ts';
import { prepareFileStore } from '../files/prepare.ts';
import { directoryStore } from '../files/store.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { call, dataOf } from '../testing/calls.ts';
import { testDatabases } from '../testing/databases.ts';
import { signIn, TEST_CAPTCHA } from '../testing/gateway.ts';
import { CALLER_LISTENER_NAME } from './callerChanges.ts';
import { CallerCache, type ResolvedCaller } from './callers.ts';
import { useLightHashingForTests } from './password.ts';
import { tokenHash } from './sessions.ts';

/** Longer than any test: a refusal below can only come from the cache being forgotten, not expiring. */
const LONG_CACHE_MS = 60_000;

/** A class id no class has: the delete is authorised or refused before the class is looked up. */
const NO_CLASS = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())(
  'callers remembered for a while, forgotten at every change, on $name',
  ({ name, open }) => {
    let database: OpenDatabase;
    let app: FastifyInstance;
    let filesDir: string;
    let admin: string;
    let roleId: string;
    let account: { accountId: string; orgId: string; tenantOrgId: string };

    beforeAll(async () => {
      useLightHashingForTests();
      database = await open();
      await prepareDatabase(database.db);
      filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-callers-'));
      const fileStore = directoryStore(filesDir);
      await prepareFileStore(database.db, fileStore);
      app = await buildApp({
        db: database.db,
        dbKind: database.kind,
        appDir: '/nonexistent',
        captchaTestCode: TEST_CAPTCHA,
        fileStore,
        fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
        authCacheMs: LONG_CACHE_MS,
      });
      admin = (await signIn(app, 'k12admin')).access;
      roleId = dataOf<{ roleId: string }>(
        await call(app, admin, 'POST', 'role/add', {
          type: '101001',
          name: '班级删除员',
          menuIds: ['k12:org/class', 'k12:org/class:delete'],
          mobileMenuIds: [],
        }),
      ).roleId;
      const probe = (await signIn(app, 'multiuser')).access;
      const info = dataOf<{ accounts: Array<typeof account & { orgType: number }> }>(
        await call(app, probe, 'POST', 'myInfo/getUInfo'),
      );
      const k12 = info.accounts.find((entry) => entry.orgType === 21);
      if (!k12) throw new Error('multiuser has a K12 account');
      account = { accountId: k12.accountId, orgId: k12.orgId, tenantOrgId: k12.tenantOrgId };
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    });

    /** A teacher's new session in the role, with its grants resolved (and remembered) by a few calls. */
    async function teacherInRole(): Promise<string> {
      const teacher = (await signIn(app, 'multiuser')).access;
      dataOf(
        await call(app, teacher, 'POST', 'myInfo/switchOrg', {
          orgId: account.orgId,
          tenantOrgId: account.tenantOrgId,
        }),
      );
      dataOf(
        await call(app, teacher, 'POST', 'myInfo/switchRole', {
          accountId: account.accountId,
          roleId,
          tenantOrgId: account.tenantOrgId,
        }),
      );
      expect((await call(app, teacher, 'POST', 'class/delete', { classId: NO_CLASS })).statusCode).not.toBe(403);
      // A write is always checked afresh (it forgets remembered callers first); reads are remembered.
      for (let warm = 0; warm < 2; warm++) expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(200);
      return teacher;
    }

    async function editRole(menuIds: string[]) {
      dataOf(await call(app, admin, 'POST', 'role/edit', { roleId, type: '101001', name: '班级删除员', menuIds }));
    }

    it('forgets a caller whose session ended outside any request of its own, as another gateway would end it', async () => {
      dataOf(await call(app, admin, 'POST', 'role/member/add', { roleId, accountIds: [account.accountId] }));
      const teacher = await teacherInRole();
      const changes = app.callerChanges;
      if (!changes?.listening) throw new Error('the gateway hears of changes');
      // The database tells every listening gateway of the change once it commits; nothing of this
      // gateway's own requests is involved.
      const heard = once(changes, 'heard');
      await database.db
        .update(session)
        .set({ revokedAt: new Date() })
        .where(eq(session.accessTokenHash, tokenHash(teacher)));
      await heard;
      expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(401);
    });

    // Only PostgreSQL has a listening connection to lose: PGlite hears in its own process.
    if (name === 'postgres') {
      it('resolves every call while its listening connection is lost, so a change it cannot hear of is refused', async () => {
        const teacher = await teacherInRole();
        const changes = app.callerChanges;
        if (!changes?.listening) throw new Error('the gateway hears of changes');
        const lost = once(changes, 'lost');
        const cut = await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CALLER_LISTENER_NAME} and datname = current_database()`,
        );
        expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
        await lost;
        // Ended while no notice can reach this gateway: only not remembering explains the refusal.
        await database.db
          .update(session)
          .set({ revokedAt: new Date() })
          .where(eq(session.accessTokenHash, tokenHash(teacher)));
        expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(401);
      });
    }

    it('refuses a button taken from the role on the very next call, the rest of the role still passing', async () => {
      const teacher = await teacherInRole();
      await editRole(['k12:org/class']);
      expect((await call(app, teacher, 'POST', 'class/delete', { classId: NO_CLASS })).statusCode).toBe(403);
      expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(200);
      await editRole(['k12:org/class', 'k12:org/class:delete']);
      expect((await call(app, teacher, 'POST', 'class/delete', { classId: NO_CLASS })).statusCode).not.toBe(403);
    });

    it('refuses a member removed from the role on the very next call', async () => {
      const teacher = await teacherInRole();
      dataOf(await call(app, admin, 'POST', 'role/member/remove', { roleId, accountIds: [account.accountId] }));
      expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(403);
      expect((await call(app, teacher, 'POST', 'class/delete', { classId: NO_CLASS })).statusCode).toBe(403);
      dataOf(await call(app, admin, 'POST', 'role/member/add', { roleId, accountIds: [account.accountId] }));
    });

    it('refuses a disabled account on the very next call', async () => {
      const sys = (await signIn(app, 'sysadmin')).access;
      const adminRole = dataOf<{ records: Array<{ roleId: string; builtIn: boolean }> }>(
        await call(app, sys, 'GET', 'role/page', { pageSize: 80 }),
      ).records.find((entry) => entry.builtIn);
      const staff = dataOf<{ records: Array<{ accountId: string; accountNum: string }> }>(
        await call(app, sys, 'GET', 'user/page', { keyword: 'adminstaff2' }),
      ).records.find((entry) => entry.accountNum === 'adminstaff2');
      if (!adminRole || !staff) throw new Error('the demo management organisation has its role and staff');
      const membership = { roleId: adminRole.roleId, accountIds: [staff.accountId] };
      dataOf(await call(app, sys, 'POST', 'role/member/add', membership));
      const own = (await signIn(app, 'adminstaff2')).access;
      for (let warm = 0; warm < 2; warm++)
        expect((await call(app, own, 'GET', 'department/list')).statusCode).toBe(200);
      dataOf(await call(app, sys, 'POST', 'user/status', { accountId: staff.accountId, status: 'disabled' }));
      expect([401, 403]).toContain((await call(app, own, 'GET', 'department/list')).statusCode);
      dataOf(await call(app, sys, 'POST', 'user/status', { accountId: staff.accountId, status: 'enabled' }));
      dataOf(await call(app, sys, 'POST', 'role/member/remove', membership));
    });

    it('refuses a signed-out token on the very next call', async () => {
      const teacher = await teacherInRole();
      const out = await app.inject({
        method: 'POST',
        url: '/api/sso/oauth/logout',
        headers: { authorization: `Bearer ${teacher}` },
        payload: {},
      });
      expect(out.statusCode, out.body).toBe(200);
      expect((await call(app, teacher, 'GET', 'class/page')).statusCode).toBe(401);
      expect((await call(app, teacher, 'POST', 'myInfo/getUInfo')).statusCode).toBe(401);
    });
  },
);

describe('the caller cache', () => {
  const caller = (expiresInMs: number): ResolvedCaller =>
    ({
      session: { accessExpiresAt: new Date(Date.now() + expiresInMs) },
      account: null,
      granted: new Set(),
    }) as unknown as ResolvedCaller;

  it('keeps at most its bound of entries, the oldest going first', () => {
    const cache = new CallerCache(1000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, caller(60_000), cache.current());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('forgets entries past their time to live or their token’s expiry', () => {
    const cache = new CallerCache(1000);
    const now = Date.now();
    cache.set('ttl', caller(60_000), cache.current(), now);
    cache.set('token', caller(10), cache.current(), now);
    expect(cache.get('ttl', now + 500)).toBeDefined();
    expect(cache.get('token', now + 500)).toBeUndefined();
    expect(cache.get('ttl', now + 1000)).toBeUndefined();
  });

  it('never keeps a caller read before a write that has happened since, nor anything when off', () => {
    const cache = new CallerCache(1000);
    const before = cache.current();
    cache.invalidate();
    cache.set('stale', caller(60_000), before);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', caller(60_000), cache.current());
    cache.invalidate();
    expect(cache.get('fresh')).toBeUndefined();
    const off = new CallerCache(0);
    off.set('any', caller(60_000), off.current());
    expect(off.size).toBe(0);
  });

  it('neither answers nor keeps while paused, and starts empty when resumed', () => {
    const cache = new CallerCache(1000);
    cache.set('before', caller(60_000), cache.current());
    const reading = cache.current();
    cache.pause();
    expect(cache.get('before')).toBeUndefined();
    cache.set('during', caller(60_000), cache.current());
    expect(cache.size).toBe(0);
    cache.resume();
    // A read that began before the pause may have missed a change made while nobody listened.
    cache.set('overlapping', caller(60_000), reading);
    expect(cache.get('overlapping')).toBeUndefined();
    cache.set('after', caller(60_000), cache.current());
    expect(cache.get('after')).toBeDefined();
  });
});

import { randomUUID } from 'node:crypto';
import { translateDomainMessage } from '@school-sports/domain';
import type { DataOf, jobPage } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { job } from '../../db/schema.ts';
import { call, dataOf, exportLinesOf, LANGUAGES } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer } from '../../testing/gateway.ts';

/** The gateway's answer for one record, as the contract declares it. */
type JobRow = DataOf<typeof jobPage>['records'][number];

describe.each(testDatabases())("the platform's background jobs on $name", ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sys: 'sysadmin', k12: 'k12admin' });
  // A kind no gateway knows, so no runner takes these jobs while the test reads them.
  const kind = `test.unknown.${randomUUID().slice(0, 8)}`;
  const failedId = randomUUID();
  const doneId = randomUUID();

  beforeAll(async () => {
    const finished = new Date('2026-03-01T08:00:00Z');
    await gateway.database.db.insert(job).values([
      {
        id: failedId,
        kind,
        state: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError: 'the device batch names a student no class has',
        finishedAt: finished,
      },
      { id: doneId, kind, state: 'done', attempts: 1, maxAttempts: 5, finishedAt: finished },
    ]);
  });

  const page = async (query: Record<string, unknown>) =>
    dataOf<{ records: JobRow[]; total: number }>(await call(gateway.app, tokens.sys, 'GET', 'jobs/page', query));

  it('lists the jobs by state and by kind or error text, with how each ended', async () => {
    const failed = await page({ state: 'failed', keyword: 'no class has' });
    expect(failed.records).toEqual([
      {
        jobId: failedId,
        kind,
        state: 'failed',
        attempts: 5,
        maxAttempts: 5,
        runAt: expect.any(String),
        createdAt: expect.any(String),
        finishedAt: '2026-03-01T08:00:00.000Z',
        lastError: 'the device batch names a student no class has',
      },
    ]);
    const ofKind = await page({ keyword: kind });
    expect(ofKind.records.map((row) => row.state).sort()).toEqual(['done', 'failed']);
    const exported = exportLinesOf<JobRow>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/jobs/export',
        query: { keyword: kind },
        headers: bearer(tokens.sys),
      }),
    );
    expect(exported[0]).toEqual({ total: 2 });
    for (const language of LANGUAGES) {
      const refused = await call(gateway.app, tokens.sys, 'GET', 'jobs/page', { state: 'stuck' }, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toContain(translateDomainMessage(language, 'validation.job.state'));
    }
  });

  it('runs a failed job again from its first try, once, and refuses any other', async () => {
    const ran = await call(gateway.app, tokens.sys, 'POST', 'jobs/retry', { jobId: failedId });
    expect(ran.statusCode, ran.body).toBe(200);
    const [row] = await gateway.database.db.select().from(job).where(eq(job.id, failedId));
    expect(row).toMatchObject({ state: 'waiting', attempts: 0, finishedAt: null });
    // The last error stays for the operator until the next try ends.
    expect(row?.lastError).toBe('the device batch names a student no class has');
    for (const language of LANGUAGES) {
      const again = await call(gateway.app, tokens.sys, 'POST', 'jobs/retry', { jobId: failedId }, language);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(translateDomainMessage(language, 'job.notFailed'));
      const done = await call(gateway.app, tokens.sys, 'POST', 'jobs/retry', { jobId: doneId }, language);
      expect(done.statusCode).toBe(409);
      const missing = await call(gateway.app, tokens.sys, 'POST', 'jobs/retry', { jobId: randomUUID() }, language);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().msg).toBe(translateDomainMessage(language, 'job.notFound'));
    }
  });

  it('shows the jobs to the platform’s own management organisation only', async () => {
    for (const path of ['jobs/page', 'jobs/export']) {
      expect((await call(gateway.app, tokens.k12, 'GET', path)).statusCode).toBe(403);
    }
    expect((await call(gateway.app, tokens.k12, 'POST', 'jobs/retry', { jobId: failedId })).statusCode).toBe(403);
    expect((await call(gateway.app, 'not-a-token', 'GET', 'jobs/page')).statusCode).toBe(401);
    // A management organisation below the platform's holds the screen in its frame, and still may not read them.
    const added = await call(gateway.app, tokens.sys, 'POST', 'orgManage/add', {
      name: '新城区体育中心',
      code: '44',
      parentId: await gateway.orgIdOf(tokens.sys),
      type: 10,
      adminAccount: 'jobsdistrict',
      adminPassword: 'School@2026',
      contactPhone: '010-12345678',
      activatableCount: 10,
      activatedCount: 0,
    });
    expect(added.statusCode, added.body).toBe(200);
    const district: string = dataOf<{ access_token: string }>(
      await attemptLogin(gateway.app, { accountNum: 'jobsdistrict', password: 'School@2026' }),
    ).access_token;
    const info = await gateway.ok(district, 'POST', 'myInfo/getUInfo');
    expect(JSON.stringify(info)).toContain('"jobs"');
    for (const language of LANGUAGES) {
      const refused = await call(gateway.app, district, 'GET', 'jobs/page', {}, language);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(translateDomainMessage(language, 'auth.forbidden'));
    }
  });
});

// The job queue on each database: a job commits or rolls back with the change that queued it, runs
// once however many gateways claim side by side, waits longer after each failed try and fails for
// good when its tries are used up, is taken over when its gateway died holding it, and is finished
// before a stopping gateway lets go. The gateway's own recurring jobs run once a period and clear
// what nothing needs any more.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../config.ts';
import type { OpenDatabase } from '../db/index.ts';
import { auditLog, job, loginThrottle, mobileLogin, mobileSession, person, session } from '../db/schema.ts';
import { ANALYZE_AFTER_ROWS } from '../imports/statistics.ts';
import { testDatabases } from '../testing/databases.ts';
import { openTestGateway, signIn } from '../testing/gateway.ts';
import { rosterRows } from '../testing/rosters.ts';
import { classNamesOf, importStudents } from '../testing/studentImport.ts';
import { claimJob, completeJob, defineJob, enqueue, enqueuePeriodic, retryDelayMs } from './queue.ts';
import { type JobRunner, type RunnerOptions, startJobRunner } from './runner.ts';

const log = Fastify({ logger: false }).log;
const day = 24 * 60 * 60 * 1000;

/** A job kind of its own for each test, whose runs are listed in `runs`. */
function noteKind(options: { fail?: (text: string) => boolean; maxAttempts?: number } = {}) {
  const runs: string[] = [];
  const kind = defineJob({
    kind: `test.note.${randomUUID()}`,
    payload: z.object({ text: z.string() }),
    maxAttempts: options.maxAttempts,
    async run({ text }) {
      runs.push(text);
      if (options.fail?.(text)) throw new Error(`${text}: try ${runs.filter((run) => run === text).length} failed`);
    },
  });
  return { kind, runs };
}

describe.each(testDatabases())('the job queue on $name', ({ open }) => {
  let database: OpenDatabase;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await open();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(async () => {
    await database.close();
  });

  /** A runner that looks for jobs only when a test asks it to (its timers are an hour apart). */
  function runner(options: Pick<RunnerOptions, 'kinds'> & Partial<RunnerOptions>): JobRunner {
    const started = startJobRunner({
      db: database.db,
      log,
      pollMs: 60 * 60 * 1000,
      scheduleEveryMs: 60 * 60 * 1000,
      ...options,
    });
    runners.push(started);
    return started;
  }

  /** The database's clock now, in milliseconds since the epoch (the queue's times are the database's). */
  async function databaseNowMs(): Promise<number> {
    const [row] = await database.db
      .select({ ms: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8` })
      .from(sql`(select 1) as one`);
    return Number(row?.ms);
  }

  async function jobRow(id: string | null) {
    const [row] = await database.db
      .select({
        state: job.state,
        attempts: job.attempts,
        lastError: job.lastError,
        finished: sql<boolean>`${job.finishedAt} is not null`,
        runAtMs: sql<number>`(extract(epoch from ${job.runAt}) * 1000)::float8`,
      })
      .from(job)
      .where(eq(job.id, id ?? ''));
    return row;
  }

  it('runs a job its change committed, once, and never one whose change rolled back', async () => {
    const { kind, runs } = noteKind();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, kind, { text: 'rolled back' });
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    const id = await database.db.transaction((tx) => enqueue(tx, kind, { text: 'committed' }));
    const gateway = runner({ kinds: [kind] });
    expect(await gateway.drain()).toBe(1);
    expect(await gateway.drain()).toBe(0);
    expect(runs).toEqual(['committed']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null, finished: true });
  });

  it('refuses to queue a payload its kind does not accept, writing nothing', async () => {
    const { kind } = noteKind();
    // A caller in plain JavaScript, or one that casts, can still hand over the wrong shape.
    // @ts-expect-error the payload's text must be a string
    const queued = enqueue(database.db, kind, { text: 5 });
    await expect(queued).rejects.toThrow();
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(job).where(eq(job.kind, kind.kind));
    expect(row?.n).toBe(0);
  });

  it('queues a keyed job once, and a recurring job once a period however many gateways ask', async () => {
    const { kind } = noteKind();
    const key = `test-key-${randomUUID()}`;
    expect(await enqueue(database.db, kind, { text: 'first' }, { key })).not.toBeNull();
    expect(await enqueue(database.db, kind, { text: 'second' }, { key })).toBeNull();

    const recurring = defineJob({
      kind: `test.recurring.${randomUUID()}`,
      payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
      async run() {},
    });
    // A day's period: the three calls fall in the same one unless the test runs across midnight UTC.
    const queued = await Promise.all([1, 2, 3].map(() => enqueuePeriodic(database.db, recurring, day)));
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(job)
      .where(eq(job.kind, recurring.kind));
    expect(queued.filter(Boolean).length).toBe(row?.n);
    expect(row?.n).toBeGreaterThanOrEqual(1);
    expect(row?.n).toBeLessThanOrEqual(2);
  });

  it('tries a failing job again later, waiting longer each time, and fails it when its tries are used up', async () => {
    const { kind, runs } = noteKind({ fail: () => true, maxAttempts: 3 });
    const id = await enqueue(database.db, kind, { text: 'flaky' });
    const gateway = runner({ kinds: [kind] });
    for (const attempt of [1, 2]) {
      // The database's clock on either side of the try: the failure was recorded between the two, so
      // the next try is due the retry delay after a moment between them, however slow the machine.
      const before = await databaseNowMs();
      expect(await gateway.drain()).toBe(1);
      const after = await databaseNowMs();
      const row = await jobRow(id);
      expect(row).toMatchObject({ state: 'waiting', attempts: attempt, lastError: `flaky: try ${attempt} failed` });
      const failedAt = (row?.runAtMs ?? 0) - retryDelayMs(attempt);
      expect(failedAt).toBeGreaterThanOrEqual(before);
      expect(failedAt).toBeLessThanOrEqual(after);
      // Not due yet: nothing runs until its time has come.
      expect(await gateway.drain()).toBe(0);
      // Its time comes.
      await database.db
        .update(job)
        .set({ runAt: sql`now()` })
        .where(eq(job.id, id ?? ''));
    }
    // Each wait is twice the one before.
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await gateway.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'flaky: try 3 failed',
      finished: true,
    });
    expect(await gateway.drain()).toBe(0);
    expect(runs).toEqual(['flaky', 'flaky', 'flaky']);
  });

  it('fails at once a job whose stored payload does not fit its kind', async () => {
    const { kind, runs } = noteKind();
    const id = randomUUID();
    await database.db.insert(job).values({ id, kind: kind.kind, payload: { text: 5 } });
    expect(await runner({ kinds: [kind] }).drain()).toBe(1);
    expect(runs).toEqual([]);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, finished: true });
    expect(row?.lastError).toContain('does not fit');
  });

  it('leaves a job of a kind this gateway does not know for a gateway that knows it', async () => {
    const known = noteKind();
    const unknown = noteKind();
    const id = await enqueue(database.db, unknown.kind, { text: 'for a newer gateway' });
    expect(await runner({ kinds: [known.kind] }).drain()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(await runner({ kinds: [unknown.kind] }).drain()).toBe(1);
    expect(unknown.runs).toEqual(['for a newer gateway']);
  });

  it('runs each job once when gateways claim side by side', async () => {
    const ranBy = new Map<string, string[]>();
    const texts = Array.from({ length: 40 }, (_, n) => `job ${n}`);
    const kind = defineJob({
      kind: `test.shared.${randomUUID()}`,
      payload: z.object({ text: z.string() }),
      async run({ text }) {
        // A moment's work, so the claims of both gateways interleave.
        await new Promise((resolve) => setTimeout(resolve, 5));
        ranBy.set(text, [...(ranBy.get(text) ?? []), text]);
      },
    });
    await database.db.transaction(async (tx) => {
      for (const text of texts) await enqueue(tx, kind, { text });
    });
    const first = runner({ kinds: [kind], concurrency: 3 });
    const second = runner({ kinds: [kind], concurrency: 3 });
    const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()]);
    expect(byFirst + bySecond).toBe(texts.length);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    expect([...ranBy.keys()].sort()).toEqual([...texts].sort());
    expect([...ranBy.values()].every((runs) => runs.length === 1)).toBe(true);
    const states = await database.db
      .select({ state: job.state, lockedBy: job.lockedBy, n: sql<number>`count(*)::int` })
      .from(job)
      .where(eq(job.kind, kind.kind))
      .groupBy(job.state, job.lockedBy);
    expect(states).toEqual([{ state: 'done', lockedBy: null, n: texts.length }]);
  });

  it('takes over a job whose gateway died holding it, and the dead gateway can no longer record it', async () => {
    const { kind, runs } = noteKind();
    const id = await enqueue(database.db, kind, { text: 'orphaned' });
    const dead = `gateway-${randomUUID()}`;
    expect((await claimJob(database.db, dead, [kind.kind], 60_000))?.id).toBe(id);
    // Held: no other gateway takes it while the lease lasts.
    const alive = runner({ kinds: [kind] });
    expect(await alive.drain()).toBe(0);
    // The dead gateway renews nothing: its lease runs out.
    await database.db
      .update(job)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(job.id, id ?? ''));
    expect(await alive.drain()).toBe(1);
    expect(runs).toEqual(['orphaned']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await completeJob(database.db, id ?? '', dead)).toBe(false);
  });

  it('fails a job whose gateway died during its last try, without running it again', async () => {
    const { kind, runs } = noteKind({ maxAttempts: 1 });
    const id = await enqueue(database.db, kind, { text: 'last try' });
    await claimJob(database.db, `gateway-${randomUUID()}`, [kind.kind], 60_000);
    await database.db
      .update(job)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(job.id, id ?? ''));
    expect(await runner({ kinds: [kind] }).drain()).toBe(1);
    expect(runs).toEqual([]);
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      lastError: 'its gateway stopped during its last try',
    });
  });

  it('finishes the job under way before a stopping gateway lets go', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finished = false;
    const kind = defineJob({
      kind: `test.long.${randomUUID()}`,
      payload: z.object({}),
      async run(_payload, { signal }) {
        started();
        // Long work that stops at a safe point when the gateway stops.
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        finished = true;
      },
    });
    const id = await enqueue(database.db, kind, {});
    const gateway = runner({ kinds: [kind] });
    gateway.poke();
    await running;
    await gateway.stop();
    expect(finished).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe.each(testDatabases())("a gateway's recurring jobs on $name", ({ open }) => {
  it('clear ended sessions, spent lockouts and old audit rows once a period, for every gateway of the database', async () => {
    const gateway = await openTestGateway(open);
    const db = gateway.database.db;
    try {
      // What is left from long ago, written before the gateway becomes ready and queues its jobs.
      const [someone] = await db.select({ id: person.id }).from(person).limit(1);
      const ended = randomUUID();
      const longAgo = new Date(Date.now() - 30 * day);
      await db.insert(session).values({
        id: ended,
        family: ended,
        personId: someone?.id ?? '',
        accessTokenHash: `ended-access-${ended}`,
        refreshTokenHash: `ended-refresh-${ended}`,
        accessExpiresAt: longAgo,
        refreshExpiresAt: new Date(Date.now() - day),
      });
      // The mobile app's: one whose refresh token expired, one from before refresh tokens whose
      // access token did, and one that may still refresh though its access token expired.
      const [login] = await db.select({ id: mobileLogin.id }).from(mobileLogin).limit(1);
      const mobileRow = (name: string) => ({
        id: `${name}-${ended}`,
        loginId: login?.id ?? '',
        tokenHash: `${name}-access-${ended}`,
        expiresAt: longAgo,
      });
      await db.insert(mobileSession).values([
        { ...mobileRow('ended'), refreshTokenHash: `ended-refresh-${ended}`, refreshExpiresAt: longAgo },
        mobileRow('unrefreshable'),
        {
          ...mobileRow('refreshable'),
          refreshTokenHash: `live-refresh-${ended}`,
          refreshExpiresAt: new Date(Date.now() + day),
        },
      ]);
      await db.insert(loginThrottle).values([
        { key: `account:spent-${ended}`, failures: 3, windowStart: longAgo, lockedUntil: longAgo },
        { key: `account:locked-${ended}`, failures: 9, windowStart: longAgo, lockedUntil: new Date(Date.now() + day) },
      ]);
      const oldAudit = randomUUID();
      await db
        .insert(auditLog)
        .values({ id: oldAudit, at: new Date(Date.now() - 400 * day), action: 'login', outcome: 'success' });
      await gateway.app.ready();
      await signIn(gateway.app, 'k12admin');

      // The gateway queued its recurring jobs when it became ready; a second gateway on the same
      // database asks for the same periods and queues nothing more.
      const second = await buildApp({
        db,
        dbKind: gateway.database.kind,
        appDir: '/nonexistent',
        fileStore: gateway.fileStore,
        fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
      });
      await second.ready();
      await Promise.all([gateway.app.jobs.drain(), second.jobs.drain()]);
      await second.close();

      const housekeeping = await db
        .select({ kind: job.kind, state: job.state, n: sql<number>`count(*)::int` })
        .from(job)
        .where(sql`${job.kind} like 'housekeeping.%'`)
        .groupBy(job.kind, job.state)
        .orderBy(job.kind);
      expect(housekeeping).toEqual(
        ['auditLog', 'deletedFiles', 'jobs', 'resumableUploads', 'sessions', 'unattachedFiles'].map((name) => ({
          kind: `housekeeping.${name}`,
          state: 'done',
          n: 1,
        })),
      );
      expect(await db.select({ id: session.id }).from(session).where(eq(session.id, ended))).toEqual([]);
      // The session just opened stays.
      const [open] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(session)
        .where(sql`${session.refreshExpiresAt} > now()`);
      expect(open?.n).toBeGreaterThan(0);
      const mobileLeft = await db
        .select({ id: mobileSession.id })
        .from(mobileSession)
        .where(sql`${mobileSession.id} like ${`%${ended}`}`);
      expect(mobileLeft).toEqual([{ id: `refreshable-${ended}` }]);
      const throttles = await db
        .select({ key: loginThrottle.key })
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} like ${`%${ended}`}`);
      expect(throttles).toEqual([{ key: `account:locked-${ended}` }]);
      expect(
        await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.id, oldAudit))),
      ).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe.each(testDatabases())('after a large import on $name', ({ open }) => {
  it("refreshes the planner's statistics of the tables it wrote", async () => {
    const gateway = await openTestGateway(open);
    const db = gateway.database.db;
    try {
      const k12 = (await signIn(gateway.app, 'k12admin')).access;
      const plannerRows = async () => {
        const result = await db.execute(sql`select reltuples::int as rows from pg_class where relname = 'student'`);
        return Number((result as unknown as { rows: { rows: number }[] }).rows[0]?.rows);
      };
      const before = await plannerRows();
      const rows = ANALYZE_AFTER_ROWS + 200;
      const classes = await classNamesOf(gateway.app, k12);
      const imported = await importStudents(gateway.app, k12, rosterRows(rows, classes, 'PLAN'));
      expect(imported.statusCode, imported.body).toBe(200);
      await gateway.app.jobs.drain();
      const [refreshed] = await db
        .select({ state: job.state, payload: job.payload })
        .from(job)
        .where(eq(job.kind, 'database.analyze'));
      expect(refreshed).toEqual({ state: 'done', payload: { tables: ['student', 'parent', 'student_parent'] } });
      // The planner now counts the imported rows (ANALYZE samples; a large table's count is an estimate).
      expect(before).toBeLessThan(rows);
      expect(await plannerRows()).toBeGreaterThanOrEqual(rows);
    } finally {
      await gateway.close();
    }
  });
});

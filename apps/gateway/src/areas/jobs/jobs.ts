// The platform's background jobs as its operators read them (`jobs` screen of the admin frame):
// newest first, by state and by kind or error text, and a failed job run again from its first try.
// Jobs belong to the platform, not to an organisation: only the platform's own management
// organisation (the root) reads them, whoever else a role would let see the screen.
import { type JobState, jobExport, jobPage, jobRetry } from '@school-sports/gateway-client/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { job } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Caller, Router } from '../../http/router.ts';
import { pageOfQuery } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

export function registerJobRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  /** Refuses a caller outside the platform's own management organisation, as a missing grant is. */
  async function checkPlatformOperator(caller: Caller | null): Promise<void> {
    if (!(await data.tenant(caller).isPlatformOperator())) throw new ApiError(403, 'auth.forbidden');
  }

  router.json(jobPage, async ({ caller, input }) => {
    await checkPlatformOperator(caller);
    const conditions: (SQL | undefined)[] = [input.state ? eq(job.state, input.state) : undefined];
    if (input.keyword) {
      const pattern = containing(input.keyword);
      conditions.push(or(ilike(job.kind, pattern), ilike(job.lastError, pattern)));
    }
    const where = and(...conditions);
    const rows = db.select().from(job).where(where).orderBy(desc(job.createdAt), desc(job.id));
    return pageOfQuery(input, db.select({ n: count() }).from(job).where(where), rows, (row) => ({
      jobId: row.id,
      kind: row.kind,
      state: row.state as JobState,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? '',
      lastError: row.lastError ?? '',
    }));
  });

  router.rows(jobExport, jobPage);

  router.json(jobRetry, async ({ caller, input, request }) => {
    await checkPlatformOperator(caller);
    // Only a failed job, in one statement: a job another operator ran again meanwhile is not queued twice.
    const retried = await db
      .update(job)
      .set({ state: 'waiting', attempts: 0, runAt: new Date(), finishedAt: null, lockedBy: null, lockedUntil: null })
      .where(and(eq(job.id, input.jobId), eq(job.state, 'failed')))
      .returning({ id: job.id });
    if (retried.length === 0) {
      const [found] = await db.select({ id: job.id }).from(job).where(eq(job.id, input.jobId));
      throw found ? new ApiError(409, 'job.notFailed') : new ApiError(404, 'job.notFound');
    }
    request.server.jobs.poke();
    return null;
  });
}

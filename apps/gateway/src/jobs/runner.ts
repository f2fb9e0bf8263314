// A gateway's job runner: claims due jobs from the queue and runs them, a few at a time, and queues
// the recurring ones of each period. Every gateway of a deployment runs one; the queue's claims make
// each job run on one of them. It looks for work every `pollMs` and at once when `poke`d (after
// this gateway queued something), so a job another gateway queued waits at most one poll.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { jobsTotal } from '../ops/metrics.ts';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  enqueuePeriodic,
  failJob,
  type JobKind,
  type RunnableJobKind,
  renewLease,
} from './queue.ts';

/** A job queued once per period by whichever gateway asks first. */
export interface Schedule {
  job: JobKind<Record<string, never>>;
  everyMs: number;
}

export interface RunnerOptions {
  db: Database;
  /** The kinds of job this gateway runs: it claims no other. */
  kinds: readonly RunnableJobKind[];
  schedules?: readonly Schedule[];
  log: FastifyBaseLogger;
  /** Jobs run at once by this gateway (default 1). */
  concurrency?: number;
  /** How often to look for due jobs (default 2 s). */
  pollMs?: number;
  /** How often to queue the recurring jobs of the period (default 30 s). */
  scheduleEveryMs?: number;
  /** How long a claim holds before another gateway may take the job; renewed at a third of it while it runs. */
  leaseMs?: number;
  /** Names this runner in the queue's `locked_by` (default: random). */
  worker?: string;
}

export interface JobRunner {
  /** The name this runner claims jobs under. */
  worker: string;
  /** Looks for due jobs now (after queuing one). */
  poke(): void;
  /** Queues the recurring jobs due in this period, then looks for due jobs. */
  tick(): Promise<void>;
  /** Runs due jobs until none is left; answers how many it took (run, or failed unrun). For tests. */
  drain(): Promise<number>;
  /** Stops claiming, aborts the handlers' signal and waits for the jobs under way to end. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;

export function startJobRunner(options: RunnerOptions): JobRunner {
  const { db, log } = options;
  const worker = options.worker ?? `gateway-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const concurrency = options.concurrency ?? 1;
  const kinds = new Map(options.kinds.map((kind) => [kind.kind, kind as unknown as JobKind<unknown>]));
  const kindNames = [...kinds.keys()];
  const stopping = new AbortController();
  const underWay = new Set<Promise<void>>();
  let slotsBusy = 0;
  let ran = 0;

  async function runClaimed(claimed: ClaimedJob): Promise<void> {
    const kind = kinds.get(claimed.kind);
    const fields = { job: claimed.id, kind: claimed.kind, attempt: claimed.attempts };
    if (claimed.attempts > claimed.maxAttempts) {
      // Its last try ended with its gateway (the lease ran out): no tries are left.
      await failJob(db, claimed, worker, 'its gateway stopped during its last try', true);
      jobsTotal.inc({ kind: claimed.kind, outcome: 'failed' });
      log.warn(fields, 'job failed: its gateway stopped during its last try');
      return;
    }
    const parsed = kind?.payload.safeParse(claimed.payload);
    if (!kind || !parsed?.success) {
      // Queued by hand or by code that broke the kind's contract: no later try would fit better.
      const reason = `its payload does not fit its kind: ${parsed?.error?.message ?? claimed.kind}`;
      await failJob(db, claimed, worker, reason, true);
      jobsTotal.inc({ kind: claimed.kind, outcome: 'failed' });
      log.error(fields, `job failed: ${reason}`);
      return;
    }
    const renew = setInterval(
      () => void renewLease(db, claimed.id, worker, leaseMs).catch(() => undefined),
      Math.max(leaseMs / 3, 10),
    );
    try {
      await kind.run(parsed.data, { db, log, id: claimed.id, attempt: claimed.attempts, signal: stopping.signal });
      clearInterval(renew);
      if (await completeJob(db, claimed.id, worker)) jobsTotal.inc({ kind: claimed.kind, outcome: 'done' });
      else log.warn(fields, 'job finished after another gateway took it over');
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const state = await failJob(db, claimed, worker, message);
      if (state) jobsTotal.inc({ kind: claimed.kind, outcome: state === 'failed' ? 'failed' : 'retried' });
      log.warn({ ...fields, err: error, state }, 'job try failed');
    }
  }

  /** Claims and runs jobs in one slot until none is due. */
  async function slot(): Promise<void> {
    slotsBusy += 1;
    try {
      while (!stopping.signal.aborted) {
        const claimed = await claimJob(db, worker, kindNames, leaseMs);
        if (!claimed) return;
        await runClaimed(claimed);
        ran += 1;
      }
    } catch (error) {
      log.warn({ err: error }, 'looking for due jobs failed; the next poll tries again');
    } finally {
      slotsBusy -= 1;
    }
  }

  function poke(): void {
    while (!stopping.signal.aborted && slotsBusy < concurrency) {
      const running = slot();
      underWay.add(running);
      void running.finally(() => underWay.delete(running));
    }
  }

  async function queueSchedules(): Promise<void> {
    for (const schedule of options.schedules ?? []) {
      try {
        await enqueuePeriodic(db, schedule.job, schedule.everyMs);
      } catch (error) {
        log.warn({ err: error, kind: schedule.job.kind }, 'queuing a recurring job failed; the next tick tries again');
      }
    }
  }

  async function tick(): Promise<void> {
    await queueSchedules();
    poke();
  }

  const poll = setInterval(poke, options.pollMs ?? 2000);
  poll.unref();
  const schedule = setInterval(() => void tick(), options.scheduleEveryMs ?? 30_000);
  schedule.unref();

  return {
    worker,
    poke,
    tick,
    async drain() {
      const before = ran;
      await queueSchedules();
      // A slot returns once no job is due; jobs its jobs queued are due too, so look again.
      for (;;) {
        const ranBefore = ran;
        poke();
        await Promise.all(underWay);
        if (ran === ranBefore || stopping.signal.aborted) return ran - before;
      }
    },
    async stop() {
      clearInterval(poll);
      clearInterval(schedule);
      stopping.abort();
      await Promise.all(underWay);
    },
  };
}

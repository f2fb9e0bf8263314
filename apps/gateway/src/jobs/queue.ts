// The job queue's table work: queue a job in the caller's transaction, claim the next due one for a
// gateway, renew its lease, and record how it ended. Every statement is one round trip that both
// PostgreSQL and the embedded PGlite run the same way; `for update skip locked` lets gateways claim
// side by side without waiting on each other or taking the same job.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/index.ts';
import { job } from '../db/schema.ts';
import type { Executor } from '../tenancy/scoped.ts';

/** What a job's handler is given besides its payload. */
export interface JobContext {
  /** The database of the gateway that runs it. */
  db: Database;
  log: FastifyBaseLogger;
  /** The job's id, for logs. */
  id: string;
  /** Which try this is: 1 on the first. */
  attempt: number;
  /** Aborted when the gateway stops: a long handler stops at a safe point and the job is tried again later. */
  signal: AbortSignal;
}

/**
 * A kind of job: its name, the payload it accepts (checked when queued and again when run, since
 * a job may outlive the version of the code that queued it) and what running it does. A job may run
 * more than once (its gateway may die after the work and before recording it), so a handler leaves
 * the same result when run again.
 */
export interface JobKind<Payload> {
  kind: string;
  payload: z.ZodType<Payload>;
  run: (payload: Payload, context: JobContext) => Promise<void>;
  /** Tries before the job is recorded as failed (default {@link DEFAULT_MAX_ATTEMPTS}). */
  maxAttempts?: number;
}

/** Any kind of job, as a runner holds them: each checks its own payload before running. */
export type RunnableJobKind = Omit<JobKind<unknown>, 'run'> & {
  run: (payload: never, context: JobContext) => Promise<void>;
};

/** Tries of a job before it is recorded as failed, when its kind does not say. */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** Declares a kind of job; the identity function that keeps the payload's type with the handler. */
export function defineJob<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

/** When and how often a job is queued. */
export interface QueueOptions {
  /** Queued only if no job of this key exists, in any state. */
  key?: string;
  /** Not before this time (default: at once). */
  runAt?: Date;
}

/**
 * Queues a job in `executor`: inside a transaction it commits or rolls back with the change that
 * asked for it. Answers the job's id, or null when a job of `options.key` exists already.
 */
export async function enqueue<Payload>(
  executor: Executor,
  kind: JobKind<Payload>,
  payload: Payload,
  options: QueueOptions = {},
): Promise<string | null> {
  const id = randomUUID();
  const rows = await executor
    .insert(job)
    .values({
      id,
      kind: kind.kind,
      payload: kind.payload.parse(payload),
      key: options.key ?? null,
      maxAttempts: kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: job.key })
    .returning({ id: job.id });
  return rows[0]?.id ?? null;
}

/**
 * Queues the job of `kind` for the current period of `everyMs` unless that period has one: the key
 * is the kind and the period's number by the database's clock, so gateways whose clocks differ a
 * little still agree. Answers true when this call queued it.
 */
export async function enqueuePeriodic(executor: Executor, kind: JobKind<Record<string, never>>, everyMs: number) {
  const rows = await executor
    .insert(job)
    .values({
      id: randomUUID(),
      kind: kind.kind,
      payload: {},
      key: sql`${`${kind.kind}@`} || floor(extract(epoch from now()) * 1000 / ${everyMs})::bigint`,
      maxAttempts: kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .onConflictDoNothing({ target: job.key })
    .returning({ id: job.id });
  return rows.length > 0;
}

/** A job a gateway has claimed. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims for `worker` the next due job of one of `kinds` with a lease of `leaseMs`: a waiting job
 * whose time has come, or a running one whose lease ran out. Counts the try. Null when none is due.
 * Only the kinds the worker knows: during a rolling upgrade a job of a kind the new version brought
 * waits for a gateway of that version.
 */
export async function claimJob(
  executor: Executor,
  worker: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const due = executor
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        inArray(job.kind, [...kinds]),
        or(
          and(eq(job.state, 'waiting'), lte(job.runAt, sql`now()`)),
          and(eq(job.state, 'running'), lt(job.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(job.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await executor
    .update(job)
    .set({
      state: 'running',
      attempts: sql`${job.attempts} + 1`,
      lockedBy: worker,
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(eq(job.id, sql`(${due})`))
    .returning({
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
    });
  return claimed ?? null;
}

/** The condition that `worker` still holds the job: a job taken over after a lost lease is not its to record. */
function heldBy(id: string, worker: string) {
  return and(eq(job.id, id), eq(job.lockedBy, worker), eq(job.state, 'running'));
}

/** Extends the lease of a job `worker` runs; false when the job is no longer its own. */
export async function renewLease(executor: Executor, id: string, worker: string, leaseMs: number): Promise<boolean> {
  const rows = await executor
    .update(job)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(heldBy(id, worker))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Records a job `worker` ran as done; false when the job was no longer its own. */
export async function completeJob(executor: Executor, id: string, worker: string): Promise<boolean> {
  const rows = await executor
    .update(job)
    .set({ state: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(id, worker))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** The longest failure message kept on a job. */
const ERROR_MAX = 2000;

/** How long a job waits after its `attempts`-th failed try: 10 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60 * 1000);
}

/**
 * Records a failed try of a job `worker` ran: it waits {@link retryDelayMs} and is tried again, or,
 * its tries used up (or `final`: it can never succeed), it is failed. Answers the state it is left in,
 * or null when the job was no longer its own.
 */
export async function failJob(
  executor: Executor,
  claimed: Pick<ClaimedJob, 'id' | 'attempts' | 'maxAttempts'>,
  worker: string,
  message: string,
  final = false,
): Promise<'waiting' | 'failed' | null> {
  const state = final || claimed.attempts >= claimed.maxAttempts ? 'failed' : 'waiting';
  const rows = await executor
    .update(job)
    .set({
      state,
      lastError: message.slice(0, ERROR_MAX),
      lockedBy: null,
      lockedUntil: null,
      ...(state === 'failed'
        ? { finishedAt: sql`now()` }
        : { runAt: sql`now() + ${retryDelayMs(claimed.attempts)} * interval '1 millisecond'` }),
    })
    .where(heldBy(claimed.id, worker))
    .returning({ id: job.id });
  return rows.length > 0 ? state : null;
}

/** Removes finished jobs: done ones finished before `doneBefore`, failed ones before `failedBefore`. */
export async function purgeFinishedJobs(executor: Executor, doneBefore: Date, failedBefore: Date): Promise<number> {
  const rows = await executor
    .delete(job)
    .where(
      or(
        and(eq(job.state, 'done'), lt(job.finishedAt, doneBefore)),
        and(eq(job.state, 'failed'), lt(job.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: job.id });
  return rows.length;
}

import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { loginThrottle } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

const hour = 60 * 60 * 1000;
const minute = 60 * 1000;

/** Lockout rules per key kind: failures allowed before the first lock, per rolling hour. */
const policies = {
  // One person, whichever of their account name or mobile number was typed: 5 failures, then locks
  // of 1, 2, 4 ... minutes up to an hour (well within 100 an hour).
  person: { freeFailures: 5 },
  // A typed name that is nobody's counts alone, with the same allowance: it answers as a person would.
  account: { freeFailures: 5 },
  // A mobile sign-in (a student's or parent's login, or what was typed when it names none): as a person.
  mobile: { freeFailures: 5 },
  // One address may be a school's shared connection: more room before it locks.
  ip: { freeFailures: 30 },
} as const;

export type ThrottleKind = keyof typeof policies;

function keyOf(kind: ThrottleKind, value: string): string {
  return `${kind}:${value.toLowerCase()}`;
}

/** Minutes until `value` may try again, or 0 when it may now. Checked before any hashing. */
export async function lockedMinutes(
  db: Database,
  kind: ThrottleKind,
  value: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select()
    .from(loginThrottle)
    .where(eq(loginThrottle.key, keyOf(kind, value)));
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / minute);
}

/**
 * Refuses with the localised lock message (429, and when to try again) while `subject` or the
 * client address is locked: sign-in and the personal centre's old-password check share it.
 */
export async function refuseWhileLocked(
  db: Database,
  subject: { kind: ThrottleKind; value: string },
  address: string,
): Promise<void> {
  const minutes = Math.max(
    await lockedMinutes(db, subject.kind, subject.value),
    await lockedMinutes(db, 'ip', address),
  );
  if (minutes > 0) throw new ApiError(429, 'auth.locked', { minutes }, { 'retry-after': String(minutes * 60) });
}

/** Counts a failed sign-in for `value`, locking it with a growing delay past its allowance. */
export async function recordFailure(db: Database, kind: ThrottleKind, value: string, now = new Date()): Promise<void> {
  const key = keyOf(kind, value);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update');
    const fresh = !row || now.getTime() - row.windowStart.getTime() > hour;
    const failures = fresh ? 1 : row.failures + 1;
    const windowStart = fresh ? now : row.windowStart;
    const over = failures - policies[kind].freeFailures;
    const lockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(2 ** over * minute, hour)) : null;
    await tx
      .insert(loginThrottle)
      .values({ key, failures, windowStart, lockedUntil })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures, windowStart, lockedUntil } });
  });
}

/** Forgets the failures of `value` after a successful sign-in. */
export async function clearFailures(db: Database, kind: ThrottleKind, value: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keyOf(kind, value)));
}

/**
 * A plain request budget (captcha images): true while `value` has made fewer than `limit`
 * requests in the current window, counting this one.
 */
export async function withinBudget(
  db: Database,
  value: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  const key = `budget:${value}`;
  // One statement, counted under the row's lock as the upsert takes it: a window over (begun more
  // than `windowMs` ago) starts again at this request. A device posting batches back to back meets
  // this on every post, so it is one round trip rather than a transaction of four.
  const over = sql`${loginThrottle.windowStart} < ${sql.param(new Date(now.getTime() - windowMs), loginThrottle.windowStart)}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${over} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${over} then ${sql.param(now, loginThrottle.windowStart)} else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return (row?.failures ?? 1) <= limit;
}

/**
 * Deletes the counts that no longer hold anything back: their window (at most an hour, as every
 * policy and budget here counts) is over and no lock runs. Answers how many went.
 */
export async function purgeStaleThrottles(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStart, new Date(now.getTime() - hour)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return removed.length;
}

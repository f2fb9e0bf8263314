// The gateway's own recurring jobs: each clears away what nothing needs any more, once per period
// for the whole deployment. Each is safe to run again (a second run finds nothing to remove).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { purgeAuditLog } from '../audit/log.ts';
import { purgeEndedMobileSessions } from '../auth/mobileSessions.ts';
import { purgeEndedSessions } from '../auth/sessions.ts';
import { purgeStaleThrottles } from '../auth/throttle.ts';
import type { Database } from '../db/index.ts';
import { sweepUnattachedFiles } from '../files/held.ts';
import type { FileStore } from '../files/store.ts';
import { purgeDeletedFiles } from '../files/stored.ts';
import { defineJob, purgeFinishedJobs } from './queue.ts';
import type { Schedule } from './runner.ts';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** Days a finished job stays readable for an operator: done ones a week, failed ones a month. */
export const KEEP_DONE_JOBS_DAYS = 7;
export const KEEP_FAILED_JOBS_DAYS = 30;

const noPayload = z.object({}).strict() as z.ZodType<Record<string, never>>;

export interface HousekeepingDeps {
  db: Database;
  fileStore: FileStore;
  auditRetentionDays: number;
  log: FastifyBaseLogger;
  /** Removes the resumable uploads left unfinished past their expiry, rows and staged bytes. */
  expireUploads: () => Promise<number>;
}

/** The recurring jobs of a gateway and how often each is queued. */
export function housekeeping(deps: HousekeepingDeps): Schedule[] {
  const { db, log } = deps;
  /** A recurring job that removes rows and says how many when there were some. */
  const purge = (kind: string, everyMs: number, remove: () => Promise<number>): Schedule => ({
    everyMs,
    job: defineJob({
      kind,
      payload: noPayload,
      async run() {
        const removed = await remove();
        if (removed > 0) log.info({ kind, removed }, 'housekeeping removed rows');
      },
    }),
  });
  return [
    purge('housekeeping.auditLog', day, () => purgeAuditLog(db, deps.auditRetentionDays)),
    // After each write the gateway removes the objects its deletions queued; this takes what another
    // gateway or a failed removal left.
    purge('housekeeping.deletedFiles', 5 * minute, () => purgeDeletedFiles(db, deps.fileStore)),
    purge('housekeeping.resumableUploads', hour, deps.expireUploads),
    // Uploads a form made and never saved a record with: after a day they stop counting against
    // the organisation's quota (`files/held.ts`).
    purge('housekeeping.unattachedFiles', hour, () => sweepUnattachedFiles(db)),
    purge(
      'housekeeping.sessions',
      hour,
      async () =>
        (await purgeEndedSessions(db)) + (await purgeEndedMobileSessions(db)) + (await purgeStaleThrottles(db)),
    ),
    purge('housekeeping.jobs', day, () => {
      const now = Date.now();
      return purgeFinishedJobs(
        db,
        new Date(now - KEEP_DONE_JOBS_DAYS * day),
        new Date(now - KEEP_FAILED_JOBS_DAYS * day),
      );
    }),
  ];
}

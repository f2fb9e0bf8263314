// The gateway's background jobs as the platform's operators read them (`jobs` screen of the admin
// frame): what waits, runs, ended or failed, with its last error, and a failed job run again.
import * as z from 'zod/mini';
import { keywordInput, recordId } from './fields.ts';
import * as call from './screen.ts';

/** The states a job passes through: waiting (or waiting to try again), running, done, failed. */
export const JOB_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** One job as the operators' list shows it. */
export const jobRecord = z.object({
  jobId: z.string(),
  /** What it does, such as `database.analyze` or `housekeeping.sessions`. */
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Tries so far, and the most it gets before it fails. */
  attempts: z.number(),
  maxAttempts: z.number(),
  /** When it runs, or runs again after a failed try (ISO 8601). */
  runAt: z.string(),
  createdAt: z.string(),
  /** When it ended, done or failed; `''` while it has not. */
  finishedAt: z.string(),
  /** The last failed try's message; `''` when none failed. */
  lastError: z.string(),
});

const jobScreen = call.screen('job', 'jobs', { jobId: recordId() }, 'jobs');

/** `GET /api/busi/web/jobs/page`: a page of the platform's jobs, newest first. */
export const jobPage = call.page(
  jobScreen,
  {
    state: z.optional(z.enum(JOB_STATES, { error: 'validation.job.state' })),
    keyword: keywordInput(64, 'validation.job.keyword'),
  },
  jobRecord,
  "A page of the platform's background jobs, newest first, by state and by kind or error text",
);

/** Every job the list finds with the same filters, streamed for its export. */
export const jobExport = call.exported(jobScreen, jobPage);

/** `POST /api/busi/web/jobs/retry`: a failed job queued again, from its first try, to run at once. */
export const jobRetry = call.write(jobScreen, 'Retry', 'retry', 'edit', {
  request: z.object({ jobId: recordId() }),
  data: z.null(),
  summary: 'Run a failed job again from its first try',
});

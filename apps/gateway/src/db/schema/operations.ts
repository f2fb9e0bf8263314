// What the gateway keeps to run: the audit log, import progress, the job queue and uploaded files.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { account, tenantColumns, tenantTable } from './accounts.ts';
import { bytea, createdAt, foreignId, updatedAt } from './columns.ts';

/**
 * The audit log: who did a security-relevant thing (sign-in, password reset, role change, import),
 * where from and with what outcome. No foreign keys, so a row outlives what it names; never a
 * password, token or hash. Rows older than the retention period are purged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The organisation the action happened in (the tenant of the actor or the target), if known. */
    orgId: text('org_id'),
    tenantOrgId: text('tenant_org_id'),
    /** The acting person and account, if known (a failed sign-in of an unknown name has neither). */
    personId: text('person_id'),
    accountId: text('account_id'),
    /** The name the actor is known by (the account name typed at sign-in), for reading and search. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    /** What the action was done to, e.g. `role:<id>` or the account name of a reset password. */
    target: text('target').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    outcome: text('outcome').notNull(),
    /** Short non-secret facts (counts of an import). */
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
    index('audit_log_tenant_at_idx').on(table.tenantOrgId, table.at),
    check('audit_log_outcome_check', sql`${table.outcome} in ('success', 'failure')`),
  ],
);

/**
 * How far an import has got, for the person who started it to follow: rows checked, then rows
 * written of those that passed. Kept in the database, so whichever gateway of a deployment answers
 * the poll sees an import another one runs. The browser names it (`id`); only its account reads it.
 * Rows a day old go when the next import starts.
 */
export const importProgress = pgTable(
  'import_progress',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    accountId: text('account_id').notNull(),
    phase: text('phase').notNull(),
    done: integer('done').notNull().default(0),
    /** The rows to write, once the check has counted them. */
    total: integer('total'),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('import_progress_updated_idx').on(table.updatedAt),
    check('import_progress_phase_check', sql`${table.phase} in ('checking', 'writing', 'done')`),
  ],
);

/**
 * The job queue (`jobs/`): work a gateway does after an answer or on a schedule, run once by
 * whichever gateway of a deployment claims it first. A job is written in the transaction of the
 * change that asks for it, so a rolled-back change leaves none and a committed one is never lost.
 * `key`, when set, is unique across every state: a recurring job's key names its period, so the
 * period's job is queued once however many gateways ask. A claimed job holds a lease
 * (`locked_until`) its gateway renews while it runs; a job whose lease ran out (its gateway died) is
 * claimed again.
 */
export const job = pgTable(
  'job',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    key: text('key'),
    state: text('state').notNull().default('waiting'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's message, for the operator (never a secret: handlers' errors only). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_key_idx').on(table.key),
    index('job_due_idx').on(table.runAt).where(sql`${table.state} in ('waiting', 'running')`),
    index('job_finished_idx').on(table.finishedAt),
    check('job_state_check', sql`${table.state} in ('waiting', 'running', 'done', 'failed')`),
    check('job_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

/**
 * A file uploaded through `/api/uc/oss` (DESIGN 4): only its metadata. The bytes live in the file
 * store (`files/store.ts`) under `storageKey`, a random key. `bytes` held them before the file store
 * existed; the start-up step `moveStoredBytes` moves any left there into the store and clears them.
 * Its id is random; `name` is the uploaded name, kept for display and the download's file name only,
 * never as a path. `contentType` comes from the sniffed bytes. Readable by its organisation only.
 * Deleting a row queues its stored object for removal (trigger `stored_file_deletion_queue`).
 */
export const storedFile = tenantTable(
  'stored_file',
  {
    uploaderAccountId: foreignId('uploader_account_id', () => account.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key'),
    bytes: bytea('bytes'),
  },
  (table) => [
    index('stored_file_org_idx').on(table.orgId),
    uniqueIndex('stored_file_storage_key_idx').on(table.storageKey),
    check(
      'stored_file_size_check',
      sql`${table.size} >= 0 and (${table.bytes} is null or ${table.size} = octet_length(${table.bytes}))`,
    ),
    check('stored_file_content_check', sql`${table.storageKey} is not null or ${table.bytes} is not null`),
  ],
);

/**
 * A resumable upload under way (tus, `files/resumable.ts`): its id is the upload's address, bound to
 * the organisation and the account that created it, so no one else may continue, read or cancel it.
 * It records the upload kind, the announced length (checked against the kind's limit at creation),
 * the type its first bytes were found to be, and when it expires. Each continuation's bytes are an
 * object of the file store of their own (`chunkKeys`, in order; `offset` their total); once the last
 * byte arrives they are joined into one `stored_file` under the upload's id, and the row and the
 * continuations are removed.
 */
export const resumableUpload = tenantTable(
  'resumable_upload',
  {
    uploaderAccountId: foreignId('uploader_account_id', () => account.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull().default(''),
    length: integer('length').notNull(),
    sniffedType: text('sniffed_type'),
    offset: integer('offset').notNull().default(0),
    chunkKeys: text('chunk_keys').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('resumable_upload_expires_idx').on(table.expiresAt),
    check('resumable_upload_length_check', sql`${table.length} > 0`),
    check('resumable_upload_offset_check', sql`${table.offset} >= 0 and ${table.offset} <= ${table.length}`),
  ],
);

/**
 * Stored objects whose file row is gone, to remove from the file store once the deletion committed
 * (a rolled-back deletion never queues). Filled by a trigger on `stored_file`, so every way a row is
 * deleted counts; emptied by `purgeDeletedFiles`.
 */
export const storedFileDeletion = pgTable('stored_file_deletion', {
  storageKey: text('storage_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

// Venues and the devices in them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantTable } from './accounts.ts';
import { foreignId } from './columns.ts';
import { student } from './people.ts';

/**
 * A venue of an organisation (issue 9): a two-digit id unique in the organisation, a name, a type, a
 * capacity, a location text and an enablement status. A venue with devices cannot be deleted.
 */
export const venue = tenantTable(
  'venue',
  {
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    capacity: integer('capacity').notNull().default(0),
    location: text('location').notNull().default(''),
    status: text('status').notNull().default('enabled'),
  },
  (table) => [
    uniqueIndex('venue_org_code_idx').on(table.orgId, table.code),
    check('venue_code_check', sql`${table.code} ~ '^[0-9]{2}$'`),
    check('venue_type_check', sql`${table.type} in ('playground', 'gymnasium', 'classroom', 'track', 'other')`),
    check('venue_capacity_check', sql`${table.capacity} between 0 and 100000`),
    check('venue_status_check', sql`${table.status} in ('enabled', 'disabled')`),
  ],
);

/**
 * A smart sports device activated into an organisation (issue 9). Its serial number (upper-cased) and
 * MAC address (`AA:BB:CC:DD:EE:FF`) are unique on the whole platform. It stands in a venue of its
 * organisation; a sub-device hangs under a top-level device (one level) and stands in its venue.
 * Every row is an activated device: `organisation.activated_device_count` counts them, and
 * deactivation removes the row. The device's own secret is kept as a SHA-256 hash only; `lastSeenAt`
 * is its last poll (an enabled device that stopped polling shows as offline).
 */
export const device = pgTable(
  'device',
  {
    ...recordColumns(),
    venueId: foreignId('venue_id', () => venue.id),
    parentId: text('parent_id').references((): AnyPgColumn => device.id),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    macAddress: text('mac_address').notNull(),
    /** The administrator's switch: 'enabled' or 'disabled'. */
    status: text('status').notNull().default('enabled'),
    focusMode: boolean('focus_mode').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('device_serial_idx').on(table.serialNumber),
    uniqueIndex('device_mac_idx').on(table.macAddress),
    uniqueIndex('device_token_idx').on(table.tokenHash),
    index('device_org_idx').on(table.orgId),
    index('device_venue_idx').on(table.venueId),
    index('device_parent_idx').on(table.parentId),
    check('device_serial_check', sql`${table.serialNumber} ~ '^[A-Z0-9_-]{4,64}$'`),
    check('device_mac_check', sql`${table.macAddress} ~ '^([0-9A-F]{2}:){5}[0-9A-F]{2}$'`),
    check('device_status_check', sql`${table.status} in ('enabled', 'disabled')`),
    check('device_parent_check', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

/**
 * A batch of results a device sent (issue 19), taken once: its id is the device's own, unique per
 * device, so a batch sent again (an answer lost on the way, a retry, a second gateway reached) finds
 * this row and is answered as the first time, never written twice. `contentHash` tells a true resend
 * from a batch id reused for other results. The device is named by id and serial number without a
 * foreign key: results outlive the device's deactivation, which removes its row.
 */
export const deviceBatch = tenantTable(
  'device_batch',
  {
    deviceId: text('device_id').notNull(),
    serialNumber: text('serial_number').notNull(),
    batchId: text('batch_id').notNull(),
    contentHash: text('content_hash').notNull(),
    readingCount: integer('reading_count').notNull(),
    /** The readings whose student number named a student of the organisation when they arrived. */
    matchedCount: integer('matched_count').notNull(),
  },
  (table) => [uniqueIndex('device_batch_device_batch_idx').on(table.deviceId, table.batchId)],
);

/**
 * One reading of a batch, as the device measured it: a student's number, a measurement of the
 * national standard and its value in the measurement's unit (seconds for runs). `studentId` is the
 * student the number named in the organisation when it arrived, null when none did (a reading kept
 * for staff to place, never dropped). Scores are made from readings, not stored with them.
 */
export const deviceResult = tenantTable(
  'device_result',
  {
    batchRef: foreignId('batch_ref', () => deviceBatch.id, { onDelete: 'cascade' }),
    /** Its place in the batch, from 0. */
    seq: integer('seq').notNull(),
    studentNumber: text('student_number').notNull(),
    studentId: text('student_id').references(() => student.id, { onDelete: 'set null' }),
    item: text('item').notNull(),
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    /**
     * The offset the device wrote its time with, in minutes east of UTC: the reading's day is the
     * device's own (a test plan's days are the school's), which the instant alone does not tell.
     * Readings taken before it was kept count as UTC.
     */
    measuredOffset: smallint('measured_offset').notNull().default(0),
  },
  (table) => [
    uniqueIndex('device_result_batch_seq_idx').on(table.batchRef, table.seq),
    // A student's results by item and time: the report and the score search read them so.
    index('device_result_student_idx').on(table.studentId, table.item, table.measuredAt),
    // The readings no student was found for, by number, to place them when the student arrives.
    index('device_result_unmatched_idx').on(table.orgId, table.studentNumber).where(sql`${table.studentId} is null`),
  ],
);

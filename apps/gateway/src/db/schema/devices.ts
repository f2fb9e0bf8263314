// Venues and the devices in them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns, tenantTable } from './accounts.ts';
import { foreignId } from './columns.ts';

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

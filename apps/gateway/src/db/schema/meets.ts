// Sports meets (issue 46).
import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './accounts.ts';

/**
 * A sports meet of an organisation: its name (unique in the organisation), registration period and
 * days (in that order, as the domain's rule and this table's check say), the venues it is held at
 * (ids of the organisation's venues; one deleted later simply drops from the meet), the rules its
 * registration and scoring follow, an optional report fee, and its progress status.
 */
export const sportMeet = tenantTable(
  'sport_meet',
  {
    name: text('name').notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venueIds: text('venue_ids').array().notNull().default(sql`'{}'`),
    maxEventsPerAthlete: integer('max_events_per_athlete').notNull(),
    maxAthletesPerClassPerEvent: integer('max_athletes_per_class_per_event').notNull(),
    laneCount: integer('lane_count').notNull(),
    pointsTable: text('points_table').notNull(),
    teamScoring: text('team_scoring').notNull(),
    markDecimals: integer('mark_decimals').notNull(),
    markRounding: text('mark_rounding').notNull(),
    fee: numeric('fee', { precision: 10, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('notStarted'),
  },
  (table) => [
    uniqueIndex('sport_meet_org_name_idx').on(table.orgId, table.name),
    check(
      'sport_meet_dates_check',
      sql`${table.registrationStart} <= ${table.registrationEnd} and ${table.registrationEnd} <= ${table.startDate} and ${table.startDate} <= ${table.endDate}`,
    ),
    check('sport_meet_status_check', sql`${table.status} in ('notStarted', 'inProgress', 'ended', 'endedEarly')`),
    check('sport_meet_fee_check', sql`${table.fee} is null or ${table.fee} >= 0.01`),
  ],
);

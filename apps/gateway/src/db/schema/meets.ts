// Sports meets (issue 46).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { account, tenantTable } from './accounts.ts';
import { foreignId } from './columns.ts';
import { venue } from './devices.ts';
import { storedFile } from './operations.ts';
import { student } from './people.ts';
import { schoolClass } from './school.ts';

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

/**
 * An event of a sports meet (issue 46): its name, discipline, sex, the grades it is for (ids of the
 * organisation's grades; none: every grade), how its marks are taken and in what unit, its rounds,
 * an optional cap on a class's entries over the meet's rule, and an optional start time
 * (`YYYY-MM-DDTHH:mm`, the meet's local time), length and venue for the calendar. It goes with its meet.
 */
export const sportMeetEvent = tenantTable(
  'sport_meet_event',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    discipline: text('discipline').notNull(),
    sex: text('sex').notNull(),
    gradeIds: text('grade_ids').array().notNull().default(sql`'{}'`),
    measure: text('measure').notNull(),
    unit: text('unit').notNull(),
    rounds: text('rounds').notNull(),
    maxEntriesPerClass: integer('max_entries_per_class'),
    /** A relay's legs, or the most players of a team game; null: the domain's default (`TEAM_LIMITS`). */
    teamSize: smallint('team_size'),
    startTime: text('start_time'),
    /** How long the event holds its venue and its athletes, from its start (the calendar's sessions). */
    durationMinutes: smallint('duration_minutes').notNull().default(30),
    /** Null when the event has none yet, or its venue was deleted. */
    venueId: text('venue_id').references(() => venue.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sport_meet_event_meet_idx').on(table.meetId, table.name),
    check('sport_meet_event_discipline_check', sql`${table.discipline} in ('track', 'field', 'relay', 'team')`),
    check('sport_meet_event_sex_check', sql`${table.sex} in ('male', 'female', 'mixed')`),
    check('sport_meet_event_measure_check', sql`${table.measure} in ('timed', 'distance', 'height', 'counted')`),
    check('sport_meet_event_rounds_check', sql`${table.rounds} in ('final', 'heatsAndFinal')`),
    check('sport_meet_event_duration_check', sql`${table.durationMinutes} between 5 and 480`),
    check(
      'sport_meet_event_entries_check',
      sql`${table.maxEntriesPerClass} is null or ${table.maxEntriesPerClass} between 1 and 20`,
    ),
    check('sport_meet_event_team_size_check', sql`${table.teamSize} is null or ${table.teamSize} between 2 and 20`),
  ],
);

/**
 * An athlete entered in an event of a meet (issue 46): the student, the class and sex they were
 * entered with (the limits count by class and sex, as they stood at the entry), and the meet, so
 * that an athlete's events at the meet are read off one index. One entry per student and event: a
 * double submit meets the unique index.
 *
 * A class's team in a relay or team game is an entry too, with no student: its class, the event's
 * sex (`mixed` for a mixed event, which only a team has) and its members in
 * {@link sportMeetTeamMember}; heats, results, places and points hang on the entry alike. One team
 * a class and event (the partial unique index). That an individual event's entries have a student
 * and a team event's none depends on the event's discipline, which a check here cannot see: the
 * registration routes hold it, the domain judging each kind (`entryRefusal`, `teamEntryRefusal`).
 */
export const sportMeetEntry = tenantTable(
  'sport_meet_entry',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    eventId: foreignId('event_id', () => sportMeetEvent.id, { onDelete: 'cascade' }),
    // A student or class deleted takes its entries with it; a team's entry has no student.
    studentId: text('student_id').references(() => student.id, { onDelete: 'cascade' }),
    classId: foreignId('class_id', () => schoolClass.id, { onDelete: 'cascade' }),
    sex: text('sex').notNull(),
    /**
     * The athlete's best recent mark in the event's unit, that heats are seeded by; null where
     * there is none (the athlete is then drawn by lot).
     */
    seedMark: numeric('seed_mark', { precision: 10, scale: 3, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('sport_meet_entry_event_student_idx').on(table.eventId, table.studentId),
    index('sport_meet_entry_meet_student_idx').on(table.meetId, table.studentId),
    index('sport_meet_entry_event_class_idx').on(table.eventId, table.classId, table.sex),
    index('sport_meet_entry_meet_class_idx').on(table.meetId, table.classId, table.createdAt),
    index('sport_meet_entry_student_idx').on(table.studentId),
    index('sport_meet_entry_class_idx').on(table.classId),
    uniqueIndex('sport_meet_entry_event_team_idx')
      .on(table.eventId, table.classId)
      .where(sql`${table.studentId} is null`),
    check('sport_meet_entry_sex_check', sql`${table.sex} in ('male', 'female', 'mixed')`),
    check('sport_meet_entry_mixed_check', sql`${table.sex} <> 'mixed' or ${table.studentId} is null`),
    check('sport_meet_entry_seed_mark_check', sql`${table.seedMark} is null or ${table.seedMark} >= 0`),
  ],
);

/**
 * A member of a class's team (issue 46): the student and their leg (their place in the team's
 * order, from 1). A student is in a team once, and a leg has one runner. A student deleted leaves
 * the team short, as the registration tab then shows; the team goes with its entry.
 */
export const sportMeetTeamMember = tenantTable(
  'sport_meet_team_member',
  {
    entryId: foreignId('entry_id', () => sportMeetEntry.id, { onDelete: 'cascade' }),
    studentId: foreignId('student_id', () => student.id, { onDelete: 'cascade' }),
    leg: smallint('leg').notNull(),
  },
  (table) => [
    uniqueIndex('sport_meet_team_member_entry_student_idx').on(table.entryId, table.studentId),
    uniqueIndex('sport_meet_team_member_entry_leg_idx').on(table.entryId, table.leg),
    index('sport_meet_team_member_student_idx').on(table.studentId),
    check('sport_meet_team_member_leg_check', sql`${table.leg} between 1 and 20`),
  ],
);

/**
 * The draw of an event's heats and lanes (a race) or flights and order of trial (a field event):
 * one per event, with the seed the domain's draw was made from, so the same entries and seed give
 * it again, and who drew it and when. A redraw replaces it. Its athletes' places are
 * {@link sportMeetStart}'s rows.
 */
export const sportMeetArrangement = tenantTable(
  'sport_meet_arrangement',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    eventId: foreignId('event_id', () => sportMeetEvent.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    seed: integer('seed').notNull(),
    /** Null once the account that drew it is deleted; the time stays. */
    drawnBy: text('drawn_by').references(() => account.id, { onDelete: 'set null' }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sport_meet_arrangement_event_idx').on(table.eventId),
    index('sport_meet_arrangement_meet_idx').on(table.meetId),
    index('sport_meet_arrangement_drawn_by_idx').on(table.drawnBy).where(sql`${table.drawnBy} is not null`),
    check('sport_meet_arrangement_kind_check', sql`${table.kind} in ('lanes', 'order')`),
    check('sport_meet_arrangement_method_check', sql`${table.method} in ('marks', 'lot')`),
    check('sport_meet_arrangement_seed_check', sql`${table.seed} >= 0`),
  ],
);

/**
 * An athlete's place in an event's arrangement: heat (or flight) and lane (or order of trial), one
 * per entry; an entry withdrawn takes its place with it. Two athletes never share a place.
 */
export const sportMeetStart = tenantTable(
  'sport_meet_start',
  {
    eventId: foreignId('event_id', () => sportMeetEvent.id, { onDelete: 'cascade' }),
    entryId: foreignId('entry_id', () => sportMeetEntry.id, { onDelete: 'cascade' }),
    heat: integer('heat').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('sport_meet_start_entry_idx').on(table.entryId),
    uniqueIndex('sport_meet_start_place_idx').on(table.eventId, table.heat, table.position),
    check('sport_meet_start_place_check', sql`${table.heat} >= 1 and ${table.position} >= 1`),
  ],
);

/**
 * An athlete's result in a drawn event (issue 46, results on the day): one per entry, so it stays
 * with the athlete whichever heat and lane a swap gives them. `ok` with a mark in the event's unit
 * (a time in seconds), or DNS, DNF or DQ without one, as the check says. Who typed it last and
 * when, and a version that each change raises: a cell typed over an older version is a conflict.
 */
export const sportMeetResult = tenantTable(
  'sport_meet_result',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    eventId: foreignId('event_id', () => sportMeetEvent.id, { onDelete: 'cascade' }),
    entryId: foreignId('entry_id', () => sportMeetEntry.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    mark: numeric('mark', { precision: 10, scale: 3, mode: 'number' }),
    /** Null once the account that typed it is deleted; the time stays. */
    enteredBy: text('entered_by').references(() => account.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('sport_meet_result_entry_idx').on(table.entryId),
    index('sport_meet_result_event_idx').on(table.eventId),
    index('sport_meet_result_meet_idx').on(table.meetId),
    index('sport_meet_result_entered_by_idx').on(table.enteredBy).where(sql`${table.enteredBy} is not null`),
    check('sport_meet_result_status_check', sql`${table.status} in ('ok', 'dns', 'dnf', 'dq')`),
    check(
      'sport_meet_result_mark_check',
      sql`(${table.status} = 'ok') = (${table.mark} is not null) and (${table.mark} is null or ${table.mark} >= 0)`,
    ),
    check('sport_meet_result_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * A second person's check of a heat (or flight) of an event: its places are official from then on.
 * One per heat; a change to one of its results afterwards takes the check away again.
 */
export const sportMeetHeatCheck = tenantTable(
  'sport_meet_heat_check',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    eventId: foreignId('event_id', () => sportMeetEvent.id, { onDelete: 'cascade' }),
    heat: integer('heat').notNull(),
    /** Null once the account that confirmed it is deleted; the time stays. */
    confirmedBy: text('confirmed_by').references(() => account.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sport_meet_heat_check_event_heat_idx').on(table.eventId, table.heat),
    index('sport_meet_heat_check_meet_idx').on(table.meetId),
    index('sport_meet_heat_check_confirmed_by_idx').on(table.confirmedBy).where(sql`${table.confirmedBy} is not null`),
    check('sport_meet_heat_check_heat_check', sql`${table.heat} >= 1`),
  ],
);

/**
 * A meet record of the organisation: an event as staff name it across meets (its name and the
 * athletes' sex), the mark and who set it, at which meet (its name kept when the meet goes) and on
 * which day. A broken record becomes one once someone confirms it; the latest confirmed of an event
 * and sex is the record standing, the older ones its history.
 */
export const sportMeetRecord = tenantTable(
  'sport_meet_record',
  {
    eventName: text('event_name').notNull(),
    sex: text('sex').notNull(),
    measure: text('measure').notNull(),
    mark: numeric('mark', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    holderName: text('holder_name').notNull(),
    className: text('class_name').notNull().default(''),
    /** The meet it was set at; null for a record from before, or once the meet is deleted. */
    meetId: text('meet_id').references(() => sportMeet.id, { onDelete: 'set null' }),
    meetName: text('meet_name').notNull(),
    /** The entry that set it, for the bonus its class earns; null for a record from before. */
    entryId: text('entry_id').references(() => sportMeetEntry.id, { onDelete: 'set null' }),
    setOn: date('set_on', { mode: 'string' }).notNull(),
    confirmedBy: text('confirmed_by').references(() => account.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sport_meet_record_event_idx').on(table.orgId, table.eventName, table.sex, table.confirmedAt),
    index('sport_meet_record_meet_idx').on(table.meetId).where(sql`${table.meetId} is not null`),
    index('sport_meet_record_entry_idx').on(table.entryId).where(sql`${table.entryId} is not null`),
    index('sport_meet_record_confirmed_by_idx').on(table.confirmedBy).where(sql`${table.confirmedBy} is not null`),
    check('sport_meet_record_sex_check', sql`${table.sex} in ('male', 'female')`),
    check('sport_meet_record_measure_check', sql`${table.measure} in ('timed', 'distance', 'height', 'counted')`),
    check('sport_meet_record_mark_check', sql`${table.mark} >= 0`),
  ],
);

/**
 * An electronic seal of the organisation (issue 46, SPEC 5 and 9): a name, a square PNG uploaded as
 * a stored file of kind `eStamp`, its place in the list and whether certificates may use it. At most
 * ten per organisation, counted under the organisation's lock; the file goes with its seal.
 */
export const sportMeetSeal = tenantTable(
  'sport_meet_seal',
  {
    name: text('name').notNull(),
    fileId: foreignId('file_id', () => storedFile.id),
    sortNum: integer('sort_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    index('sport_meet_seal_org_sort_idx').on(table.orgId, table.sortNum),
    uniqueIndex('sport_meet_seal_file_idx').on(table.fileId),
  ],
);

/**
 * An event document of a meet (SPEC 5: xlsx, docx or pdf, at most 50 MB): the rules, the schedule or
 * a form staff hand out with it, a stored file of kind `eventDocument`, in the order the meet's form
 * lists them. The meet's edits replace the list; a document let go, or the meet deleted, takes its
 * file with it unless another record holds it (`files/held.ts`).
 */
export const sportMeetDocument = tenantTable(
  'sport_meet_document',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    fileId: foreignId('file_id', () => storedFile.id),
    sortNum: integer('sort_num').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sport_meet_document_meet_file_idx').on(table.meetId, table.fileId),
    index('sport_meet_document_file_idx').on(table.fileId),
  ],
);

/**
 * A photo of a meet's gallery (风采, issue 46, SPEC 5 and 9): the stored file as uploaded (kind
 * `sportsPhoto`), its thumbnail (a stored file of its own, made by the gateway), its size in
 * pixels, an optional caption, its place (upload order) and who uploaded it. At most 100 a meet,
 * counted under the meet's row lock. Deleting either file deletes the photo; deleting the meet
 * deletes its photos (and the meet's deletion deletes their files first).
 */
export const sportMeetPhoto = tenantTable(
  'sport_meet_photo',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    fileId: foreignId('file_id', () => storedFile.id, { onDelete: 'cascade' }),
    thumbFileId: foreignId('thumb_file_id', () => storedFile.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    sortNum: integer('sort_num').notNull(),
    uploaderAccountId: foreignId('uploader_account_id', () => account.id),
  },
  (table) => [
    index('sport_meet_photo_meet_sort_idx').on(table.meetId, table.sortNum),
    uniqueIndex('sport_meet_photo_file_idx').on(table.fileId),
    uniqueIndex('sport_meet_photo_thumb_idx').on(table.thumbFileId),
    check('sport_meet_photo_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * A meet's live results page, shared by its organiser (issue 46): one row while sharing is on. The
 * address carries a random token; the row keeps its SHA-256 (what the public page is looked up by,
 * so a copy of the database opens no page) and the token sealed with the gateway's secrets key (so
 * the organiser can copy the address again later). Switching sharing off deletes the row, and a new
 * address replaces it: the old one stops answering at once.
 */
export const sportMeetLiveShare = tenantTable(
  'sport_meet_live_share',
  {
    meetId: foreignId('meet_id', () => sportMeet.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    sharedBy: foreignId('shared_by', () => account.id),
  },
  (table) => [
    uniqueIndex('sport_meet_live_share_meet_idx').on(table.meetId),
    uniqueIndex('sport_meet_live_share_token_idx').on(table.tokenHash),
  ],
);

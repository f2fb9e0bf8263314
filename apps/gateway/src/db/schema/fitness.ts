// Fitness tests: test plans with their classes, and results (each scored once, when it arrives)
// with their corrections.
import type { GradeKey, PhysiqueCounts } from '@school-sports/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { account, organisation, tenantTable } from './accounts.ts';
import { foreignId, updatedAt } from './columns.ts';
import { deviceBatch, deviceResult, venue } from './devices.ts';
import { storedFile } from './operations.ts';
import { student } from './people.ts';
import { academicYear, schoolClass } from './school.ts';

/**
 * A test plan (issue 45): a named test of a semester, of a kind (`national`, `school`, `custom`),
 * with the items each grade takes (`grades`, `[{ grade: 'g1', items: [...] }]`, checked by the
 * domain's plan schema: a handful of grades, read whole with the plan), its first and last day,
 * and a status along the domain's `progress` machine. `version` rises with every change, so an
 * edit made on an older copy is refused instead of overwriting the newer one.
 */
export const testPlan = tenantTable(
  'test_plan',
  {
    name: text('name').notNull(),
    // The year and semester are named without a foreign key: the academic-year screens delete and
    // rewrite semesters, and a plan (with its results) must not stop them or go with them.
    academicYearId: text('academic_year_id').notNull(),
    semesterId: text('semester_id').notNull(),
    kind: text('kind').notNull(),
    grades: jsonb('grades').$type<{ grade: string; items: string[] }[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('notStarted'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The organisation's plans in progress: the ones a device reading may join.
    index('test_plan_org_status_idx').on(table.orgId, table.status),
    check('test_plan_kind_check', sql`${table.kind} in ('national', 'school', 'custom')`),
    check('test_plan_status_check', sql`${table.status} in ('notStarted', 'inProgress', 'ended', 'endedEarly')`),
    check('test_plan_dates_check', sql`${table.startDate} <= ${table.endDate}`),
  ],
);

/**
 * The classes taking part in a plan. A row per class rather than an array on the plan, so that a
 * reading finds the plans of its student's class by index.
 */
export const testPlanClass = pgTable(
  'test_plan_class',
  {
    planId: foreignId('plan_id', () => testPlan.id, { onDelete: 'cascade' }),
    // A class deleted (only an empty one can be) leaves the plan, rather than the deletion failing.
    classId: foreignId('class_id', () => schoolClass.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.classId] }),
    index('test_plan_class_class_idx').on(table.classId),
  ],
);

/**
 * A class test (issue 45): what a teacher measured in one PE lesson, sent by the device in lesson
 * mode as one batch. A lesson may mix two classes, so a batch makes one row per class among its
 * readings' students, each with the class's grade then, the teacher (their account, none when the
 * device named an account the school does not have), the title, the items measured, the lesson's
 * start and end, the device and batch it came in, and `classSize`: the students in the class when
 * it was taken, so "tested N of M" stays what it was after pupils move. Its results are ordinary
 * scored results (`fitness_result.class_test_id`), never joining a test plan.
 */
export const classTest = tenantTable(
  'class_test',
  {
    // A class is deleted only when empty; its tests stay, without their class, as results do.
    classId: text('class_id').references(() => schoolClass.id, { onDelete: 'set null' }),
    /** The class's grade when taken, as the domain's key (`g1`... `u4`), where the standard has it. */
    gradeKey: text('grade_key'),
    teacherId: text('teacher_id').references(() => account.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    /** The standard's items measured of this class (`["ropeSkipping", "sitUps"]`). */
    items: jsonb('items').$type<string[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    deviceSerial: text('device_serial').notNull(),
    // The batch goes, its readings and results go: the test is nothing without them.
    batchRef: foreignId('batch_ref', () => deviceBatch.id, { onDelete: 'cascade' }),
    classSize: integer('class_size').notNull(),
  },
  (table) => [
    // An organisation's class tests newest first: the list's own order.
    index('class_test_org_idx').on(table.orgId, table.startedAt.desc(), table.id),
    // A class's tests over time.
    index('class_test_class_idx').on(table.classId, table.startedAt.desc()),
    // One test per class of a batch.
    uniqueIndex('class_test_batch_class_idx').on(table.batchRef, table.classId),
    // An account removed clears its name from the tests without reading them all.
    index('class_test_teacher_idx').on(table.teacherId).where(sql`${table.teacherId} is not null`),
    check('class_test_times_check', sql`${table.startedAt} <= ${table.endedAt}`),
    check('class_test_size_check', sql`${table.classSize} >= 0`),
  ],
);

/**
 * A result (issue 45): one measurement of one student, in the measurement's unit (seconds for runs),
 * stored with the item it counts for, its item score (0 to 100) and band as the domain made them
 * under `scoringVersion`, so that search, sort and rankings read stored values in SQL and a score
 * can be reproduced. Height and weight are kept as they are and scored as BMI together, so they
 * have no score of their own. The class, grade and sex are the student's when measured: a result
 * keeps counting for the class it was taken in after the student moves up, and a search by class
 * reads this table alone. `needsCheck` flags an implausible value (kept, not counted until a
 * teacher confirms or corrects it); `validity` is the `validity` machine.
 *
 * The source is one of three, with its own columns: a device's reading (the batch, the reading,
 * whose batch names the batch id, and the device's serial), a value typed in (the account), or a
 * row of an uploaded file (its name and row, and the account that imported it).
 */
export const fitnessResult = tenantTable(
  'fitness_result',
  {
    studentId: foreignId('student_id', () => student.id, { onDelete: 'cascade' }),
    classId: text('class_id').references(() => schoolClass.id, { onDelete: 'set null' }),
    /** The student's grade when measured, as the domain's key (`g1`... `u4`). */
    gradeKey: text('grade_key').notNull(),
    sex: text('sex').notNull(),
    planId: text('plan_id').references(() => testPlan.id, { onDelete: 'set null' }),
    // A class test's results are its own: were the test ever removed they go with it, rather than
    // staying as results of no plan and no test, which the test records would then show as self-tests.
    classTestId: text('class_test_id').references(() => classTest.id, { onDelete: 'cascade' }),
    measurement: text('measurement').notNull(),
    item: text('item').notNull(),
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    score: smallint('score'),
    band: text('band'),
    scoringVersion: text('scoring_version').notNull(),
    needsCheck: boolean('needs_check').notNull().default(false),
    validity: text('validity').notNull().default('valid'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    deviceResultId: text('device_result_id').references(() => deviceResult.id, { onDelete: 'cascade' }),
    deviceSerial: text('device_serial'),
    enteredBy: text('entered_by').references(() => account.id, { onDelete: 'set null' }),
    importFileId: text('import_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    // The uploaded workbook's name as its sender named it: an import's file is read as it streams
    // and never stored, so its name and the row are what a reader is shown of where a value came from.
    importFileName: text('import_file_name'),
    importRow: integer('import_row'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A plan's results by class and item, best first, paged by key: score search and check/{id}.
    index('fitness_result_plan_idx')
      .on(table.planId, table.classId, table.item, table.score.desc().nullsLast(), table.id)
      .where(sql`${table.planId} is not null`),
    // An organisation's results newest first, the score search's own order: its pages are read by
    // key from here, and a jump to page N skips the keys in this index alone (docs/decisions.md).
    // Nulls first, as `order by ... desc` sorts them, or the planner would not read it for that order.
    index('fitness_result_org_time_idx').on(table.orgId, table.measuredAt.desc().nullsFirst(), table.id),
    // Results of a class by item and score, inside or outside plans (self-tests, rankings).
    index('fitness_result_class_idx').on(table.classId, table.item, table.score.desc().nullsLast(), table.id),
    // A class test's results, by student: its page of results and the list's counts.
    index('fitness_result_class_test_idx')
      .on(table.classTestId, table.studentId)
      .where(sql`${table.classTestId} is not null`),
    // A class test's results never join a plan: the two are different ways a result was taken.
    check('fitness_result_class_test_plan_check', sql`${table.classTestId} is null or ${table.planId} is null`),
    // A student's results by item and time: the student's record, the physique report, BMI pairs.
    index('fitness_result_student_idx').on(table.studentId, table.item, table.measuredAt),
    // The values waiting for a second check, per plan.
    index('fitness_result_check_idx').on(table.planId, table.classId).where(sql`${table.needsCheck}`),
    // One result per device reading, so scoring a reading twice (a job run again) writes it once.
    uniqueIndex('fitness_result_reading_idx').on(table.deviceResultId),
    // An account or a file removed clears its name from results without reading them all.
    index('fitness_result_entered_by_idx').on(table.enteredBy).where(sql`${table.enteredBy} is not null`),
    index('fitness_result_import_file_idx').on(table.importFileId).where(sql`${table.importFileId} is not null`),
    check('fitness_result_score_check', sql`${table.score} is null or ${table.score} between 0 and 100`),
    check('fitness_result_validity_check', sql`${table.validity} in ('valid', 'invalid')`),
    check('fitness_result_sex_check', sql`${table.sex} in ('male', 'female')`),
    check(
      'fitness_result_source_check',
      sql`(${table.source} = 'device' and ${table.deviceResultId} is not null and ${table.deviceSerial} is not null)
        or (${table.source} = 'manual')
        or (${table.source} = 'import' and ${table.importRow} is not null)`,
    ),
  ],
);

/**
 * A correction of a result (issue 45): the value and score before and after, why, who and when. The
 * result row holds the current value; these rows are its history, never changed.
 */
export const fitnessResultCorrection = tenantTable(
  'fitness_result_correction',
  {
    resultId: foreignId('result_id', () => fitnessResult.id, { onDelete: 'cascade' }),
    oldValue: numeric('old_value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    newValue: numeric('new_value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    oldScore: smallint('old_score'),
    newScore: smallint('new_score'),
    reason: text('reason').notNull(),
    accountId: text('account_id').references(() => account.id, { onDelete: 'set null' }),
  },
  (table) => [index('fitness_result_correction_result_idx').on(table.resultId, table.createdAt)],
);

/**
 * An exemption from a plan's items (issue 45): the student, the items (`["run800m"]`, checked by the
 * domain), why (`illness`, `injury`, `disability`, `other`) and a note, who made it. One per student
 * and plan: saving again replaces it. The physique report leaves the items out of the student's year.
 */
export const testPlanExemption = tenantTable(
  'test_plan_exemption',
  {
    planId: foreignId('plan_id', () => testPlan.id, { onDelete: 'cascade' }),
    studentId: foreignId('student_id', () => student.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    accountId: text('account_id').references(() => account.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('test_plan_exemption_plan_student_idx').on(table.planId, table.studentId),
    // A student's exemptions across plans: the physique year reads them by student.
    index('test_plan_exemption_student_idx').on(table.studentId),
    check('test_plan_exemption_reason_check', sql`${table.reason} in ('illness', 'injury', 'disability', 'other')`),
  ],
);

/**
 * A time slot of a plan (issue 45): a day, the first and last minute on the school's clock (`HH:MM`),
 * the venue and the item measured there, and how many students it holds. `booked` is the students
 * of its bookings, kept beside them under the organisation's lock, so a full slot refuses the next
 * class without counting.
 */
export const testPlanSlot = tenantTable(
  'test_plan_slot',
  {
    planId: foreignId('plan_id', () => testPlan.id, { onDelete: 'cascade' }),
    venueId: foreignId('venue_id', () => venue.id),
    item: text('item').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    starts: text('starts').notNull(),
    ends: text('ends').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (table) => [
    index('test_plan_slot_plan_idx').on(table.planId, table.day, table.starts),
    check('test_plan_slot_times_check', sql`${table.starts} < ${table.ends}`),
    check('test_plan_slot_booked_check', sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);

/**
 * A class booked into a slot (issue 45) with its students then (`size`), and who booked it; or one
 * student, booked through the mobile app (`studentId`, the student's class, size 1, no account). A
 * class is booked once for an item of a plan, and so is a student, which the gateway checks under
 * the organisation's lock.
 */
export const testPlanBooking = tenantTable(
  'test_plan_booking',
  {
    slotId: foreignId('slot_id', () => testPlanSlot.id, { onDelete: 'cascade' }),
    classId: foreignId('class_id', () => schoolClass.id, { onDelete: 'cascade' }),
    studentId: text('student_id').references(() => student.id, { onDelete: 'cascade' }),
    size: smallint('size').notNull(),
    accountId: text('account_id').references(() => account.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('test_plan_booking_slot_class_idx')
      .on(table.slotId, table.classId)
      .where(sql`${table.studentId} is null`),
    uniqueIndex('test_plan_booking_slot_student_idx')
      .on(table.slotId, table.studentId)
      .where(sql`${table.studentId} is not null`),
    index('test_plan_booking_class_idx').on(table.classId),
    index('test_plan_booking_student_idx').on(table.studentId).where(sql`${table.studentId} is not null`),
    check('test_plan_booking_student_size_check', sql`${table.studentId} is null or ${table.size} = 1`),
  ],
);

/**
 * A school's physique year in counts (issue 48), which a management organisation's summary of its
 * schools adds up instead of scoring every student of every school on each view. Triggers raise
 * `changes` in the statement that changes what the year reads (a result, an exemption, a plan, its
 * classes, a student of them), so every writer, present or future, marks the year; a recurring job
 * recounts a year whose `changes` differs from the `computedChanges` its counts were made at.
 * `counts` is null until the first count.
 */
export const physiqueTally = pgTable(
  'physique_tally',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    academicYearId: text('academic_year_id')
      .notNull()
      .references(() => academicYear.id, { onDelete: 'cascade' }),
    startYear: integer('start_year').notNull(),
    counts: jsonb('counts').$type<{ school: PhysiqueCounts; grades: Partial<Record<GradeKey, PhysiqueCounts>> }>(),
    changes: integer('changes').notNull().default(1),
    computedChanges: integer('computed_changes').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.academicYearId] }),
    // The years whose counts lag behind their changes: what the recount job reads.
    index('physique_tally_stale_idx').on(table.orgId).where(sql`${table.changes} <> ${table.computedChanges}`),
  ],
);

/**
 * A pupil's exercise (issue 45, exercise records): a kind, its count or distance as the kind
 * measures (the domain's `EXERCISE_KINDS`), how long, and when it began; from a device's batch (its
 * batch and place kept, so a batch sent again is taken once) or the mobile app. Not scored.
 */
export const exerciseRecord = tenantTable(
  'exercise_record',
  {
    studentId: foreignId('student_id', () => student.id, { onDelete: 'cascade' }),
    /** The pupil's class when it arrived, so a class's exercise stays its own after a move. */
    classId: text('class_id').references(() => schoolClass.id, { onDelete: 'set null' }),
    gradeKey: text('grade_key'),
    kind: text('kind').notNull(),
    count: integer('count'),
    /** Metres. */
    distance: numeric('distance', { precision: 9, scale: 1, mode: 'number' }),
    durationSeconds: integer('duration_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    batchRef: text('batch_ref').references(() => deviceBatch.id, { onDelete: 'cascade' }),
    /** Its place in the device's batch, from 0. */
    seq: integer('seq'),
    deviceSerial: text('device_serial'),
  },
  (table) => [
    // An organisation's records newest first: the list's own order, paged by key.
    index('exercise_record_org_idx').on(table.orgId, table.startedAt.desc(), table.id),
    // A class's and a student's exercise over time.
    index('exercise_record_class_idx').on(table.classId, table.startedAt.desc()),
    index('exercise_record_student_idx').on(table.studentId, table.startedAt.desc()),
    uniqueIndex('exercise_record_batch_seq_idx').on(table.batchRef, table.seq),
    check('exercise_record_duration_check', sql`${table.durationSeconds} between 1 and 86400`),
    check(
      'exercise_record_source_check',
      sql`(${table.source} = 'device' and ${table.batchRef} is not null and ${table.deviceSerial} is not null)
        or (${table.source} = 'app')`,
    ),
  ],
);

/**
 * How far the rescoring of results under a new scoring version has come (issue 45): one row per
 * version of the tables, shared by every gateway. `afterId` is where the pass under way continues
 * (results are read in id order); `passes` counts the passes finished, the second a day after the
 * first, for the results an older gateway still scored during a rolling upgrade.
 */
export const scoringSweep = pgTable('scoring_sweep', {
  version: text('version').primaryKey(),
  afterId: text('after_id').notNull().default(''),
  passes: smallint('passes').notNull().default(0),
  rescored: integer('rescored').notNull().default(0),
  passFinishedAt: timestamp('pass_finished_at', { withTimezone: true }),
});

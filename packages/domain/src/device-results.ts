// Results sent by devices: a batch of readings (a student's number, a measurement of the national
// standard and its value) that a device posts with its own token. Each batch carries an id the
// device makes, so a batch sent again (a lost answer, a retry, two gateways reached) is taken once.
// Pure: the gateway passes its clock in.
import * as z from 'zod/mini';
import { type ExerciseKind, exerciseMeasuresFit, exerciseMeasuresSchema } from './fitness/exercise.ts';
import { studentNumberSchema } from './people.ts';
import { isMeasurementValue, PHYSIQUE_MEASUREMENTS, type PhysiqueMeasurement } from './physique/measurements.ts';
import { withChecks } from './schema.ts';
import { plainText } from './text.ts';

/** Limits of a device's batch of results. */
export const DEVICE_RESULT_LIMITS = {
  /** Readings in one batch: a class's run of one item fits, and a request stays small (about 60 KB). */
  perBatch: 500,
  /** A batch id: 1 to 64 letters, digits, `-` or `_` (a UUID fits). */
  batchIdMax: 64,
  /** The range every value must fall in, whatever the measurement (vital capacity is the largest). */
  value: { min: -100, max: 100_000 },
  /** How far past the gateway's clock a reading's time may be: a device's clock drifts between polls. */
  aheadMs: 10 * 60 * 1000,
  /** How old a reading may be: a device offline over a summer still delivers what it holds. */
  behindMs: 400 * 24 * 60 * 60 * 1000,
  /**
   * Batches one device may send a minute, resends included: a backlog of 60,000 readings still
   * goes in a minute, and a stolen token cannot write without bound.
   */
  batchesPerMinute: 120,
  /** A class test's title, as a teacher types it on the device (optional). */
  classTestTitleMax: 60,
  /** A teacher's login account, as the device names who ran the lesson. */
  teacherAccountMax: 64,
  /** A lesson lasts at most a day: anything longer is a device's clock gone wrong, not a lesson. */
  lessonMaxMs: 24 * 60 * 60 * 1000,
} as const;

const BATCH_ID = /*#__PURE__*/ new RegExp(`^[A-Za-z0-9_-]{1,${DEVICE_RESULT_LIMITS.batchIdMax}}$`);

/**
 * A date and time with seconds (and any fraction) and its offset, `2026-11-20T09:30:00+08:00` or
 * `...Z`: a time without its offset would be read in the gateway's zone, not the device's.
 */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** A date and time with its offset, as a device writes when something happened; `error` names the field's message. */
/*#__NO_SIDE_EFFECTS__*/
function dateTimeWithOffset(error: string) {
  return withChecks(
    z.string({ error }),
    z.maxLength(40, error),
    plainText(),
    z.regex(DATE_TIME_WITH_OFFSET, error),
    z.refine((text: string) => !Number.isNaN(Date.parse(text)), error),
  );
}

/** A batch id as a device makes it. */
export const deviceBatchIdSchema = withChecks(
  z.string({ error: 'deviceResult.batchId' }),
  z.maxLength(DEVICE_RESULT_LIMITS.batchIdMax, 'deviceResult.batchId'),
  plainText(),
  z.regex(BATCH_ID, 'deviceResult.batchId'),
);

/** One reading: whose, which measurement, its value in the measurement's unit (seconds for runs), and when. */
export const deviceReadingSchema = withChecks(
  z.object({
    studentNumber: studentNumberSchema,
    item: z.enum(PHYSIQUE_MEASUREMENTS as [PhysiqueMeasurement, ...PhysiqueMeasurement[]], {
      error: 'deviceResult.item',
    }),
    value: withChecks(
      z.number({ error: 'deviceResult.value' }),
      z.gte(DEVICE_RESULT_LIMITS.value.min, 'deviceResult.value'),
      z.lte(DEVICE_RESULT_LIMITS.value.max, 'deviceResult.value'),
    ),
    measuredAt: dateTimeWithOffset('deviceResult.measuredAt'),
  }),
  z.refine((reading: { item: PhysiqueMeasurement; value: number }) => isMeasurementValue(reading.item, reading.value), {
    error: 'deviceResult.value',
    path: ['value'],
  }),
);

/** A reading as the schema answers it. */
export type DeviceReading = z.output<typeof deviceReadingSchema>;

/** A batch's readings: 1 to {@link DEVICE_RESULT_LIMITS.perBatch}. */
export const deviceReadingsSchema = withChecks(
  z.array(deviceReadingSchema, { error: 'deviceResult.count' }),
  z.minLength(1, 'deviceResult.count'),
  z.maxLength(DEVICE_RESULT_LIMITS.perBatch, 'deviceResult.count'),
);

/**
 * Why a reading's time is refused at `now`, or null: `ahead` past the clock by more than
 * {@link DEVICE_RESULT_LIMITS.aheadMs}, `tooOld` older than {@link DEVICE_RESULT_LIMITS.behindMs}.
 */
export function measuredAtProblem(measuredAt: Date, now: Date): 'ahead' | 'tooOld' | null {
  const offset = measuredAt.getTime() - now.getTime();
  if (offset > DEVICE_RESULT_LIMITS.aheadMs) return 'ahead';
  if (-offset > DEVICE_RESULT_LIMITS.behindMs) return 'tooOld';
  return null;
}

/**
 * One exercise a device counted: whose (student number), what kind, its count or distance as the
 * kind measures, how long in seconds, and when it began. Sent by the device in batches, as results.
 */
export const deviceExerciseSchema = withChecks(
  z.object({
    studentNumber: studentNumberSchema,
    ...exerciseMeasuresSchema,
    startedAt: dateTimeWithOffset('exercise.error.startedAt'),
  }),
  z.refine(
    (record: { kind: ExerciseKind; count?: number | null | undefined; distance?: number | null | undefined }) =>
      exerciseMeasuresFit(record),
    { error: 'exercise.error.measures', path: ['count'] },
  ),
);

/**
 * The fields of one exercise a pupil logs in the mobile app: the same kinds, measures, bounds and
 * time format as a device's record, without the student number (the signed-in app names whose it
 * is). Checked with {@link exerciseMeasuresRefinement}, as a device's record is.
 */
export const appExerciseFields = {
  ...exerciseMeasuresSchema,
  startedAt: dateTimeWithOffset('exercise.error.startedAt'),
};

/** The check that a record's count and distance fit its kind, refused under `count`. */
export const exerciseMeasuresRefinement = /*#__PURE__*/ z.refine<{
  kind: ExerciseKind;
  count?: number | null | undefined;
  distance?: number | null | undefined;
}>((record) => exerciseMeasuresFit(record), { error: 'exercise.error.measures', path: ['count'] });

/** An exercise as the schema answers it. */
export type DeviceExercise = z.output<typeof deviceExerciseSchema>;

/** A batch's exercises: 1 to {@link DEVICE_RESULT_LIMITS.perBatch}, as a batch of results. */
export const deviceExercisesSchema = withChecks(
  z.array(deviceExerciseSchema, { error: 'exercise.error.records' }),
  z.minLength(1, 'exercise.error.records'),
  z.maxLength(DEVICE_RESULT_LIMITS.perBatch, 'exercise.error.records'),
);

/**
 * A class test's lesson: when it began and ended (each with its offset, as readings are timed), an
 * optional title, and the login account of the teacher who ran it. A teacher's account that names
 * nobody does not refuse the lesson (the device may hold an old login); the test keeps no teacher.
 */
export const deviceLessonSchema = {
  startedAt: dateTimeWithOffset('deviceResult.lessonTime'),
  endedAt: dateTimeWithOffset('deviceResult.lessonTime'),
  title: z.optional(
    withChecks(
      z.string({ error: 'deviceResult.title' }),
      z.maxLength(DEVICE_RESULT_LIMITS.classTestTitleMax, 'deviceResult.title'),
      plainText(),
    ),
  ),
  teacherAccount: z.optional(
    withChecks(
      z.string({ error: 'deviceResult.teacherAccount' }),
      z.minLength(1, 'deviceResult.teacherAccount'),
      z.maxLength(DEVICE_RESULT_LIMITS.teacherAccountMax, 'deviceResult.teacherAccount'),
      plainText(),
    ),
  ),
};

/**
 * Why a lesson's times are refused at `now`, or null: it must end no sooner than it starts, last at
 * most {@link DEVICE_RESULT_LIMITS.lessonMaxMs}, and lie in the window a reading's time may.
 */
export function lessonTimesProblem(startedAt: Date, endedAt: Date, now: Date): 'order' | 'ahead' | 'tooOld' | null {
  const length = endedAt.getTime() - startedAt.getTime();
  if (length < 0 || length > DEVICE_RESULT_LIMITS.lessonMaxMs) return 'order';
  return measuredAtProblem(endedAt, now) ?? measuredAtProblem(startedAt, now);
}

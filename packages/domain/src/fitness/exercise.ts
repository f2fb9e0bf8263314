// Daily exercise: what pupils do outside tests, counted by the school's devices (a rope counter, a
// sit-up mat) or logged in the mobile app (a run, a ride). Unlike a test result it is not scored
// against the national standard: it is a count or a distance, a duration and a time, kept so staff
// can see who moves and how much, per student and class.
import * as z from 'zod/mini';
import { withChecks } from '../schema.ts';

/** What an exercise measures besides its duration: repetitions, metres, or nothing more. */
export type ExerciseMeasure = 'count' | 'distance' | 'none';

/**
 * The kinds of exercise recorded, each with what it measures: the school devices count skips,
 * sit-ups, pull-ups and jumping jacks; the app's runs, walks and rides are distances; anything else
 * is its duration alone.
 */
export const EXERCISE_KINDS = {
  ropeSkipping: 'count',
  sitUps: 'count',
  pullUps: 'count',
  jumpingJacks: 'count',
  running: 'distance',
  walking: 'distance',
  cycling: 'distance',
  other: 'none',
} as const satisfies Record<string, ExerciseMeasure>;

/** One of the keys of {@link EXERCISE_KINDS}. */
export type ExerciseKind = keyof typeof EXERCISE_KINDS;

/** Every {@link ExerciseKind}, in the order screens offer them. */
export const EXERCISE_KIND_LIST = Object.keys(EXERCISE_KINDS) as [ExerciseKind, ...ExerciseKind[]];

/** Where an exercise record came from: a device's batch or the pupil's (or parent's) mobile app. */
export const EXERCISE_SOURCES = ['device', 'app'] as const;

/** One of {@link EXERCISE_SOURCES}. */
export type ExerciseSource = (typeof EXERCISE_SOURCES)[number];

/** The bounds of one record: a day's session at most, and counts and distances no person exceeds in it. */
export const EXERCISE_LIMITS = {
  /** Seconds: at least one, at most a day. */
  duration: { min: 1, max: 86_400 },
  /** Repetitions in one session. */
  count: { min: 0, max: 100_000 },
  /** Metres in one session (a long ride). */
  distance: { min: 0, max: 300_000 },
} as const;

/** What the kind measures. */
export function exerciseMeasureOf(kind: ExerciseKind): ExerciseMeasure {
  return EXERCISE_KINDS[kind];
}

/** The message id of a kind's name (`exercise.kind.ropeSkipping`). */
export function exerciseKindLabel(kind: ExerciseKind): `exercise.kind.${ExerciseKind}` {
  return `exercise.kind.${kind}`;
}

/**
 * Whether a record's count and distance fit its kind: a counted kind has a count and no distance, a
 * distance kind the other way round, and a kind of duration alone neither.
 */
export function exerciseMeasuresFit(record: {
  kind: ExerciseKind;
  count?: number | null | undefined;
  distance?: number | null | undefined;
}): boolean {
  const hasCount = record.count !== undefined && record.count !== null;
  const hasDistance = record.distance !== undefined && record.distance !== null;
  const measure = exerciseMeasureOf(record.kind);
  return hasCount === (measure === 'count') && hasDistance === (measure === 'distance');
}

/** A duration as staff read it: `25'30"`, or `1h05'00"` past an hour. */
export function formatExerciseDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}h${String(minutes).padStart(2, '0')}'${rest}"` : `${minutes}'${rest}"`;
}

/** The fields of a record a device or the app sends, without whose and when. */
export const exerciseMeasuresSchema = {
  kind: z.enum(EXERCISE_KIND_LIST, { error: 'exercise.error.kind' }),
  count: z.optional(
    z.nullable(
      withChecks(
        z.int({ error: 'exercise.error.count' }),
        z.gte(EXERCISE_LIMITS.count.min, 'exercise.error.count'),
        z.lte(EXERCISE_LIMITS.count.max, 'exercise.error.count'),
      ),
    ),
  ),
  distance: z.optional(
    z.nullable(
      withChecks(
        z.number({ error: 'exercise.error.distance' }),
        z.gte(EXERCISE_LIMITS.distance.min, 'exercise.error.distance'),
        z.lte(EXERCISE_LIMITS.distance.max, 'exercise.error.distance'),
      ),
    ),
  ),
  durationSeconds: withChecks(
    z.int({ error: 'exercise.error.duration' }),
    z.gte(EXERCISE_LIMITS.duration.min, 'exercise.error.duration'),
    z.lte(EXERCISE_LIMITS.duration.max, 'exercise.error.duration'),
  ),
};

import { describe, expect, it } from 'vitest';
import { deviceExerciseSchema, deviceExercisesSchema } from '../device-results.ts';
import { issueIdsOf } from '../test-support.ts';
import {
  EXERCISE_KIND_LIST,
  EXERCISE_KINDS,
  exerciseKindLabel,
  exerciseMeasureOf,
  exerciseMeasuresFit,
  formatExerciseDuration,
} from './exercise.ts';

const record = {
  studentNumber: 'S2026001',
  kind: 'ropeSkipping',
  count: 180,
  durationSeconds: 120,
  startedAt: '2026-11-20T16:30:00+08:00',
};

describe('an exercise record', () => {
  it('has a count for a counted kind, a distance for a run, walk or ride, and neither otherwise', () => {
    expect(exerciseMeasuresFit({ kind: 'sitUps', count: 30 })).toBe(true);
    expect(exerciseMeasuresFit({ kind: 'running', distance: 1500 })).toBe(true);
    expect(exerciseMeasuresFit({ kind: 'other' })).toBe(true);
    expect(exerciseMeasuresFit({ kind: 'sitUps', distance: 30 })).toBe(false);
    expect(exerciseMeasuresFit({ kind: 'running', count: 3, distance: 1500 })).toBe(false);
    expect(exerciseMeasuresFit({ kind: 'other', count: 0 })).toBe(false);
    for (const kind of EXERCISE_KIND_LIST) {
      expect(exerciseMeasureOf(kind)).toBe(EXERCISE_KINDS[kind]);
      expect(exerciseKindLabel(kind)).toBe(`exercise.kind.${kind}`);
    }
  });

  it('is taken from a device with its count and seconds, and refused by name when it does not fit', () => {
    expect(deviceExerciseSchema.parse(record)).toEqual(record);
    expect(issueIdsOf(deviceExerciseSchema, { ...record, kind: 'running' })).toContain('exercise.error.measures');
    expect(issueIdsOf(deviceExerciseSchema, { ...record, durationSeconds: 0 })).toContain('exercise.error.duration');
    expect(issueIdsOf(deviceExerciseSchema, { ...record, durationSeconds: 86_401 })).toContain(
      'exercise.error.duration',
    );
    expect(issueIdsOf(deviceExerciseSchema, { ...record, count: 1.5 })).toContain('exercise.error.count');
    expect(issueIdsOf(deviceExerciseSchema, { ...record, startedAt: '2026-11-20 16:30' })).toContain(
      'exercise.error.startedAt',
    );
    expect(issueIdsOf(deviceExercisesSchema, [])).toContain('exercise.error.records');
    expect(
      issueIdsOf(
        deviceExercisesSchema,
        Array.from({ length: 501 }, () => record),
      ),
    ).toContain('exercise.error.records');
  });

  it('reads its duration as minutes and seconds, with hours past the hour', () => {
    expect(formatExerciseDuration(65)).toBe(`1'05"`);
    expect(formatExerciseDuration(0)).toBe(`0'00"`);
    expect(formatExerciseDuration(3_900)).toBe(`1h05'00"`);
    expect(formatExerciseDuration(59.6)).toBe(`1'00"`);
  });
});

// Exercise records (issue 45): what pupils did outside tests, counted by the school's devices or
// logged in the mobile app, found by grade, class, student, kind, source and days, newest first or
// by duration, count or distance, and streamed to a spreadsheet with the same filters. The screen
// has one name, `exerciseRecord`, in every frame whose menu has it.
import {
  EXERCISE_KIND_LIST,
  EXERCISE_SOURCES,
  type ExerciseKind,
  GRADE_KEYS,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, optionalRecordId } from './fields.ts';
import { daysInOrder, scoreOptions, searchDay } from './scoreSearch.ts';
import * as call from './screen.ts';

/** An exercise as the list shows it. */
export const exerciseRecordRow = z.object({
  recordId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  /** The class the pupil was in when it arrived, where it still exists. */
  className: z.nullable(z.string()),
  /** The pupil's grade when it arrived, as the domain's key (`g1`... `u4`), where known. */
  gradeKey: z.nullable(z.string()),
  kind: z.enum(EXERCISE_KIND_LIST),
  /** Repetitions, for a counted kind. */
  count: z.nullable(z.int()),
  /** Metres, for a run, walk or ride. */
  distance: z.nullable(z.number()),
  durationSeconds: z.int(),
  startedAt: z.string(),
  source: z.enum(EXERCISE_SOURCES),
  deviceSerial: z.nullable(z.string()),
  /** The school it belongs to: a management organisation reads all of its schools. */
  orgName: z.string(),
});

const exerciseQuery = {
  grade: z.optional(z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' })),
  classId: optionalRecordId('validation.testPlan.classes'),
  /** A student's name (any part) or student number (its start). */
  keyword: keywordInput(30),
  kind: z.optional(z.enum(EXERCISE_KIND_LIST as [ExerciseKind, ...ExerciseKind[]], { error: 'exercise.error.kind' })),
  source: z.optional(z.enum(EXERCISE_SOURCES, { error: 'validation.result.source' })),
  /** The first and last day it began on, as days of `utcOffset`'s clock. */
  startDate: searchDay,
  endDate: searchDay,
  utcOffset: z.optional(wholeNumberInput('validation.audit.offset', -720, 840)),
  /** A management organisation's list narrowed to one of its schools. */
  orgId: optionalRecordId('validation.id.required'),
};

/*#__NO_SIDE_EFFECTS__*/
function exerciseCalls(screen: call.Screen) {
  // A large list: a district's pupils log exercise daily, millions of rows a year.
  const page = call.largePage(
    screen,
    exerciseQuery,
    exerciseRecordRow,
    'A page of exercise records found by grade, class, student, kind, source and days, newest first or by duration, count or distance',
    ['startedAt', 'durationSeconds', 'count', 'distance', 'studentNumber'],
  );
  return {
    page: { ...page, request: withChecks(page.request, daysInOrder) },
    export: call.exported(screen, { ...page, checks: [daysInOrder] }),
    options: call.read(screen, 'Options', 'options', {
      request: z.object({ orgId: optionalRecordId('validation.id.required') }),
      data: scoreOptions,
      summary:
        'What the exercise records’ filters choose from: a management organisation’s schools, and the chosen school’s grades and classes',
    }),
  };
}

const calls = exerciseCalls(call.screen('exerciseRecord', 'exerciseRecord', {}));

/** `GET /api/busi/web/exerciseRecord/page`: a page of the organisation's (or its schools') exercise. */
export const exerciseRecordPage = calls.page;

/** `GET /api/busi/web/exerciseRecord/export`: every exercise record the list finds, streamed. */
export const exerciseRecordExport = calls.export;

/** `GET /api/busi/web/exerciseRecord/options`: what the list's filters choose from (no plans). */
export const exerciseRecordOptions = calls.options;

// Class tests (issue 45, `class/test`): what teachers measured in their PE lessons, sent whole by a
// device in lesson mode (`deviceClassTest`). The screen finds a school's class tests (or, for a
// management organisation, its schools') by class, grade, teacher, item and days, sorted by time,
// class, students tested or average score, exports them, and opens one test's results: each
// student's value, score and band, and the class's students it did not test. It reads only: class
// tests are made by the devices.
import { GRADE_KEYS, PHYSIQUE_ITEMS, PHYSIQUE_MEASUREMENTS, wholeNumberInput, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, optionalRecordId, recordId } from './fields.ts';
import { daysInOrder, scoreOptions, searchDay } from './scoreSearch.ts';
import * as call from './screen.ts';

/** A class test as the list shows it. */
export const classTestRow = z.object({
  classTestId: z.string(),
  /** The class tested, where it still exists. */
  className: z.nullable(z.string()),
  /** The class's grade when tested, as the domain's key (`g1`... `u4`), where the standard has it. */
  gradeKey: z.nullable(z.string()),
  /** The teacher who ran the lesson, where the device named one the school has. */
  teacherName: z.nullable(z.string()),
  title: z.string(),
  items: z.array(z.enum(PHYSIQUE_ITEMS)),
  startedAt: z.string(),
  endedAt: z.string(),
  /** Students of the class with a result in the test. */
  tested: z.int(),
  /** Students in the class when the test was taken. */
  classSize: z.int(),
  /** The mean item score of its scored results that count (none waiting for a check), or null. */
  averageScore: z.nullable(z.number()),
  /** The share (0 to 1) of those results scoring 60 or more, the standard's pass, or null. */
  passRate: z.nullable(z.number()),
  deviceSerial: z.string(),
  /** The school it belongs to: a management organisation reads all of its schools. */
  orgName: z.string(),
});

const classTestQuery = {
  grade: z.optional(z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' })),
  classId: optionalRecordId('validation.testPlan.classes'),
  teacherAccountId: optionalRecordId('validation.id.required'),
  /** A word of the test's title. */
  keyword: keywordInput(30),
  item: z.optional(z.enum(PHYSIQUE_ITEMS, { error: 'validation.testPlan.items' })),
  /** The first and last day the lessons began on, as days of `utcOffset`'s clock. */
  startDate: searchDay,
  endDate: searchDay,
  utcOffset: z.optional(wholeNumberInput('validation.audit.offset', -720, 840)),
  /** A management organisation's list narrowed to one of its schools. */
  orgId: optionalRecordId('validation.id.required'),
};

/** One student's result in a class test. */
export const classTestResult = z.object({
  resultId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  measurement: z.enum(PHYSIQUE_MEASUREMENTS),
  item: z.enum(PHYSIQUE_ITEMS),
  /** In the measurement's unit (seconds for runs). */
  value: z.number(),
  score: z.nullable(z.number()),
  band: z.nullable(z.string()),
  needsCheck: z.boolean(),
  measuredAt: z.string(),
});

/*#__NO_SIDE_EFFECTS__*/
function classTestCalls(screen: call.Screen) {
  const page = call.page(
    screen,
    classTestQuery,
    classTestRow,
    'A page of class tests found by class, grade, teacher, title, item and days, newest first or by class, students tested or average score',
    ['startedAt', 'className', 'tested', 'averageScore'],
  );
  return {
    page: { ...page, request: withChecks(page.request, daysInOrder) },
    export: call.exported(screen, { ...page, checks: [daysInOrder] }),
    options: call.read(screen, 'Options', 'options', {
      request: z.object({ orgId: optionalRecordId('validation.id.required') }),
      data: z.object({
        ...scoreOptions.shape,
        /** The teachers of the chosen school who have run a class test. */
        teachers: z.array(z.object({ teacherAccountId: z.string(), name: z.string() })),
      }),
      summary:
        'What the class tests’ filters choose from: a management organisation’s schools, and the chosen school’s grades, classes and teachers who have run a class test',
    }),
    results: call.read(screen, 'Results', 'results', {
      request: z.object({ classTestId: recordId() }),
      data: z.object({
        test: classTestRow,
        results: z.array(classTestResult),
        /** The class's students (as it is now) with no result in the test. */
        untested: z.array(z.object({ studentId: z.string(), studentName: z.string(), studentNumber: z.string() })),
      }),
      summary:
        'One class test’s results, student by student (value, score, band, whether it waits for a check), and the class’s students it did not test',
    }),
  };
}

const calls = classTestCalls(call.screen('classTest', 'class/test', { classTestId: recordId() }));

/** `GET /api/busi/web/classTest/page`: a page of the organisation's (or its schools') class tests. */
export const classTestPage = calls.page;

/** `GET /api/busi/web/classTest/export`: every class test the list finds, streamed. */
export const classTestExport = calls.export;

/** `GET /api/busi/web/classTest/options`: what the list's filters choose from. */
export const classTestOptions = calls.options;

/** `GET /api/busi/web/classTest/results`: one class test's results and the students it missed. */
export const classTestResults = calls.results;

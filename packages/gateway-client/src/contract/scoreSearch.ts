// Score search (issue 45): every scored result of the organisation (or, for a management
// organisation, of the organisations below it), found by plan, grade, class, student, item, band,
// source and days, with the raw value in its unit, the item score and the band, sorted by score,
// and streamed to a spreadsheet with the same filters. The k12, nf and admin frames name the screen
// `organizeTest/scoreSearch`, the gx frame `scoreSearch`: the same calls under each name.
import {
  GRADE_KEYS,
  isIsoDate,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MEASUREMENTS,
  plainText,
  RESULT_BANDS,
  RESULT_SOURCES,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, optionalRecordId } from './fields.ts';
import { classOption } from './school.ts';
import * as call from './screen.ts';

/** A result as the search shows it. */
export const scoreRecord = z.object({
  resultId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  /** The class it was measured in, where it still exists. */
  className: z.nullable(z.string()),
  /** The student's grade when measured, as the domain's key (`g1`... `u4`). */
  gradeKey: z.string(),
  /** The plan it counts for, or null for a reading outside any plan (a self-test). */
  planName: z.nullable(z.string()),
  measurement: z.enum(PHYSIQUE_MEASUREMENTS),
  item: z.enum(PHYSIQUE_ITEMS),
  /** In the measurement's unit (seconds for runs). */
  value: z.number(),
  score: z.nullable(z.number()),
  band: z.nullable(z.string()),
  needsCheck: z.boolean(),
  source: z.enum(RESULT_SOURCES),
  deviceSerial: z.nullable(z.string()),
  measuredAt: z.string(),
  /** The school it belongs to: a management organisation searches all of its schools. */
  orgName: z.string(),
});

/** A first or last day of a search, `YYYY-MM-DD` on the clock of the request's `utcOffset`. */
export const searchDay = z.optional(
  withChecks(
    z.string({ error: 'validation.audit.date' }),
    z.maxLength(10, { error: 'validation.audit.date', abort: true }),
    z.refine((value: string) => isIsoDate(value), 'validation.audit.date'),
    plainText(),
  ),
);

const scoreQuery = {
  planId: optionalRecordId('validation.id.required'),
  grade: z.optional(z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' })),
  classId: optionalRecordId('validation.testPlan.classes'),
  /** A student's name (any part) or student number (its start). */
  keyword: keywordInput(30),
  item: z.optional(z.enum(PHYSIQUE_ITEMS, { error: 'validation.testPlan.items' })),
  band: z.optional(z.enum(RESULT_BANDS, { error: 'validation.result.band' })),
  source: z.optional(z.enum(RESULT_SOURCES, { error: 'validation.result.source' })),
  needsCheck: z.optional(z.enum(['true', 'false'], { error: 'validation.testPlan.needsCheck' })),
  /** The first and last day measured, as days of `utcOffset`'s clock. */
  startDate: searchDay,
  endDate: searchDay,
  utcOffset: z.optional(wholeNumberInput('validation.audit.offset', -720, 840)),
  /** A management organisation's search narrowed to one of its schools. */
  orgId: optionalRecordId('validation.id.required'),
};

/** The day range runs forwards: a last day before the first is refused, by the page and the export alike. */
export const daysInOrder = z.refine<{ startDate?: string | undefined; endDate?: string | undefined }>(
  (query) => !query.startDate || !query.endDate || query.startDate <= query.endDate,
  { message: 'validation.audit.order', path: ['endDate'] },
);

const summary =
  'A page of scored results found by plan, grade, class, student, item, band, source and days measured, newest first or by score';

/** What the search's filters choose from. */
export const scoreOptions = z.object({
  /** The schools a management organisation searches (none for a school, which searches itself). */
  schools: z.array(z.object({ orgId: z.string(), name: z.string() })),
  /** The chosen school's grades, classes (not graduated) and test plans, newest plan first. */
  grades: z.array(z.object({ gradeId: z.string(), name: z.string(), level: z.int() })),
  classes: z.array(classOption),
  plans: z.array(z.object({ planId: z.string(), name: z.string() })),
});

/** The plans a filter offers: a school's latest, enough for years of tests. */
export const SCORE_OPTION_PLANS = 200;

/** The search's filters without the plan: test records are the readings outside every plan. */
const { planId: _plan, ...selfTestQuery } = scoreQuery;

const selfTestSummary =
  'A page of scored readings taken outside any test plan (self-tests on devices), found by grade, class, student, item, band, source and days measured, newest first or by score';

/*#__NO_SIDE_EFFECTS__*/
function scoreCalls(screen: call.Screen, selfTests = false) {
  const page = call.largePage(
    screen,
    selfTests ? selfTestQuery : scoreQuery,
    scoreRecord,
    selfTests ? selfTestSummary : summary,
    ['score', 'value', 'measuredAt', 'studentNumber'],
  );
  return {
    page: { ...page, request: withChecks(page.request, daysInOrder) },
    export: call.exported(screen, { ...page, checks: [daysInOrder] }),
    options: call.read(screen, 'Options', 'options', {
      request: z.object({ orgId: optionalRecordId('validation.id.required') }),
      data: scoreOptions,
      summary: selfTests
        ? 'What the test records’ filters choose from: a management organisation’s schools, and the chosen school’s grades and classes (no plans)'
        : 'What the score search filters choose from: a management organisation’s schools, and the chosen school’s grades, classes and latest test plans',
    }),
  };
}

const schools = scoreCalls(call.screen('scoreSearch', 'organizeTest/scoreSearch', {}));
const university = scoreCalls(call.screen('gxScoreSearch', 'scoreSearch', {}, 'scoreSearch/gx'));

/** `GET /api/busi/web/scoreSearch/page` (k12, nf and admin frames). */
export const scoreSearchPage = schools.page;
/** `GET /api/busi/web/scoreSearch/export`: every result the search finds, streamed. */
export const scoreSearchExport = schools.export;
/** `GET /api/busi/web/scoreSearch/options`: what the search's filters choose from. */
export const scoreSearchOptions = schools.options;
/** `GET /api/busi/web/scoreSearch/gx/page` (the gx frame). */
export const gxScoreSearchPage = university.page;
/** `GET /api/busi/web/scoreSearch/gx/export`: every result the search finds, streamed. */
export const gxScoreSearchExport = university.export;
/** `GET /api/busi/web/scoreSearch/gx/options`: what the search's filters choose from. */
export const gxScoreSearchOptions = university.options;

// Test records (`selfTest/testRecord`, gx `testRecord`): the same search over the readings that
// joined no plan, so a school sees what its pupils measured on the devices in their own time.
const schoolSelfTests = scoreCalls(call.screen('testRecord', 'selfTest/testRecord', {}), true);
const universitySelfTests = scoreCalls(call.screen('gxTestRecord', 'testRecord', {}, 'testRecord/gx'), true);

/** `GET /api/busi/web/testRecord/page` (k12, nf and admin frames): readings outside any plan. */
export const testRecordPage = schoolSelfTests.page;
/** `GET /api/busi/web/testRecord/export`: every reading outside a plan the search finds, streamed. */
export const testRecordExport = schoolSelfTests.export;
/** `GET /api/busi/web/testRecord/options`: what the test records' filters choose from. */
export const testRecordOptions = schoolSelfTests.options;
/** `GET /api/busi/web/testRecord/gx/page` (the gx frame). */
export const gxTestRecordPage = universitySelfTests.page;
/** `GET /api/busi/web/testRecord/gx/export`: every reading outside a plan the search finds, streamed. */
export const gxTestRecordExport = universitySelfTests.export;
/** `GET /api/busi/web/testRecord/gx/options`: what the test records' filters choose from. */
export const gxTestRecordOptions = universitySelfTests.options;

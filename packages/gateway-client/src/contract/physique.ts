// The physique results (issue 48): the `physiqueManage/testResult` screen of the k12 and nf frames.
// Per academic year, every student of the classes the year's national tests took in: the values
// that count, each item's score, the weighted standard score, the bonus, the total out of 120 and
// its band, what is missing; and the tallies of the school, its grades and its classes.
import {
  birthDateSchema,
  GRADE_KEYS,
  nationSchema,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MEASUREMENTS,
  type PhysiqueMeasurement,
  plainText,
  registrationNumberSchema,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, numberInput, optionalRecordId, recordId } from './fields.ts';
import * as call from './screen.ts';

const band = z.enum(['excellent', 'good', 'pass', 'fail']);
const bmiBand = z.enum(['normal', 'underweight', 'overweight', 'obese']);

/**
 * A value per measurement, null where none counts. An object of named fields rather than a record:
 * the shared validation code every screen loads then needs nothing more for this screen.
 */
/*#__NO_SIDE_EFFECTS__*/
function measurementValues() {
  const fields = Object.fromEntries(PHYSIQUE_MEASUREMENTS.map((name) => [name, z.nullable(z.number())]));
  return z.object(fields as Record<PhysiqueMeasurement, z.ZodMiniNullable<z.ZodMiniNumber>>);
}

/** A student's year as the list shows it. */
export const physiqueRecord = z.object({
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  sex: z.enum(['male', 'female']),
  /** The grade the student was tested in, as the domain's key. */
  gradeKey: z.enum(GRADE_KEYS),
  /** The student's class today, where the student is still in one. */
  classId: z.nullable(z.string()),
  className: z.nullable(z.string()),
  /** The value that counts per measurement (runs in seconds), null where none does. */
  values: measurementValues(),
  /** The scored items, in the standard's order (BMI with its band). */
  items: z.array(
    z.object({
      item: z.enum(PHYSIQUE_ITEMS),
      /** The value scored (BMI in kg/m², runs in seconds). */
      value: z.number(),
      score: z.number(),
      weight: z.number(),
      bmiBand: z.optional(bmiBand),
    }),
  ),
  standardScore: z.number(),
  bonus: z.number(),
  /** Standard score plus bonus, out of 120 (partial while items are missing). */
  total: z.number(),
  /** Null until every item is scored. */
  band: z.nullable(band),
  /** Items of the grade with no value that counts. */
  missing: z.array(z.enum(PHYSIQUE_ITEMS)),
  /** Measurements whose values wait for a second check. */
  waiting: z.array(z.enum(PHYSIQUE_MEASUREMENTS)),
  exempt: z.array(z.enum(PHYSIQUE_ITEMS)),
});

/** One year of the student's report. */
export const physiqueReportYear = z.object({
  /** `2026-2027` */
  academicYear: z.string(),
  /** The grade tested in. */
  gradeKey: z.enum(GRADE_KEYS),
  items: z.array(
    z.object({
      item: z.enum(PHYSIQUE_ITEMS),
      value: z.number(),
      score: z.number(),
      bmiBand: z.optional(z.enum(['normal', 'underweight', 'overweight', 'obese'])),
    }),
  ),
  standardScore: z.number(),
  bonus: z.number(),
  total: z.number(),
  band: z.nullable(z.enum(['excellent', 'good', 'pass', 'fail'])),
  missing: z.array(z.enum(PHYSIQUE_ITEMS)),
});

/** The academic year: a record id, checked as text before it reaches a query. */
const yearId = withChecks(
  z.string({ error: 'validation.physique.year' }),
  z.minLength(1, { error: 'validation.physique.year', abort: true }),
  z.maxLength(64, { error: 'validation.physique.year', abort: true }),
  plainText(),
);

/** The missing-item filter: an item, or `any`. Built in a call, so that a bundle without the screen drops it. */
/*#__NO_SIDE_EFFECTS__*/
function missingFilter() {
  return z.optional(z.enum([...PHYSIQUE_ITEMS, 'any'], { error: 'validation.testPlan.items' }));
}

const physiqueQuery = {
  /** The academic year; the latest with a national test when left out. */
  academicYearId: z.optional(yearId),
  grade: z.optional(z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' })),
  classId: optionalRecordId('validation.testPlan.classes'),
  /** A student's name (any part) or student number (its start). */
  keyword: keywordInput(30),
  /** A band, or `incomplete` for the students whose report still lacks items. */
  band: z.optional(z.enum(['excellent', 'good', 'pass', 'fail', 'incomplete'], { error: 'validation.result.band' })),
  /** Only the students missing this item (or, with `any`, any item). */
  missing: missingFilter(),
};

const tally = z.object({
  enrolled: z.number(),
  tested: z.number(),
  /** Tested of enrolled, percent with one decimal; null for fewer than ten enrolled. */
  participationRate: z.nullable(z.number()),
  exempt: z.number(),
  complete: z.number(),
  bands: z.object({ excellent: z.number(), good: z.number(), pass: z.number(), fail: z.number() }),
  /** Percent with one decimal; null for a group of fewer than ten students with a band. */
  passRate: z.nullable(z.number()),
  excellentRate: z.nullable(z.number()),
  meanTotal: z.nullable(z.number()),
  items: z.array(
    z.object({
      item: z.enum(PHYSIQUE_ITEMS),
      scored: z.number(),
      passed: z.number(),
      passRate: z.nullable(z.number()),
    }),
  ),
});

const screen = call.screen('physique', 'physiqueManage/testResult', {});

const page = call.page(
  screen,
  physiqueQuery,
  physiqueRecord,
  'A page of the students’ physique year: counted values, item scores, standard score, bonus, total and band, by grade, class, band and missing item',
  ['total', 'studentNumber'],
);

/** `GET /api/busi/web/physique/page`: a page of the students' year reports. */
export const physiquePage = page;
/** `GET /api/busi/web/physique/export`: every student's year report the list finds, streamed. */
export const physiqueExport = call.exported(screen, page);

/** `GET /api/busi/web/physique/summary`: the tallies of the school, each grade and each class. */
export const physiqueSummary = call.read(screen, 'Summary', 'summary', {
  request: z.object({
    academicYearId: z.optional(yearId),
    grade: z.optional(z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' })),
  }),
  data: z.object({
    /** The year tallied: the one asked, or the latest with a national test (null when there is none). */
    academicYearId: z.nullable(z.string()),
    school: tally,
    grades: z.array(z.object({ gradeKey: z.enum(GRADE_KEYS), tally })),
    classes: z.array(z.object({ classId: z.string(), className: z.string(), gradeKey: z.enum(GRADE_KEYS), tally })),
  }),
  summary:
    'The year’s tallies of the school, each grade and each class: enrolled, tested, exempt, bands, pass and excellent rates, mean total and per-item pass rates (rates withheld for fewer than ten students)',
});

/** `GET /api/busi/web/physique/options`: the years with a national test, and the school's classes. */
export const physiqueOptions = call.read(screen, 'Options', 'options', {
  request: z.object({}),
  data: z.object({
    /** The academic years with a national test plan, newest first. */
    years: z.array(z.object({ academicYearId: z.string(), name: z.string() })),
    classes: z.array(z.object({ classId: z.string(), name: z.string(), gradeName: z.string() })),
  }),
  summary: 'What the physique results’ filters choose from: the academic years with a national test, and the classes',
});

/** `GET /api/busi/web/physique/student`: one student's report of each year, newest first. */
export const physiqueStudent = call.read(screen, 'Student', 'student', {
  request: z.object({ studentId: recordId() }),
  data: z.object({
    studentName: z.string(),
    studentNumber: z.string(),
    years: z.array(physiqueReportYear),
  }),
  summary:
    'One student’s physique report of each year with a national test, newest first: the same student across grades',
});

/** `GET /api/busi/web/physique/print/class`: a class's reports of the year, one PDF with its class sheet. */
export const physiquePrintClass = call.printed(
  screen,
  'PrintClass',
  'print/class',
  { academicYearId: z.optional(yearId), classId: recordId('validation.testPlan.classes') },
  'A class’s physique reports of the year as one A4 PDF: the class sheet, then a page per student with values, scores, bands, bonus, total and the standard’s advice',
);

/** `GET /api/busi/web/physique/print/student`: one student's report of the year as a PDF. */
export const physiquePrintStudent = call.printed(
  screen,
  'PrintStudent',
  'print/student',
  { academicYearId: z.optional(yearId), studentId: recordId() },
  'A student’s physique report of the year as an A4 PDF: values, scores, bands, bonus, total and the standard’s advice for each weak item',
);

/** The most years the trend looks back over: a student's time in a school stage. */
export const PHYSIQUE_TREND_YEARS = 6;

/** `GET /api/busi/web/physique/trend`: each grade's tallies in each of the latest years with a national test. */
export const physiqueTrend = call.read(screen, 'Trend', 'trend', {
  request: z.object({}),
  data: z.array(
    z.object({
      academicYearId: z.string(),
      /** `2026-2027` */
      name: z.string(),
      school: tally,
      grades: z.array(z.object({ gradeKey: z.enum(GRADE_KEYS), tally })),
    }),
  ),
  summary:
    'The pass and excellent rates of the school and of each grade in each of the latest academic years with a national test, oldest first',
});

/** `GET /api/busi/web/physique/upload/file`: the year's national upload file (.xlsx), streamed. */
export const physiqueUploadFile = call.download(
  screen,
  'UploadFile',
  'upload/file',
  'export',
  { academicYearId: z.optional(yearId) },
  'The academic year’s national upload file: one sheet in the platform’s layout for the school’s stages, a row per tested student who is not exempt, codes and values in the platform’s formats',
);

const uploadField = z.enum(['registrationNumber', 'nation', 'birthDate', 'grade', 'class', ...PHYSIQUE_MEASUREMENTS]);

/** `GET /api/busi/web/physique/upload/problems`: what the platform would refuse or question, per class and student. */
export const physiqueUploadProblems = call.read(screen, 'UploadProblems', 'upload/problems', {
  request: z.object({ academicYearId: z.optional(yearId) }),
  data: z.object({
    academicYearId: z.nullable(z.string()),
    /** Each class of the year: its students, and its rows that would be refused or questioned. */
    classes: z.array(
      z.object({
        classId: z.string(),
        className: z.string(),
        gradeKey: z.enum(GRADE_KEYS),
        students: z.number(),
        errors: z.number(),
        warnings: z.number(),
        /** Every student's row would be taken: no error left. */
        ready: z.boolean(),
      }),
    ),
    problems: z.array(
      z.object({
        studentId: z.string(),
        studentName: z.string(),
        studentNumber: z.string(),
        classId: z.nullable(z.string()),
        className: z.nullable(z.string()),
        field: uploadField,
        code: z.string(),
        level: z.enum(['error', 'warning']),
        /** The student's record as the fix dialog starts from it. */
        registrationNumber: z.string(),
        nation: z.string(),
        birthDate: z.nullable(z.string()),
      }),
    ),
  }),
  summary:
    'Before upload: per class, its students and the rows the platform would refuse (errors) or question (warnings); per student, each problem by field',
});

/** `POST /api/busi/web/physique/upload/fix`: a student's registration number, ethnic code and birth date corrected in place. */
export const physiqueUploadFix = call.write(screen, 'UploadFix', 'upload/fix', 'edit', {
  request: z.object({
    studentId: recordId(),
    registrationNumber: registrationNumberSchema,
    nation: nationSchema,
    birthDate: birthDateSchema,
  }),
  data: z.object({ studentId: z.string() }),
  summary:
    'Correct a student’s registration number, ethnic code and birth date from the before-upload list, as the student’s form would',
});

/**
 * The management organisation's view of its schools' physique years (issue 48), under the score
 * search's menu function, which reads the same schools' results. Made of each school's counts kept
 * by the gateway, not of the students' results, so a district of a hundred schools answers as fast
 * as one.
 */
const districtScreen = call.screen('physiqueDistrict', 'organizeTest/scoreSearch', {}, 'physique/district');

/** `GET /api/busi/web/physique/district/summary`: the schools' tallies of a year, and the district's. */
export const physiqueDistrictSummary = call.read(districtScreen, 'Summary', 'summary', {
  request: z.object({
    startYear: z.optional(numberInput('validation.physique.year', 2000, 2100)),
  }),
  data: z.object({
    /** The year shown (its first calendar year): the one asked, or the latest any school has; null when none has one. */
    startYear: z.nullable(z.number()),
    /** The years any of the schools has a national test in, newest first. */
    startYears: z.array(z.number()),
    /** Every school's counts added up, and per grade. */
    district: tally,
    grades: z.array(z.object({ gradeKey: z.enum(GRADE_KEYS), tally })),
    /** Each school with a national test that year, by name. */
    schools: z.array(
      z.object({
        orgId: z.string(),
        name: z.string(),
        tally,
        /** When its counts were made; null before the first count. */
        countedAt: z.nullable(z.string()),
        /** Whether results changed since: the counts are brought up to date within minutes. */
        behind: z.boolean(),
      }),
    ),
  }),
  summary:
    'A management organisation’s schools’ physique year: each school’s tallies and the district’s, per grade, from counts the gateway keeps up to date as results change',
});

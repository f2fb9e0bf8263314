// A test plan's results typed in and corrected (issue 45): the `organizeTest/testManage` screen's
// check page. A class's sheet shows each student's values per measurement; a save sends the cells
// typed since the last one, each on the version it was typed over, and a cell someone else changed
// meanwhile comes back as a conflict instead of being overwritten. After the plan ends a value
// changes only by a correction with a reason; a flagged value counts once someone confirms it.
import {
  correctionReasonSchema,
  GRADE_KEYS,
  PHYSIQUE_MEASUREMENTS,
  RESULT_ENTRY_LIMITS,
  RESULT_SOURCES,
  SEXES,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

const resultScreen = call.screen('testPlanResult', 'organizeTest/testManage', {}, 'testPlan/result');

const measurement = z.enum(PHYSIQUE_MEASUREMENTS, { error: 'validation.result.measurement' });
const version = wholeNumberInput('validation.result.version', 1, 2_147_483_647);

/** A value as typed: in the measurement's unit (seconds for runs), bounded so no number is absurd. */
const value = withChecks(
  z.number({ error: 'validation.result.value' }),
  z.gte(-1_000_000, 'validation.result.value'),
  z.lte(1_000_000, 'validation.result.value'),
);

/** A stored value of the sheet, with what the grid shows beside it and the version it was read on. */
const sheetValue = z.object({
  resultId: z.string(),
  studentId: z.string(),
  measurement,
  value: z.number(),
  score: z.nullable(z.number()),
  band: z.nullable(z.string()),
  needsCheck: z.boolean(),
  source: z.enum(RESULT_SOURCES),
  version: z.number(),
  /** Who typed it in, for a value typed by hand or imported. */
  enteredBy: z.nullable(z.string()),
  /** The workbook and its row an imported value came from. */
  importFile: z.nullable(z.string()),
  importRow: z.nullable(z.number()),
  measuredAt: z.string(),
});

/** `GET /api/busi/web/testPlan/result/sheet`: a class's sheet of a plan. */
export const testPlanResultSheet = call.read(resultScreen, 'Sheet', 'sheet', {
  request: z.object({ planId: recordId(), classId: recordId('validation.testPlan.classes') }),
  data: z.object({
    /** The class's students today, by student number, with the measurements the plan takes from each. */
    students: z.array(
      z.object({
        studentId: z.string(),
        name: z.string(),
        studentNumber: z.string(),
        sex: z.enum(SEXES),
        grade: z.nullable(z.enum(GRADE_KEYS)),
        measurements: z.array(measurement),
      }),
    ),
    /**
     * Each student's value typed by hand per measurement (the one the grid edits), and the device's
     * best reading beside it (shown, not edited).
     */
    typed: z.array(sheetValue),
    measured: z.array(sheetValue),
  }),
  summary:
    'A class’s sheet of a plan: its students with the measurements the plan takes from each, the values typed by hand and the devices’ best readings',
});

/** `POST /api/busi/web/testPlan/result/save`: values typed into a class's sheet. */
export const testPlanResultSave = call.write(resultScreen, 'Save', 'save', 'enter', {
  request: z.object({
    planId: recordId(),
    classId: recordId('validation.testPlan.classes'),
    entries: withChecks(
      z.array(
        z.object({
          studentId: recordId(),
          measurement,
          value,
          /** The typed value this replaces, and the version it was read on; left out for a new one. */
          resultId: z.optional(recordId()),
          version: z.optional(version),
        }),
        { error: 'validation.result.entries' },
      ),
      z.minLength(1, 'validation.result.entries'),
      z.maxLength(RESULT_ENTRY_LIMITS.entries, 'validation.result.entries'),
    ),
  }),
  data: z.object({
    /** The values stored, as the sheet now shows them. */
    saved: z.array(sheetValue),
    /** The cells someone else typed meanwhile: their value stays, the caller's is not stored. */
    conflicts: z.array(sheetValue),
  }),
  summary:
    'Store values typed into a running plan’s class sheet, scored as they are stored; a value someone else typed meanwhile is answered as a conflict, not overwritten',
});

/** `POST /api/busi/web/testPlan/result/correct`: one result corrected, with why. */
export const testPlanResultCorrect = call.write(resultScreen, 'Correct', 'correct', 'correct', {
  request: z.object({ resultId: recordId(), value, reason: correctionReasonSchema, version }),
  data: sheetValue,
  summary:
    'Correct one result of a plan with a reason: its score and band follow, the old and new values are kept with who and when',
});

/** `POST /api/busi/web/testPlan/result/confirm`: a value flagged for a second check confirmed as it is. */
export const testPlanResultConfirm = call.write(resultScreen, 'Confirm', 'confirm', 'correct', {
  request: z.object({ resultId: recordId(), reason: correctionReasonSchema, version }),
  data: sheetValue,
  summary:
    'Confirm a value flagged for a second check, with a reason: it counts from now on, and the confirmation is kept',
});

/** `GET /api/busi/web/testPlan/result/history`: a result's corrections and confirmations, newest first. */
export const testPlanResultHistory = call.read(resultScreen, 'History', 'history', {
  request: z.object({ resultId: recordId() }),
  data: z.array(
    z.object({
      oldValue: z.number(),
      newValue: z.number(),
      oldScore: z.nullable(z.number()),
      newScore: z.nullable(z.number()),
      reason: z.string(),
      /** The account's name, or null once the account is gone. */
      by: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
  summary: 'A result’s corrections and confirmations, newest first, with who made them and why',
});

/**
 * `GET /api/busi/web/testPlan/result/import/template`: the plan's result template, its students
 * prefilled and a column per measurement the plan takes, headed with its unit.
 */
export const testPlanResultImportTemplate = call.importTemplate(
  resultScreen,
  'The .xlsx template of a plan’s results: student number, name and class of each of the plan’s students, then a column per measurement the plan takes, headed with its unit',
  { planId: recordId() },
);

/**
 * `POST /api/busi/web/testPlan/result/import`: a running plan's results from its template
 * (multipart: the field `planId` first, then one .xlsx file). Answers the failure file, every fault
 * of a row in its reason; `content-disposition` names the counts. A value already imported from
 * the same row is not stored twice; a different one is refused (a correction changes it).
 */
export const testPlanResultImport = call.importFile(
  resultScreen,
  { planId: recordId() },
  'Import a running plan’s results from its template (.xlsx, no formulas): each value scored as it is stored, with the file and row it came from; the failed rows answered as a file with every fault of each',
);

/** `GET /api/busi/web/testPlan/result/import/progress`: how far the caller's result import has got. */
export const testPlanResultImportProgress = call.importProgress(
  resultScreen,
  'How far the caller’s result import named by progressId has got: rows checked, then rows written',
);

// Test plans (issue 45): the `organizeTest/testManage` screen. A plan is a named test of a semester,
// of a kind, with the items each grade takes, the classes taking part, its days and a status along
// the domain's `progress` machine, and the results it has gathered.
import {
  EXEMPTION_REASONS,
  exemptionFields,
  GRADE_KEYS,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MEASUREMENTS,
  RESULT_SOURCES,
  STATUS_MACHINES,
  TEST_PLAN_ACTIONS,
  TEST_PLAN_KINDS,
  testPlanFields,
  wholeNumberInput,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { optionalRecordId, recordId } from './fields.ts';
import * as call from './screen.ts';

const planStatuses = Object.keys(STATUS_MACHINES.progress.transitions) as [string, ...string[]];
const planStatus = z.enum(planStatuses as ['notStarted', 'inProgress', 'ended', 'endedEarly'], {
  error: 'validation.testPlan.status',
});
const planActions = Object.keys(TEST_PLAN_ACTIONS) as ['start', 'end', 'endEarly'];

/** A plan as the list, the detail and the edit form show it. */
export const testPlanRecord = z.object({
  planId: z.string(),
  name: z.string(),
  academicYearId: z.string(),
  semesterId: z.string(),
  kind: z.enum(TEST_PLAN_KINDS),
  grades: z.array(z.object({ grade: z.enum(GRADE_KEYS), items: z.array(z.enum(PHYSIQUE_ITEMS)) })),
  classIds: z.array(z.string()),
  /** `YYYY-MM-DD` */
  startDate: z.string(),
  /** `YYYY-MM-DD` */
  endDate: z.string(),
  status: planStatus,
  /** Rises with every change: an edit sends the version it was made on. */
  version: z.number(),
  createdAt: z.string(),
  /** The organisation whose plan it is: a management organisation reads its schools' plans too. */
  orgName: z.string(),
  /** Whether the plan is the caller's organisation's own: another's is read only. */
  own: z.boolean(),
});

/** The test plans screen, whose calls the plan's slots (`planSlots.ts`) share. */
export const planScreen = call.screen('testPlan', 'organizeTest/testManage', { planId: recordId() });

/** `GET /api/busi/web/testPlan/page`: a page of the organisation's test plans. */
export const testPlanPage = call.page(
  planScreen,
  { status: z.optional(planStatus), kind: z.optional(z.enum(TEST_PLAN_KINDS, { error: 'validation.testPlan.kind' })) },
  testPlanRecord,
  'A page of the organisation’s test plans, by status and kind, newest first',
  ['name', 'startDate', 'endDate', 'status'],
);

/** Every plan the list finds with the same filters, streamed for its export. */
export const testPlanExport = call.exported(planScreen, testPlanPage);

/** `GET /api/busi/web/testPlan/detail`: one plan. */
export const testPlanDetail = call.detail(planScreen, testPlanRecord, 'One test plan of the organisation');

/** `POST /api/busi/web/testPlan/add`: a new plan, not started. */
export const testPlanAdd = call.add(
  planScreen,
  testPlanFields,
  'Add a test plan: its items per grade fit its kind, its classes are the organisation’s, its days in order',
);

/** `POST /api/busi/web/testPlan/edit`: changes a plan made on `version`. */
export const testPlanEdit = call.edit(
  planScreen,
  { ...testPlanFields, version: wholeNumberInput('validation.testPlan.version', 1, 2_147_483_647) },
  'Edit a test plan: everything before it starts, its name and last day while it runs, nothing once ended; refused when the plan changed since `version`',
);

/** `POST /api/busi/web/testPlan/delete`: deletes a plan that has not started. */
export const testPlanDelete = call.remove(planScreen, 'Delete a test plan that has not started');

/** `POST /api/busi/web/testPlan/status`: starts, ends or ends early a plan. */
export const testPlanSetStatus = call.write(planScreen, 'SetStatus', 'status', 'status', {
  request: z.object({
    planId: recordId(),
    action: z.enum(planActions, { error: 'validation.testPlan.action' }),
    /** The caller's minutes east of UTC: whether the last day has come is judged on their clock. */
    utcOffset: z.optional(wholeNumberInput('validation.audit.offset', -720, 840)),
  }),
  data: z.null(),
  summary:
    'Start a plan, end it on or after its last day, or end it early before, along the progress transitions of the domain',
});

/** A result of a plan as its results page shows it. */
export const testPlanResultRecord = z.object({
  resultId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  classId: z.nullable(z.string()),
  measurement: z.enum(PHYSIQUE_MEASUREMENTS),
  item: z.enum(PHYSIQUE_ITEMS),
  /** In the measurement's unit (seconds for runs). */
  value: z.number(),
  score: z.nullable(z.number()),
  band: z.nullable(z.string()),
  needsCheck: z.boolean(),
  validity: z.enum(['valid', 'invalid']),
  source: z.enum(RESULT_SOURCES),
  /** The device's serial number for a device's reading. */
  deviceSerial: z.nullable(z.string()),
  measuredAt: z.string(),
  /** Rises with every correction: a correction or confirmation sends the version it was made on. */
  version: z.number(),
});

const planResultScreen = call.screen('testPlanResult', 'organizeTest/testManage', {}, 'testPlan/result');

/** `GET /api/busi/web/testPlan/result/page`: a plan's results, by class and item, best score first. */
export const testPlanResultPage = call.page(
  planResultScreen,
  {
    planId: recordId(),
    classId: optionalRecordId('validation.testPlan.classes'),
    item: z.optional(z.enum(PHYSIQUE_ITEMS, { error: 'validation.testPlan.items' })),
    needsCheck: z.optional(z.enum(['true', 'false'], { error: 'validation.testPlan.needsCheck' })),
  },
  testPlanResultRecord,
  'A page of a plan’s results, by class, item and whether they need a second check: by class and item, best score first',
);

/** `GET /api/busi/web/testPlan/options`: what a plan's form chooses from. */
export const testPlanOptions = call.read(planScreen, 'Options', 'options', {
  request: z.object({}),
  data: z.object({
    /** The academic years, newest first, with their semesters. */
    years: z.array(
      z.object({
        academicYearId: z.string(),
        name: z.string(),
        semesters: z.array(z.object({ semesterId: z.string(), name: z.string() })),
      }),
    ),
    /** The grades with the standard's key for each (null for a grade the standard has no column for). */
    grades: z.array(z.object({ gradeId: z.string(), name: z.string(), gradeKey: z.nullable(z.enum(GRADE_KEYS)) })),
    /** The classes that are not graduated, by grade and code. */
    classes: z.array(z.object({ classId: z.string(), gradeId: z.string(), name: z.string() })),
    /** The enabled venues, by code: where a plan's time slots are. */
    venues: z.array(z.object({ venueId: z.string(), name: z.string() })),
  }),
  summary:
    'What a test plan’s form and slots choose from: academic years with semesters, grades with the standard’s key, classes, venues',
});

/** `GET /api/busi/web/testPlan/progress`: how far a plan has come, per class and measurement. */
export const testPlanProgress = call.read(planScreen, 'Progress', 'progress', {
  request: z.object({ planId: recordId() }),
  data: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      gradeName: z.string(),
      /** The class's students today. */
      students: z.number(),
      /** Per measurement the plan takes in the class's grade: students with a value, and values waiting for a check. */
      measurements: z.array(
        z.object({ measurement: z.enum(PHYSIQUE_MEASUREMENTS), tested: z.number(), needsCheck: z.number() }),
      ),
    }),
  ),
  summary:
    'A plan’s progress: per class, its students, and per measurement how many of them have a value and how many values wait for a second check',
});

/** An exemption of a plan, as the plan's page lists it. */
export const testPlanExemptionRecord = z.object({
  exemptionId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  className: z.nullable(z.string()),
  items: z.array(z.enum(PHYSIQUE_ITEMS)),
  reason: z.enum(EXEMPTION_REASONS),
  note: z.string(),
  updatedAt: z.string(),
});

/** `GET /api/busi/web/testPlan/exemption/list`: a plan's exemptions, by student number. */
export const testPlanExemptionList = call.read(planScreen, 'ExemptionList', 'exemption/list', {
  request: z.object({ planId: recordId() }),
  data: z.array(testPlanExemptionRecord),
  summary: 'A plan’s exemptions: each student exempt from items, why, and when it was recorded',
});

/** `POST /api/busi/web/testPlan/exemption/save`: a student exempt from items of a plan (replacing any before). */
export const testPlanExemptionSave = call.write(planScreen, 'ExemptionSave', 'exemption/save', 'exempt', {
  request: z.object({ planId: recordId(), studentId: recordId(), ...exemptionFields }),
  data: z.object({ exemptionId: z.string() }),
  summary:
    'Record a student of the plan as exempt from some of the items the plan takes from the student’s grade, with why; a second save replaces the first',
});

/** `POST /api/busi/web/testPlan/exemption/delete`: an exemption withdrawn. */
export const testPlanExemptionDelete = call.write(planScreen, 'ExemptionDelete', 'exemption/delete', 'exempt', {
  request: z.object({ exemptionId: recordId('fitness.exemption.notFound') }),
  data: z.object({ exemptionId: z.string() }),
  summary: 'Withdraw an exemption: the student takes the items again',
});

// A test plan: a named test of an academic year's semester, of one kind, with the items each grade
// takes, the classes that take part, its days and its status along the `progress` machine.
import * as z from 'zod/mini';
import { physiqueItemsFor } from '../physique/groups.ts';
import { PHYSIQUE_ITEMS, type PhysiqueItem } from '../physique/rules.ts';
import { withChecks } from '../schema.ts';
import { GRADE_KEYS, type GradeKey, gradeOfKey, isIsoDate } from '../school-year.ts';
import { SEXES } from '../sex.ts';
import { checkTransition, type StatusOf, type TransitionCheck } from '../status.ts';
import { plainText } from '../text.ts';

/**
 * The kinds of test plan: the national yearly test (every item of the standard for each grade, the
 * results that make the physique report), a school's own test (some or all of those items), and a
 * custom set of items. School and custom plans take the same items; the kind tells the report and
 * the statistics which plans to read.
 */
export const TEST_PLAN_KINDS = ['national', 'school', 'custom'] as const;

/** One of {@link TEST_PLAN_KINDS}. */
export type TestPlanKind = (typeof TEST_PLAN_KINDS)[number];

/** Limits of a plan's fields. */
export const TEST_PLAN_LIMITS = {
  name: { max: 50 },
  /** Classes that take part in one plan: a large school's whole roster. */
  classes: 500,
} as const;

/**
 * The items a plan may give a grade: those the standard tests in it, for either sex (a plan is made
 * for classes of boys and girls; each student is then scored on the items of their own sex), in
 * report order.
 */
export function testPlanItemsFor(grade: GradeKey): PhysiqueItem[] {
  const items = new Set(SEXES.flatMap((sex) => physiqueItemsFor(sex, gradeOfKey(grade)).map((entry) => entry.item)));
  return PHYSIQUE_ITEMS.filter((item) => items.has(item));
}

/** A grade and the items a plan gives it. */
export interface GradeItems {
  readonly grade: GradeKey;
  readonly items: readonly PhysiqueItem[];
}

/**
 * What is wrong with a plan's items, or null: each grade once and at least one, each item one its
 * grade takes (once), and for the national test exactly the grade's items of the standard.
 */
export function testPlanItemsProblem(
  kind: TestPlanKind,
  grades: readonly GradeItems[],
): {
  index: number;
  id: 'validation.testPlan.items' | 'validation.testPlan.nationalItems' | 'validation.testPlan.gradeTwice';
} | null {
  const seen = new Set<GradeKey>();
  for (const [index, entry] of grades.entries()) {
    if (seen.has(entry.grade)) return { index, id: 'validation.testPlan.gradeTwice' };
    seen.add(entry.grade);
    const allowed = testPlanItemsFor(entry.grade);
    const items = new Set(entry.items);
    if (items.size !== entry.items.length || entry.items.some((item) => !allowed.includes(item)))
      return { index, id: 'validation.testPlan.items' };
    if (kind === 'national' && items.size !== allowed.length) return { index, id: 'validation.testPlan.nationalItems' };
  }
  return null;
}

const day = withChecks(
  z.string({ error: 'validation.testPlan.date' }),
  z.maxLength(10, { error: 'validation.testPlan.date', abort: true }),
  z.refine((value: string) => isIsoDate(value), 'validation.testPlan.date'),
  plainText(),
);

const id = (
  error: 'validation.testPlan.academicYear' | 'validation.testPlan.semester' | 'validation.testPlan.classes',
) => withChecks(z.string({ error }), z.minLength(1, { error, abort: true }), z.maxLength(64, error), plainText());

/**
 * The fields of a test plan as its form sends them: name, academic year and semester (their ids),
 * kind, the items per grade, the classes taking part (their ids, each once) and the first and last
 * day (`YYYY-MM-DD`). {@link testPlanSchema} adds the rules across fields.
 */
export const testPlanFields = {
  name: withChecks(
    z.string({ error: 'validation.testPlan.nameRequired' }),
    z.trim(),
    z.minLength(1, { error: 'validation.testPlan.nameRequired', abort: true }),
    z.maxLength(TEST_PLAN_LIMITS.name.max, 'validation.testPlan.nameLength'),
    plainText(),
  ),
  academicYearId: id('validation.testPlan.academicYear'),
  semesterId: id('validation.testPlan.semester'),
  kind: z.enum(TEST_PLAN_KINDS, { error: 'validation.testPlan.kind' }),
  grades: withChecks(
    z.array(
      z.object({
        grade: z.enum(GRADE_KEYS, { error: 'validation.testPlan.grade' }),
        items: withChecks(
          z.array(z.enum(PHYSIQUE_ITEMS, { error: 'validation.testPlan.items' }), {
            error: 'validation.testPlan.items',
          }),
          z.minLength(1, 'validation.testPlan.items'),
        ),
      }),
      { error: 'validation.testPlan.grades' },
    ),
    z.minLength(1, 'validation.testPlan.grades'),
    z.maxLength(GRADE_KEYS.length, 'validation.testPlan.grades'),
  ),
  classIds: withChecks(
    z.array(id('validation.testPlan.classes'), { error: 'validation.testPlan.classes' }),
    z.minLength(1, 'validation.testPlan.classes'),
    z.maxLength(TEST_PLAN_LIMITS.classes, 'validation.testPlan.classes'),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.testPlan.classes'),
  ),
  startDate: day,
  endDate: day,
};

/** A plan's form: {@link testPlanFields} with its items fitting its kind and its days in order. */
export const testPlanSchema = withChecks(
  z.object(testPlanFields),
  z.superRefine((plan, context) => {
    const problem = testPlanItemsProblem(plan.kind, plan.grades);
    if (problem)
      context.addIssue({ code: 'custom', message: problem.id, path: ['grades', problem.index], input: plan });
    if (isIsoDate(plan.startDate) && isIsoDate(plan.endDate) && plan.endDate < plan.startDate)
      context.addIssue({ code: 'custom', message: 'validation.testPlan.dateOrder', path: ['endDate'], input: plan });
  }),
);

/** A plan as {@link testPlanSchema} answers it. */
export type TestPlanInput = z.output<typeof testPlanSchema>;

/** A plan's status: the `progress` machine of status.ts. */
export type TestPlanStatus = StatusOf<'progress'>;

/**
 * The fields of a plan that may still change in each status. Until it starts, everything. Once
 * started its results are being measured under its items and classes, so only the name and the
 * last day stay open (a test that runs late is extended, one that ends sooner is ended early). An
 * ended plan is final: its results change only through corrections.
 */
export const TEST_PLAN_EDITABLE: Readonly<Record<TestPlanStatus, readonly (keyof TestPlanInput)[]>> = {
  notStarted: Object.keys(testPlanFields) as (keyof TestPlanInput)[],
  inProgress: ['name', 'endDate'],
  ended: [],
  endedEarly: [],
};

/**
 * The first field a change may not touch in the plan's status, or null when it may be made.
 * `changed` names the fields whose value differs from the stored plan.
 */
export function testPlanEditProblem(
  status: TestPlanStatus,
  changed: readonly (keyof TestPlanInput)[],
): { field: keyof TestPlanInput; id: 'validation.testPlan.startedField' | 'validation.testPlan.endedPlan' } | null {
  const allowed = TEST_PLAN_EDITABLE[status];
  const field = changed.find((name) => !allowed.includes(name));
  if (field === undefined) return null;
  return { field, id: allowed.length === 0 ? 'validation.testPlan.endedPlan' : 'validation.testPlan.startedField' };
}

/** Whether a plan in `status` may be deleted: only before it starts, when it has no results. */
export function canDeleteTestPlan(status: TestPlanStatus): boolean {
  return status === 'notStarted';
}

/** The actions that move a plan along its statuses, and where each leads. */
export const TEST_PLAN_ACTIONS = { start: 'inProgress', end: 'ended', endEarly: 'endedEarly' } as const;

/** One of the keys of {@link TEST_PLAN_ACTIONS}. */
export type TestPlanAction = keyof typeof TEST_PLAN_ACTIONS;

/**
 * Whether `action` may be taken on a plan in `status` on `today` (`YYYY-MM-DD`, the organisation's
 * day), through the `progress` machine: ending is for a plan whose last day has come, ending early
 * for one whose last day is still ahead.
 */
export function checkTestPlanAction(
  status: string,
  action: TestPlanAction,
  today: string,
  endDate: string,
): TransitionCheck {
  const check = checkTransition('progress', status, TEST_PLAN_ACTIONS[action]);
  if (!check.allowed) return check;
  const values = { machine: 'progress', from: status, to: TEST_PLAN_ACTIONS[action] };
  if (action === 'end' && today < endDate) return { allowed: false, reason: 'validation.testPlan.notYetEnded', values };
  if (action === 'endEarly' && today >= endDate)
    return { allowed: false, reason: 'validation.testPlan.alreadyEnded', values };
  return { allowed: true };
}

/** A plan in progress as {@link planOfReading} chooses among them. */
export interface PlanForReading {
  readonly id: string;
  readonly status: string;
  readonly startDate: string;
  readonly endDate: string;
  /** The items of the student's grade in the plan. */
  readonly items: readonly PhysiqueItem[];
}

/**
 * The plan a reading joins, among the plans of the student's class: one in progress, whose items
 * include the reading's and whose days contain the reading's day (`YYYY-MM-DD` as the device wrote
 * it). When two fit, the one that started last wins (then the greater id, so that every gateway
 * chooses the same): a school that starts its own test in the middle of a longer one means the
 * readings of those days for it. A reading of a plan that has ended joins none and stays a
 * result outside any plan: an ended plan's results change only by correction.
 */
export function planOfReading<P extends PlanForReading>(
  plans: readonly P[],
  item: PhysiqueItem,
  day: string,
): P | null {
  let chosen: P | null = null;
  for (const plan of plans) {
    if (plan.status !== 'inProgress' || !plan.items.includes(item)) continue;
    if (day < plan.startDate || day > plan.endDate) continue;
    if (
      chosen === null ||
      plan.startDate > chosen.startDate ||
      (plan.startDate === chosen.startDate && plan.id > chosen.id)
    )
      chosen = plan;
  }
  return chosen;
}

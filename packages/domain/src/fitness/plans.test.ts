import { describe, expect, it } from 'vitest';
import { validationIssues } from '../validation.ts';
import {
  canDeleteTestPlan,
  checkTestPlanAction,
  planOfReading,
  TEST_PLAN_KINDS,
  testPlanEditProblem,
  testPlanItemsFor,
  testPlanSchema,
} from './plans.ts';

const plan = {
  name: ' 2026 national test ',
  academicYearId: 'y1',
  semesterId: 's1',
  kind: 'national',
  grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
  classIds: ['c1', 'c2'],
  startDate: '2026-11-01',
  endDate: '2026-11-30',
};

function issuesOf(input: unknown): Record<string, string> {
  const parsed = testPlanSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(validationIssues(parsed.error).map((issue) => [issue.path, issue.id]));
}

describe('test plan kinds and items', () => {
  it('are the national test, a school test and a custom set', () => {
    expect(TEST_PLAN_KINDS).toEqual(['national', 'school', 'custom']);
  });

  it("gives a grade the standard's items of either sex, in report order", () => {
    expect(testPlanItemsFor('g1')).toEqual(['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping']);
    expect(testPlanItemsFor('g7')).toEqual([
      'bmi',
      'vitalCapacity',
      'sprint50m',
      'sitAndReach',
      'sitUps',
      'standingLongJump',
      'pullUps',
      'run1000m',
      'run800m',
    ]);
  });
});

describe('testPlanSchema', () => {
  it('takes a plan and trims its name', () => {
    expect(testPlanSchema.parse(plan).name).toBe('2026 national test');
  });

  it('holds the national test to every item of each grade, other kinds to a subset', () => {
    const fewer = { ...plan, grades: [{ grade: 'g1', items: ['bmi', 'sprint50m'] }] };
    expect(issuesOf(fewer)).toEqual({ 'grades.0': 'validation.testPlan.nationalItems' });
    expect(issuesOf({ ...fewer, kind: 'school' })).toEqual({});
    expect(issuesOf({ ...fewer, kind: 'custom' })).toEqual({});
  });

  it('refuses an item the grade does not take, an item twice and a grade twice', () => {
    expect(issuesOf({ ...plan, kind: 'custom', grades: [{ grade: 'g8', items: ['ropeSkipping'] }] })).toEqual({
      'grades.0': 'validation.testPlan.items',
    });
    expect(issuesOf({ ...plan, kind: 'custom', grades: [{ grade: 'g1', items: ['bmi', 'bmi'] }] })).toEqual({
      'grades.0': 'validation.testPlan.items',
    });
    expect(issuesOf({ ...plan, grades: [plan.grades[0], plan.grades[0]] })).toEqual({
      'grades.1': 'validation.testPlan.gradeTwice',
    });
  });

  it('names each bad field', () => {
    expect(
      issuesOf({
        ...plan,
        name: '  ',
        academicYearId: '',
        kind: 'yearly',
        grades: [],
        classIds: ['c1', 'c1'],
        startDate: '2026-02-30',
      }),
    ).toEqual({
      name: 'validation.testPlan.nameRequired',
      academicYearId: 'validation.testPlan.academicYear',
      kind: 'validation.testPlan.kind',
      grades: 'validation.testPlan.grades',
      classIds: 'validation.testPlan.classes',
      startDate: 'validation.testPlan.date',
    });
    expect(issuesOf({ ...plan, name: 'x'.repeat(51) })).toEqual({ name: 'validation.testPlan.nameLength' });
  });

  it('refuses a plan that ends before it starts, and takes one of a single day', () => {
    expect(issuesOf({ ...plan, endDate: '2026-10-31' })).toEqual({ endDate: 'validation.testPlan.dateOrder' });
    expect(issuesOf({ ...plan, endDate: plan.startDate })).toEqual({});
  });
});

describe('editing and deleting a plan', () => {
  it('allows every field before the start, the name and last day while it runs, nothing once ended', () => {
    expect(testPlanEditProblem('notStarted', ['kind', 'grades', 'classIds'])).toBeNull();
    expect(testPlanEditProblem('inProgress', ['name', 'endDate'])).toBeNull();
    expect(testPlanEditProblem('inProgress', ['name', 'classIds'])).toEqual({
      field: 'classIds',
      id: 'validation.testPlan.startedField',
    });
    expect(testPlanEditProblem('ended', ['name'])).toEqual({ field: 'name', id: 'validation.testPlan.endedPlan' });
    expect(testPlanEditProblem('endedEarly', [])).toBeNull();
  });

  it('deletes only a plan that has not started', () => {
    expect(canDeleteTestPlan('notStarted')).toBe(true);
    expect(canDeleteTestPlan('inProgress')).toBe(false);
    expect(canDeleteTestPlan('ended')).toBe(false);
  });
});

describe('checkTestPlanAction', () => {
  it('starts a plan, then ends it on or after its last day or ends it early before', () => {
    expect(checkTestPlanAction('notStarted', 'start', '2026-10-01', '2026-11-30')).toEqual({ allowed: true });
    expect(checkTestPlanAction('inProgress', 'end', '2026-11-30', '2026-11-30')).toEqual({ allowed: true });
    expect(checkTestPlanAction('inProgress', 'endEarly', '2026-11-29', '2026-11-30')).toEqual({ allowed: true });
  });

  it('refuses the wrong ending for the day, and moves the machine does not allow', () => {
    expect(checkTestPlanAction('inProgress', 'end', '2026-11-29', '2026-11-30')).toMatchObject({
      allowed: false,
      reason: 'validation.testPlan.notYetEnded',
    });
    expect(checkTestPlanAction('inProgress', 'endEarly', '2026-12-01', '2026-11-30')).toMatchObject({
      allowed: false,
      reason: 'validation.testPlan.alreadyEnded',
    });
    expect(checkTestPlanAction('notStarted', 'end', '2026-12-01', '2026-11-30')).toMatchObject({
      allowed: false,
      reason: 'status.refused.notAllowed',
    });
    expect(checkTestPlanAction('ended', 'start', '2026-12-01', '2026-11-30')).toMatchObject({
      allowed: false,
      reason: 'status.refused.final',
    });
    expect(checkTestPlanAction('inProgress', 'start', '2026-12-01', '2026-11-30')).toMatchObject({
      allowed: false,
      reason: 'status.refused.unchanged',
    });
  });
});

describe('planOfReading', () => {
  const running = { status: 'inProgress', items: ['sprint50m', 'bmi'] } as const;
  const plans = [
    { ...running, id: 'a', startDate: '2026-09-01', endDate: '2026-12-31' },
    { ...running, id: 'b', startDate: '2026-11-01', endDate: '2026-11-30' },
    { ...running, id: 'c', startDate: '2026-11-01', endDate: '2026-11-15' },
    { ...running, id: 'd', status: 'ended', startDate: '2026-11-10', endDate: '2026-11-20' },
    { ...running, id: 'e', status: 'notStarted', startDate: '2026-11-10', endDate: '2026-11-20' },
  ];

  it('joins the plan in progress that started last, then the greater id', () => {
    expect(planOfReading(plans, 'sprint50m', '2026-11-12')?.id).toBe('c');
    expect(planOfReading(plans, 'sprint50m', '2026-11-20')?.id).toBe('b');
    expect(planOfReading(plans, 'sprint50m', '2026-12-31')?.id).toBe('a');
  });

  it('joins none for an item no plan has, a day outside them, or plans not in progress', () => {
    expect(planOfReading(plans, 'sitUps', '2026-11-12')).toBeNull();
    expect(planOfReading(plans, 'sprint50m', '2027-01-01')).toBeNull();
    expect(planOfReading(plans.slice(3), 'sprint50m', '2026-11-12')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { STATUS_MACHINES } from '../status.ts';
import { canCorrectResults, canEnterResults, correctionReasonSchema, measurementsOfItems } from './entry.ts';
import type { TestPlanStatus } from './plans.ts';

const statuses = Object.keys(STATUS_MACHINES.progress.transitions) as TestPlanStatus[];

describe('typing results in and correcting them', () => {
  it('takes typed values only while a plan runs, and corrections once it has started', () => {
    expect(statuses.filter(canEnterResults)).toEqual(['inProgress']);
    expect(statuses.filter(canCorrectResults).sort()).toEqual(['ended', 'endedEarly', 'inProgress']);
  });

  it('measures BMI as height and weight, and every other item as itself, in the standard’s order', () => {
    expect(measurementsOfItems(['sprint50m', 'bmi'])).toEqual(['height', 'weight', 'sprint50m']);
    expect(measurementsOfItems(['ropeSkipping'])).toEqual(['ropeSkipping']);
    expect(measurementsOfItems([])).toEqual([]);
  });

  it('wants a reason of 2 to 200 characters, trimmed, without control characters', () => {
    expect(correctionReasonSchema.parse('  复测确认 ')).toBe('复测确认');
    const refusal = (value: unknown) => correctionReasonSchema.safeParse(value).error?.issues[0]?.message;
    expect(refusal(' 因 ')).toBe('validation.result.reasonRequired');
    expect(refusal('因'.repeat(201))).toBe('validation.result.reasonLength');
    expect(refusal('读错\u0007')).toBe('validation.text.control');
    expect(refusal(3)).toBe('validation.result.reasonRequired');
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EXEMPTION_REASONS, exemptItemsOf, exemptionFields, exemptionReasonLabel } from './exemptions.ts';

const schema = z.object(exemptionFields);
const refusal = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('an exemption', () => {
  it('takes one or more items once each, a reason of the list, and a short plain note', () => {
    expect(schema.parse({ items: ['run800m'], reason: 'illness' })).toEqual({
      items: ['run800m'],
      reason: 'illness',
      note: '',
    });
    expect(refusal({ items: [], reason: 'illness' })).toBe('validation.exemption.items');
    expect(refusal({ items: ['run800m', 'run800m'], reason: 'illness' })).toBe('validation.exemption.items');
    expect(refusal({ items: ['swimming'], reason: 'illness' })).toBe('validation.testPlan.items');
    expect(refusal({ items: ['run800m'], reason: 'lazy' })).toBe('validation.exemption.reason');
    expect(refusal({ items: ['run800m'], reason: 'other', note: '说'.repeat(201) })).toBe('validation.exemption.note');
    expect(refusal({ items: ['run800m'], reason: 'other', note: '医嘱\u0007' })).toBe('validation.text.control');
  });

  it('names each reason, and keeps only the items the student’s grade takes', () => {
    expect(EXEMPTION_REASONS.map(exemptionReasonLabel)).toEqual([
      'fitness.exemption.illness',
      'fitness.exemption.injury',
      'fitness.exemption.disability',
      'fitness.exemption.other',
    ]);
    expect(exemptItemsOf(['ropeSkipping', 'run800m'], ['bmi', 'sprint50m', 'run800m'])).toEqual(['run800m']);
    expect(exemptItemsOf([], ['bmi'])).toEqual([]);
  });
});

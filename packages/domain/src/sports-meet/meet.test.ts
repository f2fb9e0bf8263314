import { describe, expect, it } from 'vitest';
import { validationIssues } from '../validation.ts';
import { canDeleteMeet, canEditMeet, meetDatesProblem, meetSchema } from './meet.ts';

const meet = {
  name: '  2026 年春季田径运动会 ',
  registrationStart: '2026-04-01',
  registrationEnd: '2026-04-20',
  startDate: '2026-04-20',
  endDate: '2026-04-21',
};

/** The field and message of each problem of `input`. */
function problems(input: unknown) {
  const parsed = meetSchema.safeParse(input);
  return parsed.success ? [] : validationIssues(parsed.error).map((issue) => ({ path: issue.path, id: issue.id }));
}

describe('a sports meet as its form sends it', () => {
  it('takes a name and four dates, with the school meet rules as its defaults, no fee and no documents', () => {
    expect(meetSchema.parse(meet)).toEqual({
      ...meet,
      name: '2026 年春季田径运动会',
      maxEventsPerAthlete: 2,
      maxAthletesPerClassPerEvent: 2,
      laneCount: 8,
      pointsTable: 'top8',
      teamScoring: 'class',
      markDecimals: 2,
      markRounding: 'round',
      fee: null,
      documentIds: [],
    });
    // Numbers typed into a form arrive as text; a blank fee is no fee.
    expect(meetSchema.parse({ ...meet, laneCount: '6', markDecimals: '0', fee: ' ' })).toMatchObject({
      laneCount: 6,
      markDecimals: 0,
      fee: null,
    });
    expect(meetSchema.parse({ ...meet, fee: '12.50' }).fee).toBe(12.5);
  });

  it('may not start before registration ends, close registration before it opens, or end before it starts', () => {
    // The meet starting on the day registration ends is fine (SPEC 5).
    expect(meetDatesProblem(meet)).toBeNull();
    expect(problems({ ...meet, startDate: '2026-04-19', endDate: '2026-04-19' })).toEqual([
      { path: 'startDate', id: 'validation.meet.timeBeforeRegistrationEnd' },
    ]);
    expect(problems({ ...meet, registrationEnd: '2026-03-31', startDate: '2026-04-20' })).toEqual([
      { path: 'registrationEnd', id: 'validation.meet.registrationOrder' },
    ]);
    expect(problems({ ...meet, endDate: '2026-04-19' })).toEqual([
      { path: 'endDate', id: 'validation.meet.dateOrder' },
    ]);
    // A date that is no date is its own field's problem, not also an order's.
    expect(problems({ ...meet, startDate: '2026-02-30' })).toEqual([{ path: 'startDate', id: 'validation.meet.date' }]);
  });

  it('refuses a fee under 0.01 or of three decimals, rules out of range, and names each field', () => {
    expect(problems({ ...meet, fee: 0 })).toEqual([{ path: 'fee', id: 'validation.reportFee.minimum' }]);
    expect(problems({ ...meet, fee: '1.005' })).toEqual([{ path: 'fee', id: 'validation.money.decimals' }]);
    expect(problems({ ...meet, fee: 10_000.01 })).toEqual([{ path: 'fee', id: 'validation.meet.feeMaximum' }]);
    expect(meetSchema.parse({ ...meet, fee: 10_000 }).fee).toBe(10_000);
    expect(
      problems({
        ...meet,
        name: '',
        maxEventsPerAthlete: 0,
        maxAthletesPerClassPerEvent: 21,
        laneCount: 4.5,
        markDecimals: 4,
        markRounding: 'ceil',
        pointsTable: 'top10',
        teamScoring: 'school',
      }),
    ).toEqual([
      { path: 'name', id: 'validation.meet.nameRequired' },
      { path: 'maxEventsPerAthlete', id: 'validation.meet.eventsPerAthlete' },
      { path: 'maxAthletesPerClassPerEvent', id: 'validation.meet.athletesPerClass' },
      { path: 'laneCount', id: 'validation.meet.laneCount' },
      { path: 'pointsTable', id: 'validation.meet.pointsTable' },
      { path: 'teamScoring', id: 'validation.meet.teamScoring' },
      { path: 'markDecimals', id: 'validation.meet.markDecimals' },
      { path: 'markRounding', id: 'validation.meet.markRounding' },
    ]);
    expect(problems({ ...meet, name: '运'.repeat(51) })).toEqual([{ path: 'name', id: 'validation.meet.nameLength' }]);
    expect(problems({ ...meet, name: '运动会\u0007' })).toEqual([{ path: 'name', id: 'validation.text.control' }]);
  });

  it('changes until it ends, and is deleted only before it starts', () => {
    expect(['notStarted', 'inProgress', 'ended', 'endedEarly'].map(canEditMeet)).toEqual([true, true, false, false]);
    expect(['notStarted', 'inProgress', 'ended', 'endedEarly'].map(canDeleteMeet)).toEqual([true, false, false, false]);
  });
});

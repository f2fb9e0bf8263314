import { describe, expect, it } from 'vitest';
import type { MeetEvent, RegistrationEntry } from './registration.ts';
import { checkRegistrations } from './registration.ts';

const events: MeetEvent[] = [
  { id: '100m', kind: 'individual' },
  { id: '400m', kind: 'individual' },
  { id: 'longJump', kind: 'individual' },
  { id: '4x100m', kind: 'relay' },
];
const entry = (
  athleteId: string,
  eventId: string,
  classId = 'c1',
  sex: 'male' | 'female' = 'male',
): RegistrationEntry => ({
  athleteId,
  classId,
  sex,
  eventId,
});

describe('checkRegistrations', () => {
  it('accepts two individual events plus relays per athlete', () => {
    expect(checkRegistrations([entry('a', '100m'), entry('a', '400m'), entry('a', '4x100m')], events)).toEqual([]);
  });

  it('refuses a third individual event', () => {
    const entries = [entry('a', '100m'), entry('a', '400m'), entry('a', 'longJump')];
    expect(checkRegistrations(entries, events)).toEqual([
      { id: 'sportsMeet.registration.tooManyEvents', values: { athleteId: 'a', count: 3, max: 2 }, entries },
    ]);
    expect(
      checkRegistrations(entries, events, { maxIndividualEventsPerAthlete: 3, maxAthletesPerClassPerSexPerEvent: 2 }),
    ).toEqual([]);
  });

  it('limits athletes per class, sex and event', () => {
    const entries = [entry('a', '100m'), entry('b', '100m'), entry('c', '100m')];
    expect(checkRegistrations(entries, events).map((problem) => problem.id)).toEqual([
      'sportsMeet.registration.tooManyFromClass',
    ]);
    expect(checkRegistrations(entries, events)[0]?.values).toEqual({
      classId: 'c1',
      eventId: '100m',
      count: 3,
      max: 2,
    });
    const mixed = [
      entry('a', '100m'),
      entry('b', '100m'),
      entry('c', '100m', 'c1', 'female'),
      entry('d', '100m', 'c2'),
    ];
    expect(checkRegistrations(mixed, events)).toEqual([]);
    const relay = ['a', 'b', 'c', 'd'].map((id) => entry(id, '4x100m'));
    expect(checkRegistrations(relay, events)).toEqual([]);
  });

  it('reports duplicates once and unknown events', () => {
    const problems = checkRegistrations([entry('a', '100m'), entry('a', '100m'), entry('a', 'hurdles')], events);
    expect(problems.map((problem) => problem.id)).toEqual([
      'sportsMeet.registration.unknownEvent',
      'sportsMeet.registration.duplicate',
    ]);
  });

  it('refuses nonsense limits', () => {
    expect(() =>
      checkRegistrations([], events, { maxIndividualEventsPerAthlete: 0, maxAthletesPerClassPerSexPerEvent: 2 }),
    ).toThrow(expect.objectContaining({ code: 'sportsMeet.error.limit' }));
  });
});

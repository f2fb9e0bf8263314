import { describe, expect, it } from 'vitest';
import { validationIssues } from '../validation.ts';
import {
  canEditEvents,
  canWithdrawEntry,
  type EntryCandidate,
  entryRefusal,
  eventKindOf,
  eventSchema,
  eventShapeProblem,
  eventTimeProblem,
  gradeFits,
  registrationWindow,
  sexFits,
} from './events.ts';

const sprint = { name: '100 米', discipline: 'track', sex: 'male', measure: 'timed', unit: 'second' };

function refusalOf(input: unknown) {
  const parsed = eventSchema.safeParse(input);
  return parsed.success ? null : validationIssues(parsed.error).map((issue) => `${issue.path}:${issue.id}`);
}

describe('a meet’s event form', () => {
  it('takes an event with its defaults: a final only, the meet’s cap per class, no start time yet, half an hour', () => {
    expect(eventSchema.parse({ ...sprint, name: ' 100 米 ' })).toEqual({
      ...sprint,
      rounds: 'final',
      maxEntriesPerClass: null,
      teamSize: null,
      startTime: null,
      durationMinutes: 30,
    });
    expect(eventSchema.parse({ ...sprint, durationMinutes: '45' })).toMatchObject({ durationMinutes: 45 });
    expect(
      eventSchema.parse({ ...sprint, rounds: 'heatsAndFinal', maxEntriesPerClass: '3', startTime: '2027-04-22T09:30' }),
    ).toMatchObject({ rounds: 'heatsAndFinal', maxEntriesPerClass: 3, startTime: '2027-04-22T09:30' });
    expect(eventSchema.parse({ ...sprint, maxEntriesPerClass: ' ', startTime: '' })).toMatchObject({
      maxEntriesPerClass: null,
      startTime: null,
    });
  });

  it('refuses each bad field by its name', () => {
    expect(refusalOf({ ...sprint, name: '  ' })).toEqual(['name:validation.meetEvent.name']);
    expect(refusalOf({ ...sprint, name: '跑'.repeat(31) })).toEqual(['name:validation.meetEvent.name']);
    expect(refusalOf({ ...sprint, discipline: 'swim' })).toEqual(['discipline:validation.meetEvent.discipline']);
    expect(refusalOf({ ...sprint, sex: 'any' })).toEqual(['sex:validation.meetEvent.sex']);
    expect(refusalOf({ ...sprint, rounds: 'semis' })).toEqual(['rounds:validation.meetEvent.rounds']);
    for (const durationMinutes of [4, 481, 30.5, 'long'])
      expect(refusalOf({ ...sprint, durationMinutes })).toEqual(['durationMinutes:validation.meetEvent.duration']);
    expect(refusalOf({ ...sprint, maxEntriesPerClass: 21 })).toEqual([
      'maxEntriesPerClass:validation.meetEvent.entriesPerClass',
    ]);
    expect(refusalOf({ ...sprint, maxEntriesPerClass: '1.5' })).toEqual([
      'maxEntriesPerClass:validation.meetEvent.entriesPerClass',
    ]);
    expect(refusalOf({ ...sprint, startTime: '2027-02-30T09:00' })).toEqual([
      'startTime:validation.meetEvent.startTime',
    ]);
    expect(refusalOf({ ...sprint, startTime: '2027-04-22T24:00' })).toEqual([
      'startTime:validation.meetEvent.startTime',
    ]);
  });

  it('times races and measures field events, each in a unit of its measure', () => {
    expect(eventShapeProblem({ discipline: 'relay', measure: 'timed', unit: 'second' })).toBeNull();
    expect(eventShapeProblem({ discipline: 'field', measure: 'height', unit: 'metre' })).toBeNull();
    expect(eventShapeProblem({ discipline: 'field', measure: 'counted', unit: 'count' })).toBeNull();
    expect(eventShapeProblem({ discipline: 'team', measure: 'counted', unit: 'count' })).toBeNull();
    expect(eventShapeProblem({ discipline: 'track', measure: 'distance', unit: 'metre' })).toEqual({
      field: 'measure',
      id: 'validation.meetEvent.measureOfDiscipline',
    });
    expect(eventShapeProblem({ discipline: 'field', measure: 'timed', unit: 'second' })?.field).toBe('measure');
    expect(refusalOf({ ...sprint, unit: 'metre' })).toEqual(['unit:validation.meetEvent.unit']);
  });

  it('starts an event on a day of the meet', () => {
    const meet = { startDate: '2027-04-22', endDate: '2027-04-23' };
    expect(eventTimeProblem(null, meet)).toBeNull();
    expect(eventTimeProblem('2027-04-23T16:00', meet)).toBeNull();
    expect(eventTimeProblem('2027-04-24T08:00', meet)).toEqual({
      field: 'startTime',
      id: 'validation.meetEvent.startTimeOutside',
      values: { start: '2027-04-22', end: '2027-04-23' },
    });
    expect(eventTimeProblem('2027-04-21T23:59', meet)?.field).toBe('startTime');
  });

  it('changes events only before the meet starts', () => {
    expect(canEditEvents('notStarted')).toBe(true);
    for (const status of ['inProgress', 'ended', 'endedEarly']) expect(canEditEvents(status)).toBe(false);
  });
});

describe('registration', () => {
  const meet = {
    registrationStart: '2027-03-01',
    registrationEnd: '2027-03-20',
    status: 'notStarted',
    maxEventsPerAthlete: 2,
    maxAthletesPerClassPerEvent: 2,
  };
  const candidate = (overrides: Partial<EntryCandidate> = {}): EntryCandidate => ({
    meet,
    today: '2027-03-10',
    event: { name: '100 米', discipline: 'track', sex: 'male', gradeIds: ['g5', 'g6'], maxEntriesPerClass: null },
    athlete: { name: '王小明', sex: 'male', gradeId: 'g5', className: '五年级 1 班' },
    athleteEvents: 0,
    classEntries: 0,
    ...overrides,
  });

  it('is open from its first to its last day, before the meet starts', () => {
    expect(registrationWindow(meet, '2027-02-28')).toBe('notOpen');
    expect(registrationWindow(meet, '2027-03-01')).toBe('open');
    expect(registrationWindow(meet, '2027-03-20')).toBe('open');
    expect(registrationWindow(meet, '2027-03-21')).toBe('closed');
    expect(registrationWindow({ ...meet, status: 'inProgress' }, '2027-03-10')).toBe('closed');
    expect(canWithdrawEntry(meet, '2027-03-20')).toBe(true);
    expect(canWithdrawEntry(meet, '2027-03-21')).toBe(false);
  });

  it('enters an athlete whose sex, grade and limits fit', () => {
    expect(entryRefusal(candidate())).toBeNull();
    expect(entryRefusal(candidate({ athleteEvents: 1, classEntries: 1 }))).toBeNull();
    const mixed = { ...candidate().event, sex: 'mixed' as const, gradeIds: [] };
    expect(entryRefusal(candidate({ event: mixed, athlete: { ...candidate().athlete, sex: 'female' } }))).toBeNull();
  });

  it('refuses outside the registration period, naming its days', () => {
    expect(entryRefusal(candidate({ today: '2027-02-01' }))).toEqual({
      field: 'eventId',
      id: 'meetEntry.notOpen',
      values: { start: '2027-03-01', end: '2027-03-20' },
    });
    expect(entryRefusal(candidate({ today: '2027-03-21' }))?.id).toBe('meetEntry.closed');
  });

  it('leaves relays and team games for their team entries', () => {
    expect(eventKindOf('relay')).toBe('relay');
    expect(eventKindOf('team')).toBe('relay');
    expect(eventKindOf('field')).toBe('individual');
    const relay = { ...candidate().event, name: '4×100 米接力', discipline: 'relay' as const };
    expect(entryRefusal(candidate({ event: relay }))).toEqual({
      field: 'eventId',
      id: 'meetEntry.teamEvent',
      values: { event: '4×100 米接力' },
    });
  });

  it('refuses the wrong sex or grade, naming the athlete and the event', () => {
    expect(sexFits('mixed', 'female')).toBe(true);
    expect(sexFits('male', 'female')).toBe(false);
    expect(gradeFits([], 'g1')).toBe(true);
    expect(gradeFits(['g5'], 'g1')).toBe(false);
    expect(entryRefusal(candidate({ athlete: { ...candidate().athlete, sex: 'female' } }))).toEqual({
      field: 'studentId',
      id: 'meetEntry.wrongSex',
      values: { name: '王小明', event: '100 米' },
    });
    expect(entryRefusal(candidate({ athlete: { ...candidate().athlete, gradeId: 'g1' } }))?.id).toBe(
      'meetEntry.wrongGrade',
    );
  });

  it('refuses an athlete’s event past the meet’s rule, and a class’s athlete past the event’s cap', () => {
    expect(entryRefusal(candidate({ athleteEvents: 2 }))).toEqual({
      field: 'studentId',
      id: 'meetEntry.tooManyEvents',
      values: { name: '王小明', max: 2 },
    });
    expect(entryRefusal(candidate({ classEntries: 2 }))).toEqual({
      field: 'studentId',
      id: 'meetEntry.tooManyFromClass',
      values: { className: '五年级 1 班', event: '100 米', max: 2 },
    });
    // An event's own cap stands over the meet's rule, either way.
    const roomy = { ...candidate().event, maxEntriesPerClass: 3 };
    expect(entryRefusal(candidate({ event: roomy, classEntries: 2 }))).toBeNull();
    const tight = { ...candidate().event, maxEntriesPerClass: 1 };
    expect(entryRefusal(candidate({ event: tight, classEntries: 1 }))?.values).toMatchObject({ max: 1 });
  });
});

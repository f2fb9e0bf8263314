import { describe, expect, it } from 'vitest';
import { validationIssues } from '../validation.ts';
import { eventSchema } from './events.ts';
import { type TeamCandidate, teamEntryRefusal, teamLabel, teamSizeOf } from './teams.ts';

const runner = (number: number, sex: 'male' | 'female' = 'male') => ({
  studentId: `s${number}`,
  name: `跑者${number}`,
  sex,
  classId: 'c1',
  gradeId: 'g5',
});

function candidate(over: Partial<TeamCandidate> = {}): TeamCandidate {
  return {
    meet: { registrationStart: '2027-03-01', registrationEnd: '2027-03-20', status: 'notStarted' },
    today: '2027-03-10',
    event: { name: '4×100 米接力', discipline: 'relay', sex: 'male', gradeIds: ['g5'], teamSize: null },
    team: { classId: 'c1', className: '五年级 1 班' },
    members: [runner(1), runner(2), runner(3), runner(4)],
    inOtherTeams: new Set(),
    ...over,
  };
}

describe('a class’s team in a relay or team game', () => {
  it('takes a relay’s four legs of the class, sex and grade', () => {
    expect(teamEntryRefusal(candidate())).toBeNull();
  });

  it('refuses outside the registration period, naming its days', () => {
    expect(teamEntryRefusal(candidate({ today: '2027-02-01' }))).toEqual({
      field: 'eventId',
      id: 'meetEntry.notOpen',
      values: { start: '2027-03-01', end: '2027-03-20' },
    });
    expect(teamEntryRefusal(candidate({ today: '2027-03-21' }))?.id).toBe('meetEntry.closed');
    expect(teamEntryRefusal(candidate({ meet: { ...candidate().meet, status: 'inProgress' } }))?.id).toBe(
      'meetEntry.closed',
    );
  });

  it('refuses a team in an individual event', () => {
    const sprint = { ...candidate().event, name: '100 米', discipline: 'track' as const };
    expect(teamEntryRefusal(candidate({ event: sprint }))).toEqual({
      field: 'eventId',
      id: 'meetTeam.notTeamEvent',
      values: { event: '100 米' },
    });
  });

  it('refuses a relay with fewer or more runners than its legs', () => {
    const legs = { field: 'studentIds', id: 'meetTeam.legs', values: { event: '4×100 米接力', min: 4, max: 4 } };
    expect(teamEntryRefusal(candidate({ members: [runner(1), runner(2), runner(3)] }))).toEqual(legs);
    expect(teamEntryRefusal(candidate({ members: [1, 2, 3, 4, 5].map((n) => runner(n)) }))).toEqual(legs);
    // An event's own legs stand over the four.
    const shuttle = { ...candidate().event, teamSize: 8 };
    expect(teamEntryRefusal(candidate({ event: shuttle }))?.values).toMatchObject({ min: 8, max: 8 });
    expect(
      teamEntryRefusal(candidate({ event: shuttle, members: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => runner(n)) })),
    ).toBeNull();
  });

  it('takes a team game of two players up to its size', () => {
    expect(teamSizeOf({ discipline: 'team', teamSize: null })).toEqual({ min: 2, max: 12 });
    expect(teamSizeOf({ discipline: 'team', teamSize: 6 })).toEqual({ min: 2, max: 6 });
    expect(teamSizeOf({ discipline: 'relay', teamSize: null })).toEqual({ min: 4, max: 4 });
    const game = { ...candidate().event, name: '拔河', discipline: 'team' as const, teamSize: 5 };
    expect(teamEntryRefusal(candidate({ event: game, members: [runner(1), runner(2)] }))).toBeNull();
    expect(teamEntryRefusal(candidate({ event: game, members: [runner(1)] }))).toEqual({
      field: 'studentIds',
      id: 'meetTeam.size',
      values: { event: '拔河', min: 2, max: 5 },
    });
    expect(teamEntryRefusal(candidate({ event: game, members: [1, 2, 3, 4, 5, 6].map((n) => runner(n)) }))?.id).toBe(
      'meetTeam.size',
    );
  });

  it('refuses a student twice in the team', () => {
    expect(teamEntryRefusal(candidate({ members: [runner(1), runner(2), runner(1), runner(4)] }))).toEqual({
      field: 'studentIds',
      id: 'meetTeam.twice',
      values: { name: '跑者1' },
    });
  });

  it('refuses a member of another class, of the other sex or of another grade, naming them', () => {
    const stranger = { ...runner(4), classId: 'c2' };
    expect(teamEntryRefusal(candidate({ members: [runner(1), runner(2), runner(3), stranger] }))).toEqual({
      field: 'studentIds',
      id: 'meetTeam.otherClass',
      values: { name: '跑者4', className: '五年级 1 班' },
    });
    expect(teamEntryRefusal(candidate({ members: [runner(1), runner(2), runner(3), runner(4, 'female')] }))).toEqual({
      field: 'studentIds',
      id: 'meetEntry.wrongSex',
      values: { name: '跑者4', event: '4×100 米接力' },
    });
    const younger = { ...runner(2), gradeId: 'g4' };
    expect(teamEntryRefusal(candidate({ members: [runner(1), younger, runner(3), runner(4)] }))?.id).toBe(
      'meetEntry.wrongGrade',
    );
  });

  it('takes either sex in a mixed relay, with no share of each required', () => {
    const mixed = { ...candidate().event, sex: 'mixed' as const };
    const boys = [runner(1), runner(2), runner(3), runner(4)];
    expect(teamEntryRefusal(candidate({ event: mixed, members: boys }))).toBeNull();
    const both = [runner(1), runner(2, 'female'), runner(3), runner(4, 'female')];
    expect(teamEntryRefusal(candidate({ event: mixed, members: both }))).toBeNull();
  });

  it('refuses a student already running for another team of the event', () => {
    expect(teamEntryRefusal(candidate({ inOtherTeams: new Set(['s3']) }))).toEqual({
      field: 'studentIds',
      id: 'meetTeam.inOtherTeam',
      values: { name: '跑者3', event: '4×100 米接力' },
    });
  });

  it('names a team by its class and its members in order, in each language', () => {
    expect(teamLabel('zh-CN', '五年级 1 班', ['甲', '乙'])).toBe('五年级 1 班（甲、乙）');
    expect(teamLabel('en-US', 'Grade 5 Class 1', ['Ann', 'Bo'])).toBe('Grade 5 Class 1 (Ann, Bo)');
    expect(teamLabel('zh-TW', '五年級 1 班', [])).toBe('五年級 1 班');
  });

  it('takes an event’s team size from 2 to 20, or none', () => {
    const relay = { name: '4×100 米接力', discipline: 'relay', sex: 'male', measure: 'timed', unit: 'second' };
    expect(eventSchema.parse({ ...relay, teamSize: '8' })).toMatchObject({ teamSize: 8 });
    expect(eventSchema.parse({ ...relay, teamSize: '' })).toMatchObject({ teamSize: null });
    for (const teamSize of [1, 21, 2.5]) {
      const parsed = eventSchema.safeParse({ ...relay, teamSize });
      expect(parsed.success ? [] : validationIssues(parsed.error).map((issue) => `${issue.path}:${issue.id}`)).toEqual([
        'teamSize:validation.meetEvent.teamSize',
      ]);
    }
  });
});

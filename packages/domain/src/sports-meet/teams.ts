import type { DomainLocale } from '../messages/index.ts';
import type { Sex } from '../sex.ts';
import {
  type EventDiscipline,
  type EventSex,
  eventKindOf,
  type FieldProblem,
  gradeFits,
  registrationWindow,
  sexFits,
} from './events.ts';

/**
 * The sizes of a class's team. A relay is run by exactly its legs: four unless the event says
 * otherwise (a 4×100 m, or an 8×50 m shuttle relay set to eight). A team game takes from two
 * players up to its own size, twelve unless the event says otherwise (a tug of war, a rope team).
 * An event's own size is between 2 and 20: a school class fields no bigger side.
 */
export const TEAM_LIMITS = {
  size: { min: 2, max: 20 },
  relayLegs: 4,
  gameMin: 2,
  gameMax: 12,
} as const;

/** The fewest and most members a team of an event takes; a relay's are the same, its legs. */
export function teamSizeOf(event: { discipline: EventDiscipline; teamSize: number | null }): {
  min: number;
  max: number;
} {
  if (event.discipline === 'relay') {
    const legs = event.teamSize ?? TEAM_LIMITS.relayLegs;
    return { min: legs, max: legs };
  }
  return { min: TEAM_LIMITS.gameMin, max: Math.max(TEAM_LIMITS.gameMin, event.teamSize ?? TEAM_LIMITS.gameMax) };
}

/** A member of a team as the rules judge them: their own class, sex and the grade of their class. */
export interface TeamMemberCandidate {
  studentId: string;
  name: string;
  sex: Sex;
  classId: string;
  gradeId: string;
}

/** What a class's team in an event is judged on. */
export interface TeamCandidate {
  /** The meet: its registration period and status. */
  meet: { registrationStart: string; registrationEnd: string; status: string };
  /** The day it is, in the caller's time zone. */
  today: string;
  /** The event entered. */
  event: {
    name: string;
    discipline: EventDiscipline;
    sex: EventSex;
    gradeIds: readonly string[];
    teamSize: number | null;
  };
  /** The class the team stands for. */
  team: { classId: string; className: string };
  /** The members in order: leg 1 first. */
  members: readonly TeamMemberCandidate[];
  /** The members already running for another class's team in the same event. */
  inOtherTeams: ReadonlySet<string>;
}

/**
 * Why a class's team may not be entered (or its members changed) in an event, on the field it is
 * reported on, or null when it may stand. In order: registration is open, the event is a relay or
 * team game, the team has its size, no student is in it twice, and each member is of the team's
 * class, of the event's sex (a mixed event takes either, with no share of each required) and
 * grades, and in no other team of the event. A relay is no individual event, so it takes nothing
 * of an athlete's own events under the meet's rule, and a class enters one team an event whatever
 * the meet's rule of athletes per class (the route's unique index holds that).
 */
export function teamEntryRefusal(candidate: TeamCandidate): FieldProblem<'eventId' | 'studentIds'> | null {
  const { meet, event, team, members } = candidate;
  const window = registrationWindow(meet, candidate.today);
  if (window !== 'open')
    return {
      field: 'eventId',
      id: window === 'notOpen' ? 'meetEntry.notOpen' : 'meetEntry.closed',
      values: { start: meet.registrationStart, end: meet.registrationEnd },
    };
  if (eventKindOf(event.discipline) !== 'relay')
    return { field: 'eventId', id: 'meetTeam.notTeamEvent', values: { event: event.name } };
  const size = teamSizeOf(event);
  if (members.length < size.min || members.length > size.max)
    return {
      field: 'studentIds',
      id: size.min === size.max ? 'meetTeam.legs' : 'meetTeam.size',
      values: { event: event.name, min: size.min, max: size.max },
    };
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.studentId)) return { field: 'studentIds', id: 'meetTeam.twice', values: { name: member.name } };
    seen.add(member.studentId);
  }
  for (const member of members) {
    if (member.classId !== team.classId)
      return {
        field: 'studentIds',
        id: 'meetTeam.otherClass',
        values: { name: member.name, className: team.className },
      };
    if (!sexFits(event.sex, member.sex))
      return { field: 'studentIds', id: 'meetEntry.wrongSex', values: { name: member.name, event: event.name } };
    if (!gradeFits(event.gradeIds, member.gradeId))
      return { field: 'studentIds', id: 'meetEntry.wrongGrade', values: { name: member.name, event: event.name } };
    if (candidate.inOtherTeams.has(member.studentId))
      return { field: 'studentIds', id: 'meetTeam.inOtherTeam', values: { name: member.name, event: event.name } };
  }
  return null;
}

/**
 * A team as results, start lists and certificates name it: its class, then its members in leg
 * order, so a relay's runners read as they run.
 */
export function teamLabel(locale: DomainLocale, className: string, members: readonly string[]): string {
  if (members.length === 0) return className;
  return locale === 'en-US' ? `${className} (${members.join(', ')})` : `${className}（${members.join('、')}）`;
}

import * as z from 'zod/mini';
import type { DomainMessageId, MessageValues } from '../messages/index.ts';
import { wholeNumberInput, withChecks } from '../schema.ts';
import type { Sex } from '../sex.ts';
import { notBlank, plainText } from '../text.ts';
import { MEET_LIMITS } from './meet.ts';
import type { EventKind } from './settings.ts';

/** What kind of event: run on the track, jumped or thrown on the field, a relay, or a team game. */
export const EVENT_DISCIPLINES = ['track', 'field', 'relay', 'team'] as const;
export type EventDiscipline = (typeof EVENT_DISCIPLINES)[number];

/** Who an event is for: boys, girls, or both together. */
export const EVENT_SEXES = ['male', 'female', 'mixed'] as const;
export type EventSex = (typeof EVENT_SEXES)[number];

/** How a mark is taken: a time, a distance, a height, or a count (rope skips, shuttlecock kicks). */
export const EVENT_MEASURES = ['timed', 'distance', 'height', 'counted'] as const;
export type EventMeasure = (typeof EVENT_MEASURES)[number];

/** The units each way of measuring is written in. */
export const MEASURE_UNITS = {
  timed: ['second', 'minute'],
  distance: ['metre', 'centimetre'],
  height: ['metre', 'centimetre'],
  counted: ['count'],
} as const satisfies Record<EventMeasure, readonly string[]>;

/** Every unit a mark is written in. */
export const EVENT_UNITS = ['second', 'minute', 'metre', 'centimetre', 'count'] as const;
export type EventUnit = (typeof EVENT_UNITS)[number];

/** Rounds: heats then a final, or a final alone (a small field, or a field event). */
export const EVENT_ROUNDS = ['final', 'heatsAndFinal'] as const;
export type EventRounds = (typeof EVENT_ROUNDS)[number];

/**
 * The bounds of a meet's events. SPEC leaves them unsaid; these are ours: a school meet has some
 * dozens of events (60 with every grade and sex apart), so 200 is room enough while the events tab
 * stays one short list; a name is as short as a programme line; an event is for at most the 12
 * school grades.
 */
export const EVENT_LIMITS = {
  perMeet: 200,
  nameLength: 30,
  grades: 12,
  /** An event's own cap on a class's entries, over the meet's rule. */
  entriesPerClass: MEET_LIMITS.athletesPerClass,
  /**
   * How long an event holds its venue and its athletes, in minutes: from a single race of five
   * minutes to a day's long event (ours: a school day's eight hours). Half an hour until set.
   */
  durationMinutes: { min: 5, max: 480, default: 30 },
  /** A relay's legs, or the most players of a team game: see `TEAM_LIMITS`; none is the default. */
  teamSize: { min: 2, max: 20 },
} as const;

/** The ways of measuring each discipline allows: races are timed; jumps, throws and skips are not. */
const DISCIPLINE_MEASURES: Record<EventDiscipline, readonly EventMeasure[]> = {
  track: ['timed'],
  relay: ['timed'],
  field: ['distance', 'height', 'counted'],
  team: EVENT_MEASURES,
};

/** A start time `YYYY-MM-DDTHH:mm` as the event form sends it, checked for a real day and hour. */
function isStartTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/** A blank text (or none) as null: the optional fields of the form left empty. */
const blankAsNull = (value: unknown): unknown =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/**
 * The fields of a meet's event as its form sends them: name, discipline, sex, how it is measured
 * and in what unit, its rounds, an optional cap on a class's entries (none: the meet's rule), the
 * optional size of its teams (relays and team games; none: four legs, or up to twelve players) and an
 * optional start time (the calendar's later). {@link eventSchema} adds the checks across fields.
 */
export const eventFields = {
  name: withChecks(
    z.string({ error: 'validation.meetEvent.name' }),
    z.trim(),
    z.minLength(1, { error: 'validation.meetEvent.name', abort: true }),
    notBlank('validation.meetEvent.name'),
    z.maxLength(EVENT_LIMITS.nameLength, 'validation.meetEvent.name'),
    plainText(),
  ),
  discipline: z.enum(EVENT_DISCIPLINES, { error: 'validation.meetEvent.discipline' }),
  sex: z.enum(EVENT_SEXES, { error: 'validation.meetEvent.sex' }),
  measure: z.enum(EVENT_MEASURES, { error: 'validation.meetEvent.measure' }),
  unit: z.enum(EVENT_UNITS, { error: 'validation.meetEvent.unit' }),
  rounds: z._default(z.enum(EVENT_ROUNDS, { error: 'validation.meetEvent.rounds' }), 'final'),
  maxEntriesPerClass: z._default(
    z.pipe(
      z.transform(blankAsNull),
      z.union([
        z.null(),
        wholeNumberInput(
          'validation.meetEvent.entriesPerClass',
          EVENT_LIMITS.entriesPerClass.min,
          EVENT_LIMITS.entriesPerClass.max,
        ),
      ]),
    ),
    null,
  ),
  startTime: z._default(
    z.pipe(
      z.transform(blankAsNull),
      z.union([
        z.null(),
        withChecks(
          z.string({ error: 'validation.meetEvent.startTime' }),
          z.maxLength(16, { error: 'validation.meetEvent.startTime', abort: true }),
          z.refine(isStartTime, 'validation.meetEvent.startTime'),
          plainText(),
        ),
      ]),
    ),
    null,
  ),
  teamSize: z._default(
    z.pipe(
      z.transform(blankAsNull),
      z.union([
        z.null(),
        wholeNumberInput('validation.meetEvent.teamSize', EVENT_LIMITS.teamSize.min, EVENT_LIMITS.teamSize.max),
      ]),
    ),
    null,
  ),
  durationMinutes: z._default(
    wholeNumberInput(
      'validation.meetEvent.duration',
      EVENT_LIMITS.durationMinutes.min,
      EVENT_LIMITS.durationMinutes.max,
    ),
    EVENT_LIMITS.durationMinutes.default,
  ),
};

/** The fields of an event that must agree with each other. */
export interface EventShape {
  discipline: EventDiscipline;
  measure: EventMeasure;
  unit: EventUnit;
}

/** A problem of an event's form, on the field it is reported on. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  id: DomainMessageId;
  values?: MessageValues;
}

/**
 * The first disagreement of an event's fields: a race (track or relay) is timed, a field event is
 * measured or counted, and the unit is one of its measure's ({@link MEASURE_UNITS}). Null when they agree.
 */
export function eventShapeProblem(event: EventShape): FieldProblem<'measure' | 'unit'> | null {
  if (!DISCIPLINE_MEASURES[event.discipline].includes(event.measure))
    return { field: 'measure', id: 'validation.meetEvent.measureOfDiscipline' };
  if (!(MEASURE_UNITS[event.measure] as readonly string[]).includes(event.unit))
    return { field: 'unit', id: 'validation.meetEvent.unit' };
  return null;
}

/** The check of {@link eventShapeProblem} for any object schema holding an event's fields. */
export const eventShapeAgrees = z.superRefine((event: EventShape, context) => {
  const problem = eventShapeProblem(event);
  if (problem) context.addIssue({ code: 'custom', message: problem.id, path: [problem.field], input: event });
});

/** An event's form: {@link eventFields} agreeing with each other. */
export const eventSchema = withChecks(z.object(eventFields), eventShapeAgrees);

/**
 * A start time outside the meet's days: an event starts on one of them. Null when it is inside, or
 * when there is none.
 */
export function eventTimeProblem(
  startTime: string | null,
  meet: { startDate: string; endDate: string },
): FieldProblem<'startTime'> | null {
  if (startTime === null) return null;
  const day = startTime.slice(0, 10);
  if (day < meet.startDate || day > meet.endDate)
    return {
      field: 'startTime',
      id: 'validation.meetEvent.startTimeOutside',
      values: { start: meet.startDate, end: meet.endDate },
    };
  return null;
}

/**
 * A meet's events change only before it starts: once under way, heats, entries and results hang on
 * them (its rules may still be corrected, see `canEditMeet`, its events not).
 */
export function canEditEvents(status: string): boolean {
  return status === 'notStarted';
}

/** Relays and team games count as one entry of their side, not against an athlete's own events. */
export function eventKindOf(discipline: EventDiscipline): EventKind {
  return discipline === 'relay' || discipline === 'team' ? 'relay' : 'individual';
}

/** Whether an athlete of `sex` may enter an event for `eventSex`: their own sex's, or a mixed one. */
export function sexFits(eventSex: EventSex, sex: Sex): boolean {
  return eventSex === 'mixed' || eventSex === sex;
}

/**
 * Whether an athlete of the grade `gradeId` may enter an event for `gradeIds`: one of them, or
 * any grade where the event names none (a whole-school event).
 */
export function gradeFits(gradeIds: readonly string[], gradeId: string): boolean {
  return gradeIds.length === 0 || gradeIds.includes(gradeId);
}

/** Where a meet stands with its registration on a day: not open yet, open, or closed. */
export function registrationWindow(
  meet: { registrationStart: string; registrationEnd: string; status: string },
  today: string,
): 'notOpen' | 'open' | 'closed' {
  if (meet.status !== 'notStarted' || today > meet.registrationEnd) return 'closed';
  return today < meet.registrationStart ? 'notOpen' : 'open';
}

/** What a new entry is judged on. */
export interface EntryCandidate {
  /** The meet: its registration period, status and limits. */
  meet: {
    registrationStart: string;
    registrationEnd: string;
    status: string;
    maxEventsPerAthlete: number;
    maxAthletesPerClassPerEvent: number;
  };
  /** The day it is, in the caller's time zone. */
  today: string;
  /** The event entered. */
  event: {
    name: string;
    discipline: EventDiscipline;
    sex: EventSex;
    gradeIds: readonly string[];
    maxEntriesPerClass: number | null;
  };
  /** The athlete entered, with the grade of their class. */
  athlete: { name: string; sex: Sex; gradeId: string; className: string };
  /** The individual events the athlete is already entered in at this meet. */
  athleteEvents: number;
  /** The athletes of the athlete's class and sex already entered in this event. */
  classEntries: number;
}

/** The most athletes of one class and sex an event takes: its own cap, else the meet's rule. */
export function entriesPerClassOf(
  event: { maxEntriesPerClass: number | null },
  meet: { maxAthletesPerClassPerEvent: number },
): number {
  return event.maxEntriesPerClass ?? meet.maxAthletesPerClassPerEvent;
}

/**
 * Why an athlete may not be entered in an event, on the field it is reported on, or null when the
 * entry may stand. In order: registration is open (SPEC 5: it closes before the meet starts),
 * relays and team games take a class's team instead (`teamEntryRefusal`), the event is for the athlete's sex and grade,
 * the athlete has an individual event left under the meet's rule, and the class has a place left
 * in the event for the athlete's sex (shared RULES.md: per class, sex and event).
 */
export function entryRefusal(candidate: EntryCandidate): FieldProblem<'eventId' | 'studentId'> | null {
  const { meet, event, athlete } = candidate;
  const window = registrationWindow(meet, candidate.today);
  if (window !== 'open')
    return {
      field: 'eventId',
      id: window === 'notOpen' ? 'meetEntry.notOpen' : 'meetEntry.closed',
      values: { start: meet.registrationStart, end: meet.registrationEnd },
    };
  if (eventKindOf(event.discipline) !== 'individual')
    return { field: 'eventId', id: 'meetEntry.teamEvent', values: { event: event.name } };
  if (!sexFits(event.sex, athlete.sex))
    return { field: 'studentId', id: 'meetEntry.wrongSex', values: { name: athlete.name, event: event.name } };
  if (!gradeFits(event.gradeIds, athlete.gradeId))
    return { field: 'studentId', id: 'meetEntry.wrongGrade', values: { name: athlete.name, event: event.name } };
  if (candidate.athleteEvents >= meet.maxEventsPerAthlete)
    return {
      field: 'studentId',
      id: 'meetEntry.tooManyEvents',
      values: { name: athlete.name, max: meet.maxEventsPerAthlete },
    };
  const perClass = entriesPerClassOf(event, meet);
  if (candidate.classEntries >= perClass)
    return {
      field: 'studentId',
      id: 'meetEntry.tooManyFromClass',
      values: { className: athlete.className, event: event.name, max: perClass },
    };
  return null;
}

/** An entry is withdrawn only while registration is open: after it, heats are drawn from the entries. */
export function canWithdrawEntry(
  meet: { registrationStart: string; registrationEnd: string; status: string },
  today: string,
): boolean {
  return registrationWindow(meet, today) === 'open';
}

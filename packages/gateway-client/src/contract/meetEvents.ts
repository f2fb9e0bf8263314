// A sports meet's events and registration (issue 46, its second step): the events and
// registration tabs of the meet's detail page. Events change while the meet has not started;
// during the registration period classes enter their students, within the meet's rules.
import {
  EVENT_DISCIPLINES,
  EVENT_LIMITS,
  EVENT_MEASURES,
  EVENT_ROUNDS,
  EVENT_SEXES,
  EVENT_UNITS,
  eventFields,
  eventShapeAgrees,
  statusesOf,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, recordId } from './fields.ts';
import * as call from './screen.ts';

/** An event of a meet as the events tab and the registration's choices show it. */
export const meetEventRecord = z.object({
  eventId: z.string(),
  meetId: z.string(),
  name: z.string(),
  discipline: z.enum(EVENT_DISCIPLINES),
  sex: z.enum(EVENT_SEXES),
  /** The grades it is for, in grade order; none: every grade. */
  grades: z.array(z.object({ gradeId: z.string(), name: z.string() })),
  measure: z.enum(EVENT_MEASURES),
  unit: z.enum(EVENT_UNITS),
  rounds: z.enum(EVENT_ROUNDS),
  /** The event's own cap on a class's athletes of a sex; null: the meet's rule. */
  maxEntriesPerClass: z.nullable(z.int()),
  /** A relay's legs or a team game's most players; null: the domain's default (`teamSizeOf`). */
  teamSize: z.nullable(z.int()),
  /** `YYYY-MM-DDTHH:mm`, or null until the calendar sets it. */
  startTime: z.nullable(z.string()),
  /** How long it holds its venue and athletes, in minutes. */
  durationMinutes: z.int(),
  venue: z.nullable(z.object({ venueId: z.string(), name: z.string() })),
  /** Athletes entered. */
  entryCount: z.int(),
  /** Whether its heats or flights are drawn (SPEC 4's grouped / ungrouped): a draw groups it, a redraw regroups it. */
  grouping: z.enum(statusesOf('grouping') as ['ungrouped', 'grouped']),
});

/** An optional id of a form: blank or left out is none. */
const optionalId = (id: Parameters<typeof recordId>[0]) =>
  z._default(
    z.pipe(
      z.transform((value: unknown): unknown =>
        value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
      ),
      z.union([z.null(), recordId(id)]),
    ),
    null,
  );

/** The event form's fields: the domain's, the organisation's grades it is for, and its venue. */
const eventForm = {
  ...eventFields,
  gradeIds: z._default(
    withChecks(
      z.array(recordId('validation.meetEvent.grades'), { error: 'validation.meetEvent.grades' }),
      z.maxLength(EVENT_LIMITS.grades, 'validation.meetEvent.grades'),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.meetEvent.grades'),
    ),
    [],
  ),
  venueId: optionalId('validation.venue.required'),
};

const meetEventScreen = call.screen(
  'meetEvent',
  'sportsMeet',
  { eventId: recordId('meetEvent.notFound') },
  'sportsMeet/event',
);

/** `GET /api/busi/web/sportsMeet/event/list`: a meet's events (at most 200), by name. */
export const meetEventList = call.read(meetEventScreen, 'List', 'list', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.array(meetEventRecord),
  summary: 'The events of a sports meet, by name, with their entries counted',
});

/** A clash of the programme: a venue used twice at once, or athletes in two events at once. */
export const calendarClashRecord = z.object({
  kind: z.enum(['venue', 'athlete']),
  /** The two events, the earlier first. */
  eventIds: z.tuple([z.string(), z.string()]),
  /** The clash in the caller's language, naming the venue or the athletes and the two events. */
  message: z.string(),
});

/**
 * `GET /api/busi/web/sportsMeet/event/calendar`: a meet's programme, its events in start order
 * (those without a start time last) and every clash between them.
 */
export const meetEventCalendar = call.read(meetEventScreen, 'Calendar', 'calendar', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.object({
    events: z.array(meetEventRecord),
    clashes: z.array(calendarClashRecord),
  }),
  summary: 'The programme of a sports meet: its events in start order, and where venues or athletes clash',
});

/** `GET /api/busi/web/sportsMeet/event/grades`: the grades an event may be for. */
export const meetEventGrades = call.read(meetEventScreen, 'Grades', 'grades', {
  request: z.object({}),
  data: z.array(z.object({ gradeId: z.string(), name: z.string() })),
  summary: 'The organisation’s grades in order, that an event may be for',
});

/** `GET /api/busi/web/sportsMeet/event/venues`: the venues an event may be held at. */
export const meetEventVenues = call.read(meetEventScreen, 'Venues', 'venues', {
  request: z.object({}),
  data: z.array(z.object({ venueId: z.string(), name: z.string() })),
  summary: 'The organisation’s venues by name, that an event may be held at',
});

/** `POST /api/busi/web/sportsMeet/event/add`: a new event of a meet that has not started. */
export const meetEventAdd = call.write(meetEventScreen, 'Add', 'add', 'eventAdd', {
  request: withChecks(z.object({ meetId: recordId('meet.notFound'), ...eventForm }), eventShapeAgrees),
  data: z.object({ eventId: z.string() }),
  summary: 'Add an event to a sports meet that has not started (at most 200 events a meet)',
});

/** `POST /api/busi/web/sportsMeet/event/edit`: changes an event of a meet that has not started. */
export const meetEventEdit = call.write(meetEventScreen, 'Edit', 'edit', 'eventEdit', {
  request: withChecks(z.object({ eventId: recordId('meetEvent.notFound'), ...eventForm }), eventShapeAgrees),
  data: z.null(),
  summary: 'Edit an event of a sports meet that has not started',
});

/** `POST /api/busi/web/sportsMeet/event/delete`: deletes an event nobody is entered in, before the meet starts. */
export const meetEventDelete = call.write(meetEventScreen, 'Delete', 'delete', 'eventDelete', {
  request: z.object({ eventId: recordId('meetEvent.notFound') }),
  data: z.null(),
  summary: 'Delete an event of a sports meet that has not started and has no entries',
});

/** An athlete entered in an event, as the registration tab and its export show it. */
export const meetEntryRecord = z.object({
  entryId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  sex: z.enum(['male', 'female']),
  classId: z.string(),
  /** The class as people name it, after its grade. */
  className: z.string(),
  createdAt: z.string(),
});

const meetEntryScreen = call.screen(
  'meetEntry',
  'sportsMeet',
  { entryId: recordId('meetEntry.notFound') },
  'sportsMeet/entry',
);

/** `GET /api/busi/web/sportsMeet/entry/page`: a page of a meet's entries, by event and class. */
export const meetEntryPage = call.page(
  meetEntryScreen,
  {
    meetId: recordId('meet.notFound'),
    eventId: z.optional(recordId('meetEvent.notFound')),
    classId: z.optional(recordId('class.notFound')),
    keyword: keywordInput(),
  },
  meetEntryRecord,
  'A page of the athletes entered in a sports meet, filtered by event, class and name',
);

/** Every entry the page finds with the same filters, streamed for its export. */
export const meetEntryExport = call.exported(meetEntryScreen, meetEntryPage);

/** The caller's clock: minutes east of UTC, so that "today" of the registration period is theirs. */
const utcOffset = z.optional(wholeNumberInput('validation.audit.offset', -720, 840));

/** `POST /api/busi/web/sportsMeet/entry/register`: enters a student in an event, during registration. */
export const meetEntryRegister = call.write(meetEntryScreen, 'Register', 'register', 'register', {
  request: z.object({
    eventId: recordId('meetEvent.notFound'),
    studentId: recordId('student.notFound'),
    utcOffset,
  }),
  data: z.object({ entryId: z.string() }),
  summary:
    'Enter a student of the organisation in an event during the registration period, within the meet’s limits and the event’s sex and grades',
});

/** `POST /api/busi/web/sportsMeet/entry/withdraw`: takes an entry back, during registration. */
export const meetEntryWithdraw = call.write(meetEntryScreen, 'Withdraw', 'withdraw', 'withdraw', {
  request: z.object({
    entryId: recordId('meetEntry.notFound'),
    utcOffset,
  }),
  data: z.null(),
  summary: 'Withdraw an athlete from an event during the registration period',
});

/** A member of a class's team, in leg order. */
export const meetTeamMemberRecord = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNumber: z.string(),
  sex: z.enum(['male', 'female']),
  /** The member's place in the team's order, from 1: a relay's leg. */
  leg: z.int(),
});

/** A class's team entered in a relay or team game, with its members in order. */
export const meetTeamRecord = z.object({
  entryId: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  classId: z.string(),
  /** The class as people name it, after its grade. */
  className: z.string(),
  /** The event's sex; `mixed` for a mixed event. */
  sex: z.enum(EVENT_SEXES),
  members: z.array(meetTeamMemberRecord),
  createdAt: z.string(),
});

/** `GET /api/busi/web/sportsMeet/entry/teams`: a meet's class teams in relays and team games. */
export const meetEntryTeams = call.read(meetEntryScreen, 'Teams', 'teams', {
  request: z.object({ meetId: recordId('meet.notFound'), eventId: z.optional(recordId('meetEvent.notFound')) }),
  data: z.array(meetTeamRecord),
  summary: 'The class teams entered in the relays and team games of a sports meet, with their members in order',
});

/**
 * `POST /api/busi/web/sportsMeet/entry/teamSave`: enters a class's team in a relay or team game, or
 * replaces its members, during registration.
 */
export const meetEntryTeamSave = call.write(meetEntryScreen, 'TeamSave', 'teamSave', 'register', {
  request: z.object({
    eventId: recordId('meetEvent.notFound'),
    classId: recordId('class.notFound'),
    /** The members in order: leg 1 first. */
    studentIds: withChecks(
      z.array(recordId('student.notFound'), { error: 'validation.meetTeam.members' }),
      z.maxLength(EVENT_LIMITS.teamSize.max, 'validation.meetTeam.members'),
    ),
    utcOffset,
  }),
  data: z.object({ entryId: z.string() }),
  summary:
    'Enter a class’s team in a relay or team game during the registration period, or replace its members, in order, of the class, the event’s sex and grades',
});

/** `GET /api/busi/web/sportsMeet/entry/classes`: the classes that may enter athletes. */
export const meetEntryClasses = call.read(meetEntryScreen, 'Classes', 'classes', {
  request: z.object({}),
  data: z.array(z.object({ classId: z.string(), name: z.string() })),
  summary: 'The organisation’s classes that enter athletes, by grade and code',
});

/**
 * `GET /api/busi/web/sportsMeet/entry/classSummary`: how far each class has entered a meet, so that
 * the organiser can chase the classes that have not.
 */
export const meetEntryClassSummary = call.read(meetEntryScreen, 'ClassSummary', 'classSummary', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.array(
    z.object({
      classId: z.string(),
      name: z.string(),
      /** Entries of its students in individual events. */
      athletes: z.int(),
      /** Its teams in relays and team games. */
      teams: z.int(),
      /** SPEC 4's registered / unregistered: registered once it has an entry, an athlete or a team. */
      registration: z.enum(statusesOf('registration') as ['unregistered', 'registered']),
    }),
  ),
  summary: 'The organisation’s classes with their athletes’ entries and teams in a meet, registered or not',
});

/** `GET /api/busi/web/sportsMeet/entry/students`: a class's students, to enter. */
export const meetEntryStudents = call.read(meetEntryScreen, 'Students', 'students', {
  request: z.object({ classId: recordId('class.notFound') }),
  data: z.array(
    z.object({ studentId: z.string(), name: z.string(), studentNumber: z.string(), sex: z.enum(['male', 'female']) }),
  ),
  summary: 'The students of a class, by student number, to enter in events',
});

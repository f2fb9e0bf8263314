// A sports meet's results on the day (issue 46): the meet detail's results, records and standings
// tabs. Marks are typed per heat (or flight) while the meet is in progress, each cell on the version
// it was typed over, so one changed meanwhile comes back as a conflict; a second person, who typed
// none of its marks, confirms the heat; once every heat of an event is, its places, points and any
// broken record are official, and a broken record confirmed becomes the record.
import {
  EVENT_MEASURES,
  EVENT_SEXES,
  EVENT_UNITS,
  MARK_MAXIMUM,
  plainText,
  RESULT_STATUSES,
  SEXES,
  TEAM_SCORINGS,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** Results one save sends: a heat or flight is at most some dozens of athletes. */
export const MEET_RESULT_BATCH = 200;

const meetResultScreen = call.screen(
  'meetResult',
  'sportsMeet',
  { eventId: recordId('meetEvent.notFound') },
  'sportsMeet/result',
);

const heat = wholeNumberInput('validation.meetResult.heat', 1, 1000);
const version = wholeNumberInput('validation.meetResult.version', 1, 2_147_483_647);
const status = z.enum(RESULT_STATUSES, { error: 'validation.meetResult.status' });

/** A mark as typed, or as a number; the gateway reads it by the event and rounds it by the meet. */
const mark = z.union([
  withChecks(
    z.number({ error: 'validation.meetResult.mark' }),
    z.gte(0, 'validation.meetResult.mark'),
    z.lte(MARK_MAXIMUM, 'validation.meetResult.mark'),
  ),
  withChecks(
    z.string({ error: 'validation.meetResult.mark' }),
    z.maxLength(20, 'validation.meetResult.mark'),
    plainText(),
  ),
]);

/** An athlete's stored result, as the grid shows it, with the version it was read on. */
export const meetResultValue = z.object({
  resultId: z.string(),
  entryId: z.string(),
  status: z.enum(RESULT_STATUSES),
  /** In the event's unit, a time in seconds; null unless `ok`. */
  mark: z.nullable(z.number()),
  version: z.int(),
  /** Who typed it (the account's person's name); null once that account is gone. */
  enteredBy: z.nullable(z.string()),
  /** Whether the caller typed it: a heat is confirmed by someone who typed none of its marks. */
  enteredByCaller: z.boolean(),
  enteredAt: z.string(),
});

const eventHead = z.object({
  eventId: z.string(),
  name: z.string(),
  sex: z.enum(EVENT_SEXES),
  measure: z.enum(EVENT_MEASURES),
  unit: z.enum(EVENT_UNITS),
});

/** A heat's (or flight's) confirmation: by whom and when, or null while waiting for it. */
const confirmation = z.nullable(z.object({ by: z.nullable(z.string()), at: z.string() }));

/** `GET /api/busi/web/sportsMeet/result/sheet`: the result sheet of a heat or flight. */
export const meetResultSheet = call.read(meetResultScreen, 'Sheet', 'sheet', {
  request: z.object({ eventId: recordId('meetEvent.notFound'), heat }),
  data: z.object({
    event: eventHead,
    /** The meet's decimals of marks. */
    decimals: z.int(),
    /** Whether marks may be typed: the meet is in progress. */
    open: z.boolean(),
    heat: z.int(),
    confirmed: confirmation,
    athletes: z.array(
      z.object({
        entryId: z.string(),
        name: z.string(),
        studentNumber: z.string(),
        className: z.string(),
        /** Lane of a race, order of trial of a field event. */
        position: z.int(),
        result: z.nullable(meetResultValue),
      }),
    ),
  }),
  summary:
    'The athletes of one heat or flight of a drawn event by lane or order, each with their result, and its check',
});

/** `POST /api/busi/web/sportsMeet/result/save`: results typed into a heat's sheet. */
export const meetResultSave = call.write(meetResultScreen, 'Save', 'save', 'resultEnter', {
  request: z.object({
    eventId: recordId('meetEvent.notFound'),
    heat,
    entries: withChecks(
      z.array(
        z.object({
          entryId: recordId('meetEntry.notFound'),
          status,
          /** As typed (`12.34`, `1'05"32`, `5.62`) or a number; null or empty with DNS, DNF or DQ. */
          mark: z._default(z.nullable(mark), null),
          /** The version of the result this replaces; left out for a new one. */
          version: z.optional(version),
        }),
        { error: 'validation.meetResult.entries' },
      ),
      z.minLength(1, 'validation.meetResult.entries'),
      z.maxLength(MEET_RESULT_BATCH, 'validation.meetResult.entries'),
    ),
  }),
  data: z.object({
    /** The results stored, as the sheet now shows them. */
    saved: z.array(meetResultValue),
    /** The cells someone else changed meanwhile: theirs stays, the caller's is not stored. */
    conflicts: z.array(meetResultValue),
  }),
  summary:
    'Store results typed into a heat of a meet in progress, marks rounded by the meet; a result changed meanwhile comes back as a conflict, and a change takes the heat’s check away',
});

/** `POST /api/busi/web/sportsMeet/result/confirm`: a second person's check of a heat. */
export const meetResultConfirm = call.write(meetResultScreen, 'Confirm', 'confirm', 'resultConfirm', {
  request: z.object({ eventId: recordId('meetEvent.notFound'), heat }),
  data: z.null(),
  summary:
    'Confirm a heat or flight whose every athlete has a result, by someone who typed none of them: its places become official',
});

/** `GET /api/busi/web/sportsMeet/result/event`: an event's heats, and its places and points once official. */
export const meetResultEvent = call.read(meetResultScreen, 'Event', 'event', {
  request: z.object({ eventId: recordId('meetEvent.notFound') }),
  data: z.object({
    event: eventHead,
    heats: z.array(z.object({ heat: z.int(), athletes: z.int(), results: z.int(), confirmed: confirmation })),
    /** Every heat complete and confirmed: the places and points below are final. */
    official: z.boolean(),
    /** Empty until official; best first, athletes without a place last. */
    results: z.array(
      z.object({
        entryId: z.string(),
        name: z.string(),
        className: z.string(),
        status: z.enum(RESULT_STATUSES),
        mark: z.nullable(z.number()),
        place: z.nullable(z.int()),
        points: z.number(),
        tiedCount: z.int(),
        /** The mark beats the standing record of the athlete's sex. */
        newRecord: z.boolean(),
      }),
    ),
  }),
  summary: 'An event’s heats and their checks, and its places and points once every heat is confirmed',
});

const recordValue = z.object({
  recordId: z.string(),
  mark: z.number(),
  holderName: z.string(),
  className: z.string(),
  meetName: z.string(),
  setOn: z.string(),
});

/** `GET /api/busi/web/sportsMeet/result/records`: the records of a meet's events. */
export const meetResultRecords = call.read(meetResultScreen, 'Records', 'records', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.array(
    z.object({
      eventId: z.string(),
      name: z.string(),
      sex: z.enum(SEXES),
      measure: z.enum(EVENT_MEASURES),
      unit: z.enum(EVENT_UNITS),
      /** The record standing, or null where the event has none. */
      record: z.nullable(recordValue),
      /** A mark of this meet's official results that breaks it, waiting for its confirmation. */
      broken: z.nullable(z.object({ mark: z.number(), holders: z.array(z.string()) })),
    }),
  ),
  summary:
    'Each event and sex of a meet with its record standing (by event name across meets) and a mark of this meet that breaks it',
});

/** `POST /api/busi/web/sportsMeet/result/recordConfirm`: a broken record confirmed becomes the record. */
export const meetResultRecordConfirm = call.write(meetResultScreen, 'RecordConfirm', 'recordConfirm', 'resultConfirm', {
  request: z.object({
    eventId: recordId('meetEvent.notFound'),
    sex: z.enum(SEXES, { error: 'validation.meetResult.sex' }),
  }),
  data: z.object({ recordId: z.string() }),
  summary: 'Confirm the broken record of an event and sex of the meet: its mark becomes the record',
});

/** `GET /api/busi/web/sportsMeet/result/standings`: the team standings of a meet. */
export const meetResultStandings = call.read(meetResultScreen, 'Standings', 'standings', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.object({
    /** Whose points add up: each class's or each grade's, as the meet's rules say. */
    scoring: z.enum(TEAM_SCORINGS),
    /** Events whose results are official, of those drawn. */
    officialEvents: z.int(),
    drawnEvents: z.int(),
    standings: z.array(
      z.object({
        teamId: z.string(),
        name: z.string(),
        /** Points plus record bonuses. */
        total: z.number(),
        bonus: z.number(),
        /** Rank: ties share it (1, 2, 2, 4). */
        rank: z.int(),
        /** How many 1st, 2nd, 3rd, ... places. */
        placeCounts: z.array(z.int()),
      }),
    ),
  }),
  summary:
    'The classes or grades of a meet by points of its official events plus record bonuses; equal totals go to the most first places, then second, and teams still equal share the rank',
});

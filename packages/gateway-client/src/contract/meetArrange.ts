// A sports meet's arrangement (issue 46, its third step): the `sportsMeet/detail/arrange` screen.
// Once registration has closed, each event's heats and lanes (a race) or flights and order of trial
// (a field event) are drawn by the domain from its entries and a stored seed; a referee may swap two
// athletes' places by hand, or redraw with a new seed, until the meet ends.
import {
  DRAW_SEED_LIMITS,
  EVENT_DISCIPLINES,
  EVENT_MEASURES,
  EVENT_SEXES,
  EVENT_UNITS,
  wholeNumberInput,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** An athlete in a heat or flight, at a lane or order of trial. */
export const arrangedAthlete = z.object({
  entryId: z.string(),
  /** Null for a class's team in a relay or team game. */
  studentId: z.nullable(z.string()),
  /** The athlete's name; a team's, its class and its members in order. */
  name: z.string(),
  /** Empty for a team. */
  studentNumber: z.string(),
  /** The class as people name it, after its grade. */
  className: z.string(),
  /** The mark the athlete was seeded by, in the event's unit; null: drawn by lot. */
  seedMark: z.nullable(z.number()),
  /** Lane of a race, order of trial of a field event. */
  position: z.int(),
});

/** An event of the meet with its arrangement, if drawn. */
export const meetArrangementRecord = z.object({
  eventId: z.string(),
  name: z.string(),
  discipline: z.enum(EVENT_DISCIPLINES),
  sex: z.enum(EVENT_SEXES),
  measure: z.enum(EVENT_MEASURES),
  unit: z.enum(EVENT_UNITS),
  /** Athletes entered. */
  entryCount: z.int(),
  /** Null until drawn. */
  arrangement: z.nullable(
    z.object({
      /** `lanes`: heats and lanes; `order`: flights and order of trial. */
      kind: z.enum(['lanes', 'order']),
      /** `marks`: seeded by best marks; `lot`: drawn by lot. */
      method: z.enum(['marks', 'lot']),
      /** The seed the draw was made from: the same entries and seed give the same draw. */
      seed: z.int(),
      /** Who drew it (the account's person's name); null once that account is gone. */
      drawnBy: z.nullable(z.string()),
      drawnAt: z.string(),
      /** Heats (or flights) in order, each athlete by lane (or order). */
      heats: z.array(z.object({ number: z.int(), athletes: z.array(arrangedAthlete) })),
      /** Athletes entered since the draw, without a place until a redraw. */
      unplaced: z.int(),
    }),
  ),
});

/** The caller's clock: minutes east of UTC, so that registration's end is judged on their day. */
const utcOffset = z.optional(wholeNumberInput('validation.audit.offset', -720, 840));

const meetArrangeScreen = call.screen(
  'meetArrange',
  'sportsMeet',
  { eventId: recordId('meetEvent.notFound') },
  'sportsMeet/arrange',
);

/** `GET /api/busi/web/sportsMeet/arrange/list`: every event of a meet with its arrangement. */
export const meetArrangeList = call.read(meetArrangeScreen, 'List', 'list', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.array(meetArrangementRecord),
  summary: 'The events of a sports meet, by name, each with its heats and lanes or flights as drawn',
});

/** `POST /api/busi/web/sportsMeet/arrange/draw`: draws one event, or every event not drawn yet. */
export const meetArrangeDraw = call.write(meetArrangeScreen, 'Draw', 'draw', 'draw', {
  request: z.object({
    meetId: recordId('meet.notFound'),
    /** Left out: every event of the meet with entries that is not drawn yet. */
    eventId: z.optional(recordId('meetEvent.notFound')),
    utcOffset,
  }),
  data: z.object({ drawn: z.int() }),
  summary:
    'Draw the heats and lanes (or flights) of one event or of every event not drawn yet, once registration has closed and before the meet ends',
});

/** `POST /api/busi/web/sportsMeet/arrange/redraw`: draws an event again, with a new seed or a given one. */
export const meetArrangeRedraw = call.write(meetArrangeScreen, 'Redraw', 'redraw', 'draw', {
  request: z.object({
    eventId: recordId('meetEvent.notFound'),
    /** Left out: a new random seed; given: the draw of that seed again (a draw replayed). */
    seed: z.optional(wholeNumberInput('validation.meetArrange.seed', DRAW_SEED_LIMITS.min, DRAW_SEED_LIMITS.max)),
    utcOffset,
  }),
  data: z.object({ seed: z.int() }),
  summary: 'Draw an event again from its entries, with a new seed or a given one, undoing any swaps',
});

/** `POST /api/busi/web/sportsMeet/arrange/swap`: two athletes of an event exchange their places. */
export const meetArrangeSwap = call.write(meetArrangeScreen, 'Swap', 'swap', 'arrangeSwap', {
  request: z.object({
    entryId: recordId('meetEntry.notFound'),
    withEntryId: recordId('meetEntry.notFound'),
    utcOffset,
  }),
  data: z.null(),
  summary: 'Exchange the heats and lanes (or flights and order) of two athletes of one drawn event',
});

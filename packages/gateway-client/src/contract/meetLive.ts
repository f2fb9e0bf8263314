// A meet's live results page (issue 46): the organiser shares an address from the meet's detail,
// and anyone holding it reads, without signing in, the meet's official results, team standings and
// the records broken there, as they become official. The address carries a random token; switching
// sharing off, or making a new address, stops the old one at once. The public answer names athletes
// by name and class only: never a student number, an id of a row, or any other personal field.
import {
  EVENT_MEASURES,
  EVENT_SEXES,
  plainText,
  RESULT_STATUSES,
  SEXES,
  TEAM_SCORINGS,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** The events a live page lists, at most: a school meet has some dozens. */
export const MEET_LIVE_EVENTS_MAX = 200;

/** The results of one event a live page lists, at most: the best ones, in place order. */
export const MEET_LIVE_RESULTS_MAX = 500;

/** How often an open live page asks again, in milliseconds. */
export const MEET_LIVE_POLL_MS = 15_000;

/**
 * A live page's token as its address carries it: 32 random bytes in base64url (43 characters). Any
 * other text (too long, other characters) is refused as malformed before anything is looked up.
 */
export const meetLiveToken = withChecks(
  z.string({ error: 'validation.meetLive.token' }),
  z.maxLength(43, 'validation.meetLive.token'),
  z.regex(/^[A-Za-z0-9_-]{43}$/, 'validation.meetLive.token'),
  plainText(),
);

const meetLiveScreen = call.screen('meetLive', 'sportsMeet', { meetId: recordId('meet.notFound') }, 'sportsMeet/live');

/** Whether a meet's live page is shared, and its token while it is. */
const shareState = z.object({
  /** The token of the page's address (`/busi/live/{token}`), or null while sharing is off. */
  token: z.nullable(z.string()),
  /** ISO time the current address was made, or null while sharing is off. */
  sharedAt: z.nullable(z.string()),
});

/** `GET /api/busi/web/sportsMeet/live/state`: whether the meet's live page is shared, and its address. */
export const meetLiveState = call.read(meetLiveScreen, 'State', 'state', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: shareState,
  summary: 'Whether a sports meet’s live results page is shared, with the token of its address while it is',
});

/**
 * `POST /api/busi/web/sportsMeet/live/share` behind the liveShare button: switches sharing on with a
 * new address; while it is on, replaces the address, the old one answering no more.
 */
export const meetLiveShare = call.write(meetLiveScreen, 'Share', 'share', 'liveShare', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: shareState,
  summary: 'Share a sports meet’s live results page under a new random address; an earlier address stops answering',
});

/** `POST /api/busi/web/sportsMeet/live/unshare` behind the liveShare button: the address stops answering. */
export const meetLiveUnshare = call.write(meetLiveScreen, 'Unshare', 'unshare', 'liveShare', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: shareState,
  summary: 'Stop sharing a sports meet’s live results page: its address stops answering at once',
});

/** One official result as the live page shows it. */
const liveResult = z.object({
  /** Null for a DNS, DNF or DQ. */
  place: z.nullable(z.int()),
  name: z.string(),
  className: z.string(),
  status: z.enum(RESULT_STATUSES),
  /** The mark written with the meet's decimals (`12.35`, `1'05"32`), null without one. */
  mark: z.nullable(z.string()),
  newRecord: z.boolean(),
});

/** `GET /api/public/meetLive`: a shared meet's official results, standings and records, without a session. */
export const meetLivePage = defineEndpoint({
  name: 'meetLivePage',
  method: 'GET',
  path: '/api/public/meetLive',
  request: z.object({ token: meetLiveToken }),
  data: z.object({
    meet: z.object({
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      status: z.enum(['notStarted', 'inProgress', 'ended', 'endedEarly']),
    }),
    /** The meet's events by name, each with its results once official (none before). */
    events: z.array(
      z.object({
        name: z.string(),
        sex: z.enum(EVENT_SEXES),
        measure: z.enum(EVENT_MEASURES),
        official: z.boolean(),
        results: z.array(liveResult),
      }),
    ),
    /** More events than {@link MEET_LIVE_EVENTS_MAX}, or results than {@link MEET_LIVE_RESULTS_MAX}, were left out. */
    truncated: z.boolean(),
    standings: z.object({
      scoring: z.enum(TEAM_SCORINGS),
      officialEvents: z.int(),
      drawnEvents: z.int(),
      teams: z.array(z.object({ rank: z.int(), name: z.string(), total: z.number() })),
    }),
    /** The records set at this meet and confirmed. */
    records: z.array(
      z.object({
        eventName: z.string(),
        sex: z.enum(SEXES),
        mark: z.string(),
        holderName: z.string(),
        className: z.string(),
      }),
    ),
  }),
  style: 'json',
  access: 'public',
  summary:
    'A shared sports meet’s official results, team standings and records broken, by the token of its live page; names and classes only',
});

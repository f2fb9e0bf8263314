// Sports meets (issue 46): the `sportsMeet` screen of the k12, nf, gx and single frames. A meet has
// a name, a registration period, its days and venues, the rules its registration and scoring follow
// and an optional report fee; its status runs along the domain's `progress` machine.
import {
  MARK_ROUNDINGS,
  MEET_LIMITS,
  meetDatesInOrder,
  meetFields,
  POINTS_TABLE_NAMES,
  statusesOf,
  TEAM_SCORINGS,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, recordId } from './fields.ts';
import { storedFile } from './files.ts';
import * as call from './screen.ts';

/** A meet's status: not started, in progress, ended, ended early. */
export const meetStatus = z.enum(statusesOf('progress') as ['notStarted', 'inProgress', 'ended', 'endedEarly'], {
  error: 'validation.status.value',
});

/** A meet as its list, its details and its form show it. */
export const meetRecord = z.object({
  meetId: z.string(),
  name: z.string(),
  registrationStart: z.string(),
  registrationEnd: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  venues: z.array(z.object({ venueId: z.string(), name: z.string() })),
  maxEventsPerAthlete: z.int(),
  maxAthletesPerClassPerEvent: z.int(),
  laneCount: z.int(),
  pointsTable: z.enum(POINTS_TABLE_NAMES),
  teamScoring: z.enum(TEAM_SCORINGS),
  markDecimals: z.int(),
  markRounding: z.enum(MARK_ROUNDINGS),
  /** The report fee in yuan, or null when the meet asks none. */
  fee: z.nullable(z.number()),
  /** The meet's event documents, in order. */
  documents: z.array(storedFile),
  status: meetStatus,
  createdAt: z.string(),
});

/** The meet form's fields: the domain's, and the organisation's venues it is held at. */
const meetForm = {
  ...meetFields,
  venueIds: z._default(
    withChecks(
      z.array(recordId('validation.venue.required'), { error: 'validation.venue.required' }),
      z.maxLength(MEET_LIMITS.venues, 'validation.meet.venues'),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.meet.venues'),
    ),
    [],
  ),
};

const meetScreen = call.screen('meet', 'sportsMeet', { meetId: recordId('meet.notFound') }, 'sportsMeet');

/** `GET /api/busi/web/sportsMeet/page`: a page of the organisation's meets. */
export const meetPage = call.page(
  meetScreen,
  { keyword: keywordInput(), status: z.optional(meetStatus) },
  meetRecord,
  'A page of the organisation’s sports meets, searched by name and by status',
  ['name', 'startDate', 'status'],
);

/** Every meet the list finds with the same filters, streamed for its export. */
export const meetExport = call.exported(meetScreen, meetPage);

/** `GET /api/busi/web/sportsMeet/detail`: one meet. */
export const meetDetail = call.detail(meetScreen, meetRecord, 'One sports meet of the organisation');

/** `POST /api/busi/web/sportsMeet/add`: a new meet, not started. */
export const meetAdd = call.write(meetScreen, 'Add', 'add', 'add', {
  request: withChecks(z.object(meetForm), meetDatesInOrder),
  data: z.object({ meetId: z.string() }),
  summary: 'Add a sports meet; it starts not started, its registration period before its days',
});

/** `POST /api/busi/web/sportsMeet/edit`: changes a meet that has not ended. */
export const meetEdit = call.write(meetScreen, 'Edit', 'edit', 'edit', {
  request: withChecks(z.object({ meetId: recordId('meet.notFound'), ...meetForm }), meetDatesInOrder),
  data: z.null(),
  summary: 'Edit a sports meet that has not ended',
});

/** `POST /api/busi/web/sportsMeet/status`: starts, ends or ends a meet early. */
export const meetSetStatus = call.setStatus(
  meetScreen,
  meetStatus,
  'Start a meet, end it or end it early, along the progress transitions of the domain',
);

/** `POST /api/busi/web/sportsMeet/delete`: deletes a meet that has not started. */
export const meetDelete = call.remove(meetScreen, 'Delete a sports meet that has not started');

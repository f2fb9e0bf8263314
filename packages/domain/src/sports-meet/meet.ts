import * as z from 'zod/mini';
import { fileIdList, wholeNumberInput, withChecks } from '../schema.ts';
import { isIsoDate } from '../school-year.ts';
import { plainText } from '../text.ts';
import { meetNameSchema, reportFeeSchema } from '../validation.ts';
import { DEFAULT_MEET_SETTINGS, POINTS_TABLES } from './settings.ts';

/**
 * The ranges of a meet's rules as staff set them. SPEC leaves the bounds unsaid; these are ours: a
 * school meet lets an athlete enter 1 to 10 events and a class 1 to 20 athletes of a sex per event,
 * runs on a track of 4 to 10 lanes, and writes marks whole or with 1 to 3 decimals (SPEC 9).
 */
export const MEET_LIMITS = {
  eventsPerAthlete: { min: 1, max: 10 },
  athletesPerClass: { min: 1, max: 20 },
  laneCount: { min: 4, max: 10 },
  markDecimals: { min: 0, max: 3 },
  venues: 10,
  /** Event documents (rules, schedules, forms) a meet hands out: ours, as a wiki article's attachments. */
  documents: 10,
  /** The largest report fee, in yuan: a school meet's fee is a few yuan, never a fortune. */
  maxFee: 10_000,
} as const;

/** How a mark is brought to its decimals: to the nearest, always up, or always down (SPEC 9). */
export const MARK_ROUNDINGS = ['round', 'up', 'down'] as const;
export type MarkRounding = (typeof MARK_ROUNDINGS)[number];

/** Whose points a team standing adds up: each class's, or each grade's. */
export const TEAM_SCORINGS = ['class', 'grade'] as const;
export type TeamScoring = (typeof TEAM_SCORINGS)[number];

/** The points tables a meet chooses from, by name ({@link POINTS_TABLES}). */
export const POINTS_TABLE_NAMES = Object.keys(POINTS_TABLES) as (keyof typeof POINTS_TABLES)[];

const day = withChecks(
  z.string({ error: 'validation.meet.date' }),
  z.maxLength(10, { error: 'validation.meet.date', abort: true }),
  z.refine((value: string) => isIsoDate(value), 'validation.meet.date'),
  plainText(),
);

/**
 * A report fee in yuan, or none: a blank field (or null) is no fee, anything else from 0.01 to
 * {@link MEET_LIMITS}' `maxFee` with at most 2 decimals.
 */
const optionalFee = z.pipe(
  z.transform((value: unknown): unknown =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
  ),
  z.union([z.null(), withChecks(reportFeeSchema, z.lte(MEET_LIMITS.maxFee, 'validation.meet.feeMaximum'))]),
);

/**
 * The fields of a sports meet as its form sends them: name, the registration period and the meet's
 * days (`YYYY-MM-DD`), its rules and an optional report fee. {@link meetSchema} adds the order of
 * the dates.
 */
export const meetFields = {
  name: meetNameSchema,
  registrationStart: day,
  registrationEnd: day,
  startDate: day,
  endDate: day,
  maxEventsPerAthlete: z._default(
    wholeNumberInput(
      'validation.meet.eventsPerAthlete',
      MEET_LIMITS.eventsPerAthlete.min,
      MEET_LIMITS.eventsPerAthlete.max,
    ),
    DEFAULT_MEET_SETTINGS.maxIndividualEventsPerAthlete,
  ),
  maxAthletesPerClassPerEvent: z._default(
    wholeNumberInput(
      'validation.meet.athletesPerClass',
      MEET_LIMITS.athletesPerClass.min,
      MEET_LIMITS.athletesPerClass.max,
    ),
    DEFAULT_MEET_SETTINGS.maxAthletesPerClassPerSexPerEvent,
  ),
  laneCount: z._default(
    wholeNumberInput('validation.meet.laneCount', MEET_LIMITS.laneCount.min, MEET_LIMITS.laneCount.max),
    DEFAULT_MEET_SETTINGS.laneCount,
  ),
  pointsTable: z._default(z.enum(POINTS_TABLE_NAMES, { error: 'validation.meet.pointsTable' }), 'top8'),
  teamScoring: z._default(z.enum(TEAM_SCORINGS, { error: 'validation.meet.teamScoring' }), 'class'),
  markDecimals: z._default(
    wholeNumberInput('validation.meet.markDecimals', MEET_LIMITS.markDecimals.min, MEET_LIMITS.markDecimals.max),
    2,
  ),
  markRounding: z._default(z.enum(MARK_ROUNDINGS, { error: 'validation.meet.markRounding' }), 'round'),
  fee: z._default(optionalFee, null),
  /** The meet's event documents, uploads of kind `eventDocument`, in the order shown. */
  documentIds: z._default(
    fileIdList(MEET_LIMITS.documents, 'validation.meet.document', 'validation.meet.documents'),
    [],
  ),
};

/** The dates of a meet in order: registration opens, closes, then the meet's first and last day. */
export interface MeetDates {
  registrationStart: string;
  registrationEnd: string;
  startDate: string;
  endDate: string;
}

/**
 * The first date of a meet out of order, with the field it is reported on and why: registration
 * must open before it closes, the meet may not start before registration ends (SPEC 5; the same
 * day is fine) and must end on or after its first day. Null when they are in order (or a date is
 * not a date yet: that is its own field's error).
 */
export function meetDatesProblem(dates: MeetDates): {
  field: keyof MeetDates;
  id: 'validation.meet.registrationOrder' | 'validation.meet.timeBeforeRegistrationEnd' | 'validation.meet.dateOrder';
} | null {
  if (![dates.registrationStart, dates.registrationEnd, dates.startDate, dates.endDate].every(isIsoDate)) return null;
  if (dates.registrationEnd < dates.registrationStart)
    return { field: 'registrationEnd', id: 'validation.meet.registrationOrder' };
  if (dates.startDate < dates.registrationEnd)
    return { field: 'startDate', id: 'validation.meet.timeBeforeRegistrationEnd' };
  if (dates.endDate < dates.startDate) return { field: 'endDate', id: 'validation.meet.dateOrder' };
  return null;
}

/**
 * The check of a meet form's dates in order ({@link meetDatesProblem}), reported on the date out of
 * order: for any object schema holding a meet's dates (the contract's forms add the venues).
 */
export const meetDatesInOrder = z.superRefine((meet: MeetDates, context) => {
  const problem = meetDatesProblem(meet);
  if (problem) context.addIssue({ code: 'custom', message: problem.id, path: [problem.field], input: meet });
});

/** A meet's form: {@link meetFields} with its dates in order. */
export const meetSchema = withChecks(z.object(meetFields), meetDatesInOrder);

/** A meet still changes until it ends: ended on time or early, it is final. */
export function canEditMeet(status: string): boolean {
  return status !== 'ended' && status !== 'endedEarly';
}

/** A meet is deleted only before it starts: once under way, registrations and results hang on it. */
export function canDeleteMeet(status: string): boolean {
  return status === 'notStarted';
}

import { DomainError } from '../errors.ts';
import type { RoundingSettings } from '../rounding.ts';
import { roundWith } from '../rounding.ts';
import type { Sex } from '../sex.ts';
import { betterOf } from './arrangement.ts';
import type { EventMeasure } from './events.ts';
import { placeResults } from './places.ts';
import { awardPoints } from './points.ts';
import type { MeetRecord, NewRecord } from './records.ts';
import { detectNewRecords } from './records.ts';

/**
 * How an athlete's attempt ended: `ok` with a mark, or did not start, did not finish, disqualified
 * (shared RULES.md; a field athlete with no valid trial is `dnf` here). Only `ok` carries a mark,
 * and only `ok` is placed.
 */
export const RESULT_STATUSES = ['ok', 'dns', 'dnf', 'dq'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * The largest mark a result takes, in any unit: ten hours in seconds, a hundred kilometres in
 * metres, a hundred thousand skips. A school meet's marks are far below; anything above is a typo.
 */
export const MARK_MAXIMUM = 100_000;

// m'ss"xx as Chinese score sheets write a time (1'05"32: a minute, 5.32 s), and m'ss.xx, m:ss.xx.
const MINUTES_SECONDS = /^(\d+)['′:](\d{1,2})(?:(?:["″]|'')(\d*)|\.(\d+)(?:["″]|'')?)?$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A mark as staff type it, in the event's unit and rounded by the meet's setting (decimals and
 * round, up or down, SPEC 9): a time as seconds (`12.34`) or minutes and seconds (`1'05"32`,
 * `1'05.32`, `1:05.32`: 65.32 s); a distance or height as a number in its unit (`5.62` metres); a
 * count as a whole number. A number given as such is rounded the same way.
 *
 * @throws DomainError `sportsMeet.error.markText` for text that is no mark of the event, seconds of
 *   60 or more after minutes, a count with decimals, or a mark above {@link MARK_MAXIMUM}.
 */
export function parseMark(value: number | string, measure: EventMeasure, rounding: RoundingSettings): number {
  const refuse = () => new DomainError('sportsMeet.error.markText', { value: String(value) });
  let mark: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw refuse();
    mark = value;
  } else {
    const text = value.replace(/\s+/g, '');
    const timed = measure === 'timed' ? MINUTES_SECONDS.exec(text) : null;
    if (timed) {
      const [, minutes = '0', seconds = '0', hundredths, fraction] = timed;
      if (Number(seconds) >= 60) throw refuse();
      // Written out as one decimal, so that 1'05"32 is 65.32 exactly as a person reads it.
      const digits = hundredths || fraction || '0';
      mark = Number(`${Number(minutes) * 60 + Number(seconds)}.${digits}`);
    } else if (DECIMAL.test(text)) mark = Number(text);
    else throw refuse();
  }
  if (measure === 'counted' && !Number.isInteger(mark)) throw refuse();
  const rounded = measure === 'counted' ? mark : roundWith(mark, rounding);
  if (rounded > MARK_MAXIMUM) throw refuse();
  return rounded;
}

/**
 * A mark as staff read it: a time of a minute or more as `m'ss"xx` (65.32 → `1'05"32`), a shorter
 * one as seconds, anything else as the number, each with the meet's decimals.
 */
export function formatMark(mark: number, measure: EventMeasure, decimals: number): string {
  if (measure === 'counted') return String(mark);
  if (measure !== 'timed' || mark < 60) return mark.toFixed(decimals);
  const minutes = Math.floor(mark / 60);
  const [whole = '0', fraction] = (mark - minutes * 60).toFixed(decimals).split('.');
  return `${minutes}'${whole.padStart(2, '0')}"${fraction ?? ''}`;
}

/**
 * What is wrong with a result's status and mark together, as a message id, or null: an `ok`
 * result has a mark, and a DNS, DNF or DQ has none.
 */
export function resultMarkProblem(
  status: ResultStatus,
  mark: number | null,
): 'validation.meetResult.markMissing' | 'validation.meetResult.markWithStatus' | null {
  if (status === 'ok' && mark === null) return 'validation.meetResult.markMissing';
  if (status !== 'ok' && mark !== null) return 'validation.meetResult.markWithStatus';
  return null;
}

/** Why a heat (or flight) may not be confirmed, as a message id. */
export type ConfirmRefusal = 'meetResult.alreadyConfirmed' | 'meetResult.incomplete' | 'meetResult.ownMarks';

/**
 * Places become official only after a second person checks the heat (or flight), as live-results
 * services do: a heat is confirmed once, with a result for every athlete in it, and not by anyone
 * who entered one of its marks.
 *
 * @param results one per athlete of the heat: who entered it, or null where there is no result yet.
 */
export function confirmRefusal(
  results: readonly ({ readonly enteredBy: string | null } | null)[],
  confirmer: string,
  confirmed: boolean,
): ConfirmRefusal | null {
  if (confirmed) return 'meetResult.alreadyConfirmed';
  if (results.length === 0 || results.some((result) => result === null)) return 'meetResult.incomplete';
  if (results.some((result) => result?.enteredBy === confirmer)) return 'meetResult.ownMarks';
  return null;
}

/** An athlete of an event with the result of their heat, if any. */
export interface EventAthlete {
  /** The athlete's entry. */
  readonly id: string;
  /** The athlete's sex, whose records the mark is held against. */
  readonly sex: Sex;
  /** The heat (or flight) the athlete is in. */
  readonly heat: number;
  /** The athlete's result, or null until one is entered. */
  readonly result: { readonly status: ResultStatus; readonly mark: number | null } | null;
}

/** What {@link eventResults} needs of the event and the meet. */
export interface EventResultOptions {
  readonly measure: EventMeasure;
  /** The heats (or flights) a second person has confirmed. */
  readonly confirmedHeats: ReadonlySet<number>;
  /** Points of places 1, 2, 3, ... */
  readonly pointsTable: readonly number[];
  /** How shared points are rounded: the meet's setting. */
  readonly rounding: RoundingSettings;
  /** Factor on the points, 2 for relays and team events (default 1). */
  readonly multiplier?: number;
  /** The standing records of the event, per sex. */
  readonly records: readonly Omit<MeetRecord, 'eventId'>[];
}

/** An athlete's official place and points, and whether their mark breaks the record. */
export interface EventResult {
  readonly id: string;
  readonly place: number | null;
  readonly points: number;
  /** How many athletes share the place (1 when not tied). */
  readonly tiedCount: number;
  /** The mark beats the standing record of the athlete's sex. */
  readonly newRecord: boolean;
}

/** An event's official results, or why it has none yet. */
export interface EventResults {
  /** Every heat has a result for each athlete and is confirmed: places and points are final. */
  readonly official: boolean;
  /** Per athlete, best first (athletes without a place last); empty until official. */
  readonly results: readonly EventResult[];
  /** The marks that break a record, per sex; empty until official. */
  readonly newRecords: readonly Omit<NewRecord, 'eventId'>[];
}

/**
 * An event's final places, points and broken records from its confirmed results (shared RULES.md):
 * nothing until every athlete has a result and every heat is confirmed; then the `ok` marks across
 * all heats placed best first, ties sharing a place (1, 2, 2, 4), DNS, DNF and DQ without one;
 * points for places by the meet's table, shared by ties, with every athlete drawn counting as an
 * entrant; and a mark strictly better than the standing record of the athlete's sex is a new record
 * (equalling is not, and an event without a record sets none).
 *
 * @throws DomainError the errors of `placeResults` and `awardPoints`.
 */
export function eventResults(athletes: readonly EventAthlete[], options: EventResultOptions): EventResults {
  const heats = new Set(athletes.map((athlete) => athlete.heat));
  const official =
    athletes.length > 0 &&
    athletes.every((athlete) => athlete.result !== null) &&
    [...heats].every((heat) => options.confirmedHeats.has(heat));
  if (!official) return { official: false, results: [], newRecords: [] };
  const better = betterOf(options.measure);
  const placed = placeResults(
    athletes.map((athlete) => ({
      id: athlete.id,
      mark: athlete.result?.status === 'ok' ? athlete.result.mark : null,
    })),
    { better },
  );
  const scored = awardPoints(placed, {
    pointsTable: options.pointsTable,
    rounding: options.rounding,
    multiplier: options.multiplier ?? 1,
    entrants: athletes.length,
  });
  const sexOf = new Map(athletes.map((athlete) => [athlete.id, athlete.sex]));
  const found = detectNewRecords(
    placed.map((result) => ({
      eventId: '',
      sex: sexOf.get(result.id) as Sex,
      athleteId: result.id,
      mark: result.mark,
    })),
    options.records.map((record) => ({ ...record, eventId: '' })),
    { '': better },
  );
  const breakers = new Set(found.flatMap((record) => record.athleteIds));
  return {
    official,
    results: scored.map((result) => ({
      id: result.id,
      place: result.place,
      points: result.points,
      tiedCount: result.tiedCount,
      newRecord: breakers.has(result.id),
    })),
    newRecords: found.map(({ eventId: _, ...record }) => record),
  };
}

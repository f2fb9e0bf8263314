import { DomainError } from '../errors.ts';
import type { Sex } from '../sex.ts';
import { assertMark, compareMarks } from './marks.ts';
import type { EventKind, MeetSettings, ResultDirection } from './settings.ts';
import { DEFAULT_MEET_SETTINGS } from './settings.ts';

/**
 * How a mark stands against the record: `broken` (strictly better), `equalled`, `notReached`, or
 * `noRecord` when none exists yet.
 */
export type RecordComparison = 'broken' | 'equalled' | 'notReached' | 'noRecord';

/**
 * Compares a mark with the existing record of its event and sex (times: lower is better).
 *
 * @throws DomainError `sportsMeet.error.mark` for a bad mark or record.
 */
export function compareWithRecord(
  mark: number,
  record: number | null | undefined,
  better: ResultDirection,
): RecordComparison {
  assertMark(mark, '');
  if (record === null || record === undefined) return 'noRecord';
  assertMark(record, '');
  const order = compareMarks(mark, record, better);
  if (order === 0) return 'equalled';
  return order < 0 ? 'broken' : 'notReached';
}

/** A meet record of an event for one sex. */
export interface MeetRecord {
  /** The event. */
  readonly eventId: string;
  /** The sex the record is kept for. */
  readonly sex: Sex;
  /** The record mark. */
  readonly mark: number;
}

/** A result of an event for record detection. */
export interface RecordCandidate {
  /** The event. */
  readonly eventId: string;
  /** The athlete's sex. */
  readonly sex: Sex;
  /** The athlete (or relay team). */
  readonly athleteId: string;
  /** The mark; `null` for no valid mark. */
  readonly mark: number | null;
}

/** A new record found by {@link detectNewRecords}. */
export interface NewRecord {
  /** The event. */
  readonly eventId: string;
  /** The sex. */
  readonly sex: Sex;
  /** The new record mark. */
  readonly mark: number;
  /** The athletes who set it (several when tied). */
  readonly athleteIds: readonly string[];
  /** The record it beats; `null` when there was none (only with `firstMarkSetsRecord`). */
  readonly previousMark: number | null;
}

/**
 * Finds the new meet records among results: per event and sex, the best mark when it is strictly
 * better than the existing record (equalling is not a new record). Where no record exists, the
 * best mark becomes the first record only when `firstMarkSetsRecord` is set (default off, so a
 * meet without a record book awards no record bonus).
 *
 * @param directions which marks are better, per event id.
 * @returns the new records, in order of first appearance of their event and sex.
 * @throws DomainError `sportsMeet.error.unknownEvent` for a result of an event with no direction,
 *   `sportsMeet.error.mark` for a bad mark.
 */
export function detectNewRecords(
  results: readonly RecordCandidate[],
  records: readonly MeetRecord[],
  directions: Readonly<Record<string, ResultDirection>>,
  options: { readonly firstMarkSetsRecord?: boolean } = {},
): NewRecord[] {
  const key = (eventId: string, sex: Sex) => `${eventId}\u0000${sex}`;
  const existing = new Map(records.map((record) => [key(record.eventId, record.sex), record.mark]));
  const best = new Map<string, { eventId: string; sex: Sex; mark: number; athleteIds: string[] }>();
  for (const result of results) {
    const better = directions[result.eventId];
    if (better !== 'lower' && better !== 'higher') {
      throw new DomainError('sportsMeet.error.unknownEvent', { eventId: result.eventId });
    }
    if (result.mark === null) continue;
    assertMark(result.mark, result.athleteId);
    const current = best.get(key(result.eventId, result.sex));
    const order = current ? compareMarks(result.mark, current.mark, better) : -1;
    if (order < 0) {
      best.set(key(result.eventId, result.sex), { ...result, mark: result.mark, athleteIds: [result.athleteId] });
    } else if (order === 0) current?.athleteIds.push(result.athleteId);
  }
  const found: NewRecord[] = [];
  for (const [recordKey, candidate] of best) {
    const previousMark = existing.get(recordKey) ?? null;
    const comparison = compareWithRecord(
      candidate.mark,
      previousMark,
      directions[candidate.eventId] as ResultDirection,
    );
    if (comparison === 'broken' || (comparison === 'noRecord' && options.firstMarkSetsRecord === true)) {
      found.push({
        eventId: candidate.eventId,
        sex: candidate.sex,
        mark: candidate.mark,
        athleteIds: candidate.athleteIds,
        previousMark,
      });
    }
  }
  return found;
}

/**
 * The record bonus a result earns: the meet's individual or relay bonus when the record was
 * broken (or set as a first record), else 0.
 */
export function recordBonus(
  kind: EventKind,
  setsRecord: boolean,
  bonus: MeetSettings['recordBonus'] = DEFAULT_MEET_SETTINGS.recordBonus,
): number {
  return setsRecord ? bonus[kind] : 0;
}

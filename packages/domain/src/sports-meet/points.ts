import { DomainError } from '../errors.ts';
import type { RoundingSettings } from '../rounding.ts';
import { divideAndRound, sumExact } from '../rounding.ts';

/** Options of {@link awardPoints}. */
export interface PointsOptions {
  /** Points of places 1, 2, 3, ... (e.g. 9-7-6-5-4-3-2-1). */
  readonly pointsTable: readonly number[];
  /** How a tied athlete's share is rounded (the meet's setting). */
  readonly rounding: RoundingSettings;
  /** Factor on the table, e.g. 2 for relays (default 1). */
  readonly multiplier?: number;
  /** Athletes who entered the event (default: the number of results given, marked or not). */
  readonly entrants?: number;
}

/**
 * How many places score: all places of the table, except that with fewer entrants than scoring
 * places one place fewer than the entrants scores (7 entrants under a top-8 table: 6 places).
 *
 * @throws DomainError `sportsMeet.error.entrants` unless `entrants` is a whole number >= 0.
 */
export function scoringPlaces(entrants: number, tableLength: number): number {
  if (!Number.isInteger(entrants) || entrants < 0) {
    throw new DomainError('sportsMeet.error.entrants', { entrants: String(entrants) });
  }
  return entrants < tableLength ? Math.max(0, entrants - 1) : tableLength;
}

/** A placed result with its points. */
export type ScoredResult<T> = T & {
  /** The points this athlete gets: the group's points shared equally, rounded per the meet. */
  readonly points: number;
  /** The points of all the places the athlete's tie group occupies, before sharing (exact). */
  readonly groupPoints: number;
  /** How many athletes share the place (1 when not tied). */
  readonly tiedCount: number;
};

/**
 * Gives points for places: place n earns the table's n-th value (times the multiplier) while n is
 * within {@link scoringPlaces}, else 0. Athletes tied on a place add the points of the places they
 * occupy and share them equally, rounded under the meet's rounding (two tied for 2nd under 9-7-6:
 * (7 + 6) / 2 = 6.5 each). Unplaced results (`place: null`) get 0.
 *
 * @returns the results in the given order with `points`, `groupPoints` and `tiedCount`.
 * @throws DomainError `sportsMeet.error.pointsTable` for a negative or non-finite table value or
 *   multiplier, `sportsMeet.error.place` for a place that is not a whole number >= 1,
 *   `sportsMeet.error.entrants`, and the rounding errors of `divideAndRound`.
 */
export function awardPoints<T extends { readonly place: number | null }>(
  placed: readonly T[],
  options: PointsOptions,
): ScoredResult<T>[] {
  const multiplier = options.multiplier ?? 1;
  for (const value of [...options.pointsTable, multiplier]) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new DomainError('sportsMeet.error.pointsTable', { value: String(value) });
    }
  }
  for (const { place } of placed) {
    if (place !== null && (!Number.isInteger(place) || place < 1)) {
      throw new DomainError('sportsMeet.error.place', { place: String(place) });
    }
  }
  const scoring = scoringPlaces(options.entrants ?? placed.length, options.pointsTable.length);
  const pointsOf = (place: number) => (place <= scoring ? (options.pointsTable[place - 1] as number) * multiplier : 0);
  const tiedCounts = new Map<number, number>();
  for (const { place } of placed) if (place !== null) tiedCounts.set(place, (tiedCounts.get(place) ?? 0) + 1);

  return placed.map((result) => {
    if (result.place === null) return { ...result, points: 0, groupPoints: 0, tiedCount: 1 };
    const tiedCount = tiedCounts.get(result.place) as number;
    const groupPoints = sumExact(
      Array.from({ length: tiedCount }, (_, offset) => pointsOf((result.place as number) + offset)),
    );
    const points = divideAndRound(groupPoints, tiedCount, options.rounding.decimals, options.rounding.mode);
    return { ...result, points, groupPoints, tiedCount };
  });
}

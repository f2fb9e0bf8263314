import { assertMark, assertUniqueIds, compareMarks } from './marks.ts';
import type { ResultDirection } from './settings.ts';

/** A result to be placed. */
export interface MarkedResult {
  /** The athlete (or team). */
  readonly id: string;
  /** The mark in the event's unit, already rounded to its precision; `null` for no valid mark (DNS, DNF, NM). */
  readonly mark: number | null;
  /**
   * Tie-breaking marks, compared in order when marks are equal: for horizontal jumps and throws the
   * second-best mark, then the third...; for vertical jumps the attempts at the tied height, then
   * the failures in all. A missing value loses to a present one.
   */
  readonly tieBreak?: readonly number[];
}

/** Options of {@link placeResults}. */
export interface PlaceOptions {
  /** Which marks are better: `lower` for times, `higher` for distances and heights. */
  readonly better: ResultDirection;
  /** Which tie-break values are better (default: as `better`; vertical jumps use `lower`). */
  readonly tieBreakBetter?: ResultDirection;
}

function compareTieBreaks(a: readonly number[], b: readonly number[], better: ResultDirection): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const left = a[index];
    const right = b[index];
    if (left === undefined) return 1;
    if (right === undefined) return -1;
    const order = compareMarks(left, right, better);
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * Places results: best mark first; athletes still equal after the tie-breaks share the place and
 * the next places are skipped (1, 2, 2, 4). Results without a mark come last, in the given order,
 * with place `null`.
 *
 * @returns the results with their `place`, ordered by place.
 * @throws DomainError `sportsMeet.error.mark` for a negative or non-finite mark or tie-break value,
 *   `sportsMeet.error.duplicateAthlete` for an id given twice.
 */
export function placeResults<T extends MarkedResult>(
  results: readonly T[],
  options: PlaceOptions,
): (T & { place: number | null })[] {
  assertUniqueIds(results.map((result) => result.id));
  for (const result of results) {
    if (result.mark !== null) assertMark(result.mark, result.id);
    for (const value of result.tieBreak ?? []) assertMark(value, result.id);
  }
  const tieBreakBetter = options.tieBreakBetter ?? options.better;
  const compare = (a: T, b: T) =>
    compareMarks(a.mark as number, b.mark as number, options.better) ||
    compareTieBreaks(a.tieBreak ?? [], b.tieBreak ?? [], tieBreakBetter);
  const marked = results.filter((result) => result.mark !== null).sort(compare);
  const withPlaces: (T & { place: number })[] = [];
  marked.forEach((result, index) => {
    const previous = withPlaces[index - 1];
    const tied = previous !== undefined && compare(previous, result) === 0;
    withPlaces.push({ ...result, place: tied ? previous.place : index + 1 });
  });
  const unmarked = results.filter((result) => result.mark === null).map((result) => ({ ...result, place: null }));
  return [...withPlaces, ...unmarked];
}

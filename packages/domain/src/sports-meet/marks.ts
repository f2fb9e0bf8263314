import { DomainError } from '../errors.ts';
import type { ResultDirection } from './settings.ts';

/**
 * Checks a mark (a time in seconds, a distance or height in metres, a count): a finite number >= 0.
 *
 * @throws DomainError `sportsMeet.error.mark` otherwise.
 */
export function assertMark(mark: number, athleteId: string): void {
  if (typeof mark !== 'number' || !Number.isFinite(mark) || mark < 0) {
    throw new DomainError('sportsMeet.error.mark', { athleteId, mark: String(mark) });
  }
}

/** Negative when mark `a` is better than `b`, positive when worse, 0 when equal. */
export function compareMarks(a: number, b: number, better: ResultDirection): number {
  return better === 'lower' ? a - b : b - a;
}

/** Throws `sportsMeet.error.duplicateAthlete` when an id appears twice. */
export function assertUniqueIds(ids: Iterable<string>): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new DomainError('sportsMeet.error.duplicateAthlete', { athleteId: id });
    seen.add(id);
  }
}

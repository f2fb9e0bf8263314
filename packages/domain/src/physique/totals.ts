// A year total's band, and what the standard builds on year totals: the graduation score, its
// flag, and the one retake of a failing year. Kept apart from the engine that makes the totals.
import { DomainError } from '../errors.ts';
import type { DomainMessageId } from '../messages/index.ts';
import {
  GRADUATION_FLAG_BELOW,
  PHYSIQUE_BANDS,
  PHYSIQUE_MAX_TOTAL,
  type PhysiqueBand,
  RETAKES_PER_YEAR,
} from './rules.ts';

function assertTotal(total: number): void {
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0 || total > PHYSIQUE_MAX_TOTAL) {
    throw new DomainError('physique.error.total', { total: String(total) });
  }
}

/**
 * The band of a year total: `excellent` (90 and up), `good` (80 to 89.9), `pass` (60 to 79.9),
 * `fail` (below 60).
 *
 * @throws DomainError `physique.error.total` unless 0 <= total <= 120.
 */
export function physiqueBand(total: number): PhysiqueBand {
  assertTotal(total);
  return (PHYSIQUE_BANDS.find((entry) => total >= entry.from) as (typeof PHYSIQUE_BANDS)[number]).band;
}

/** The message id of a band's label (`physique.band.good` → 良好 / Good). */
export function physiqueBandLabel(band: PhysiqueBand): DomainMessageId {
  return (PHYSIQUE_BANDS.find((entry) => entry.band === band) as (typeof PHYSIQUE_BANDS)[number]).label;
}

/**
 * The graduation score: the final year's total x 50% + the average of the other years' totals x
 * 50%. With no other year on record, the final year's total alone. Not rounded: round for display
 * with `roundTo`.
 *
 * @throws DomainError `physique.error.total` for a total outside 0 to 120 or not a number.
 */
export function graduationScore(finalYearTotal: number, otherYearTotals: readonly number[]): number {
  assertTotal(finalYearTotal);
  for (const total of otherYearTotals) assertTotal(total);
  if (otherYearTotals.length === 0) return finalYearTotal;
  const average = otherYearTotals.reduce((sum, total) => sum + total, 0) / otherYearTotals.length;
  return finalYearTotal * 0.5 + average * 0.5;
}

/**
 * Whether a senior-secondary or university graduation score is flagged (below 50).
 *
 * @throws DomainError `physique.error.total` for a score outside 0 to 120.
 */
export function isGraduationScoreFlagged(score: number): boolean {
  assertTotal(score);
  return score < GRADUATION_FLAG_BELOW;
}

/**
 * Whether a student may retake the test this year: only after a failing band, once a year.
 *
 * @throws DomainError `physique.error.retakes` for a negative or fractional count.
 */
export function mayRetake(band: PhysiqueBand, retakesTaken: number): boolean {
  if (!Number.isInteger(retakesTaken) || retakesTaken < 0) {
    throw new DomainError('physique.error.retakes', { retakes: String(retakesTaken) });
  }
  return band === 'fail' && retakesTaken < RETAKES_PER_YEAR;
}

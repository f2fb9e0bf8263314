import { DomainError } from '../errors.ts';
import { sumExact } from '../rounding.ts';

/** One scored result of a class or team. */
export interface TeamScoreEntry {
  /** The class or team. */
  readonly teamId: string;
  /** The place of the result (`null` when unplaced). */
  readonly place: number | null;
  /** Points of the result. */
  readonly points: number;
  /** Bonus points, e.g. for a record (default 0). */
  readonly bonus?: number;
}

/** A class or team in the standings. */
export interface TeamStanding {
  /** The class or team. */
  readonly teamId: string;
  /** Points plus bonuses, summed exactly in decimal. */
  readonly total: number;
  /** How many 1st, 2nd, 3rd, ... places it took (index 0 = firsts). */
  readonly placeCounts: readonly number[];
  /** Rank: 1 for the best; teams equal in total and every place count share it (1, 2, 2, 4). */
  readonly rank: number;
}

function compareStandings(a: Omit<TeamStanding, 'rank'>, b: Omit<TeamStanding, 'rank'>): number {
  if (a.total !== b.total) return b.total - a.total;
  for (let index = 0; index < Math.max(a.placeCounts.length, b.placeCounts.length); index++) {
    const difference = (b.placeCounts[index] ?? 0) - (a.placeCounts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Class or team standings: total = points + bonuses; equal totals go to the most first places,
 * then the most second places, and so on; teams equal in all of that share the rank. Teams keep
 * the order of first appearance among equals.
 *
 * @returns the standings, best first.
 * @throws DomainError `sportsMeet.error.points` for non-finite points or bonus,
 *   `sportsMeet.error.place` for a place that is not a whole number >= 1.
 */
export function teamStandings(entries: readonly TeamScoreEntry[]): TeamStanding[] {
  const byTeam = new Map<string, { values: number[]; placeCounts: number[] }>();
  for (const entry of entries) {
    const bonus = entry.bonus ?? 0;
    if (![entry.points, bonus].every((value) => typeof value === 'number' && Number.isFinite(value))) {
      throw new DomainError('sportsMeet.error.points', { teamId: entry.teamId, points: String(entry.points) });
    }
    if (entry.place !== null && (!Number.isInteger(entry.place) || entry.place < 1)) {
      throw new DomainError('sportsMeet.error.place', { place: String(entry.place) });
    }
    const team = byTeam.get(entry.teamId) ?? { values: [], placeCounts: [] };
    team.values.push(entry.points, bonus);
    if (entry.place !== null) {
      while (team.placeCounts.length < entry.place) team.placeCounts.push(0);
      team.placeCounts[entry.place - 1] = (team.placeCounts[entry.place - 1] ?? 0) + 1;
    }
    byTeam.set(entry.teamId, team);
  }
  const sorted = [...byTeam]
    .map(([teamId, team]) => ({ teamId, total: sumExact(team.values), placeCounts: team.placeCounts }))
    .sort(compareStandings);
  const standings: TeamStanding[] = [];
  sorted.forEach((team, index) => {
    const previous = standings[index - 1];
    const tied = previous !== undefined && compareStandings(previous, team) === 0;
    standings.push({ ...team, rank: tied ? previous.rank : index + 1 });
  });
  return standings;
}

import { DomainError } from '../errors.ts';
import type { RandomSource } from './draw.ts';
import { drawLots } from './draw.ts';
import { assertMark, assertUniqueIds, compareMarks } from './marks.ts';
import type { ResultDirection } from './settings.ts';
import { DEFAULT_MEET_SETTINGS } from './settings.ts';

/** An athlete to be put in a heat, with a seed mark (best recent result) when one exists. */
export interface SeedEntry {
  /** The athlete. */
  readonly id: string;
  /** Seed mark in the event's unit; `null` or absent when the athlete has none. */
  readonly seedMark?: number | null;
}

/** A heat: its number (from 1) and its athletes, best seed first (`seedRank` 1 is the best). */
export interface Heat {
  /** Heat number, from 1. */
  readonly number: number;
  /** Athletes, best seed first. */
  readonly athletes: readonly { readonly id: string; readonly seedMark: number | null; readonly seedRank: number }[];
}

/** Options of {@link seedHeats}. */
export interface HeatOptions {
  /** Which marks are better (`lower` for times). */
  readonly better: ResultDirection;
  /** Draws lots for athletes without a seed mark. */
  readonly random: RandomSource;
  /** Lanes per heat (default 8); the number of heats is the fewest that fit everyone. */
  readonly laneCount?: number;
  /** A fixed number of heats instead, if the meet wants more heats than needed. */
  readonly heatCount?: number;
}

/**
 * Puts a round's athletes into heats (first round, shared RULES.md): athletes with seed marks are
 * ordered best first (equal marks keep the given order) and dealt across heats in a zigzag
 * (serpentine: heats 1, 2, 3, 3, 2, 1, 1, 2, ...), so the best seeds are spread evenly; athletes
 * without a mark are drawn by lot and dealt after them. With no marks at all, it is a draw by lot.
 *
 * @returns the heats, in number order; no heats for no athletes.
 * @throws DomainError `sportsMeet.error.mark` for a bad seed mark, `sportsMeet.error.duplicateAthlete`,
 *   `sportsMeet.error.laneCount` or `sportsMeet.error.heatCount` for counts that are not whole
 *   numbers >= 1 or heats that cannot hold everyone, `sportsMeet.error.random` for a bad random source.
 */
export function seedHeats(athletes: readonly SeedEntry[], options: HeatOptions): Heat[] {
  const laneCount = options.laneCount ?? DEFAULT_MEET_SETTINGS.laneCount;
  if (!Number.isInteger(laneCount) || laneCount < 1) {
    throw new DomainError('sportsMeet.error.laneCount', { laneCount: String(laneCount) });
  }
  assertUniqueIds(athletes.map((athlete) => athlete.id));
  const heatCount = options.heatCount ?? Math.ceil(athletes.length / laneCount);
  if (!Number.isInteger(heatCount) || heatCount < 1 || heatCount * laneCount < athletes.length) {
    if (athletes.length === 0 && options.heatCount === undefined) return [];
    throw new DomainError('sportsMeet.error.heatCount', { heatCount: String(heatCount) });
  }

  const seeded = athletes.filter((athlete) => athlete.seedMark !== undefined && athlete.seedMark !== null);
  for (const athlete of seeded) assertMark(athlete.seedMark as number, athlete.id);
  const ordered = [
    ...[...seeded].sort((a, b) => compareMarks(a.seedMark as number, b.seedMark as number, options.better)),
    ...drawLots(
      athletes.filter((athlete) => !seeded.includes(athlete)),
      options.random,
    ),
  ];

  const heats = Array.from({ length: heatCount }, () => [] as { id: string; seedMark: number | null }[]);
  ordered.forEach((athlete, index) => {
    const pass = Math.floor(index / heatCount);
    const column = index % heatCount;
    const heat = pass % 2 === 0 ? column : heatCount - 1 - column;
    heats[heat]?.push({ id: athlete.id, seedMark: athlete.seedMark ?? null });
  });
  return heats.map((members, index) => ({
    number: index + 1,
    athletes: members.map((member, rank) => ({ ...member, seedRank: rank + 1 })),
  }));
}

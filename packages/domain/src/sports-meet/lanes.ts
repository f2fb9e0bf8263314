import { DomainError } from '../errors.ts';
import type { RandomSource } from './draw.ts';
import { drawLots } from './draw.ts';
import { assertUniqueIds } from './marks.ts';
import { DEFAULT_MEET_SETTINGS } from './settings.ts';

/**
 * The classic lane draw of an 8-lane track: seeds 1-4 draw lanes 3-6, seeds 5-6 draw lanes 7-8,
 * seeds 7-8 draw lanes 1-2.
 */
export const LANE_DRAW_GROUPS = [
  { seeds: [1, 4], lanes: [3, 4, 5, 6] },
  { seeds: [5, 6], lanes: [7, 8] },
  { seeds: [7, 8], lanes: [1, 2] },
] as const;

/** The lane count the classic draw is defined for. */
export const LANE_DRAW_LANE_COUNT = 8;

/**
 * The deterministic "standard lanes" order: the lane of seed 1, 2, 3, ... from the centre out,
 * inside lane first: 8 lanes → 4, 5, 3, 6, 2, 7, 1, 8; 6 lanes → 3, 4, 2, 5, 1, 6.
 *
 * @throws DomainError `sportsMeet.error.laneCount` unless `laneCount` is a whole number >= 1.
 */
export function standardLaneOrder(laneCount: number = DEFAULT_MEET_SETTINGS.laneCount): number[] {
  if (!Number.isInteger(laneCount) || laneCount < 1) {
    throw new DomainError('sportsMeet.error.laneCount', { laneCount: String(laneCount) });
  }
  const centre = Math.ceil(laneCount / 2);
  return Array.from({ length: laneCount }, (_, index) => {
    const step = Math.ceil(index / 2);
    return index % 2 === 0 ? centre - step : centre + step;
  });
}

/** Options of {@link assignLanes}. */
export interface LaneOptions {
  /** `standard`: fixed centre-out order; `draw`: the classic lane-group draw (8 lanes only). */
  readonly method: 'standard' | 'draw';
  /** Lanes of the track (default 8). */
  readonly laneCount?: number;
  /** Random source, needed by `draw`. */
  readonly random?: RandomSource;
}

/**
 * Gives each athlete of a heat a lane. `seededIds` is the heat's athletes, best seed first.
 * `standard` gives seed n the n-th lane of {@link standardLaneOrder}; `draw` lets each seed group
 * of {@link LANE_DRAW_GROUPS} draw among its lanes (a smaller heat draws among the same lanes).
 *
 * @returns `{ id, lane }` per athlete, in seed order.
 * @throws DomainError `sportsMeet.error.laneCount`, `sportsMeet.error.tooManyForLanes` (more athletes
 *   than lanes), `sportsMeet.error.laneDraw` (draw on a track that does not have 8 lanes),
 *   `sportsMeet.error.random` (draw without a valid random source), `sportsMeet.error.duplicateAthlete`.
 */
export function assignLanes(seededIds: readonly string[], options: LaneOptions): { id: string; lane: number }[] {
  const laneCount = options.laneCount ?? DEFAULT_MEET_SETTINGS.laneCount;
  const order = standardLaneOrder(laneCount);
  assertUniqueIds(seededIds);
  if (seededIds.length > laneCount) {
    throw new DomainError('sportsMeet.error.tooManyForLanes', { count: seededIds.length, laneCount });
  }
  if (options.method === 'standard') {
    return seededIds.map((id, index) => ({ id, lane: order[index] as number }));
  }
  if (laneCount !== LANE_DRAW_LANE_COUNT) throw new DomainError('sportsMeet.error.laneDraw', { laneCount });
  const random = options.random;
  if (typeof random !== 'function') throw new DomainError('sportsMeet.error.random', { value: String(random) });
  return LANE_DRAW_GROUPS.flatMap(({ seeds: [first, last], lanes }) => {
    const group = seededIds.slice(first - 1, last);
    const drawn = drawLots(lanes, random);
    return group.map((id, index) => ({ id, lane: drawn[index] as number }));
  });
}

import { DomainError } from '../errors.ts';
import type { RandomSource } from './draw.ts';
import { drawLots } from './draw.ts';
import type { EventDiscipline, EventMeasure } from './events.ts';
import { registrationWindow } from './events.ts';
import type { SeedEntry } from './heats.ts';
import { seedHeats } from './heats.ts';
import { assignLanes, LANE_DRAW_LANE_COUNT } from './lanes.ts';
import { assertUniqueIds } from './marks.ts';
import type { ResultDirection } from './settings.ts';

/**
 * The seeds a draw is made from: whole numbers that fit a 32-bit signed column, so the gateway
 * stores one as it is and anybody can type it back to replay the draw.
 */
export const DRAW_SEED_LIMITS = { min: 0, max: 2_147_483_647 } as const;

/** Whether `seed` is a seed a draw can be made from ({@link DRAW_SEED_LIMITS}). */
export function isDrawSeed(seed: unknown): seed is number {
  return Number.isInteger(seed) && (seed as number) >= DRAW_SEED_LIMITS.min && (seed as number) <= DRAW_SEED_LIMITS.max;
}

/**
 * A random source that gives the same numbers for the same seed (mulberry32, a 32-bit generator
 * small enough to rewrite from this comment in any language): a draw made from a stored seed can
 * be replayed by anyone to show that nobody arranged it by hand.
 *
 * @throws DomainError `sportsMeet.error.seed` unless `seed` is within {@link DRAW_SEED_LIMITS}.
 */
export function seededRandom(seed: number): RandomSource {
  if (!isDrawSeed(seed)) throw new DomainError('sportsMeet.error.seed', { seed: String(seed) });
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How many athletes a field event's flight holds. SPEC and the shared rules leave it unsaid; ours
 * is 12, about what one set of judges runs at a pit or circle in a school meet's session.
 */
export const FIELD_FLIGHT_SIZE = 12;

/** Lanes (a race: heats and lanes) or an order of trial (a field event: flights and their order). */
export type ArrangementKind = 'lanes' | 'order';

/** Seeded by the athletes' best marks (with any athletes without one drawn after), or wholly by lot. */
export type ArrangementMethod = 'marks' | 'lot';

/** One athlete's place in an arrangement: heat (or flight) from 1, and lane (or order of trial). */
export interface ArrangementSlot {
  /** The athlete's entry. */
  readonly id: string;
  /** Heat of a race, flight of a field event; from 1. */
  readonly heat: number;
  /** Lane of a race, order of trial in the flight of a field event; from 1. */
  readonly position: number;
  /** The seed mark the athlete was arranged with, or null. */
  readonly seedMark: number | null;
}

/** An event's arrangement: what kind, how it was seeded, from which seed, and each athlete's place. */
export interface Arrangement {
  readonly kind: ArrangementKind;
  readonly method: ArrangementMethod;
  readonly seed: number;
  /** By heat, then lane or order. */
  readonly slots: readonly ArrangementSlot[];
}

/** What {@link arrangeEvent} needs of the event and the meet. */
export interface ArrangeOptions {
  readonly discipline: EventDiscipline;
  readonly measure: EventMeasure;
  /** Lanes of the meet's track. */
  readonly laneCount: number;
  /** The draw's seed ({@link seededRandom}). */
  readonly seed: number;
  /** Athletes per flight of a field event (default {@link FIELD_FLIGHT_SIZE}). */
  readonly flightSize?: number;
}

/** Which marks are better for a way of measuring: a time is better lower, anything else higher. */
export function betterOf(measure: EventMeasure): ResultDirection {
  return measure === 'timed' ? 'lower' : 'higher';
}

/** Races are run in lanes; jumps, throws and team games take turns. */
export function arrangementKindOf(discipline: EventDiscipline): ArrangementKind {
  return discipline === 'track' || discipline === 'relay' ? 'lanes' : 'order';
}

const bySlot = (a: ArrangementSlot, b: ArrangementSlot) => a.heat - b.heat || a.position - b.position;

/**
 * Arranges one event from its entries, every draw from the one seed so that the same entries and
 * seed always give the same arrangement (shared RULES.md):
 * - a race: heats by {@link seedHeats} (best marks dealt in a zigzag, athletes without one by lot),
 *   the heats' order drawn, then lanes by {@link assignLanes}: the classic lane-group draw on an
 *   8-lane track, the standard centre-out lanes on any other;
 * - a field event (and a team game): the order of trial drawn by lot, cut into flights of at most
 *   `flightSize` that differ by one athlete at most. Marks are kept but do not order a field event.
 *
 * The entries' order matters only where marks tie, so callers pass them in a stable order.
 *
 * @throws DomainError `sportsMeet.error.seed`, and the errors of {@link seedHeats} and
 *   {@link assignLanes} for bad marks, duplicate athletes or a bad lane count.
 */
export function arrangeEvent(entries: readonly SeedEntry[], options: ArrangeOptions): Arrangement {
  const random = seededRandom(options.seed);
  assertUniqueIds(entries.map((entry) => entry.id));
  const kind = arrangementKindOf(options.discipline);
  const markOf = new Map(entries.map((entry) => [entry.id, entry.seedMark ?? null]));
  if (kind === 'order') {
    const flightSize = options.flightSize ?? FIELD_FLIGHT_SIZE;
    if (!Number.isInteger(flightSize) || flightSize < 1)
      throw new DomainError('sportsMeet.error.laneCount', { laneCount: String(flightSize) });
    const drawn = drawLots(entries, random);
    const flights = Math.max(1, Math.ceil(drawn.length / flightSize));
    const slots: ArrangementSlot[] = [];
    let next = 0;
    for (let flight = 1; flight <= flights; flight++) {
      // The first flights take one athlete more where the entries do not divide evenly.
      const size = Math.floor(drawn.length / flights) + (flight <= drawn.length % flights ? 1 : 0);
      drawn.slice(next, next + size).forEach((entry, index) => {
        slots.push({ id: entry.id, heat: flight, position: index + 1, seedMark: markOf.get(entry.id) ?? null });
      });
      next += size;
    }
    return { kind, method: 'lot', seed: options.seed, slots };
  }
  const heats = drawLots(
    seedHeats(entries, { better: betterOf(options.measure), random, laneCount: options.laneCount }),
    random,
  );
  const slots = heats.flatMap((heat, index) =>
    assignLanes(
      heat.athletes.map((athlete) => athlete.id),
      options.laneCount === LANE_DRAW_LANE_COUNT
        ? { method: 'draw', laneCount: options.laneCount, random }
        : { method: 'standard', laneCount: options.laneCount },
    ).map(({ id, lane }) => ({ id, heat: index + 1, position: lane, seedMark: markOf.get(id) ?? null })),
  );
  const method = entries.some((entry) => entry.seedMark !== undefined && entry.seedMark !== null) ? 'marks' : 'lot';
  return { kind, method, seed: options.seed, slots: slots.sort(bySlot) };
}

/**
 * The arrangement with two athletes' places exchanged: heat and lane (or flight and order) change
 * hands, as a referee moves an athlete by hand after the draw.
 *
 * @throws DomainError `sportsMeet.error.swapSame` for one athlete twice, `sportsMeet.error.swapUnknown`
 *   for an athlete the arrangement does not hold.
 */
export function swapSlots(slots: readonly ArrangementSlot[], first: string, second: string): ArrangementSlot[] {
  if (first === second) throw new DomainError('sportsMeet.error.swapSame', { athleteId: first });
  const a = slots.find((slot) => slot.id === first);
  const b = slots.find((slot) => slot.id === second);
  if (!a || !b) throw new DomainError('sportsMeet.error.swapUnknown', { athleteId: a ? second : first });
  return slots
    .map((slot) => {
      if (slot.id === first) return { ...slot, heat: b.heat, position: b.position };
      if (slot.id === second) return { ...slot, heat: a.heat, position: a.position };
      return slot;
    })
    .sort(bySlot);
}

/** Why a meet's heats may not be drawn or changed on `today`, as a message id, or null when they may. */
export type ArrangementRefusal = 'meetArrange.registrationOpen' | 'meetArrange.meetEnded';

/**
 * Heats are drawn from the final entries, so not while registration is open or yet to open; and
 * not once the meet has ended (on time or early), when its results are final. A meet under way
 * may still draw or adjust: an afternoon event is often arranged on the morning of the day.
 */
export function arrangementRefusal(
  meet: { registrationStart: string; registrationEnd: string; status: string },
  today: string,
): ArrangementRefusal | null {
  if (meet.status === 'ended' || meet.status === 'endedEarly') return 'meetArrange.meetEnded';
  if (registrationWindow(meet, today) !== 'closed') return 'meetArrange.registrationOpen';
  return null;
}

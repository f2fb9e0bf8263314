import { describe, expect, it } from 'vitest';
import { drawLots } from './draw.ts';
import { seedHeats } from './heats.ts';
import { assignLanes, LANE_DRAW_GROUPS, standardLaneOrder } from './lanes.ts';

// A repeatable random source (linear congruential) so draws can be checked.
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

describe('drawLots', () => {
  it('returns a permutation and repeats with the same source', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const drawn = drawLots(items, seeded(7));
    expect([...drawn].sort()).toEqual(items);
    expect(drawLots(items, seeded(7))).toEqual(drawn);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(drawLots(items, () => 0)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('refuses a random source outside [0, 1)', () => {
    expect(() => drawLots([1, 2], () => 1)).toThrow(expect.objectContaining({ code: 'sportsMeet.error.random' }));
    expect(() => drawLots([1, 2], () => Number.NaN)).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.random' }),
    );
  });
});

describe('seedHeats', () => {
  const athletes = Array.from({ length: 10 }, (_, index) => ({ id: `a${index + 1}`, seedMark: 12 + index / 10 }));

  it('deals seeds across heats in a zigzag', () => {
    const heats = seedHeats(athletes, { better: 'lower', random: seeded(1) });
    expect(heats.map((heat) => heat.athletes.map((athlete) => athlete.id))).toEqual([
      ['a1', 'a4', 'a5', 'a8', 'a9'],
      ['a2', 'a3', 'a6', 'a7', 'a10'],
    ]);
    expect(heats[0]?.athletes[1]).toEqual({ id: 'a4', seedMark: 12.3, seedRank: 2 });
  });

  it('orders by the better mark for field events and honours a fixed heat count', () => {
    const heats = seedHeats(athletes, { better: 'higher', random: seeded(1), heatCount: 3 });
    expect(heats.map((heat) => heat.athletes.map((athlete) => athlete.id))).toEqual([
      ['a10', 'a5', 'a4'],
      ['a9', 'a6', 'a3'],
      ['a8', 'a7', 'a2', 'a1'],
    ]);
  });

  it('draws athletes without marks by lot after the seeded ones', () => {
    const mixed = [{ id: 'x' }, { id: 's1', seedMark: 11 }, { id: 'y', seedMark: null }, { id: 's2', seedMark: 11.5 }];
    const [heat] = seedHeats(mixed, { better: 'lower', random: seeded(3) });
    expect(heat?.athletes.slice(0, 2).map((athlete) => athlete.id)).toEqual(['s1', 's2']);
    expect(
      heat?.athletes
        .slice(2)
        .map((athlete) => athlete.id)
        .sort(),
    ).toEqual(['x', 'y']);
    const byLot = seedHeats([{ id: 'p' }, { id: 'q' }, { id: 'r' }], { better: 'lower', random: seeded(9) });
    expect(byLot).toHaveLength(1);
    expect(byLot[0]?.athletes.map((athlete) => athlete.id)).toEqual(drawLots(['p', 'q', 'r'], seeded(9)));
  });

  it('keeps every heat within the lanes', () => {
    const many = Array.from({ length: 17 }, (_, index) => ({ id: `r${index}`, seedMark: 60 + index }));
    const heats = seedHeats(many, { better: 'lower', random: seeded(2) });
    expect(heats.map((heat) => heat.athletes.length)).toEqual([5, 6, 6]);
    expect(seedHeats([], { better: 'lower', random: seeded(2) })).toEqual([]);
    expect(seedHeats([], { better: 'lower', random: seeded(2), heatCount: 2 })).toEqual([
      { number: 1, athletes: [] },
      { number: 2, athletes: [] },
    ]);
  });

  it('refuses bad input', () => {
    const random = seeded(1);
    expect(() => seedHeats(athletes, { better: 'lower', random, heatCount: 1 })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.heatCount' }),
    );
    expect(() => seedHeats(athletes, { better: 'lower', random, laneCount: 0 })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.laneCount' }),
    );
    expect(() => seedHeats([{ id: 'a', seedMark: -1 }], { better: 'lower', random })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.mark' }),
    );
    expect(() => seedHeats([{ id: 'a' }, { id: 'a' }], { better: 'lower', random })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.duplicateAthlete' }),
    );
  });
});

describe('lanes', () => {
  it('orders standard lanes from the centre out', () => {
    expect(standardLaneOrder()).toEqual([4, 5, 3, 6, 2, 7, 1, 8]);
    expect(standardLaneOrder(6)).toEqual([3, 4, 2, 5, 1, 6]);
    expect(standardLaneOrder(1)).toEqual([1]);
    expect(() => standardLaneOrder(0)).toThrow(expect.objectContaining({ code: 'sportsMeet.error.laneCount' }));
  });

  it('gives seeds the standard lanes', () => {
    expect(assignLanes(['a', 'b', 'c'], { method: 'standard' })).toEqual([
      { id: 'a', lane: 4 },
      { id: 'b', lane: 5 },
      { id: 'c', lane: 3 },
    ]);
  });

  it('draws lanes within the classic seed groups', () => {
    const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
    for (const seed of [1, 2, 3, 4, 5]) {
      const lanes = assignLanes(seeds, { method: 'draw', random: seeded(seed) });
      expect(lanes.map((entry) => entry.id)).toEqual(seeds);
      expect(new Set(lanes.map((entry) => entry.lane)).size).toBe(8);
      for (const {
        seeds: [first, last],
        lanes: groupLanes,
      } of LANE_DRAW_GROUPS) {
        for (const entry of lanes.slice(first - 1, last)) expect(groupLanes).toContain(entry.lane);
      }
    }
    const small = assignLanes(['a', 'b', 'c'], { method: 'draw', random: seeded(4) });
    for (const entry of small) expect([3, 4, 5, 6]).toContain(entry.lane);
  });

  it('refuses impossible assignments', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `a${index}`);
    expect(() => assignLanes(nine, { method: 'standard' })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.tooManyForLanes' }),
    );
    expect(() => assignLanes(['a'], { method: 'draw', laneCount: 6, random: seeded(1) })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.laneDraw' }),
    );
    expect(() => assignLanes(['a'], { method: 'draw' })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.random' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  arrangeEvent,
  arrangementRefusal,
  DRAW_SEED_LIMITS,
  FIELD_FLIGHT_SIZE,
  isDrawSeed,
  seededRandom,
  swapSlots,
} from './arrangement.ts';
import { LANE_DRAW_GROUPS } from './lanes.ts';

const code = (id: string) => expect.objectContaining({ code: id });
const athletes = (count: number, mark?: (index: number) => number | null) =>
  Array.from({ length: count }, (_, index) => ({ id: `a${index + 1}`, seedMark: mark ? mark(index) : null }));
const sprint = { discipline: 'track', measure: 'timed', laneCount: 8 } as const;
const longJump = { discipline: 'field', measure: 'distance', laneCount: 8 } as const;

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, other numbers for another, all in [0, 1)', () => {
    const take = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 50 }, () => random());
    };
    expect(take(2026)).toEqual(take(2026));
    expect(take(2027)).not.toEqual(take(2026));
    for (const value of [...take(0), ...take(DRAW_SEED_LIMITS.max)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    // The generator is mulberry32: its first number from seed 1 is a known value, so a draw can be
    // replayed outside this code.
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 12);
  });

  it('refuses a seed that is not a whole number within the limits', () => {
    for (const seed of [-1, 1.5, DRAW_SEED_LIMITS.max + 1, Number.NaN]) {
      expect(isDrawSeed(seed)).toBe(false);
      expect(() => seededRandom(seed)).toThrow(code('sportsMeet.error.seed'));
    }
    expect(isDrawSeed(DRAW_SEED_LIMITS.max)).toBe(true);
  });
});

describe('arrangeEvent', () => {
  it('repeats the same arrangement from the same entries and seed, and another from another seed', () => {
    const entries = athletes(20);
    const first = arrangeEvent(entries, { ...sprint, seed: 46 });
    expect(arrangeEvent(entries, { ...sprint, seed: 46 })).toEqual(first);
    expect(arrangeEvent(entries, { ...sprint, seed: 47 }).slots).not.toEqual(first.slots);
    expect(first).toMatchObject({ kind: 'lanes', method: 'lot', seed: 46 });
  });

  it('puts a race in the fewest heats, every athlete once, one athlete a lane', () => {
    const { slots } = arrangeEvent(athletes(19), { ...sprint, seed: 3 });
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(19);
    expect(new Set(slots.map((slot) => slot.heat))).toEqual(new Set([1, 2, 3]));
    for (const heat of [1, 2, 3]) {
      const lanes = slots.filter((slot) => slot.heat === heat).map((slot) => slot.position);
      expect(new Set(lanes).size).toBe(lanes.length);
      expect(lanes.every((lane) => lane >= 1 && lane <= 8)).toBe(true);
    }
    // Slots come by heat, then lane.
    expect(slots.map((slot) => slot.heat * 10 + slot.position)).toEqual(
      [...slots].map((slot) => slot.heat * 10 + slot.position).sort((a, b) => a - b),
    );
  });

  it('seeds a race by best marks: the fastest spread over the heats, the best four in the middle lanes', () => {
    // a1 is fastest (10.0 s), a16 slowest.
    const entries = athletes(16, (index) => 10 + index / 10);
    const arranged = arrangeEvent(entries, { ...sprint, seed: 9 });
    expect(arranged.method).toBe('marks');
    const heatOf = (id: string) => arranged.slots.find((slot) => slot.id === id)?.heat;
    expect(heatOf('a1')).not.toBe(heatOf('a2'));
    const [middle] = LANE_DRAW_GROUPS;
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']) {
      expect(middle.lanes).toContain(arranged.slots.find((slot) => slot.id === id)?.position);
    }
    expect(arranged.slots.find((slot) => slot.id === 'a1')?.seedMark).toBe(10);
  });

  it('gives standard lanes, centre out, on a track other than 8 lanes', () => {
    const entries = athletes(6, (index) => 12 + index);
    const { slots } = arrangeEvent(entries, { ...sprint, laneCount: 6, seed: 5 });
    expect(slots.map((slot) => [slot.id, slot.position])).toEqual([
      ['a5', 1],
      ['a3', 2],
      ['a1', 3],
      ['a2', 4],
      ['a4', 5],
      ['a6', 6],
    ]);
  });

  it('draws a field event’s order of trial by lot, in flights that differ by one athlete at most', () => {
    const entries = athletes(FIELD_FLIGHT_SIZE * 2 + 1, (index) => 3 + index / 100);
    const arranged = arrangeEvent(entries, { ...longJump, seed: 11 });
    expect(arranged).toMatchObject({ kind: 'order', method: 'lot' });
    const sizes = [1, 2, 3].map((flight) => arranged.slots.filter((slot) => slot.heat === flight).length);
    expect(sizes).toEqual([9, 8, 8]);
    for (const flight of [1, 2, 3]) {
      expect(arranged.slots.filter((slot) => slot.heat === flight).map((slot) => slot.position)).toEqual(
        Array.from({ length: sizes[flight - 1] as number }, (_, index) => index + 1),
      );
    }
    // By lot, not by mark: the order is not the marks' order.
    expect(arranged.slots.map((slot) => slot.id)).not.toEqual(entries.map((entry) => entry.id));
    expect(arrangeEvent(entries, { ...longJump, seed: 11 })).toEqual(arranged);
  });

  it('arranges no entries as nothing, and refuses duplicates and bad seeds', () => {
    expect(arrangeEvent([], { ...sprint, seed: 1 }).slots).toEqual([]);
    expect(arrangeEvent([], { ...longJump, seed: 1 }).slots).toEqual([]);
    expect(() => arrangeEvent([{ id: 'a' }, { id: 'a' }], { ...sprint, seed: 1 })).toThrow(
      code('sportsMeet.error.duplicateAthlete'),
    );
    expect(() => arrangeEvent(athletes(2), { ...longJump, seed: -3 })).toThrow(code('sportsMeet.error.seed'));
  });
});

describe('swapSlots', () => {
  const slots = [
    { id: 'a', heat: 1, position: 4, seedMark: null },
    { id: 'b', heat: 1, position: 5, seedMark: 12.1 },
    { id: 'c', heat: 2, position: 3, seedMark: null },
  ];

  it('exchanges two athletes’ heat and lane, leaving the others', () => {
    expect(swapSlots(slots, 'a', 'c')).toEqual([
      { id: 'c', heat: 1, position: 4, seedMark: null },
      { id: 'b', heat: 1, position: 5, seedMark: 12.1 },
      { id: 'a', heat: 2, position: 3, seedMark: null },
    ]);
  });

  it('refuses one athlete twice and an athlete it does not hold', () => {
    expect(() => swapSlots(slots, 'a', 'a')).toThrow(code('sportsMeet.error.swapSame'));
    expect(() => swapSlots(slots, 'a', 'z')).toThrow(code('sportsMeet.error.swapUnknown'));
  });
});

describe('arrangementRefusal', () => {
  const meet = { registrationStart: '2027-03-01', registrationEnd: '2027-03-20', status: 'notStarted' };

  it('refuses while registration is open or yet to open, and once the meet has ended', () => {
    expect(arrangementRefusal(meet, '2027-02-01')).toBe('meetArrange.registrationOpen');
    expect(arrangementRefusal(meet, '2027-03-20')).toBe('meetArrange.registrationOpen');
    expect(arrangementRefusal(meet, '2027-03-21')).toBeNull();
    expect(arrangementRefusal({ ...meet, status: 'inProgress' }, '2027-03-10')).toBeNull();
    expect(arrangementRefusal({ ...meet, status: 'ended' }, '2027-04-30')).toBe('meetArrange.meetEnded');
    expect(arrangementRefusal({ ...meet, status: 'endedEarly' }, '2027-04-30')).toBe('meetArrange.meetEnded');
  });
});

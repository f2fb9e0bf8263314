import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumExact } from '../rounding.ts';
import { placeResults } from './places.ts';
import { awardPoints, scoringPlaces } from './points.ts';
import { compareWithRecord, detectNewRecords, recordBonus } from './records.ts';
import { DEFAULT_MEET_SETTINGS, POINTS_TABLES } from './settings.ts';
import { teamStandings } from './standings.ts';

const rounding = DEFAULT_MEET_SETTINGS.rounding;

describe('placeResults', () => {
  it('shares places on ties and skips the next (1, 2, 2, 4)', () => {
    const placed = placeResults(
      [
        { id: 'd', mark: 13.1 },
        { id: 'b', mark: 12.5 },
        { id: 'a', mark: 12.0 },
        { id: 'x', mark: null },
        { id: 'c', mark: 12.5 },
      ],
      { better: 'lower' },
    );
    expect(placed.map(({ id, place }) => [id, place])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
      ['x', null],
    ]);
  });

  it('breaks field ties by the next best marks, and vertical ties by fewer attempts', () => {
    const horizontal = placeResults(
      [
        { id: 'a', mark: 6.1, tieBreak: [5.9, 5.5] },
        { id: 'b', mark: 6.1, tieBreak: [6.0] },
        { id: 'c', mark: 6.1, tieBreak: [5.9, 5.5] },
        { id: 'd', mark: 6.1, tieBreak: [5.9] },
      ],
      { better: 'higher' },
    );
    expect(horizontal.map(({ id, place }) => [id, place])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
    const vertical = placeResults(
      [
        { id: 'a', mark: 1.6, tieBreak: [2, 3] },
        { id: 'b', mark: 1.6, tieBreak: [1, 4] },
      ],
      { better: 'higher', tieBreakBetter: 'lower' },
    );
    expect(vertical.map(({ id }) => id)).toEqual(['b', 'a']);
  });

  it('refuses bad marks and repeated athletes', () => {
    expect(() => placeResults([{ id: 'a', mark: -1 }], { better: 'lower' })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.mark' }),
    );
    expect(() => placeResults([{ id: 'a', mark: 1, tieBreak: [Number.NaN] }], { better: 'lower' })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.mark' }),
    );
    expect(() =>
      placeResults(
        [
          { id: 'a', mark: 1 },
          { id: 'a', mark: 2 },
        ],
        { better: 'lower' },
      ),
    ).toThrow(expect.objectContaining({ code: 'sportsMeet.error.duplicateAthlete' }));
  });

  it('gives places that never decrease in result order (property)', () => {
    const results = fc.uniqueArray(
      fc.record({ id: fc.string(), mark: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }) }),
      { selector: (result) => result.id, maxLength: 30 },
    );
    fc.assert(
      fc.property(results, fc.constantFrom('lower' as const, 'higher' as const), (list, better) => {
        const placed = placeResults(list, { better });
        const places = placed.filter((result) => result.place !== null).map((result) => result.place as number);
        places.forEach((place, index) => {
          if (index > 0) expect(place).toBeGreaterThanOrEqual(places[index - 1] as number);
          expect(place).toBeLessThanOrEqual(index + 1);
        });
        if (places.length > 0) expect(places[0]).toBe(1);
        expect(placed).toHaveLength(list.length);
      }),
    );
  });
});

describe('awardPoints', () => {
  it('gives two athletes tied for second under 9-7-6 6.5 each', () => {
    const placed = [
      { id: 'a', place: 1 },
      { id: 'b', place: 2 },
      { id: 'c', place: 2 },
      { id: 'd', place: 4 },
    ];
    const scored = awardPoints(placed, { pointsTable: [9, 7, 6], rounding });
    expect(scored.map(({ id, points }) => [id, points])).toEqual([
      ['a', 9],
      ['b', 6.5],
      ['c', 6.5],
      ['d', 0],
    ]);
    expect(scored[1]).toMatchObject({ groupPoints: 13, tiedCount: 2 });
  });

  it('rounds shares under the meet rounding', () => {
    const three = [1, 1, 1].map((place, index) => ({ id: `t${index}`, place }));
    const table = [9, 7, 6, 5];
    expect(
      awardPoints(three, { pointsTable: table, rounding: { decimals: 2, mode: 'round' }, entrants: 8 })[0]?.points,
    ).toBe(7.33);
    expect(
      awardPoints(three, { pointsTable: table, rounding: { decimals: 1, mode: 'up' }, entrants: 8 })[0]?.points,
    ).toBe(7.4);
    expect(
      awardPoints(three, { pointsTable: table, rounding: { decimals: 0, mode: 'down' }, entrants: 8 })[0]?.points,
    ).toBe(7);
  });

  it('scores one place fewer than the entrants when they are fewer than the scoring places', () => {
    expect(scoringPlaces(5, 8)).toBe(4);
    expect(scoringPlaces(8, 8)).toBe(8);
    expect(scoringPlaces(20, 6)).toBe(6);
    expect(scoringPlaces(1, 8)).toBe(0);
    expect(scoringPlaces(0, 8)).toBe(0);
    const five = [1, 2, 3, 4, 5].map((place) => ({ id: `r${place}`, place }));
    expect(awardPoints(five, { pointsTable: POINTS_TABLES.top8, rounding }).map((result) => result.points)).toEqual([
      9, 7, 6, 5, 0,
    ]);
    expect(() => scoringPlaces(-1, 8)).toThrow(expect.objectContaining({ code: 'sportsMeet.error.entrants' }));
  });

  it('doubles relays and gives unplaced results nothing', () => {
    const scored = awardPoints(
      [
        { id: 'r1', place: 1 },
        { id: 'r2', place: null },
      ],
      { pointsTable: POINTS_TABLES.top6, rounding, multiplier: 2, entrants: 6 },
    );
    expect(scored.map((result) => result.points)).toEqual([14, 0]);
  });

  it('refuses bad tables and places', () => {
    expect(() => awardPoints([{ place: 1 }], { pointsTable: [9, -1], rounding })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.pointsTable' }),
    );
    expect(() => awardPoints([{ place: 1 }], { pointsTable: [9], rounding, multiplier: Number.NaN })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.pointsTable' }),
    );
    expect(() => awardPoints([{ place: 0 }], { pointsTable: [9], rounding })).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.place' }),
    );
  });

  it('shares exactly the points of the places a tie occupies (property)', () => {
    const marks = fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 14 });
    const table = fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(marks, table, fc.constantFrom(0, 1, 2, 3), (list, points, decimals) => {
        const placed = placeResults(
          list.map((mark, index) => ({ id: `a${index}`, mark })),
          { better: 'lower' },
        );
        const scored = awardPoints(placed, { pointsTable: points, rounding: { decimals, mode: 'round' } });
        const scoring = scoringPlaces(list.length, points.length);
        for (const result of scored) {
          const place = result.place as number;
          const occupied = Array.from({ length: result.tiedCount }, (_, offset) => place + offset);
          const expected = sumExact(occupied.map((p) => (p <= scoring ? (points[p - 1] as number) : 0)));
          expect(result.groupPoints).toBe(expected);
          expect(Math.abs(result.points * result.tiedCount - result.groupPoints)).toBeLessThanOrEqual(
            (result.tiedCount * 10 ** -decimals) / 2 + 1e-9,
          );
        }
        const total = sumExact(
          scored.filter((result) => result.place !== null).map((result) => result.groupPoints / result.tiedCount),
        );
        const placesPoints = sumExact(
          Array.from({ length: placed.length }, (_, index) => (index + 1 <= scoring ? (points[index] as number) : 0)),
        );
        expect(total).toBeCloseTo(placesPoints, 9);
      }),
    );
  });
});

describe('teamStandings', () => {
  it('sums points and bonuses and breaks ties by firsts, then seconds', () => {
    const standings = teamStandings([
      { teamId: 'A', place: 1, points: 9 },
      { teamId: 'A', place: 4, points: 5 },
      { teamId: 'B', place: 2, points: 7 },
      { teamId: 'B', place: 2, points: 7 },
      { teamId: 'C', place: 1, points: 9, bonus: 5 },
      { teamId: 'D', place: 3, points: 6.5 },
      { teamId: 'D', place: null, points: 0, bonus: 0.1 },
    ]);
    expect(standings.map(({ teamId, total, rank }) => [teamId, total, rank])).toEqual([
      ['A', 14, 1],
      ['C', 14, 2],
      ['B', 14, 3],
      ['D', 6.6, 4],
    ]);
    expect(standings[0]?.placeCounts).toEqual([1, 0, 0, 1]);
  });

  it('shares the rank when everything is equal', () => {
    const standings = teamStandings([
      { teamId: 'A', place: 2, points: 7 },
      { teamId: 'B', place: 2, points: 7 },
      { teamId: 'C', place: 4, points: 5 },
    ]);
    expect(standings.map((team) => team.rank)).toEqual([1, 1, 3]);
  });

  it('refuses bad entries', () => {
    expect(() => teamStandings([{ teamId: 'A', place: 1, points: Number.NaN }])).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.points' }),
    );
    expect(() => teamStandings([{ teamId: 'A', place: 1.5, points: 1 }])).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.place' }),
    );
  });
});

describe('records', () => {
  it('compares with the record, lower being better for times', () => {
    expect(compareWithRecord(12.3, 12.5, 'lower')).toBe('broken');
    expect(compareWithRecord(12.5, 12.5, 'lower')).toBe('equalled');
    expect(compareWithRecord(12.6, 12.5, 'lower')).toBe('notReached');
    expect(compareWithRecord(1.75, 1.7, 'higher')).toBe('broken');
    expect(compareWithRecord(1.75, null, 'higher')).toBe('noRecord');
    expect(() => compareWithRecord(Number.NaN, 1, 'lower')).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.mark' }),
    );
  });

  it('detects new records per event and sex', () => {
    const directions = { '100m': 'lower', highJump: 'higher' } as const;
    const records = [
      { eventId: '100m', sex: 'male', mark: 12.5 },
      { eventId: '100m', sex: 'female', mark: 13.2 },
      { eventId: 'highJump', sex: 'male', mark: 1.7 },
    ] as const;
    const found = detectNewRecords(
      [
        { eventId: '100m', sex: 'male', athleteId: 'a', mark: 12.4 },
        { eventId: '100m', sex: 'male', athleteId: 'b', mark: 12.3 },
        { eventId: '100m', sex: 'male', athleteId: 'c', mark: 12.3 },
        { eventId: '100m', sex: 'female', athleteId: 'd', mark: 13.2 },
        { eventId: 'highJump', sex: 'male', athleteId: 'e', mark: 1.65 },
        { eventId: 'highJump', sex: 'female', athleteId: 'f', mark: 1.4 },
        { eventId: 'highJump', sex: 'male', athleteId: 'g', mark: null },
      ],
      records,
      directions,
    );
    expect(found).toEqual([{ eventId: '100m', sex: 'male', mark: 12.3, athleteIds: ['b', 'c'], previousMark: 12.5 }]);
    const first = detectNewRecords(
      [{ eventId: 'highJump', sex: 'female', athleteId: 'f', mark: 1.4 }],
      records,
      directions,
      { firstMarkSetsRecord: true },
    );
    expect(first).toEqual([{ eventId: 'highJump', sex: 'female', mark: 1.4, athleteIds: ['f'], previousMark: null }]);
    expect(() => detectNewRecords([{ eventId: 'shot', sex: 'male', athleteId: 'x', mark: 9 }], [], directions)).toThrow(
      expect.objectContaining({ code: 'sportsMeet.error.unknownEvent' }),
    );
  });

  it('gives the record bonus of the meet', () => {
    expect(recordBonus('individual', true)).toBe(5);
    expect(recordBonus('relay', true)).toBe(10);
    expect(recordBonus('relay', false)).toBe(0);
    expect(recordBonus('individual', true, { individual: 3, relay: 6 })).toBe(3);
  });
});

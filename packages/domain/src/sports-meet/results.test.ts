import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumExact } from '../rounding.ts';
import { placeResults } from './places.ts';
import { awardPoints, scoringPlaces } from './points.ts';
import { compareWithRecord, detectNewRecords, recordBonus } from './records.ts';
import {
  confirmRefusal,
  type EventAthlete,
  eventResults,
  formatMark,
  MARK_MAXIMUM,
  parseMark,
  resultMarkProblem,
} from './results.ts';
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

describe('parseMark', () => {
  const hundredths = { decimals: 2, mode: 'round' } as const;

  it('reads times as seconds or minutes and seconds, rounded by the meet', () => {
    expect(parseMark('12.34', 'timed', hundredths)).toBe(12.34);
    expect(parseMark('1\'05"32', 'timed', hundredths)).toBe(65.32);
    expect(parseMark("1'05.32", 'timed', hundredths)).toBe(65.32);
    expect(parseMark('1:05.32', 'timed', hundredths)).toBe(65.32);
    expect(parseMark('2\'10"', 'timed', hundredths)).toBe(130);
    expect(parseMark(' 12.345 ', 'timed', hundredths)).toBe(12.35);
    // Hand timing rounds up to the tenth: 12.31 is 12.4.
    expect(parseMark('12.31', 'timed', { decimals: 1, mode: 'up' })).toBe(12.4);
    expect(parseMark('12.39', 'timed', { decimals: 1, mode: 'down' })).toBe(12.3);
  });

  it('reads distances in their unit and counts as whole numbers', () => {
    expect(parseMark('5.627', 'distance', hundredths)).toBe(5.63);
    expect(parseMark('5.627', 'distance', { decimals: 2, mode: 'down' })).toBe(5.62);
    expect(parseMark(1.485, 'height', hundredths)).toBe(1.49);
    expect(parseMark('152', 'counted', hundredths)).toBe(152);
  });

  it('refuses what is no mark of the event', () => {
    const markText = expect.objectContaining({ code: 'sportsMeet.error.markText' });
    for (const [text, measure] of [
      ['', 'timed'],
      ['abc', 'timed'],
      ['-1', 'distance'],
      ['1\'65"00', 'timed'],
      ['1\'05"32', 'distance'],
      ['12.5', 'counted'],
      [String(MARK_MAXIMUM + 1), 'distance'],
    ] as const)
      expect(() => parseMark(text, measure, hundredths), text).toThrow(markText);
    expect(() => parseMark(Number.NaN, 'timed', hundredths)).toThrow(markText);
  });

  it('writes times of a minute or more as m\'ss"xx, and reads its own writing back', () => {
    expect(formatMark(65.32, 'timed', 2)).toBe('1\'05"32');
    expect(formatMark(12.3, 'timed', 2)).toBe('12.30');
    expect(formatMark(5.6, 'distance', 2)).toBe('5.60');
    expect(formatMark(152, 'counted', 2)).toBe('152');
    for (const mark of [60, 65.32, 119.99, 754.07])
      expect(parseMark(formatMark(mark, 'timed', 2), 'timed', hundredths)).toBe(mark);
  });
});

describe('results on the day', () => {
  it('has a mark only with OK', () => {
    expect(resultMarkProblem('ok', 12.3)).toBeNull();
    expect(resultMarkProblem('ok', null)).toBe('validation.meetResult.markMissing');
    expect(resultMarkProblem('dns', null)).toBeNull();
    expect(resultMarkProblem('dq', 12.3)).toBe('validation.meetResult.markWithStatus');
  });

  it('is confirmed once, complete, by someone who entered none of its marks', () => {
    const entered = [{ enteredBy: 'wang' }, { enteredBy: 'li' }];
    expect(confirmRefusal(entered, 'zhao', false)).toBeNull();
    expect(confirmRefusal(entered, 'li', false)).toBe('meetResult.ownMarks');
    expect(confirmRefusal([...entered, null], 'zhao', false)).toBe('meetResult.incomplete');
    expect(confirmRefusal([], 'zhao', false)).toBe('meetResult.incomplete');
    expect(confirmRefusal(entered, 'zhao', true)).toBe('meetResult.alreadyConfirmed');
  });

  // A boys' 60 m in two heats under 9-7-6-5-4-3-2-1, its record 8.10. By hand: 7.98 beats the
  // record and wins; 8.20 and 8.20 (one per heat) share 2nd and (7 + 6) / 2 = 6.5 points each; 8.45
  // is 4th (5 points); the DNF, DQ and DNS are unplaced with nothing. Seven drawn, under eight
  // scoring places: six places score, so the table is cut, but no placed athlete is past 4th.
  const sprint = (heat2: EventAthlete['result']): EventAthlete[] => [
    { id: 'a', sex: 'male', heat: 1, result: { status: 'ok', mark: 8.2 } },
    { id: 'b', sex: 'male', heat: 1, result: { status: 'ok', mark: 7.98 } },
    { id: 'c', sex: 'male', heat: 1, result: { status: 'dnf', mark: null } },
    { id: 'd', sex: 'male', heat: 1, result: { status: 'dq', mark: null } },
    { id: 'e', sex: 'male', heat: 2, result: heat2 },
    { id: 'f', sex: 'male', heat: 2, result: { status: 'ok', mark: 8.45 } },
    { id: 'g', sex: 'male', heat: 2, result: { status: 'dns', mark: null } },
  ];
  const options = {
    measure: 'timed',
    pointsTable: POINTS_TABLES.top8,
    rounding,
    records: [{ sex: 'male', mark: 8.1 }],
  } as const;

  it('places a tie and a broken record across heats once every heat is confirmed', () => {
    const official = eventResults(sprint({ status: 'ok', mark: 8.2 }), { ...options, confirmedHeats: new Set([1, 2]) });
    expect(official.official).toBe(true);
    expect(official.results.map(({ id, place, points, newRecord }) => [id, place, points, newRecord])).toEqual([
      ['b', 1, 9, true],
      ['a', 2, 6.5, false],
      ['e', 2, 6.5, false],
      ['f', 4, 5, false],
      ['c', null, 0, false],
      ['d', null, 0, false],
      ['g', null, 0, false],
    ]);
    expect(official.results[1]?.tiedCount).toBe(2);
    expect(official.newRecords).toEqual([{ sex: 'male', mark: 7.98, athleteIds: ['b'], previousMark: 8.1 }]);
  });

  it('has no places while a heat is unconfirmed or a result is missing', () => {
    const waiting = eventResults(sprint({ status: 'ok', mark: 8.2 }), { ...options, confirmedHeats: new Set([1]) });
    expect(waiting).toEqual({ official: false, results: [], newRecords: [] });
    const missing = eventResults(sprint(null), { ...options, confirmedHeats: new Set([1, 2]) });
    expect(missing.official).toBe(false);
    expect(eventResults([], { ...options, confirmedHeats: new Set() }).official).toBe(false);
  });

  it('sets no record by equalling it, nor in an event without one', () => {
    const equal = eventResults(
      [
        { id: 'a', sex: 'female', heat: 1, result: { status: 'ok', mark: 1.48 } },
        { id: 'b', sex: 'female', heat: 1, result: { status: 'ok', mark: 1.35 } },
      ],
      { ...options, measure: 'distance', records: [{ sex: 'female', mark: 1.48 }], confirmedHeats: new Set([1]) },
    );
    expect(equal.results.map((result) => [result.id, result.place, result.newRecord])).toEqual([
      ['a', 1, false],
      ['b', 2, false],
    ]);
    expect(equal.newRecords).toEqual([]);
    const none = eventResults([{ id: 'a', sex: 'female', heat: 1, result: { status: 'ok', mark: 1.6 } }], {
      ...options,
      measure: 'height',
      records: [{ sex: 'male', mark: 1.2 }],
      confirmedHeats: new Set([1]),
    });
    expect(none.newRecords).toEqual([]);
  });
});

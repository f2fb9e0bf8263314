import { type DateValue, parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateProblems, dateRangeProblems } from './dateProblems.ts';

const limits = {
  minValue: parseDate('2024-09-05'),
  maxValue: parseDate('2024-09-20'),
  isDateUnavailable: (date: DateValue) => date.day === 15,
};

describe('dateProblems', () => {
  it('accepts a date within the limits, and no date at all', () => {
    expect(dateProblems(parseDate('2024-09-05'), limits)).toEqual([]);
    expect(dateProblems(parseDate('2024-09-20'), limits)).toEqual([]);
    expect(dateProblems(null, limits)).toEqual([]);
    expect(dateProblems(parseDate('1999-01-01'), {})).toEqual([]);
  });

  it('names each refused rule', () => {
    expect(dateProblems(parseDate('2024-09-04'), limits)).toEqual(['beforeMin']);
    expect(dateProblems(parseDate('2024-09-21'), limits)).toEqual(['afterMax']);
    expect(dateProblems(parseDate('2024-09-15'), limits)).toEqual(['unavailable']);
  });
});

describe('dateRangeProblems', () => {
  it('accepts a range within the limits and a half-filled range', () => {
    expect(dateRangeProblems({ start: parseDate('2024-09-06'), end: parseDate('2024-09-10') }, limits)).toEqual([]);
    expect(dateRangeProblems({ start: parseDate('2024-09-06'), end: null }, limits)).toEqual([]);
    expect(dateRangeProblems(null, limits)).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(dateRangeProblems({ start: parseDate('2024-09-10'), end: parseDate('2024-09-06') }, limits)).toEqual([
      'reversed',
    ]);
  });

  it('collects the problems of both ends once each', () => {
    expect(dateRangeProblems({ start: parseDate('2024-09-01'), end: parseDate('2024-09-30') }, limits)).toEqual([
      'beforeMin',
      'afterMax',
    ]);
    expect(dateRangeProblems({ start: parseDate('2024-09-01'), end: parseDate('2024-09-02') }, limits)).toEqual([
      'beforeMin',
    ]);
  });
});

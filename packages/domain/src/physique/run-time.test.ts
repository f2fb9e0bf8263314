import { describe, expect, it } from 'vitest';
import { formatRunTime, parseRunTime } from './run-time.ts';

describe('parseRunTime', () => {
  it.each([
    [`3'55"`, 235],
    [`4'34"`, 274],
    [`1'36"`, 96],
    [`3′55″`, 235],
    ['3:55', 235],
    [`3'55`, 235],
    [`3'05.5"`, 185.5],
    [` 3 ' 55 " `, 235],
    ['235', 235],
    ['98.5', 98.5],
    [235, 235],
  ])('reads %j as %d seconds', (text, seconds) => {
    expect(parseRunTime(text)).toBe(seconds);
  });

  it.each([`3'75"`, `3'60"`, '3.5.5', 'abc', '', `'55"`, '-3', 0, -4, Number.NaN, Number.POSITIVE_INFINITY, null])(
    'refuses %j',
    (value) => {
      expect(() => parseRunTime(value as never)).toThrow(expect.objectContaining({ code: 'physique.error.time' }));
    },
  );
});

describe('formatRunTime', () => {
  it('writes m\'ss"', () => {
    expect(formatRunTime(235)).toBe(`3'55"`);
    expect(formatRunTime(65)).toBe(`1'05"`);
    expect(formatRunTime(98.5)).toBe(`1'38.5"`);
    expect(formatRunTime(0)).toBe(`0'00"`);
    expect(() => formatRunTime(-1)).toThrow(expect.objectContaining({ code: 'physique.error.time' }));
  });
});

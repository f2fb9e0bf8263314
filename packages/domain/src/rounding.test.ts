import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { decimalPlaces, divideAndRound, ROUNDING_DECIMALS, roundTo, roundWith, sumExact } from './rounding.ts';

describe('roundTo', () => {
  // The number, the decimals to keep, what it rounds to.
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [1.0049999, 2, 1],
    [8.345, 2, 8.35],
    [0.5, 0, 1],
    [1.45, 1, 1.5],
  ])(
    'rounds the decimal the number prints as, not its binary approximation: %d to %d places',
    (value, decimals, rounded) => {
      expect(roundTo(value, decimals)).toBe(rounded);
    },
  );

  it('rounds a half away from zero, also for negatives', () => {
    expect(roundTo(-2.675, 2)).toBe(-2.68);
    expect(roundTo(-0.5, 0)).toBe(-1);
    expect(roundTo(2.5, 0)).toBe(3);
  });

  it('goes up towards positive infinity and down towards negative infinity', () => {
    expect(roundTo(1.231, 2, 'up')).toBe(1.24);
    expect(roundTo(1.239, 2, 'down')).toBe(1.23);
    expect(roundTo(-1.239, 2, 'up')).toBe(-1.23);
    expect(roundTo(-1.231, 2, 'down')).toBe(-1.24);
    expect(roundTo(3.0001, 0, 'up')).toBe(4);
    expect(roundTo(3.9999, 0, 'down')).toBe(3);
  });

  it('keeps values that already fit and never returns -0', () => {
    expect(roundTo(6.5, 1)).toBe(6.5);
    expect(roundTo(7, 3, 'up')).toBe(7);
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0.0001, 0, 'up'), 0)).toBe(true);
  });

  it('handles exponent notation', () => {
    expect(roundTo(1e-7, 3)).toBe(0);
    expect(roundTo(1e-7, 3, 'up')).toBe(0.001);
    expect(roundTo(1.5e-3, 3)).toBe(0.002);
    expect(roundTo(1e21, 2)).toBe(1e21);
    expect(roundTo(123456789.12345, 3)).toBe(123456789.123);
  });

  it('refuses NaN, infinities, bad decimals and modes with a DomainError', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow(DomainError);
    expect(() => roundTo(Number.POSITIVE_INFINITY, 2)).toThrow(
      expect.objectContaining({ code: 'rounding.error.value' }),
    );
    expect(() => roundTo(1.5, 4)).toThrow(expect.objectContaining({ code: 'rounding.error.decimals' }));
    expect(() => roundTo(1.5, 1.5)).toThrow(expect.objectContaining({ code: 'rounding.error.decimals' }));
    expect(() => roundTo(1.5, 1, 'nearest' as never)).toThrow(expect.objectContaining({ code: 'rounding.error.mode' }));
  });

  it('applies stored settings', () => {
    expect(roundWith(6.666, { decimals: 1, mode: 'down' })).toBe(6.6);
  });

  const values = fc.double({ min: -1e9, max: 1e9, noNaN: true });
  const decimals = fc.constantFrom(...ROUNDING_DECIMALS);

  it('orders the modes: down <= round <= up (property)', () => {
    fc.assert(
      fc.property(values, decimals, (value, places) => {
        const down = roundTo(value, places, 'down');
        const round = roundTo(value, places, 'round');
        const up = roundTo(value, places, 'up');
        expect(down).toBeLessThanOrEqual(round);
        expect(round).toBeLessThanOrEqual(up);
      }),
    );
  });

  it('keeps at most the asked decimals and stays within one step of the value (property)', () => {
    fc.assert(
      fc.property(values, decimals, (value, places) => {
        const rounded = roundTo(value, places);
        expect(decimalPlaces(rounded)).toBeLessThanOrEqual(places);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(10 ** -places / 2 + Math.abs(value) * 1e-12);
      }),
    );
  });
});

describe('divideAndRound', () => {
  it('shares exactly', () => {
    expect(divideAndRound(13, 2, 1)).toBe(6.5);
    expect(divideAndRound(13, 2, 0)).toBe(7);
    expect(divideAndRound(10, 3, 2)).toBe(3.33);
    expect(divideAndRound(10, 3, 2, 'up')).toBe(3.34);
    expect(divideAndRound(20, 3, 2)).toBe(6.67);
    expect(divideAndRound(0.3, 0.1, 0)).toBe(3);
    expect(divideAndRound(-7, 2, 0)).toBe(-4);
    expect(divideAndRound(7, -2, 0, 'up')).toBe(-3);
    expect(divideAndRound(0, 5, 2)).toBe(0);
  });

  it('refuses a zero divisor and bad input', () => {
    expect(() => divideAndRound(1, 0, 2)).toThrow(expect.objectContaining({ code: 'rounding.error.divisor' }));
    expect(() => divideAndRound(Number.NaN, 1, 2)).toThrow(expect.objectContaining({ code: 'rounding.error.value' }));
    expect(() => divideAndRound(1, 1, 5)).toThrow(expect.objectContaining({ code: 'rounding.error.decimals' }));
    expect(() => divideAndRound(1, 1, 2, 'x' as never)).toThrow(
      expect.objectContaining({ code: 'rounding.error.mode' }),
    );
  });
});

describe('sumExact and decimalPlaces', () => {
  it('adds in decimal', () => {
    expect(sumExact([0.1, 0.2])).toBe(0.3);
    expect(sumExact([6.5, 6.5, 9, -1.25])).toBe(20.75);
    expect(sumExact([])).toBe(0);
    expect(sumExact([-0.1, -0.2])).toBe(-0.3);
    expect(() => sumExact([1, Number.NaN])).toThrow(DomainError);
  });

  it('counts decimals of the shortest form', () => {
    expect(decimalPlaces(0.01)).toBe(2);
    expect(decimalPlaces(12)).toBe(0);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-10)).toBe(11);
  });
});

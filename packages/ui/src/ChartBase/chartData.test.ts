import { describe, expect, it } from 'vitest';
import {
  estimateLabelWidth,
  isChartValue,
  isNonNegativeValue,
  labelledIndexes,
  nextPointIndex,
  valueDomain,
} from './chartData.ts';
import { formatChartCategory, formatChartNumber, formatChartShare } from './format.ts';

describe('chart values', () => {
  it('draws only finite numbers', () => {
    expect([1, 0, -2, Number.NaN, Number.POSITIVE_INFINITY, null, undefined].map(isChartValue)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(isNonNegativeValue(-1)).toBe(false);
    expect(isNonNegativeValue(0)).toBe(true);
  });

  it('spans the values with zero and ignores missing ones', () => {
    expect(valueDomain([12, Number.NaN, 40, null])).toEqual([0, 40]);
    expect(valueDomain([-5, 10])).toEqual([-5, 10]);
    expect(valueDomain([])).toEqual([0, 1]);
    expect(valueDomain([0, 0])).toEqual([0, 1]);
  });

  it('keeps a fixed domain, ordered, unless it is degenerate', () => {
    expect(valueDomain([150], [100, 0])).toEqual([0, 100]);
    expect(valueDomain([3], [5, 5])).toEqual([0, 3]);
    expect(valueDomain([3], [Number.NaN, 5])).toEqual([0, 3]);
  });
});

describe('keyboard moves between points', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowDown', 3, 4],
    ['ArrowRight', 4, 4],
    ['ArrowLeft', 0, 0],
    ['ArrowUp', 2, 1],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['PageDown', 0, 4],
    ['PageUp', 4, 0],
    ['a', 2, null],
  ] as const)('%s from %i goes to %s', (key, from, to) => {
    expect(nextPointIndex(key, from, 5)).toBe(to);
  });

  it('has nowhere to go without points', () => {
    expect(nextPointIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('axis labels', () => {
  it('shows all labels that fit', () => {
    expect(labelledIndexes(6, 600, 50)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('thins out crowded labels and keeps the last', () => {
    const indexes = labelledIndexes(365, 600, 60);
    expect(indexes.length).toBeLessThanOrEqual(11);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(364);
    const gaps = indexes.slice(1).map((index, at) => index - (indexes[at] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(37);
  });

  it('estimates CJK wider than Latin', () => {
    expect(estimateLabelWidth('一年级')).toBe(36);
    expect(estimateLabelWidth('Grade 1')).toBeLessThan(60);
  });
});

describe('chart formats follow the locale', () => {
  it('formats numbers, and nothing for a missing one', () => {
    expect(formatChartNumber('en-US', 1234.56)).toBe('1,234.6');
    expect(formatChartNumber('zh-CN', 92.5, { style: 'unit', unit: 'percent' })).toBe('92.5%');
    expect(formatChartNumber('en-US', Number.NaN)).toBeUndefined();
    expect(formatChartNumber('en-US', null)).toBeUndefined();
  });

  it('formats date categories and keeps string ones', () => {
    expect(formatChartCategory('en-US', new Date(2024, 8, 1))).toBe('Sep 1');
    expect(formatChartCategory('zh-CN', new Date(2024, 8, 1))).toBe('9月1日');
    expect(formatChartCategory('zh-TW', '一年級')).toBe('一年級');
    expect(formatChartCategory('en-US', new Date(Number.NaN))).toBe('');
  });

  it('formats shares as percentages', () => {
    expect(formatChartShare('en-US', 0.625)).toBe('62.5%');
    expect(formatChartShare('zh-CN', 0.1)).toBe('10.0%');
  });
});

import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, parseJumpPage, rowRangeOf } from './pagination.ts';

describe('pageCountOf', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [5000, 80, 63],
    [-3, 10, 1],
    [Number.NaN, 10, 1],
    [25, 0, 25],
  ])('%d rows by %d a page make %d pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-4, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 5],
    [Number.NEGATIVE_INFINITY, 5, 1],
    [3, 0, 1],
  ])('page %d of %d is %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('parseJumpPage', () => {
  it.each([
    ['7', 10, 7],
    [' 7 ', 10, 7],
    ['70', 10, 10],
    ['0', 10, 1],
    ['-3', 10, 1],
    ['4.5', 10, 4],
    ['１２', 20, 12],
    ['99999999999999999999999', 10, 10],
  ])('"%s" of %d pages jumps to %d', (text, count, expected) => {
    expect(parseJumpPage(text, count)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '3a', '1e3', '--1'])('ignores "%s"', (text) => {
    expect(parseJumpPage(text, 10)).toBeUndefined();
  });
});

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts gaps either side of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 20]);
    expect(pageItems(6, 20)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap-before', 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps the same length wherever the current page is', () => {
    for (let page = 1; page <= 63; page += 1) {
      const items = pageItems(page, 63);
      expect(items).toHaveLength(9);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(63);
    }
  });

  it('clamps a current page out of range and honours fewer siblings', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10, 0)).toEqual([1, 'gap-before', 5, 'gap-after', 10]);
    expect(pageItems(1, 10, 1)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
  });
});

describe('rowRangeOf', () => {
  it('gives the rows a page shows', () => {
    expect(rowRangeOf(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(rowRangeOf(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(rowRangeOf(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(rowRangeOf(50, 10, 95)).toEqual({ from: 91, to: 95 });
  });
});

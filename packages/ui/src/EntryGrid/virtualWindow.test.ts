import { describe, expect, it } from 'vitest';
import { revealOffset, rowsPerPage, rowWindow } from './virtualWindow.ts';

const rows3000 = { headerHeight: 40, rowHeight: 40, rowCount: 3000, overscan: 5 };

describe('rowWindow', () => {
  it('renders the rows in view and the overscan below them at the top', () => {
    expect(rowWindow({ ...rows3000, scrollTop: 0, viewportHeight: 480 })).toEqual({ start: 0, end: 16 });
  });

  it('renders the overscan on both sides in the middle, whatever the number of rows', () => {
    // 1,000 rows down: row 1,000 is at the top of the body, 11 rows show under the header.
    expect(rowWindow({ ...rows3000, scrollTop: 40_000, viewportHeight: 480 })).toEqual({ start: 995, end: 1016 });
  });

  it('counts a row cut in half by the edge as shown', () => {
    expect(rowWindow({ ...rows3000, overscan: 0, scrollTop: 20, viewportHeight: 480 })).toEqual({ start: 0, end: 12 });
  });

  it('stops at the last row', () => {
    expect(rowWindow({ ...rows3000, scrollTop: 119_600, viewportHeight: 480 })).toEqual({ start: 2985, end: 3000 });
  });

  it('renders nothing without rows, and never a negative range when scrolled past the end', () => {
    expect(rowWindow({ ...rows3000, rowCount: 0, scrollTop: 0, viewportHeight: 480 })).toEqual({ start: 0, end: 0 });
    expect(rowWindow({ ...rows3000, rowCount: 10, scrollTop: 9_000, viewportHeight: 480 })).toEqual({
      start: 10,
      end: 10,
    });
    expect(rowWindow({ ...rows3000, scrollTop: -50, viewportHeight: 480 })).toEqual({ start: 0, end: 16 });
  });
});

describe('rowsPerPage', () => {
  it.each([
    [480, 40, 40, 11],
    [500, 40, 40, 11],
    [60, 40, 40, 1],
    [0, 40, 40, 1],
    [480, 40, 0, 1],
  ])('a %d px view with a %d px header and %d px rows pages by %d', (viewport, header, row, page) => {
    expect(rowsPerPage(viewport, header, row)).toBe(page);
  });
});

describe('revealOffset', () => {
  const view = { size: 40, viewport: 480, covered: 40 };

  it('keeps the scroll when the item shows whole', () => {
    expect(revealOffset({ ...view, start: 200, scroll: 0 })).toBe(0);
  });

  it('scrolls down just enough to show an item below the view', () => {
    expect(revealOffset({ ...view, start: 40_000, scroll: 0 })).toBe(39_560);
  });

  it('scrolls up so that an item above shows under the sticky header', () => {
    expect(revealOffset({ ...view, start: 400, scroll: 1_000 })).toBe(360);
    expect(revealOffset({ ...view, start: 0, scroll: 1_000 })).toBe(0);
  });

  it('reveals an item half under the sticky header', () => {
    expect(revealOffset({ ...view, start: 420, scroll: 400 })).toBe(380);
  });

  it('shows the start of an item longer than the room', () => {
    expect(revealOffset({ start: 1_000, size: 900, scroll: 0, viewport: 480, covered: 40 })).toBe(960);
  });
});

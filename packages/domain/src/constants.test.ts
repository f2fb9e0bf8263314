import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  IMPORT_STATUS,
  importProgressAt,
  isPageSize,
  isVideoAvailable,
  LOADING_DELAY_MS,
  PAGE_SIZES,
  REQUEST_TIMEOUT_MS,
  videoExpiresAt,
} from './constants.ts';

describe('page sizes and timing', () => {
  it('offers the page sizes 10, 20, 50 and 80', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 80]);
    expect(isPageSize(DEFAULT_PAGE_SIZE)).toBe(true);
    expect(isPageSize(30)).toBe(false);
    expect(isPageSize('10')).toBe(false);
  });

  it('holds the timeouts and delays in milliseconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(LOADING_DELAY_MS).toBe(500);
    expect(DEBOUNCE_MS).toBe(500);
    expect(IMPORT_STATUS).toEqual({ chooseFile: 0, uploading: 1, finished: 2 });
  });
});

describe('importProgressAt', () => {
  it('rises by 10 every 500 ms and holds at 90', () => {
    expect(importProgressAt(0)).toBe(0);
    expect(importProgressAt(499)).toBe(0);
    expect(importProgressAt(500)).toBe(10);
    expect(importProgressAt(2600)).toBe(50);
    expect(importProgressAt(4500)).toBe(90);
    expect(importProgressAt(60_000)).toBe(90);
  });

  it('shows 100 once finished', () => {
    expect(importProgressAt(1000, true)).toBe(100);
  });

  it('refuses negative and non-finite times', () => {
    expect(() => importProgressAt(-1)).toThrow(expect.objectContaining({ code: 'import.error.elapsed' }));
    expect(() => importProgressAt(Number.NaN)).toThrow(expect.objectContaining({ code: 'import.error.elapsed' }));
  });
});

describe('video validity', () => {
  it('keeps a video one calendar month', () => {
    const recorded = new Date('2026-03-15T10:00:00Z');
    expect(videoExpiresAt(recorded).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(isVideoAvailable(recorded, new Date('2026-04-15T09:59:59Z'))).toBe(true);
    expect(isVideoAvailable(recorded, new Date('2026-04-15T10:00:00Z'))).toBe(false);
  });

  it('clamps to the end of a shorter month and crosses years', () => {
    expect(videoExpiresAt(new Date('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(videoExpiresAt(new Date('2028-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(videoExpiresAt(new Date('2026-12-20T00:00:00Z')).toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('refuses invalid dates', () => {
    expect(() => videoExpiresAt(new Date('nope'))).toThrow(expect.objectContaining({ code: 'date.error.invalid' }));
    expect(() => isVideoAvailable(new Date(), new Date(Number.NaN))).toThrow(
      expect.objectContaining({ code: 'date.error.invalid' }),
    );
  });
});

import { DomainError } from './errors.ts';

/** The page sizes every paged table offers, beside a quick jumper to a page. */
export const PAGE_SIZES = [10, 20, 50, 80] as const;

/** One of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page size a table starts with. */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Whether `value` is one of {@link PAGE_SIZES}. */
export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

/** Default timeout of a JSON call, in milliseconds (60 s). Uploads and blob downloads have none. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** How long the app waits for a lazily loaded screen's code, in milliseconds (120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Delay before a loading indicator shows, in milliseconds, so quick answers do not flash it. */
export const LOADING_DELAY_MS = 500;

/** Debounce of filter inputs and repeated clicks, in milliseconds. */
export const DEBOUNCE_MS = 500;

/**
 * The import dialog's progress bar: it rises by `stepPercent` every `intervalMs` and holds
 * at `holdAtPercent` until the upload finishes.
 */
export const IMPORT_PROGRESS = { stepPercent: 10, intervalMs: 500, holdAtPercent: 90 } as const;

/** The import dialog's statuses: 0 choose a file, 1 uploading, 2 finished. */
export const IMPORT_STATUS = { chooseFile: 0, uploading: 1, finished: 2 } as const;

/** One of the values of {@link IMPORT_STATUS}. */
export type ImportStatus = (typeof IMPORT_STATUS)[keyof typeof IMPORT_STATUS];

/**
 * The percentage the import progress bar shows `elapsedMs` milliseconds after the upload started:
 * 0 at first, +10 at each full 500 ms, held at 90; 100 once `finished`.
 *
 * @throws DomainError `import.error.elapsed` for a negative or non-finite time.
 */
export function importProgressAt(elapsedMs: number, finished = false): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) {
    throw new DomainError('import.error.elapsed', { elapsed: String(elapsedMs) });
  }
  if (finished) return 100;
  const steps = Math.floor(elapsedMs / IMPORT_PROGRESS.intervalMs);
  return Math.min(IMPORT_PROGRESS.holdAtPercent, steps * IMPORT_PROGRESS.stepPercent);
}

/** How long recorded videos are kept, in calendar months: the product keeps them one month. */
export const VIDEO_RETENTION_MONTHS = 1;

function assertDate(date: Date, name: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new DomainError('date.error.invalid', { date: `${name}: ${String(date)}` });
  }
}

/**
 * The instant a video recorded at `recordedAt` stops being available: one calendar month later in
 * UTC, clamped to the month's last day (January 31 → February 28 or 29).
 *
 * @throws DomainError `date.error.invalid` for an invalid date.
 */
export function videoExpiresAt(recordedAt: Date): Date {
  assertDate(recordedAt, 'recordedAt');
  const year = recordedAt.getUTCFullYear();
  const month = recordedAt.getUTCMonth() + VIDEO_RETENTION_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expires = new Date(recordedAt.getTime());
  expires.setUTCFullYear(year, month, Math.min(recordedAt.getUTCDate(), lastDay));
  return expires;
}

/**
 * Whether a video recorded at `recordedAt` can still be watched at `now` (before
 * {@link videoExpiresAt}; a video "recorded" in the future counts as available).
 *
 * @throws DomainError `date.error.invalid` for an invalid date.
 */
export function isVideoAvailable(recordedAt: Date, now: Date): boolean {
  assertDate(now, 'now');
  return now.getTime() < videoExpiresAt(recordedAt).getTime();
}

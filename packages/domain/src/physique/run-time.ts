import { DomainError } from '../errors.ts';

// m'ss" as the standard writes it; also the typographic ′ ″, a colon, and a missing closing mark.
const MINUTES_SECONDS = /^(\d+)\s*['′:]\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|″|'')?$/;
const SECONDS_ONLY = /^\d+(?:\.\d+)?$/;

/**
 * A run time in seconds, from seconds (a number or numeric string: `235`, `'98.5'`) or the
 * standard's `m'ss"` notation (`3'55"` → 235; also `3′55″`, `3:55`, `3'55`).
 *
 * @throws DomainError `physique.error.time` for a malformed string, seconds of 60 or more in
 *   `m'ss"`, or a time that is not a positive finite number.
 */
export function parseRunTime(value: number | string): number {
  const seconds = secondsOf(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new DomainError('physique.error.time', { value: String(value) });
  return seconds;
}

function secondsOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  const match = MINUTES_SECONDS.exec(text);
  if (match) {
    const seconds = Number(match[2]);
    return seconds < 60 ? Number(match[1]) * 60 + seconds : Number.NaN;
  }
  return SECONDS_ONLY.test(text) ? Number(text) : Number.NaN;
}

/**
 * A time in seconds written the standard's way: 235 → `3'55"`, 98.5 → `1'38.5"`.
 *
 * @throws DomainError `physique.error.time` for a negative or non-finite number.
 */
export function formatRunTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new DomainError('physique.error.time', { value: String(seconds) });
  const minutes = Math.floor(seconds / 60);
  const rest = Number((seconds - minutes * 60).toFixed(3));
  const [whole = '0', fraction] = String(rest).split('.');
  return `${minutes}'${whole.padStart(2, '0')}${fraction ? `.${fraction}` : ''}"`;
}

import * as z from 'zod/mini';
import type { DomainMessageId } from './messages/index.ts';

/**
 * The longest text of a field that names none of its own: a short text (one line) and a multi-line
 * one; and the longest id of a record.
 */
export const TEXT_MAX = { short: 200, multiline: 2000, id: 64, url: 512 } as const;

/**
 * A line without control characters: C0, DEL and C1 (PostgreSQL refuses NUL in text; the others
 * hide in a value, break the one-line layout of a list or a spreadsheet cell, or forge a log
 * line), nor bidirectional embeddings, overrides and isolates (they make a value read differently
 * from what it is, such as a file name or an account shown reversed).
 */
export const PLAIN_LINE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;
/** The same, but tab, line feed and carriage return are text in a multi-line field. */
export const PLAIN_LINES = /^(?:[\t\n\r]|[^\p{Cc}\u202A-\u202E\u2066-\u2069])*$/u;
// Nothing a reader can see: white space and the zero-width characters.
const BLANK = /^[\s\u200B-\u200D\uFEFF]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+/i;

/** Whether `text` is one plain line: no control or bidi characters. */
export function isPlainLine(text: string): boolean {
  return PLAIN_LINE.test(text);
}

// Something a reader can see: a character other than white space and the zero-width ones.
const VISIBLE = /[^\s\u200B-\u200D\uFEFF]/u;

/**
 * The check of a required text: something visible is left once white space and zero-width
 * characters are set aside; says `id` (the field's "required" message) otherwise.
 */
/*#__NO_SIDE_EFFECTS__*/
export function notBlank(id: DomainMessageId): z.core.$ZodCheck<string> {
  return z.regex(VISIBLE, { error: id, abort: true });
}

/** Whether `text` shows something: more than white space and zero-width characters. */
export function isNotBlank(text: string): boolean {
  return !BLANK.test(text);
}

/** Whether `text` is an absolute `http` or `https` address with a host. */
export function isHttpUrl(text: string): boolean {
  if (!HTTP_URL.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The check every text of a request carries: no control characters (tab and line breaks only in
 * a multi-line field) and no bidi controls. One pattern check, not a spread of several: a spread
 * argument keeps a module-level schema in every bundle, and the sign-in page bundles zod's
 * pattern check already.
 */
/*#__NO_SIDE_EFFECTS__*/
export function plainText(multiline = false): z.core.$ZodCheck<string> {
  return z.regex(multiline ? PLAIN_LINES : PLAIN_LINE, 'validation.text.control');
}

/** How {@link text} reads a field. */
export interface TextOptions {
  /** The most characters, after trimming. */
  max: number;
  /** Tab and line breaks are allowed. */
  multiline?: boolean;
  /** Said when the field is missing, empty or blank; without it the field may be `''`. */
  required?: DomainMessageId;
  /** Said when the text is longer than `max` (default: the generic "at most {max} characters"). */
  lengthId?: DomainMessageId;
  /** Keep surrounding white space (a password, a token); trimmed by default. */
  raw?: boolean;
}

/**
 * A text field of a request: trimmed, at most `max` characters, plain (see {@link plainText}), and
 * when `required` not blank (white space and zero-width characters alone are blank). Further
 * `checks` run after these.
 */
/*#__NO_SIDE_EFFECTS__*/
export function text(options: TextOptions, ...checks: z.core.$ZodCheck<string>[]) {
  const required = options.required;
  const leading: z.core.$ZodCheck<string>[] = options.raw ? [] : [z.trim()];
  if (required) {
    leading.push(z.minLength(1, { error: required, abort: true }), notBlank(required));
  }
  // `.check` inside this side-effect-free factory: a schema nobody builds costs nothing.
  return z
    .string(required ? { error: required } : undefined)
    .check(
      ...leading,
      z.maxLength(options.max, options.lengthId ?? 'validation.text.length'),
      plainText(options.multiline),
      ...checks,
    );
}

/**
 * An image or link address: blank, an absolute `http(s)` address, or (with `localPaths`) a path of
 * this gateway's files (`/api/...`). Other schemes (`javascript:`, `data:`, `file:`) are refused.
 */
/*#__NO_SIDE_EFFECTS__*/
export function urlText(id: DomainMessageId = 'validation.text.url', localPaths = true) {
  return text(
    { max: TEXT_MAX.url, lengthId: id },
    z.refine((url: string) => url === '' || isHttpUrl(url) || (localPaths && /^\/(?!\/)\S*$/.test(url)), id),
  );
}

// Fields that many endpoints share: numbers typed into forms, record ids, paging, and the account
// a member list shows.
import {
  type DomainMessageId,
  isPageSize,
  PLAIN_LINE,
  plainText,
  wholeNumberInput,
  withChecks,
} from '@school-sports/domain';

/** A whole number typed into a form or a query string (see the domain's `wholeNumberInput`). */
export const numberInput = wholeNumberInput;

import * as z from 'zod/mini';

/** The id of a record the caller names: 1 to 64 characters; a refusal says `id`. */
/*#__NO_SIDE_EFFECTS__*/
export function recordId(id: DomainMessageId = 'validation.id.required') {
  return withChecks(
    z.string({ error: id }),
    z.trim(),
    z.minLength(1, { error: id, abort: true }),
    z.maxLength(64, id),
    plainText(),
  );
}

/** The id of a record that may be left out: `''` (the default) or an id of at most 64 characters. */
/*#__NO_SIDE_EFFECTS__*/
export function optionalRecordId(id: DomainMessageId) {
  return z._default(withChecks(z.string({ error: id }), z.trim(), z.maxLength(64, id), plainText()), '');
}

/** The ids of 1 to `max` records, each once; a refusal says `id`, or `duplicate` for an id sent twice. */
/*#__NO_SIDE_EFFECTS__*/
export function recordIds(id: DomainMessageId, max: number, duplicate: DomainMessageId = id) {
  return withChecks(
    z.array(recordId(id), { error: id }),
    z.minLength(1, id),
    z.maxLength(max, id),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, duplicate),
  );
}

/** A search text: trimmed, at most `max` characters, left out for none; a refusal says `id`. */
/*#__NO_SIDE_EFFECTS__*/
export function keywordInput(max = 30, id: DomainMessageId = 'validation.keyword.length') {
  return z.optional(withChecks(z.string({ error: id }), z.trim(), z.maxLength(max, id), plainText()));
}

/** An organisation's activation code, which devices are activated with. */
export const activationCodeInput = withChecks(
  z.string({ error: 'validation.activationCode.required' }),
  z.trim(),
  z.minLength(1, { error: 'validation.activationCode.required', abort: true }),
  z.maxLength(64, 'validation.activationCode.length'),
  plainText(),
);

/** The page fields of a paged list (DESIGN 3): page 1 and 10 a page unless asked; 10, 20, 50 or 80. */
export const pageFields = {
  pageNum: z._default(numberInput('validation.page.number', 1, 1_000_000), 1),
  pageSize: z._default(
    numberInput(
      'validation.page.size',
      10,
      80,
      z.refine((size: number) => isPageSize(size), 'validation.page.size'),
    ),
    10,
  ),
};

/**
 * The page fields of a list that may grow large (results): a page by number, and perhaps the
 * cursor of a page next to the one shown (`cursors` of its answer), which the gateway reads by key.
 * A cursor is the gateway's own text, opaque here; one it did not make is refused.
 */
export const largePageFields = {
  ...pageFields,
  cursor: z.optional(
    withChecks(
      z.string({ error: 'validation.page.cursor' }),
      z.maxLength(1_000, 'validation.page.cursor'),
      // Every text field refuses control and bidi characters alike; the alphabet below is narrower.
      z.regex(PLAIN_LINE, 'validation.page.cursor'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'validation.page.cursor'),
    ),
  ),
};

/**
 * The data of a large list's page: a paged list's, with `totalIsEstimate` set when the total is the
 * database's estimate (above the exact-count threshold: shown as "about N"), and the cursors of the
 * pages before and after it.
 */
/*#__NO_SIDE_EFFECTS__*/
export function largePageOf<Record extends z.ZodMiniType>(record: Record) {
  return z.object({
    records: z.array(record),
    total: z.int(),
    pageNum: z.int(),
    pageSize: z.int(),
    totalIsEstimate: z.optional(z.literal(true)),
    cursors: z.optional(z.object({ previous: z.optional(z.string()), next: z.optional(z.string()) })),
  });
}

/** The data of a paged list: one page of `record`s and the total across pages. */
/*#__NO_SIDE_EFFECTS__*/
export function pageOf<Record extends z.ZodMiniType>(record: Record) {
  return z.object({ records: z.array(record), total: z.int(), pageNum: z.int(), pageSize: z.int() });
}

/** An account of the organisation as a member list or picker shows it: its person's name, account and mobile. */
export const accountFields = {
  accountId: z.string(),
  name: z.string(),
  accountNum: z.string(),
  mobile: z.string(),
};

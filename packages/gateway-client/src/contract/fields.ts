// Request fields that many endpoints share: numbers typed into forms, record ids, paging.
import { type DomainMessageId, isPageSize, plainText, wholeNumberInput, withChecks } from '@school-sports/domain';

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

/** The data of a paged list: one page of `record`s and the total across pages. */
/*#__NO_SIDE_EFFECTS__*/
export function pageOf<Record extends z.ZodMiniType>(record: Record) {
  return z.object({ records: z.array(record), total: z.int(), pageNum: z.int(), pageSize: z.int() });
}

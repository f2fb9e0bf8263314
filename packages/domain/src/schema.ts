import * as z from 'zod/mini';
import type { DomainMessageId } from './messages/index.ts';
import { plainText } from './text.ts';

/**
 * `schema.check(...checks)` as a function free of side effects. zod/mini's factories are marked
 * so already; its `.check` method cannot be, and a module-level `.check(...)` keeps every schema
 * of its module in a bundle. Written through this, a schema nobody uses is dropped.
 */
/*#__NO_SIDE_EFFECTS__*/
export function withChecks<Schema extends z.ZodMiniType>(
  schema: Schema,
  ...checks: Array<z.core.CheckFn<z.output<Schema>> | z.core.$ZodCheck<z.output<Schema>>>
): Schema {
  return schema.check(...checks);
}

/**
 * A whole number from `min` to `max` (and `checks`). Forms and query strings hand numbers over as
 * text; a blank text is "missing", not zero. Every refusal says `id`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function wholeNumberInput(id: DomainMessageId, min: number, max: number, ...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
    ),
    withChecks(
      z.number({ error: id }),
      z.refine((value: number) => Number.isInteger(value), id),
      z.gte(min, id),
      z.lte(max, id),
      ...checks,
    ),
  );
}

// Printable ASCII without the space: letters, digits and special symbols, so no Chinese.
export const PASSWORD_CHARACTERS = /^[\x21-\x7E]*$/;

// `abort` stops at the first failed check, so an empty field says "required" and nothing else.
/*#__NO_SIDE_EFFECTS__*/
export function requiredText(id: DomainMessageId, ...checks: z.core.$ZodCheck<string>[]) {
  return withChecks(z.string({ error: id }), z.minLength(1, { error: id, abort: true }), ...checks);
}

/**
 * A text that may be left out: `''` (the default), else trimmed, at most `max` characters, plain
 * (and `checks`). Every refusal says `id`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function optionalText(id: DomainMessageId, max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return z._default(withChecks(z.string({ error: id }), z.trim(), z.maxLength(max, id), plainText(), ...checks), '');
}

/**
 * The ids of the stored files a record holds (a wiki article's attachments, a meet's documents): at
 * most `max`, none twice, each an upload's id as the gateway answered it. `item` words a bad id (the
 * person uploads again), `count` too many.
 */
export function fileIdList(max: number, item: DomainMessageId, count: DomainMessageId) {
  return withChecks(
    z.array(withChecks(z.string({ error: item }), z.minLength(1, item), z.maxLength(64, item), plainText()), {
      error: item,
    }),
    z.maxLength(max, count),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, item),
  );
}

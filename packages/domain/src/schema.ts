import type * as z from 'zod/mini';

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

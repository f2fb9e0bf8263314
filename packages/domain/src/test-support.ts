// What the schema tests share. Not part of the package's entry.
import type * as z from 'zod/mini';
import { validationIssues } from './validation.ts';

/** The message ids a value gets from a schema, as the app shows them; empty when it passes. */
export function issueIdsOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : validationIssues(result.error).map((issue) => issue.id);
}

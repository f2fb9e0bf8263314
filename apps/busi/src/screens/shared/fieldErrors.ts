import type * as z from 'zod/mini';

/**
 * The first message of each refused field of a failed parse, translated by `text`: what a form
 * shows under its fields. Issues on nested paths go to their first segment (the field).
 */
export function fieldErrors(error: z.core.$ZodError, text: (id: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= text(issue.message);
  }
  return errors;
}

import type * as z from 'zod/mini';

/** The messages a form shows under its fields, by field name, or by whole path within rows. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * The first message of each refused field of a failed parse, translated by `text`: what a form
 * shows under its fields. Issues on nested paths go to their first segment (the field), except in
 * `rows`: fields holding rows of their own fields (a student's parents), whose issues keep their
 * whole path (`parents.0.mobile`) while the field's own key holds a refusal of the rows as a whole.
 */
export function fieldErrors(
  error: z.core.$ZodError,
  text: (id: string) => string,
  rows: readonly string[] = [],
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = rows.includes(field) && issue.path.length > 1 ? issue.path.map(String).join('.') : field;
    errors[key] ??= text(issue.message);
  }
  return errors;
}

/** The values a form holds under a name, as `FormData.getAll` returns them. */
export interface FormValues {
  getAll(name: string): readonly unknown[];
}

/**
 * The names among `requiredNames` that hold no value: no entry at all (an unchecked checkbox or
 * radio, a disabled control) or only blank text. Files count as values when they have a name.
 */
export function missingRequiredNames(requiredNames: Iterable<string>, values: FormValues): string[] {
  const missing: string[] = [];
  for (const name of new Set(requiredNames)) {
    const filled = values.getAll(name).some((value) => {
      if (typeof value === 'string') return value.trim() !== '';
      if (typeof File !== 'undefined' && value instanceof File) return value.name !== '';
      return value != null;
    });
    if (!filled) missing.push(name);
  }
  return missing;
}

/** One message per missing name, in the shape of a form's `validationErrors`. */
export function requiredErrors(missing: readonly string[], message: string): Record<string, string> {
  return Object.fromEntries(missing.map((name) => [name, message]));
}

// How a class is named wherever classes are listed or chosen.

/** A class as people name it: its name, after its grade's unless the name already starts with it. */
export function classLabel(gradeName: string, className: string): string {
  return gradeName === '' || className.startsWith(gradeName) ? className : `${gradeName} ${className}`;
}

// The columns of an import template: their keys and headings (in any of the three languages),
// the limits and lists of their cells, and the headings of a sheet matched to them.
import { DOMAIN_LOCALES, type DomainLocale, type DomainMessageId, translateDomainMessage } from '@school-sports/domain';
import { ApiError } from '../http/errors.ts';

/** A column of an import template. */
export interface ImportColumn<Key extends string = string> {
  key: Key;
  heading: DomainMessageId;
  required: boolean;
  /**
   * The most characters a cell of the column may hold (default {@link IMPORT_CELL_MAX}): a longer
   * cell fails its row with its reason before the field's own rules (which may be stricter) run.
   */
  maxLength?: number;
  /**
   * The labels of a closed list the column's cells must be one of (sex, relationship): a refusal of
   * the column says so, naming them all.
   */
  choices?: readonly DomainMessageId[];
  /** The template's values sheet lists what the column accepts (classes, grades, ethnic groups). */
  valuesSheet?: boolean;
}

/** A column key whose heading is the message named after it, `import.column.<key>`. */
export type HeadedColumnKey = DomainMessageId extends infer Id
  ? Id extends `import.column.${infer Key}`
    ? Key
    : never
  : never;

/**
 * A column as `importColumns` takes it: its key alone when its heading is named after it, or its key
 * with a heading of its own or a cell limit.
 */
export type ColumnSpec =
  | HeadedColumnKey
  | ({ key: HeadedColumnKey; heading?: DomainMessageId } & ColumnRules)
  | ({ key: string; heading: DomainMessageId } & ColumnRules);

/** What a column spec may add to its key and heading. */
type ColumnRules = Pick<ImportColumn, 'maxLength' | 'choices' | 'valuesSheet'>;

/** The key a column spec names. */
type KeyOf<Spec> = Spec extends string ? Spec : Spec extends { key: infer Key extends string } ? Key : never;

/** The columns of a template: the `required` ones, then the `optional` ones, in template order. */
export function importColumns<
  const Required extends readonly ColumnSpec[],
  const Optional extends readonly ColumnSpec[],
>(required: Required, optional: Optional): ImportColumn<KeyOf<Required[number] | Optional[number]>>[] {
  const column = (spec: ColumnSpec, isRequired: boolean): ImportColumn => {
    const { key, heading, ...rules }: { key: string; heading?: DomainMessageId } & ColumnRules =
      typeof spec === 'string' ? { key: spec } : spec;
    return { key, heading: heading ?? (`import.column.${key}` as DomainMessageId), required: isRequired, ...rules };
  };
  return [
    ...required.map((spec) => column(spec, true)),
    ...optional.map((spec) => column(spec, false)),
  ] as ImportColumn<KeyOf<Required[number] | Optional[number]>>[];
}

/** A heading as compared: without marks of required columns, spaces or case. */
export function normalHeading(text: string): string {
  return text.replace(/[*＊\s]/g, '').toLowerCase();
}

/** The column index of each template column in the sheet; refuses a sheet missing a required one. */
export function matchHeadings<Key extends string>(
  headings: readonly string[],
  columns: readonly ImportColumn<Key>[],
  locale: DomainLocale,
): Map<Key, number> {
  const positions = new Map<string, number>();
  headings.forEach((heading, index) => {
    const normal = normalHeading(heading);
    if (normal !== '' && !positions.has(normal)) positions.set(normal, index);
  });
  const found = new Map<Key, number>();
  const missing: ImportColumn<Key>[] = [];
  for (const column of columns) {
    const index = DOMAIN_LOCALES.map((locale) =>
      positions.get(normalHeading(translateDomainMessage(locale, column.heading))),
    ).find((position) => position !== undefined);
    if (index !== undefined) found.set(column.key, index);
    else if (column.required) missing.push(column);
  }
  if (missing.length > 0) {
    throw new ApiError(400, 'import.headers', {
      missing: missing.map((column) => translateDomainMessage(locale, column.heading)).join(', '),
    });
  }
  return found;
}

/** The headings of a template in a language, required ones marked with `*`. */
export function templateHeadings(columns: readonly ImportColumn[], locale: DomainLocale): string[] {
  return columns.map((column) => `${column.required ? '*' : ''}${translateDomainMessage(locale, column.heading)}`);
}

// A row's faults: gathered while its cells are checked, and told in the failure file in the
// caller's language, every fault of a row at once, each naming its column.
import {
  type DomainLocale,
  type DomainMessageId,
  type MessageValues,
  translateDomainMessage,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import type { ImportColumn } from './columns.ts';

/**
 * A row's refusal: a message and its values, localised when the failure file is written, and the
 * key of the column it concerns, which the failure file names.
 */
export interface RowFailure {
  id: DomainMessageId;
  values?: MessageValues;
  column?: string;
}

/** Every refusal of one row, gathered so that the failure file tells all of them at once. */
export interface RowChecks<Key extends string> {
  /** The refusals so far; empty when the row passes. */
  readonly failures: RowFailure[];
  /** Refuses the row for what `column` holds (`undefined`: the row as a whole). */
  fail(column: Key | undefined, id: DomainMessageId, values?: MessageValues): void;
  /**
   * Checks `input` against a form's schema: its output, or `undefined` having refused the row for
   * every issue, each under the column its field comes from (the field's own name unless `columns`
   * renames it), or under `columns` itself when the schema checks one cell.
   */
  schema<Output>(
    schema: z.core.$ZodType<Output>,
    input: unknown,
    columns?: Key | Readonly<Record<string, Key>>,
  ): Output | undefined;
}

/** A new gathering of a row's refusals. */
export function rowChecks<Key extends string>(): RowChecks<Key> {
  const failures: RowFailure[] = [];
  // A column is refused for its first reason: a class that does not exist is not also blank.
  const refused = (column: string) => failures.some((failure) => failure.column === column);
  return {
    failures,
    fail(column, id, values) {
      if (column !== undefined && refused(column)) return;
      failures.push({ id, ...(values ? { values } : {}), ...(column ? { column } : {}) });
    },
    schema(schema, input, columns = {}) {
      const checked = z.safeParse(schema, input);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        const column =
          typeof columns === 'string' ? columns : typeof field === 'string' ? (columns[field] ?? field) : undefined;
        if (column !== undefined && refused(column)) continue;
        failures.push({ id: issue.message as DomainMessageId, ...(column ? { column } : {}) });
      }
      return undefined;
    },
  };
}

/** "男或女", "male or female": one formatter a language, for every failed row of every import. */
const choiceListsByLocale = new Map<DomainLocale, Intl.ListFormat>();
function choiceLists(locale: DomainLocale): Intl.ListFormat {
  let lists = choiceListsByLocale.get(locale);
  if (!lists) {
    lists = new Intl.ListFormat(locale, { type: 'disjunction' });
    choiceListsByLocale.set(locale, lists);
  }
  return lists;
}

/**
 * A failed row's reason in `locale`: each refusal in plain words, naming the column it concerns and,
 * for a closed list, the values it accepts; a value not on the template's values sheet says the
 * sheet lists them.
 */
export function reasonOf(
  failures: readonly RowFailure[],
  columns: readonly ImportColumn[],
  cellOf: (key: string) => string,
  locale: DomainLocale,
): string {
  const text = (id: DomainMessageId, values?: MessageValues) => translateDomainMessage(locale, id, values);
  // In the order of the columns, as the row reads from left to right.
  const place = (failure: RowFailure) => {
    const index = columns.findIndex((one) => one.key === failure.column);
    return index < 0 ? columns.length : index;
  };
  const parts = [...failures]
    .sort((a, b) => place(a) - place(b))
    .map((failure) => {
      const reason = text(failure.id, failure.values);
      const column = columns.find((one) => one.key === failure.column);
      if (!column) return reason;
      const heading = text(column.heading);
      if (column.choices) {
        const choices = choiceLists(locale).format(column.choices.map((id) => text(id)));
        return text('import.reason.oneOf', { column: heading, choices });
      }
      // Most of the forms' messages name their field already ("the venue ID must be two digits").
      const named = reason.toLowerCase().includes(heading.toLowerCase())
        ? reason
        : text('import.reason.column', { column: heading, reason });
      return column.valuesSheet && cellOf(column.key).trim() !== ''
        ? text('import.reason.listed', { reason: named, sheet: text('import.sheet.values') })
        : named;
    });
  return [...new Set(parts)].join(text('import.reason.separator'));
}

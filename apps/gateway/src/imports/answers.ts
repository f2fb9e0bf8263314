// What every import answers: its template (headings, instructions, valid values) and its failure
// file with the counts, named in the caller's language.
import { type DomainLocale, type DomainMessageId, translateDomainMessage } from '@school-sports/domain';
import type { FileAnswer, ImportAnswerFile } from '../http/router.ts';
import { type ImportColumn, templateHeadings } from './columns.ts';
import { failureRows, type ImportOutcome } from './run.ts';
import { writeWorkbook } from './workbook.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kinds of import, by the message id of their name. */
export type ImportKindName =
  | 'import.kind.student'
  | 'import.kind.teacher'
  | 'import.kind.device'
  | 'import.kind.class'
  | 'import.kind.citizen'
  | 'import.kind.user'
  | 'import.kind.result';

/** A template's list of valid values that are the labels of a closed set, in `locale`. */
export function labelledValues<Value>(
  locale: DomainLocale,
  heading: DomainMessageId,
  values: readonly Value[],
  label: (value: Value) => DomainMessageId,
) {
  return { heading, items: values.map((value) => translateDomainMessage(locale, label(value))) };
}

/**
 * The template of an import: the data sheet with the headings (required ones marked `*`), the
 * instructions, and the valid values as columns under their headings.
 */
export function templateAnswer(options: {
  locale: DomainLocale;
  kind: ImportKindName;
  columns: readonly ImportColumn[];
  instructions: readonly DomainMessageId[];
  /**
   * The valid values, each list under its heading. A data column of the same heading picks from its
   * list in a drop-down, unless the list is `multiple` (a cell naming several: roles, classes taught).
   */
  values: readonly { heading: DomainMessageId; items: readonly string[]; multiple?: boolean }[];
}): FileAnswer {
  const { locale } = options;
  const text = (id: DomainMessageId, values?: Record<string, string>) => translateDomainMessage(locale, id, values);
  const longest = Math.max(0, ...options.values.map((list) => list.items.length));
  const valueRows = [
    options.values.map((list) => text(list.heading)),
    ...Array.from({ length: longest }, (_, index) => options.values.map((list) => list.items[index] ?? '')),
  ];
  return {
    body: writeWorkbook([
      {
        name: text('import.sheet.data'),
        rows: [templateHeadings(options.columns, locale)],
        widths: options.columns.map(() => 18),
        freezeHeadings: true,
        choices: options.columns.flatMap((column, index) => {
          const listColumn = options.values.findIndex((list) => list.heading === column.heading && !list.multiple);
          const list = options.values[listColumn];
          return list && list.items.length > 0
            ? [{ column: index, sheet: 2, listColumn, count: list.items.length }]
            : [];
        }),
      },
      {
        name: text('import.sheet.instructions'),
        rows: [
          [text('import.instructions.required')],
          ...options.instructions.map((id) => [text(id)]),
          [text('import.instructions.formulas')],
        ],
        widths: [120],
      },
      { name: text('import.sheet.values'), rows: valueRows, widths: options.values.map(() => 24) },
    ]),
    contentType: XLSX_TYPE,
    fileName: `${text('import.templateName', { kind: text(options.kind) })}.xlsx`,
  };
}

/** The answer of an import: the failure file (the failed rows and their reasons) and the counts. */
export function failureAnswer(outcome: ImportOutcome, locale: DomainLocale, kind: ImportKindName): ImportAnswerFile {
  const text = (id: DomainMessageId, values?: Record<string, string>) => translateDomainMessage(locale, id, values);
  return {
    body: writeWorkbook([{ name: text('import.sheet.data'), rows: failureRows(outcome, locale) }]),
    fileName: `${text('import.failureName', { kind: text(kind) })}.xlsx`,
    successCount: outcome.successCount,
    failureCount: outcome.failureCount,
  };
}

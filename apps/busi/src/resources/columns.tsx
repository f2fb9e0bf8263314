import { type Column, StatusTag } from '@school-sports/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessageId } from '../i18n/messages.ts';
import type { ExportColumn } from '../screens/shared/exportList.ts';

/** A cell's value as exported, and as the table shows it unless the column renders its own. */
export type CellValue = string | number | null | undefined;

/**
 * A column of a list, declared once for the table and the export: `value` is what the export
 * writes and the table shows (numbers in the locale's digits, nothing as a dash); `render`, where
 * the table shows more than text (a tag, a link). `in` keeps a column to one of the two.
 */
export interface ListColumn<Row> extends Omit<Column<Row>, 'title' | 'render'> {
  title: string;
  value?: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
  /** Only in the table, or only in the export. @default both */
  in?: 'table' | 'export';
}

type ColumnOptions<Row> = Omit<ListColumn<Row>, 'key' | 'title'>;

/** Builds a list's columns with its texts in the current language. */
export function useColumns<Row extends object>() {
  const intl = useIntl();
  return {
    /** A column titled by a message; its value is the row's field of that key unless given. */
    column(key: Extract<keyof Row, string> | (string & {}), title: AppMessageId, options: ColumnOptions<Row> = {}) {
      const value = options.value ?? ((row: Row) => fieldOf(row, key));
      return { key, title: intl.formatMessage({ id: title }), ...options, value } satisfies ListColumn<Row>;
    },
    /** The enablement column: a tag in the table, the word in the export. */
    status(of: (row: Row) => 'enabled' | 'disabled') {
      return {
        key: 'status',
        title: intl.formatMessage({ id: 'common.status' }),
        value: (row: Row) => intl.formatMessage({ id: of(row) === 'enabled' ? 'common.enabled' : 'common.disabled' }),
        render: (row: Row) => <StatusTag status={of(row)} />,
      } satisfies ListColumn<Row>;
    },
    /** A calendar date stored as `YYYY-MM-DD`, as the locale writes it; the export keeps the stored form. */
    date(key: Extract<keyof Row, string>, title: AppMessageId, of: (row: Row) => string | null) {
      return {
        key,
        title: intl.formatMessage({ id: title }),
        value: of,
        render: (row: Row) => {
          const value = of(row);
          return value
            ? intl.formatDate(new Date(`${value}T00:00:00`), { year: 'numeric', month: '2-digit', day: '2-digit' })
            : '—';
        },
      } satisfies ListColumn<Row>;
    },
  };
}

/** A row's field by name, as a cell value (a record's own scalar fields only). */
function fieldOf<Row extends object>(row: Row, key: string): CellValue {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The table's columns of a list: cells render as declared, or show the value (numbers in the locale's digits, nothing as a dash). */
export function tableColumns<Row>(
  columns: readonly ListColumn<Row>[],
  formatNumber: (value: number) => string,
): Column<Row>[] {
  return columns
    .filter((column) => column.in !== 'export')
    .map(({ value, render, in: _only, ...column }) => ({
      ...column,
      render: render ?? ((row: Row) => cellText(value?.(row), formatNumber)),
    }));
}

/** The export's columns of a list: each column's heading and value. */
export function exportColumns<Row>(columns: readonly ListColumn<Row>[]): ExportColumn<Row>[] {
  return columns
    .filter((column) => column.in !== 'table')
    .map((column) => ({ title: column.title, value: column.value ?? (() => '') }));
}

function cellText(value: CellValue, formatNumber: (value: number) => string): ReactNode {
  if (typeof value === 'number') return formatNumber(value);
  return value ? value : '—';
}

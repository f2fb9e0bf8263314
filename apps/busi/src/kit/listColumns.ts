// A list's columns, declared once for its table and its export.
import type { Column } from '@school-sports/ui';
import type { ReactNode } from 'react';
import type { ExportColumn } from './exportList.ts';

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

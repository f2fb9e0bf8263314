import type { ReactNode } from 'react';

/** How a column's cells align their content. */
export const columnAlignments = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof columnAlignments)[number];

/** A column of a `PagedTable`. */
export interface Column<Row> {
  /** Unique among the columns. Without `render`, the cell shows `row[key]`. */
  key: Extract<keyof Row, string> | (string & {});
  /** The header. */
  title: ReactNode;
  /** The cell's content for a row; `row[key]` when missing. */
  render?: (row: Row) => ReactNode;
  /** Whether the header sorts the table (the caller sorts, through `onSortChange`). */
  sortable?: boolean;
  /** A fixed width: pixels or any CSS length. */
  width?: number | string;
  /**
   * The alignment of the header and cells: `end` for numbers.
   * @default 'start'
   */
  align?: ColumnAlign;
  /** Whether the cells name their row for screen readers; the first declared column when no column is. */
  isRowHeader?: boolean;
  /**
   * Whether the column settings may hide the column; `false` keeps it shown. The row header is
   * never hidden.
   * @default true
   */
  hideable?: boolean;
  /** Whether a hideable column starts hidden. */
  defaultHidden?: boolean;
  /**
   * Cuts long text to one line ending in an ellipsis, at `width` (else at 16em): the pointer finds
   * the whole text in the cell's hint where it was cut, the keyboard's focus on the cell unfolds
   * it, and screen readers read it whole.
   */
  ellipsis?: boolean;
}

/**
 * Where a column stuck at the table's start stands among those stuck there: `index` from 0 (its
 * distance from the start is measured for each), and whether it is the `last`, which marks the edge.
 */
export interface ColumnPin {
  index: number;
  last: boolean;
}

/**
 * A column as the table lays it out: the selection and actions columns beside the data. `pin` is
 * set on the columns stuck at the start: the pinned data columns and, before them, the selection.
 */
export type TableColumn<Row> =
  | { id: '__selection'; kind: 'selection'; pin?: ColumnPin }
  | { id: '__actions'; kind: 'actions' }
  | { id: string; kind: 'data'; column: Column<Row>; isRowHeader: boolean; pin?: ColumnPin };

/** The custom property holding the distance from the table's start of the sticky column at `index`. */
export function pinInsetProperty(index: number): string {
  return `--paged-table-pin-${index}`;
}

/** What a cell shows of `row[key]` when its column has no `render`. */
export function cellValueOf<Row extends object>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  return String(value);
}

import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './ChartBase.css.ts';
import { chartBaseStrings } from './ChartBase.strings.ts';

/** A chart's data as a table: one row per category, one column per series or measure. */
export interface ChartTableModel {
  /** The heading of the first column (what the rows are). */
  categoryHeader: string;
  /** The headings of the value columns. */
  columns: readonly string[];
  /** The rows: a heading and the formatted values; `undefined` for a missing value. */
  rows: readonly { key: string; header: string; cells: readonly (string | undefined)[] }[];
}

export interface ChartDataTableProps {
  /** The table's id, for the toggle's `aria-controls`. */
  id?: string;
  /** The chart title, used as the table's caption. */
  title: string;
  /** The data. */
  table: ChartTableModel;
  /**
   * Whether sighted users see the table too; screen readers always get it.
   * @default false
   */
  visible?: boolean;
}

/**
 * The text alternative of a chart: every value in a real table. Hidden from sight unless the
 * reader asked for it, never from screen readers.
 */
export function ChartDataTable({ id, title, table, visible = false }: ChartDataTableProps) {
  const t = useKitStrings(chartBaseStrings);
  const region = visible
    ? { role: 'region' as const, 'aria-label': t('dataTable', { title }), tabIndex: 0 }
    : undefined;
  return (
    <div id={id} className={visible ? styles.tableRegion : styles.visuallyHidden} {...region}>
      <table className={styles.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{table.categoryHeader}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column.
                <td key={index}>
                  {cell ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className={styles.visuallyHidden}>{t('missing')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

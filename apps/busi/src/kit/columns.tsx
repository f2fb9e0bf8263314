import { StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import type { AppMessageId } from '../i18n/messages.ts';
import type { CellValue, ListColumn } from './listColumns.ts';

export { type CellValue, exportColumns, type ListColumn, tableColumns } from './listColumns.ts';

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
    /**
     * A moment (ISO 8601) as the locale writes its date and time, in the reader's time zone; the
     * export keeps the ISO form, and a row without one shows nothing.
     */
    moment(
      key: Extract<keyof Row, string>,
      title: AppMessageId,
      of: (row: Row) => string,
      options: ColumnOptions<Row> = {},
    ) {
      return {
        key,
        title: intl.formatMessage({ id: title }),
        ...options,
        value: of,
        render: (row: Row) => {
          const value = of(row);
          return value ? intl.formatDate(value, { dateStyle: 'short', timeStyle: 'medium' }) : '';
        },
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

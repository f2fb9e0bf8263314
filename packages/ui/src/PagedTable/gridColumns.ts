// The columns a table lays out, from its declared columns and the person's settings: the selection
// before the data, the actions after, and which of them stay stuck at the start. Pure, so the
// layout is tested without a browser.
import type { Column, TableColumn } from './columns.ts';
import { applyTableSettings, pinnedKeysOf, rowHeaderKeyOf, type TableSettings } from './tableSettings.ts';

export interface GridShape {
  /** Rows have a selection column. */
  selection: boolean;
  /** Rows have an actions column. */
  actions: boolean;
  /** Columns may stay stuck at the start (not as cards, not virtualised). */
  canPin: boolean;
}

export function gridColumnsOf<Row>(
  columns: readonly Column<Row>[],
  settings: TableSettings,
  shape: GridShape,
): TableColumn<Row>[] {
  // Hidden columns are left out of the grid altogether, not hidden by style: screen readers and
  // the arrow keys then skip them too.
  const shown = applyTableSettings(columns, settings);
  const headerKey = rowHeaderKeyOf(columns);
  // The columns stuck at the start: the selection, when there is one, before the pinned ones
  // (which `applyTableSettings` put first), so the pinned never slide over the checkboxes.
  const pinned = shape.canPin ? pinnedKeysOf(columns, settings) : [];
  const stuck = pinned.length === 0 ? [] : [...(shape.selection ? ['__selection'] : []), ...pinned];
  const pinOf = (id: string) => {
    const index = stuck.indexOf(id);
    return index === -1 ? undefined : { index, last: index === stuck.length - 1 };
  };
  const list: TableColumn<Row>[] = [];
  if (shape.selection) list.push({ id: '__selection', kind: 'selection', pin: pinOf('__selection') });
  for (const column of shown) {
    list.push({ id: column.key, kind: 'data', column, isRowHeader: column.key === headerKey, pin: pinOf(column.key) });
  }
  if (shape.actions) list.push({ id: '__actions', kind: 'actions' });
  return list;
}

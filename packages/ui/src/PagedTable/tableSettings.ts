// A table's own settings, chosen by the person in its toolbar: row density, hidden columns, column
// order and the columns pinned to the table's start. Kept pure so a screen can store them, read them
// back and test them without a browser.
import type { ReactNode } from 'react';

/** Row heights: `compact` trims the cells' vertical padding so more rows fit. */
export const tableDensities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof tableDensities)[number];

/** What the person chose for a table; column keys only, so it can be stored as JSON. */
export interface TableSettings {
  density: TableDensity;
  /** Keys of the columns left out of the table. */
  hidden: readonly string[];
  /** Keys in the order chosen; an empty list keeps the declared order. */
  order: readonly string[];
  /**
   * Keys of the columns pinned to the table's start, in the order shown: they come first and stay in
   * view while a wide table scrolls sideways. None when missing: settings kept before pinning
   * existed have no such list, and a caller's own settings object may leave it out.
   */
  pinned?: readonly string[];
}

/** What the settings need to know of a column. */
export interface SettableColumn {
  key: string;
  isRowHeader?: boolean;
  hideable?: boolean;
  defaultHidden?: boolean;
}

/** A column as the column settings list it: with its title. */
export interface TitledColumn extends SettableColumn {
  title: ReactNode;
}

/** The key of the column naming each row: the one marked so, else the first declared. */
export function rowHeaderKeyOf(columns: readonly SettableColumn[]): string | undefined {
  return (columns.find((column) => column.isRowHeader) ?? columns[0])?.key;
}

/**
 * Whether the person may hide a column: any but the row header (a row without its name is
 * unreadable to a screen reader) and those declared `hideable: false`.
 */
export function canHideColumn(column: SettableColumn, columns: readonly SettableColumn[]): boolean {
  return column.hideable !== false && column.key !== rowHeaderKeyOf(columns);
}

/**
 * The settings a table starts with: comfortable rows, declared order, `defaultHidden` columns hidden,
 * nothing pinned (no `pinned` list, so the defaults equal those stored before pinning existed).
 */
export function defaultTableSettings(columns: readonly SettableColumn[]): TableSettings {
  return {
    density: 'comfortable',
    hidden: columns
      .filter((column) => column.defaultHidden && canHideColumn(column, columns))
      .map((column) => column.key),
    order: [],
  };
}

/**
 * The columns in the chosen order. Keys no column has are skipped; columns the order does not
 * name (added to the screen after the order was chosen) follow, in their declared order.
 */
export function orderedColumns<Column extends SettableColumn>(
  columns: readonly Column[],
  order: readonly string[],
): Column[] {
  const rank = (column: Column) => {
    const at = order.indexOf(column.key);
    return at === -1 ? order.length : at;
  };
  // A stable sort: columns of equal rank keep their declared order.
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/**
 * The columns the table shows: the pinned ones first, in the order pinned, then the rest in the
 * chosen order; without the hidden ones it may hide (a pinned column the person hid stays hidden:
 * hiding says more about what the person wants to see than an older pin does).
 */
export function applyTableSettings<Column extends SettableColumn>(
  columns: readonly Column[],
  settings: TableSettings,
): Column[] {
  return orderedColumns(columns, [...(settings.pinned ?? []), ...settings.order]).filter(
    (column) => !settings.hidden.includes(column.key) || !canHideColumn(column, columns),
  );
}

/**
 * The keys of the columns shown pinned, in the order shown: those pinned that the table has and
 * shows. An empty list when nothing is pinned, so a table can skip the work pinning needs.
 */
export function pinnedKeysOf(columns: readonly SettableColumn[], settings: TableSettings): string[] {
  const pinned = settings.pinned ?? [];
  if (pinned.length === 0) return [];
  const shown = new Set(applyTableSettings(columns, settings).map((column) => column.key));
  return [...new Set(pinned)].filter((key) => shown.has(key));
}

/**
 * Settings read back from storage. Stored text is never trusted: it may be from an older version,
 * edited by hand or cut short, so each part is checked on its own and a bad part falls back to the
 * default; keys of columns the table no longer has, or may not hide, are dropped.
 */
export function parseTableSettings(stored: string | null, columns: readonly SettableColumn[]): TableSettings {
  const defaults = defaultTableSettings(columns);
  let value: Partial<Record<keyof TableSettings, unknown>> | null;
  try {
    value = JSON.parse(stored ?? '');
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  // Only known keys, each once; anything that is not a column's key (a number, a removed column) goes.
  const keysOf = (list: unknown, keep: (column: SettableColumn) => boolean) =>
    Array.isArray(list)
      ? [...new Set(list)].filter((key) => columns.some((column) => column.key === key && keep(column)))
      : undefined;
  const { density } = value;
  const pinned = keysOf(value.pinned, () => true);
  return {
    density: tableDensities.find((each) => each === density) ?? defaults.density,
    hidden: keysOf(value.hidden, (column) => canHideColumn(column, columns)) ?? defaults.hidden,
    order: keysOf(value.order, () => true) ?? defaults.order,
    // Left out when none was stored (older settings), as in the defaults, so they read back unchanged.
    ...(pinned ? { pinned } : {}),
  };
}

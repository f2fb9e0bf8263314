// The changes the column settings make, kept apart from `tableSettings.ts`: only the settings popover,
// loaded when first opened, needs them, and importing nothing at run time keeps that popover's chunk
// from pulling shared code out of the chunks every list loads.
import type { TableSettings } from './tableSettings.ts';

/** The settings with one column shown or hidden. */
export function withColumnShown(settings: TableSettings, key: string, shown: boolean): TableSettings {
  const others = settings.hidden.filter((each) => each !== key);
  return { ...settings, hidden: shown ? others : [...others, key] };
}

/**
 * The settings with a column moved one place up (`-1`) or down (`1`) among `keys`, the columns in
 * the order shown; unchanged at either end.
 */
export function withColumnMoved(
  settings: TableSettings,
  keys: readonly string[],
  key: string,
  by: -1 | 1,
): TableSettings {
  const order = [...keys];
  const from = order.indexOf(key);
  const to = from + by;
  if (from === -1 || to < 0 || to >= order.length) return settings;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...settings, order };
}

/** The columns as declared again (`defaults`' visibility and order); the density stays as chosen. */
export function withColumnsReset(settings: TableSettings, defaults: TableSettings): TableSettings {
  return { ...settings, hidden: defaults.hidden, order: defaults.order };
}

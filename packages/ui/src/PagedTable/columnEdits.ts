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
 * the order shown; unchanged at either end. Pinned columns move among the pinned, the others among
 * the others: a column crosses between the two only by being pinned or unpinned.
 */
export function withColumnMoved(
  settings: TableSettings,
  keys: readonly string[],
  key: string,
  by: -1 | 1,
): TableSettings {
  const pinned = settings.pinned ?? [];
  if (pinned.includes(key)) {
    const moved = swapped(pinned, key, by, () => true);
    return moved ? { ...settings, pinned: moved } : settings;
  }
  // The columns in the chosen order as if nothing were pinned, so a pinned column keeps its place
  // there for when it is unpinned; the column swaps with the nearest unpinned one.
  const rank = (each: string) => {
    const at = settings.order.indexOf(each);
    return at === -1 ? settings.order.length : at;
  };
  const order = swapped(
    [...keys].sort((a, b) => rank(a) - rank(b)),
    key,
    by,
    (each) => !pinned.includes(each),
  );
  return order ? { ...settings, order } : settings;
}

/** `list` with `key` swapped with the nearest key in direction `by` that `may` swap; none if there is none. */
function swapped(
  list: readonly string[],
  key: string,
  by: -1 | 1,
  may: (key: string) => boolean,
): string[] | undefined {
  const from = list.indexOf(key);
  if (from === -1) return undefined;
  let to = from + by;
  while (to >= 0 && to < list.length && !may(list[to] as string)) to += by;
  if (to < 0 || to >= list.length) return undefined;
  const next = [...list];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/**
 * The settings with a column pinned to the table's start (after those pinned before it) or unpinned;
 * an unpinned column goes back to its place in the chosen order.
 */
export function withColumnPinned(settings: TableSettings, key: string, pinned: boolean): TableSettings {
  const others = (settings.pinned ?? []).filter((each) => each !== key);
  return { ...settings, pinned: pinned ? [...others, key] : others };
}

/**
 * The columns as declared again (`defaults`' visibility, order and pins); the density stays as
 * chosen.
 */
export function withColumnsReset(settings: TableSettings, defaults: TableSettings): TableSettings {
  // Rebuilt rather than spread over, so defaults without a `pinned` list leave none behind.
  const { pinned: _, ...rest } = settings;
  return {
    ...rest,
    hidden: defaults.hidden,
    order: defaults.order,
    ...(defaults.pinned ? { pinned: defaults.pinned } : {}),
  };
}

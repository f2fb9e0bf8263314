// Where a list keeps the person's table settings (density, hidden columns, column order): in the
// browser's local storage, per signed-in account and screen, so they last across reloads and
// sessions and one account's choices never reach another's.
import { parseTableSettings, type SettableColumn, type TableSettings } from '@school-sports/ui';

/** The storage key of a screen's table settings for an account. */
export function listSettingsKey(accountId: string | undefined, screen: string): string {
  return `busi.listSettings:${accountId ?? ''}:${screen}`;
}

// The storage comes as a function: merely reading `localStorage` throws where the browser blocks it.

/** The settings stored under `key`, checked against the table's columns; the defaults when none can be read. */
export function readListSettings(
  storage: () => Pick<Storage, 'getItem'> | undefined,
  key: string,
  columns: readonly SettableColumn[],
): TableSettings {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(key) ?? null;
  } catch {
    // Storage refused (blocked by the browser's settings): the defaults.
  }
  return parseTableSettings(stored, columns);
}

/** Keeps the settings under `key`; where storage refuses, they last as long as the page. */
export function storeListSettings(
  storage: () => Pick<Storage, 'setItem'> | undefined,
  key: string,
  settings: TableSettings,
): void {
  try {
    storage()?.setItem(key, JSON.stringify(settings));
  } catch {
    // A full or blocked storage: nothing to keep them in.
  }
}

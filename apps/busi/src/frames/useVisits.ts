import { useEffect } from 'react';
import { parseVisits, recordVisit, type Visits } from './visits.ts';

/** The visits kept under `key`; none where storage is refused (a private window, a full quota). */
export function readVisits(key: string): Visits {
  try {
    return parseVisits(globalThis.localStorage?.getItem(key) ?? null);
  } catch {
    return {};
  }
}

/** Counts a visit of `screen` (a menu entry's path) each time it becomes the screen shown. */
export function useRecordVisits(screen: string | undefined, key: string): void {
  useEffect(() => {
    if (!screen) return;
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(recordVisit(readVisits(key), screen)));
    } catch {
      // Nothing to keep them in: the home page falls back to the menu's first screens.
    }
  }, [screen, key]);
}

import type { ThemeName } from '@school-sports/ui';

const storageKey = 'busi.theme';

/** The theme a person chose, or the system's (`prefers-color-scheme`) when they chose none. */
export function initialTheme(): ThemeName {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (stored === 'light' || stored === 'dark') return stored;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Remembers the chosen theme for the next visits. */
export function storeTheme(theme: ThemeName): void {
  globalThis.localStorage?.setItem(storageKey, theme);
}

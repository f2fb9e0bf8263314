import type { ThemeName } from '@school-sports/ui';
import { createContext, useContext } from 'react';
import type { AppLocale } from '../i18n/locale.ts';

interface LocaleState {
  locale: AppLocale;
  changeLocale(next: AppLocale): void;
  /** The light or dark theme, the system's unless the person chose one. */
  theme: ThemeName;
  changeTheme(next: ThemeName): void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

/** The current language and theme, and the ways to change them. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs the App around it');
  return state;
}

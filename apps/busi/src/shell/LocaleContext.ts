import { createContext, useContext } from 'react';
import type { AppLocale } from '../i18n/locale.ts';

interface LocaleState {
  locale: AppLocale;
  changeLocale(next: AppLocale): void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

/** The current language and the way to change it. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs the App around it');
  return state;
}

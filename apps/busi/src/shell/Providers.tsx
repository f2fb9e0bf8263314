import { type ThemeName, ThemeProvider } from '@school-sports/ui';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { loadedMessages, loadMessages, subscribeMessages } from '../i18n/load.ts';
import { type AppLocale, storeLocale } from '../i18n/locale.ts';
import { appStore, tokenAtom } from '../session/state.ts';
import { LocaleContext } from './LocaleContext.ts';
import { initialTheme, storeTheme } from './theme.ts';

/**
 * What every page of the app stands in: language, session store, texts and theme. The texts are
 * those loaded (`i18n/load.ts`, before the first render); they grow as screens load their areas'.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { locale, messages } = useSyncExternalStore(subscribeMessages, loadedMessages);
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  const localeValue = useMemo(
    () => ({
      locale,
      changeLocale(next: AppLocale) {
        storeLocale(next);
        // SPEC 1: a change of language reloads the user info and the page. Without a session this
        // is the sign-in page: the texts loaded so far load again in the new language.
        if (appStore.get(tokenAtom)) {
          globalThis.location.reload();
          return;
        }
        void loadMessages(next, []);
      },
      theme,
      changeTheme(next: ThemeName) {
        storeTheme(next);
        setTheme(next);
      },
    }),
    [locale, theme],
  );
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext value={localeValue}>
      <JotaiProvider store={appStore}>
        <IntlProvider locale={locale} messages={messages.app} defaultLocale="zh-CN">
          <ThemeProvider locale={locale} theme={theme} className="busi-root">
            {children}
          </ThemeProvider>
        </IntlProvider>
      </JotaiProvider>
    </LocaleContext>
  );
}

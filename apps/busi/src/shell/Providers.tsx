import { type ThemeName, ThemeProvider } from '@school-sports/ui';
import { Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../i18n/compile.ts';
import { loadMessages } from '../i18n/load.ts';
import { type AppLocale, storeLocale } from '../i18n/locale.ts';
import { appStore, tokenAtom } from '../session/state.ts';
import { LocaleContext } from './LocaleContext.ts';
import { initialTheme, storeTheme } from './theme.ts';

interface ProvidersProps {
  /** The language the page starts in, and its texts, loaded before the first render. */
  initial: { locale: AppLocale; messages: CompiledMessages };
  children: ReactNode;
}

/** What every page of the app stands in: language, session store, texts and theme. */
export function Providers({ initial, children }: ProvidersProps) {
  const [{ locale, messages }, setLanguage] = useState(initial);
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  const localeValue = useMemo(
    () => ({
      locale,
      changeLocale(next: AppLocale) {
        storeLocale(next);
        // SPEC 1: a change of language reloads the user info and the page. Without a session this
        // is the sign-in page, which needs its own texts only.
        if (appStore.get(tokenAtom)) {
          globalThis.location.reload();
          return;
        }
        void loadMessages(next, false).then((loaded) => {
          document.documentElement.lang = next;
          setLanguage({ locale: next, messages: loaded });
        });
      },
      theme,
      changeTheme(next: ThemeName) {
        storeTheme(next);
        setTheme(next);
      },
    }),
    [locale, theme],
  );
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

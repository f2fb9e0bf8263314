import { ThemeProvider } from '@school-sports/ui';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router/dom';
import { initialLocale, storeLocale } from './i18n/locale.ts';
import { type AppLocale, messagesFor } from './i18n/messages.ts';
import { createAppRouter } from './routes.tsx';
import { appStore, tokenAtom } from './session/state.ts';
import { LocaleContext } from './shell/LocaleContext.ts';

/** The app: locale, theme and router. */
export function App() {
  const [locale, setLocale] = useState<AppLocale>(initialLocale);
  const router = useMemo(() => createAppRouter(), []);
  const localeValue = useMemo(
    () => ({
      locale,
      changeLocale(next: AppLocale) {
        // SPEC 1: a change of language reloads the user info and the page.
        storeLocale(next);
        document.documentElement.lang = next;
        setLocale(next);
        if (appStore.get(tokenAtom)) globalThis.location.reload();
      },
    }),
    [locale],
  );
  return (
    <LocaleContext value={localeValue}>
      <JotaiProvider store={appStore}>
        <IntlProvider locale={locale} messages={messagesFor(locale)} defaultLocale="zh-CN">
          <ThemeProvider locale={locale} className="busi-root">
            <RouterProvider router={router} />
          </ThemeProvider>
        </IntlProvider>
      </JotaiProvider>
    </LocaleContext>
  );
}

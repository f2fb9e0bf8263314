import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from './i18n/load.ts';
import { initialLocale } from './i18n/locale.ts';
import { LoginApp } from './screens/login/LoginApp.tsx';
import { isLoginPage } from './shell/pages.ts';
import './shell/page.css.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

const locale = initialLocale();
document.documentElement.lang = locale;

// The sign-in page renders from this file's imports and its own texts; the signed-in app, on every
// other path, loads its code and all the texts at once.
if (isLoginPage(globalThis.location.pathname)) {
  const initial = { locale, messages: await loadMessages(locale, false) };
  root.render(
    <StrictMode>
      <LoginApp initial={initial} />
    </StrictMode>,
  );
} else {
  const [messages, { App }] = await Promise.all([loadMessages(locale, true), import('./App.tsx')]);
  root.render(
    <StrictMode>
      <App initial={{ locale, messages }} />
    </StrictMode>,
  );
}

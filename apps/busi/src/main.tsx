import { isLivePagePath, isSessionlessPath } from '@school-sports/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadMessages } from './i18n/load.ts';
import { initialLocale } from './i18n/locale.ts';
import { startUserInfo } from './session/flows.ts';
import { appStore, tokenAtom } from './session/state.ts';
import { APP_BASE, isLoginPage, setAppOpener } from './shell/pages.ts';
import './shell/page.css.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

const locale = initialLocale();
document.documentElement.lang = locale;

/** The signed-in app's code, loaded once. */
let appCode: ReturnType<typeof loadAppCode> | null = null;
function loadAppCode() {
  return import('./App.tsx');
}

/** Renders the signed-in app in the language chosen last (the sign-in page may have changed it). */
async function showApp(): Promise<void> {
  const language = initialLocale();
  appCode ??= loadAppCode();
  const [, { App }] = await Promise.all([loadMessages(language, ['signin', 'shell']), appCode]);
  document.documentElement.lang = language;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The sign-in page renders from this file's imports and its own texts; the signed-in app, on every
// other path, loads its code and the shell's texts at once, and each screen its area's as it opens.
// A frame's page opened with a stored session asks at once, beside the app's code, for what the
// router would ask for only one after another: the user info, then the frame and the screen.
if (isLoginPage(globalThis.location.pathname)) {
  setAppOpener({
    prepare() {
      appCode ??= loadAppCode();
      void loadMessages(initialLocale(), ['signin', 'shell']).catch(() => undefined);
      appCode.catch(() => undefined);
    },
    open: showApp,
  });
  // The form's code is asked for beside its texts, not with this file: the signed-in pages, which
  // load this file too, then never carry the sign-in form.
  const [, { LoginApp }] = await Promise.all([
    loadMessages(locale, ['signin']),
    import('./screens/login/LoginApp.tsx'),
  ]);
  root.render(
    <StrictMode>
      <LoginApp />
    </StrictMode>,
  );
} else if (isLivePagePath(globalThis.location.pathname.slice(APP_BASE.length))) {
  // A meet's live results page (issue 46): a page of its own for anyone with its address, which
  // loads neither the signed-in app nor its shell.
  await loadMessages(locale, ['signin']);
  const { startLivePage } = await import('./screens/meetLive/start.tsx');
  await startLivePage(root);
} else {
  const path = globalThis.location.pathname.slice(APP_BASE.length);
  const frame = appStore.get(tokenAtom) !== null && !isSessionlessPath(path);
  if (frame) {
    startUserInfo();
    import('./frames/preload.ts').then(
      ({ preloadPage }) => preloadPage(path),
      () => undefined,
    );
  }
  await showApp();
}

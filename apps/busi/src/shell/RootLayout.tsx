import { ToastRegion, useToast } from '@school-sports/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import { domainText } from '../i18n/translate.ts';
import { noticeAtom } from '../session/state.ts';
import { useLocale } from './LocaleContext.ts';

/** Every page: client-side routing for the kit's links, and the one-off notices as toasts. */
export function RootLayout() {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const toast = useToast();
  const [notice, setNotice] = useAtom(noticeAtom);
  useEffect(() => {
    if (!notice) return;
    const text = 'text' in notice ? notice.text : domainText(locale, notice.messageId);
    if (notice.tone === 'error') toast.error(text);
    else if (notice.tone === 'success') toast.success(text);
    else toast.warning(text);
    setNotice(null);
  }, [notice, locale, toast, setNotice]);
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </AriaRouterProvider>
  );
}

export { RootLayout as Component };

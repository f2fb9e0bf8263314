import { ToastRegion, useToast } from '@school-sports/ui';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { domainText } from '../i18n/translate.ts';
import { noticeAtom } from '../session/state.ts';
import { useLocale } from './LocaleContext.ts';

/** Shows the one-off notice (why the person was sent here, what just happened) as a toast. */
export function NoticeToasts() {
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
  return <ToastRegion />;
}

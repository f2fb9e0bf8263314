import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { noticeAtom } from '../../session/state.ts';
import { Providers } from '../../shell/Providers.tsx';
import { LoginPage } from './LoginPage.tsx';

// Most visits to the sign-in page bring no notice: the toasts load only when one is waiting.
const NoticeToasts = lazy(() =>
  import('../../shell/NoticeToasts.tsx').then(({ NoticeToasts }) => ({ default: NoticeToasts })),
);

function LazyNoticeToasts() {
  const notice = useAtomValue(noticeAtom);
  // Once loaded, the region stays: the toast outlives the notice it shows.
  const [needed, setNeeded] = useState(false);
  if (notice && !needed) setNeeded(true);
  return needed || notice ? (
    <Suspense fallback={null}>
      <NoticeToasts />
    </Suspense>
  ) : null;
}

/** The sign-in page as a page of its own: no router, nothing the signed-in app needs. */
export function LoginApp() {
  return (
    <Providers>
      <LoginPage />
      <LazyNoticeToasts />
    </Providers>
  );
}

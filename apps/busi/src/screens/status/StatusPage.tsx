import { frameDestination } from '@school-sports/domain';
import { Button } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import type { AppMessageId } from '../../i18n/messages.ts';
import { userInfoAtom } from '../../session/state.ts';
import * as css from './status.css.ts';

/** Why a page shows instead of the one asked for. */
export type PageStatus = 'forbidden' | 'otherFrame' | 'notFound' | 'failed';

const TEXTS: Record<PageStatus, { code: string; heading: AppMessageId; description: AppMessageId }> = {
  forbidden: { code: '403', heading: 'status.forbidden.heading', description: 'status.forbidden.description' },
  otherFrame: { code: '403', heading: 'status.forbidden.heading', description: 'status.otherFrame.description' },
  notFound: { code: '404', heading: 'notFound.heading', description: 'notFound.description' },
  failed: { code: '!', heading: 'status.failed.heading', description: 'status.failed.description' },
};

/** Where "back to the start" leads: the frame's home page, or the personal centre. */
function useStartPath(): string {
  const info = useAtomValue(userInfoAtom);
  const destination = info ? frameDestination(info) : undefined;
  return destination?.kind === 'frame' ? destination.path : '/myInfo/base';
}

/**
 * The page shown instead of one that cannot be: without permission (403), of another kind of
 * organisation (403), at an address that does not exist (404), or that failed while showing. It says
 * why in words and offers the way back: to the start, to the page before, or a reload.
 */
export function StatusPage({ status, alone = false }: { status: PageStatus; alone?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const start = useStartPath();
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = TEXTS[status];
  // The heading takes the focus, so a screen reader says at once what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={alone ? `${css.page} ${css.alone}` : css.page}
      data-screen={status === 'otherFrame' ? 'forbidden' : status}
    >
      <p className={css.code} aria-hidden="true">
        {texts.code}
      </p>
      <h1 className={css.heading} ref={heading} tabIndex={-1}>
        <FormattedMessage id={texts.heading} />
      </h1>
      <p className={css.description}>
        <FormattedMessage id={texts.description} />
      </p>
      <div className={css.actions}>
        {status === 'failed' ? (
          <Button variant="primary" onPress={() => globalThis.location.reload()}>
            {intl.formatMessage({ id: 'status.reload' })}
          </Button>
        ) : null}
        <Button variant={status === 'failed' ? 'secondary' : 'primary'} onPress={() => navigate(start)}>
          {intl.formatMessage({ id: 'notFound.back' })}
        </Button>
        {globalThis.history.length > 1 ? (
          <Button onPress={() => navigate(-1)}>{intl.formatMessage({ id: 'status.previous' })}</Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The frame's pages' error boundary: a refused page (its loader threw a 403 or 404 answer) or one
 * that failed while showing is replaced by its status page, inside the frame's menu and top bar.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <StatusPage status="forbidden" />;
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusPage status="notFound" />;
  return <StatusPage status="failed" />;
}

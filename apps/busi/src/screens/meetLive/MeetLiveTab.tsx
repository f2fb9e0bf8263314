import {
  type DataOf,
  type meetDetail,
  meetLiveShare,
  meetLiveState,
  meetLiveUnshare,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, useToast } from '@school-sports/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { APP_BASE } from '../../shell/pages.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as css from './live.css.ts';

type Meet = DataOf<typeof meetDetail>;

/** The address of the live page of `token`, as the organiser hands it out. */
function liveAddress(token: string): string {
  return `${globalThis.location.origin}${APP_BASE}/live/${token}`;
}

/**
 * The meet detail's live results tab (issue 46): whether the meet's public live page is shared,
 * its address with a copy button, and, behind the liveShare button, sharing it, changing its
 * address (the old one stops at once) and stopping it.
 */
export function MeetLiveTab({ meet }: { meet: Meet }) {
  const intl = useIntl();
  const can = useCan();
  const toast = useToast();
  const id = useId();
  const state = useGatewayQuery(meetLiveState, { meetId: meet.meetId });
  const { run, isPending } = useGatewayAction();
  const text = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const token = state.data?.token ?? null;
  const address = token ? liveAddress(token) : null;
  const change = (endpoint: typeof meetLiveShare | typeof meetLiveUnshare) =>
    run(endpoint, { meetId: meet.meetId }).then((done) => {
      if (done) state.reload();
    });
  // A new address and a stop both end the address people already hold: each is asked first.
  const [asking, setAsking] = useState<'renew' | 'stop' | null>(null);
  const copy = async () => {
    if (!address) return;
    try {
      await globalThis.navigator.clipboard.writeText(address);
      toast.success(text('liveResults.share.copied'));
    } catch {
      // Without the clipboard (an insecure page, a refused permission) the address stays selectable.
      toast.error(address);
    }
  };

  return (
    <section className={css.header} aria-labelledby={`${id}-title`} data-live-share>
      <h3 id={`${id}-title`} className={css.heading}>
        {text('liveResults.share.title')}
      </h3>
      <p className={css.muted}>{text('liveResults.share.explain')}</p>
      {state.error ? <p role="alert">{state.error}</p> : null}
      {state.data && !address ? <p>{text('liveResults.share.off')}</p> : null}
      {address && state.data?.sharedAt ? (
        <>
          <dl className={css.address}>
            <dt>{text('liveResults.share.address')}</dt>
            <dd className={css.addressText} data-live-address>
              {address}
            </dd>
          </dl>
          <p className={css.muted}>
            {text('liveResults.share.since', {
              time: intl.formatDate(state.data.sharedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        </>
      ) : null}
      <div className={css.address}>
        {address ? (
          <>
            <Button onPress={() => void copy()}>{text('liveResults.share.copy')}</Button>
            <a href={address} target="_blank" rel="noreferrer">
              {text('liveResults.share.open')}
            </a>
          </>
        ) : null}
        {can('liveShare') && state.data ? (
          address ? (
            <>
              <Button onPress={() => setAsking('renew')} isPending={isPending}>
                {text('liveResults.share.renew')}
              </Button>
              <Button variant="danger" onPress={() => setAsking('stop')} isPending={isPending}>
                {text('liveResults.share.stop')}
              </Button>
            </>
          ) : (
            <Button variant="primary" onPress={() => void change(meetLiveShare)} isPending={isPending}>
              {text('liveResults.share.start')}
            </Button>
          )
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
          variant={asking === 'stop' ? 'danger' : 'primary'}
          title={text(asking === 'stop' ? 'liveResults.share.stopTitle' : 'liveResults.share.renewTitle', {
            name: meet.name,
          })}
          message={text(asking === 'stop' ? 'liveResults.share.stopMessage' : 'liveResults.share.renewMessage')}
          confirmLabel={text(asking === 'stop' ? 'liveResults.share.stop' : 'liveResults.share.renew')}
          onConfirm={() => change(asking === 'stop' ? meetLiveUnshare : meetLiveShare)}
        />
      ) : null}
    </section>
  );
}

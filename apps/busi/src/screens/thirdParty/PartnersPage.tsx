import { partnerDelete, partnerList, partnerRotateSecret, partnerSetStatus } from '@school-sports/gateway-client';
import { Button, ConfirmDialog, Dialog } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useCan } from '../../shell/permissions.tsx';
import { type RevealedSecret, takeRevealedSecret } from './revealedSecret.ts';
import * as css from './thirdParty.css.ts';

type Partner = RowOf<typeof partnerList>;

const partners = defineResource({
  screen: 'thirdParty',
  texts: 'partners',
  page: partnerList,
  whole: true,
  key: (row) => row.partnerId,
  name: (row) => row.name,
  status: {
    of: (row) => row.status,
    set: (row, status) => call(partnerSetStatus, { partnerId: row.partnerId, status }),
  },
  remove: { call: ([row]) => call(partnerDelete, { partnerId: row?.partnerId ?? '' }) },
});

/** A new secret, shown this once: the person copies it to the partner's server, then closes it. */
function SecretDialog({ secret, onClose }: { secret: RevealedSecret; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog
      isOpen
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'partners.secretTitle' }, { name: secret.name })}
      footer={({ close }) => (
        <Button variant="primary" onPress={close}>
          {text('partners.secretDone')}
        </Button>
      )}
    >
      <p>{text('partners.secretIntro')}</p>
      <dl>
        <dt>{text('partners.clientId')}</dt>
        <dd>
          <code className={css.secret} data-testid="partner-client-id">
            {secret.clientId}
          </code>
        </dd>
        <dt>{text('partners.secret')}</dt>
        <dd>
          <code className={css.secret} data-testid="partner-secret">
            {secret.secret}
          </code>
        </dd>
      </dl>
    </Dialog>
  );
}

/**
 * `thirdParty` (admin frame, issue 47): the partner platforms whose users may sign in through a
 * signed link or OpenID Connect (docs/third-party-sign-in.md), with their client ids, protocols,
 * return addresses and organisations; a signing secret is shown once, when it is registered and
 * when it is rotated.
 */
export function PartnersPage() {
  const intl = useIntl();
  const can = useCan();
  const c = useColumns<Partner>();
  const [shown, setShown] = useState<RevealedSecret | null>(takeRevealedSecret);
  const [rotating, setRotating] = useState<Partner | null>(null);
  return (
    <>
      <ResourceList
        resource={partners}
        columns={[
          c.column('name', 'partners.name', { isRowHeader: true }),
          c.column('clientId', 'partners.clientId'),
          c.column('protocol', 'partners.signInProtocol', {
            value: (row) =>
              row.protocol === 'oidc'
                ? intl.formatMessage({ id: 'partners.protocolIssuer' }, { issuer: row.issuer ?? '' })
                : intl.formatMessage({ id: 'partners.signInProtocol.signedQuery' }),
          }),
          c.column('redirectUris', 'partners.redirectUris', { value: (row) => row.redirectUris.join('\n') }),
          c.column('orgs', 'partners.orgs', {
            value: (row) =>
              row.orgs
                .map((org) => intl.formatMessage({ id: 'partners.orgValue' }, { name: org.name, orgId: org.orgId }))
                .join('\n'),
          }),
          c.column('secretIssuedAt', 'partners.secretIssuedAt', {
            value: (row) => intl.formatDate(row.secretIssuedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          }),
          c.status((row) => row.status),
        ]}
        moreRowActions={(row, list) =>
          // An OpenID Connect partner's secret is its provider's: a new one is typed in its form.
          can('rotateSecret') && row.protocol === 'signedQuery' ? (
            <>
              <RowButton action="partners.rotateSecret" name={row.name} onPress={() => setRotating(row)} />
              {rotating?.partnerId === row.partnerId ? (
                <ConfirmDialog
                  isOpen
                  title={intl.formatMessage({ id: 'partners.rotateTitle' }, { name: row.name })}
                  message={<FormattedMessage id="partners.rotateMessage" />}
                  confirmLabel={<FormattedMessage id="partners.rotateSecret" />}
                  variant="danger"
                  onCancel={() => setRotating(null)}
                  onConfirm={async () => {
                    const done = await list.run(partnerRotateSecret, { partnerId: row.partnerId }, 'success.saved');
                    setRotating(null);
                    if (done) {
                      setShown({ ...done.data, name: row.name });
                      list.reload();
                    }
                  }}
                />
              ) : null}
            </>
          ) : null
        }
      >
        {() => (
          <p>
            <FormattedMessage id="partners.protocol" />
          </p>
        )}
      </ResourceList>
      {shown ? <SecretDialog secret={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}

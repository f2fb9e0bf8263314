import {
  PARTNER_ACCOUNT_CLAIMS,
  PARTNER_LIMITS,
  PARTNER_PROTOCOLS,
  type PartnerAccountClaim,
  type PartnerProtocol,
} from '@school-sports/domain';
import { type DataOf, partnerAdd, partnerDetail, partnerEdit, partnerOrgOptions } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, PasswordField, Radio, RadioGroup, TextArea, TextField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { APP_BASE } from '../../shell/pages.ts';
import { revealOnList } from './revealedSecret.ts';

type Org = DataOf<typeof partnerOrgOptions>[number];

interface PartnerValues {
  name: string;
  protocol: PartnerProtocol;
  /** The return addresses as typed: one a line (a signed query's). */
  redirectUris: string;
  orgIds: string[];
  /** OpenID Connect: the provider's issuer, the platform's client id and secret there, the claim naming the person. */
  issuer: string;
  oidcClientId: string;
  clientSecret: string;
  accountClaim: PartnerAccountClaim;
}

const empty: PartnerValues = {
  name: '',
  protocol: 'signedQuery',
  redirectUris: '',
  orgIds: [],
  issuer: '',
  oidcClientId: '',
  clientSecret: '',
  accountClaim: 'sub',
};

/** What a save sends: the chosen protocol's fields, the other's left empty. */
function requestOf(values: PartnerValues) {
  const oidc = values.protocol === 'oidc';
  return {
    name: values.name,
    protocol: values.protocol,
    redirectUris: oidc ? [] : lines(values.redirectUris),
    orgIds: values.orgIds,
    issuer: oidc ? values.issuer : '',
    oidcClientId: oidc ? values.oidcClientId : '',
    clientSecret: oidc ? values.clientSecret : '',
    accountClaim: values.accountClaim,
  };
}

/** The typed lines as addresses: trimmed, blank lines left out. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * `thirdParty/add` and `thirdParty/edit/{id}`: a partner platform's name, its protocol (chosen once)
 * with that protocol's fields, and the organisations it may sign into. A signed query's return
 * addresses are typed one a line, and its new client id and secret are shown on the list it goes
 * back to, once; an OpenID Connect partner's issuer, client id and secret are the ones its provider
 * gave for the callback address the form shows.
 */
export function PartnerFormPage() {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const [orgs, setOrgs] = useState<readonly Org[]>([]);
  useEffect(() => {
    let cancelled = false;
    gateway.call(partnerOrgOptions, {}).then(
      (found) => {
        if (!cancelled) setOrgs(found);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  const form = useResourceForm({
    empty,
    detail: {
      load: (partnerId) => gateway.call(partnerDetail, { partnerId }),
      values: (record): PartnerValues => ({
        ...empty,
        name: record.name,
        protocol: record.protocol,
        redirectUris: record.redirectUris.join('\n'),
        orgIds: record.orgs.map((org) => org.orgId),
        issuer: record.issuer ?? '',
        oidcClientId: record.oidcClientId ?? '',
        accountClaim: record.accountClaim ?? 'sub',
      }),
    },
    add: { endpoint: partnerAdd, request: requestOf },
    edit: { endpoint: partnerEdit, request: (partnerId, values) => ({ partnerId, ...requestOf(values) }) },
    onSaved: async (answer) => {
      const added = answer as DataOf<typeof partnerAdd> | null;
      if (added?.secret) revealOnList({ ...added, secret: added.secret, name: form.values.name.trim() });
    },
  });
  const orgIds = form.field('orgIds');
  const protocol = form.field('protocol');
  const accountClaim = form.field('accountClaim');
  const editing = form.id !== undefined;
  return (
    <ResourceFormPage form={form} title={{ add: 'partners.add', edit: 'partners.edit' }} screen="thirdParty">
      <TextField label={label('partners.name')} isRequired maxLength={PARTNER_LIMITS.name} {...form.text('name')} />
      <RadioGroup
        label={label('partners.signInProtocol')}
        description={label(editing ? 'partners.protocolFixed' : 'partners.protocolHelp')}
        value={protocol.value}
        onChange={(value) => protocol.onChange(value as PartnerProtocol)}
        isDisabled={editing}
        isInvalid={protocol.isInvalid}
        errorMessage={protocol.errorMessage}
      >
        {PARTNER_PROTOCOLS.map((one) => (
          <Radio key={one} value={one}>
            {label(`partners.signInProtocol.${one}`)}
          </Radio>
        ))}
      </RadioGroup>
      {protocol.value === 'signedQuery' ? (
        <TextArea
          label={label('partners.redirectUris')}
          description={label('partners.redirectUrisHelp')}
          isRequired
          rows={3}
          {...form.text('redirectUris')}
        />
      ) : (
        <>
          <TextField
            label={label('partners.issuer')}
            description={intl.formatMessage(
              { id: 'partners.issuerHelp' },
              { callback: `${globalThis.location.origin}${APP_BASE}/thirdManagement` },
            )}
            isRequired
            type="url"
            maxLength={500}
            {...form.text('issuer')}
          />
          <TextField label={label('partners.oidcClientId')} isRequired maxLength={255} {...form.text('oidcClientId')} />
          <PasswordField
            label={label('partners.clientSecret')}
            description={editing ? label('partners.clientSecretKept') : undefined}
            isRequired={!editing}
            maxLength={255}
            autoComplete="new-password"
            {...form.text('clientSecret')}
          />
          <RadioGroup
            label={label('partners.accountClaim')}
            description={label('partners.accountClaimHelp')}
            value={accountClaim.value}
            onChange={(value) => accountClaim.onChange(value as PartnerAccountClaim)}
            isInvalid={accountClaim.isInvalid}
            errorMessage={accountClaim.errorMessage}
          >
            {PARTNER_ACCOUNT_CLAIMS.map((claim) => (
              <Radio key={claim} value={claim}>
                {claim}
              </Radio>
            ))}
          </RadioGroup>
        </>
      )}
      <CheckboxGroup
        label={label('partners.orgs')}
        description={label('partners.orgsHelp')}
        isRequired
        value={orgIds.value}
        onChange={orgIds.onChange}
        isInvalid={orgIds.isInvalid}
        errorMessage={orgIds.errorMessage}
      >
        {orgs.map((org) => (
          <Checkbox key={org.orgId} value={org.orgId}>
            {intl.formatMessage({ id: 'partners.orgValue' }, { name: org.name, orgId: org.orgId })}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </ResourceFormPage>
  );
}

import { PARTNER_LIMITS } from '@school-sports/domain';
import { type DataOf, partnerAdd, partnerDetail, partnerEdit, partnerOrgOptions } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, TextArea, TextField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { revealOnList } from './revealedSecret.ts';

type Org = DataOf<typeof partnerOrgOptions>[number];

interface PartnerValues {
  name: string;
  /** The return addresses as typed: one a line. */
  redirectUris: string;
  orgIds: string[];
}

const empty: PartnerValues = { name: '', redirectUris: '', orgIds: [] };

/** The typed lines as addresses: trimmed, blank lines left out. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * `thirdParty/add` and `thirdParty/edit/{id}`: a partner platform's name, return addresses (one a
 * line) and the organisations it may sign into. A new partner's client id and secret are shown on
 * the list it goes back to, once.
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
        name: record.name,
        redirectUris: record.redirectUris.join('\n'),
        orgIds: record.orgs.map((org) => org.orgId),
      }),
    },
    add: {
      endpoint: partnerAdd,
      request: (values) => ({ name: values.name, redirectUris: lines(values.redirectUris), orgIds: values.orgIds }),
    },
    edit: {
      endpoint: partnerEdit,
      request: (partnerId, values) => ({
        partnerId,
        name: values.name,
        redirectUris: lines(values.redirectUris),
        orgIds: values.orgIds,
      }),
    },
    onSaved: async (answer) => {
      const added = answer as DataOf<typeof partnerAdd> | null;
      if (added?.secret) revealOnList({ ...added, name: form.values.name.trim() });
    },
  });
  const orgIds = form.field('orgIds');
  return (
    <ResourceFormPage form={form} title={{ add: 'partners.add', edit: 'partners.edit' }} screen="thirdParty">
      <TextField label={label('partners.name')} isRequired maxLength={PARTNER_LIMITS.name} {...form.text('name')} />
      <TextArea
        label={label('partners.redirectUris')}
        description={label('partners.redirectUrisHelp')}
        isRequired
        rows={3}
        {...form.text('redirectUris')}
      />
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

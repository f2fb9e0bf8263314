import {
  canHaveChildOrganisations,
  ORGANISATION_TYPE_CODES,
  organisationTypeLabel,
  parseOrganisationType,
} from '@school-sports/domain';
import { orgAdd, orgDetail, orgEdit, orgParentOptions } from '@school-sports/gateway-client';
import { NumberField, PasswordField, Select, TextField } from '@school-sports/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { emptyProfile, OrgProfileFields, type OrgProfileValues, profileOf } from './OrgProfileFields.tsx';

type Values = OrgProfileValues & {
  parentId: string;
  type: string;
  code: string;
  adminAccount: string;
  adminPassword: string;
  deviceActivationCode: string;
  activatableCount: number;
  activatedCount: number;
  generalAdminPassword: string;
};

const empty: Values = {
  ...emptyProfile,
  parentId: '',
  type: '',
  code: '',
  adminAccount: '',
  adminPassword: '',
  deviceActivationCode: '',
  activatableCount: Number.NaN,
  activatedCount: 0,
  generalAdminPassword: '',
};

/**
 * `orgManage/orgInfo/add` and `orgManage/orgInfo/edit/{orgId}`: an organisation under the caller's.
 * Adding also creates its administrator and built-in roles; type, parent and admin account stay after.
 */
export function OrgFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const parents = useGatewayQuery(orgParentOptions, {});
  const counts = (values: Pick<Values, 'activatableCount' | 'activatedCount'>) => ({
    activatableCount: Number.isNaN(values.activatableCount) ? '' : values.activatableCount,
    activatedCount: Number.isNaN(values.activatedCount) ? '' : values.activatedCount,
  });
  const form = useResourceForm({
    empty,
    detail: {
      load: (orgId) => gateway.call(orgDetail, { orgId }),
      values: (record) => ({
        ...empty,
        ...profileOf(record),
        parentId: record.parentId,
        type: String(record.type),
        code: record.code,
        adminAccount: record.adminAccount,
        deviceActivationCode: record.deviceActivationCode,
        activatableCount: record.activatableDeviceCount,
        activatedCount: record.activatedDeviceCount,
      }),
    },
    // Type, parent and administrator are set once, when the organisation is added.
    add: { endpoint: orgAdd, request: (values) => ({ ...values, ...counts(values) }) },
    edit: {
      endpoint: orgEdit,
      request: (
        orgId,
        { adminAccount: _fixed, adminPassword: _added, parentId: _placed, type: _typed, ...shared },
      ) => ({
        orgId,
        ...shared,
        ...counts(shared),
      }),
    },
  });
  const { values, errors, setValues } = form;
  const orgId = form.id;
  const change = <K extends keyof Values>(field: K, value: Values[K]) => form.set(field)(value);

  // The first possible parent is the caller's organisation: a new one goes there unless chosen.
  useEffect(() => {
    const first = parents.data?.[0];
    if (!orgId && first) setValues((current) => (current.parentId ? current : { ...current, parentId: first.orgId }));
  }, [orgId, parents.data, setValues]);

  const text = (name: keyof Values) => ({
    value: String(values[name]),
    onChange: (value: string) => change(name, value),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  const count = (name: 'activatableCount' | 'activatedCount') => ({
    value: values[name],
    onChange: (value: number) => change(name, value),
    minValue: 0,
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  const typeName = (type: number) => domainText(locale, organisationTypeLabel(parseOrganisationType(type)));

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'orgs.add', edit: 'orgs.edit' }}
      screen={{ add: 'orgManage/orgInfo/add', edit: 'orgManage/orgInfo/edit' }}
    >
      <div className={styles.fieldRow}>
        <Select
          label={intl.formatMessage({ id: 'orgs.parent' })}
          items={(parents.data ?? []).map((parent) => ({ id: parent.orgId, label: parent.name }))}
          value={values.parentId || null}
          onChange={(key) => change('parentId', key ? String(key) : '')}
          isRequired
          isDisabled={Boolean(orgId)}
          isInvalid={Boolean(errors.parentId)}
          errorMessage={errors.parentId}
        />
        <Select
          label={intl.formatMessage({ id: 'orgs.type' })}
          items={ORGANISATION_TYPE_CODES.map((type) => ({ id: String(type), label: typeName(type) }))}
          value={values.type || null}
          onChange={(key) => change('type', key ? String(key) : '')}
          isRequired
          isDisabled={Boolean(orgId)}
          isInvalid={Boolean(errors.type)}
          errorMessage={errors.type}
          description={
            values.type && canHaveChildOrganisations(parseOrganisationType(Number(values.type)))
              ? intl.formatMessage({ id: 'orgs.typeManagesHelp' })
              : undefined
          }
        />
      </div>
      <OrgProfileFields values={values} errors={errors} onChange={change} />
      <TextField
        label={intl.formatMessage({ id: 'orgs.code' })}
        description={intl.formatMessage({ id: 'orgs.codeHelp' })}
        isRequired
        maxLength={2}
        inputMode="numeric"
        {...text('code')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'orgs.adminAccount' })}
          description={intl.formatMessage({ id: orgId ? 'orgs.adminAccountFixed' : 'orgs.accountHelp' })}
          isRequired={!orgId}
          isReadOnly={Boolean(orgId)}
          autoComplete="off"
          maxLength={20}
          {...text('adminAccount')}
        />
        {orgId ? null : (
          <PasswordField
            label={intl.formatMessage({ id: 'orgs.adminPassword' })}
            description={intl.formatMessage({ id: 'orgs.passwordHelp' })}
            isRequired
            autoComplete="new-password"
            maxLength={20}
            {...text('adminPassword')}
          />
        )}
      </div>
      <TextField
        label={intl.formatMessage({ id: 'orgs.activationCode' })}
        maxLength={64}
        autoComplete="off"
        {...text('deviceActivationCode')}
      />
      <div className={styles.fieldRow}>
        <NumberField
          label={intl.formatMessage({ id: 'orgs.activatableCount' })}
          description={intl.formatMessage({ id: 'orgs.activatableHelp' })}
          isRequired
          {...count('activatableCount')}
        />
        <NumberField
          label={intl.formatMessage({ id: 'orgs.activatedCount' })}
          description={orgId ? intl.formatMessage({ id: 'orgs.activatedFixed' }) : undefined}
          isRequired={!orgId}
          isReadOnly={Boolean(orgId)}
          {...count('activatedCount')}
        />
      </div>
      <PasswordField
        label={intl.formatMessage({ id: 'orgs.generalAdminPassword' })}
        description={intl.formatMessage({ id: orgId ? 'orgs.generalPasswordKeep' : 'orgs.generalPasswordHelp' })}
        autoComplete="new-password"
        maxLength={20}
        {...text('generalAdminPassword')}
      />
    </ResourceFormPage>
  );
}

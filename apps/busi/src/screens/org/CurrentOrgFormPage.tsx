import { TEXT_LIMITS } from '@school-sports/domain';
import { currentOrgDetail, currentOrgEdit } from '@school-sports/gateway-client';
import { TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { loadUserInfo } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { ImageField } from '../shared/ImageField.tsx';
import { emptyProfile, OrgProfileFields, type OrgProfileValues, profileOf } from './OrgProfileFields.tsx';

type Values = OrgProfileValues & { platformName: string; icon: string; loginImg: string };

/** `currentOrg/edit/{orgId}`: the current organisation's own settings; code, type and parent stay. */
export function CurrentOrgFormPage() {
  const intl = useIntl();
  const form = useResourceForm({
    empty: { ...emptyProfile, platformName: '', icon: '', loginImg: '' },
    detail: {
      load: () => gateway.call(currentOrgDetail, {}),
      values: (record): Values => ({
        ...profileOf(record),
        platformName: record.ownPlatformName,
        icon: record.icon,
        loginImg: record.loginImg,
      }),
    },
    edit: { endpoint: currentOrgEdit, request: (_orgId, values) => values },
    // The title and brand follow the platform name: the user info carries it.
    onSaved: () => loadUserInfo().catch(() => undefined),
  });
  const { values, errors } = form;
  const change = <K extends keyof Values>(field: K, value: Values[K]) => form.set(field)(value);

  const field = (name: 'platformName') => ({
    value: values[name],
    onChange: (value: string) => change(name, value),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <ResourceFormPage form={form} title="orgs.editCurrent" screen="currentOrg/edit">
      <OrgProfileFields values={values} errors={errors} onChange={change} />
      <TextField
        label={intl.formatMessage({ id: 'orgs.platformName' })}
        description={intl.formatMessage({ id: 'orgs.platformNameHelp' })}
        maxLength={TEXT_LIMITS.platformName.max}
        {...field('platformName')}
      />
      <ImageField
        label={intl.formatMessage({ id: 'orgs.icon' })}
        kind="image"
        value={values.icon}
        saved={form.record?.icon ?? ''}
        onChange={(value) => change('icon', value)}
        errorMessage={errors.icon}
      />
      <ImageField
        label={intl.formatMessage({ id: 'orgs.loginImg' })}
        kind="image"
        value={values.loginImg}
        saved={form.record?.loginImg ?? ''}
        onChange={(value) => change('loginImg', value)}
        errorMessage={errors.loginImg}
      />
    </ResourceFormPage>
  );
}

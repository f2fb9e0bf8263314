import { TEXT_LIMITS } from '@school-sports/domain';
import { currentOrgDetail, currentOrgEdit } from '@school-sports/gateway-client';
import { TextField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { loadUserInfo } from '../../session/flows.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import { BrandImageField } from './BrandImageField.tsx';
import { emptyProfile, OrgProfileFields, type OrgProfileValues, profileOf } from './OrgProfileFields.tsx';

type Values = OrgProfileValues & { platformName: string; icon: string; loginImg: string };

/** `currentOrg/edit/{orgId}`: the current organisation's own settings; code, type and parent stay. */
export function CurrentOrgFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const org = useGatewayQuery(currentOrgDetail, {});
  const [values, setValues] = useState<Values>({ ...emptyProfile, platformName: '', icon: '', loginImg: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { run, isPending } = useGatewayAction();

  useEffect(() => {
    if (org.data)
      setValues({
        ...profileOf(org.data),
        platformName: org.data.ownPlatformName,
        icon: org.data.icon,
        loginImg: org.data.loginImg,
      });
  }, [org.data]);

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const back = () => navigate('../..', { relative: 'path' });

  async function submit() {
    const checked = currentOrgEdit.request.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)));
      return;
    }
    if (await run(currentOrgEdit, values, 'success.saved')) {
      // The title and brand follow the platform name (SPEC 1): the user info carries it.
      await loadUserInfo().catch(() => undefined);
      back();
    }
  }

  const field = (name: 'platformName') => ({
    value: values[name],
    onChange: (value: string) => change(name, value),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <FormPage
      title={intl.formatMessage({ id: 'orgs.editCurrent' })}
      screen="currentOrg/edit"
      onBack={back}
      onSubmit={submit}
      values={values}
      isLoading={!org.data}
      isPending={isPending}
      error={org.error}
    >
      <OrgProfileFields values={values} errors={errors} onChange={change} />
      <TextField
        label={intl.formatMessage({ id: 'orgs.platformName' })}
        description={intl.formatMessage({ id: 'orgs.platformNameHelp' })}
        maxLength={TEXT_LIMITS.platformName.max}
        {...field('platformName')}
      />
      <BrandImageField
        label={intl.formatMessage({ id: 'orgs.icon' })}
        value={values.icon}
        saved={org.data?.icon ?? ''}
        onChange={(value) => change('icon', value)}
        errorMessage={errors.icon}
      />
      <BrandImageField
        label={intl.formatMessage({ id: 'orgs.loginImg' })}
        value={values.loginImg}
        saved={org.data?.loginImg ?? ''}
        onChange={(value) => change('loginImg', value)}
        errorMessage={errors.loginImg}
      />
    </FormPage>
  );
}

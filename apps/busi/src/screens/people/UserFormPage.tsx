import { userAdd, userDetail, userEdit, userRoleChoices } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useGatewayQuery, useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';
import { LoginFields } from './LoginFields.tsx';

type Values = { accountNum: string; password: string; name: string; mobile: string; roleIds: string[] };

const empty: Values = { accountNum: '', password: '', name: '', mobile: '', roleIds: [] };

/** `user/add` and `user/edit/{id}` (admin frame): one user's form (issue 7). */
export function UserFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The record of an edit route (`edit/:id`); none on `add`.
  const accountId = useParams().id;
  const roles = useGatewayQuery(userRoleChoices, {});
  const [values, setValues] = useState<Values>(empty);
  // A person shared with another organisation keeps their name and mobile: only they change them.
  const [identityShared, setIdentityShared] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, isPending } = useGatewayAction();

  const { loaded, error: loadError } = useRecordForForm(userDetail, accountId ? { accountId } : null, (record) => {
    setIdentityShared(record.identityShared);
    setValues({
      accountNum: record.accountNum,
      password: '',
      name: record.name,
      mobile: record.mobile,
      roleIds: record.roles.map((role) => role.roleId),
    });
  });

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (key: 'accountNum' | 'password' | 'name' | 'mobile') => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(accountId ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const fields = { name: values.name, mobile: values.mobile, roleIds: values.roleIds };
    const checked = accountId
      ? userEdit.request.safeParse({ accountId, ...fields })
      : userAdd.request.safeParse({ accountNum: values.accountNum, password: values.password, ...fields });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<keyof Values, string>>);
      return;
    }
    const done = accountId
      ? await run(userEdit, checked.data as never, 'success.modified')
      : await run(userAdd, checked.data as never, 'success.added');
    if (done) back();
  }

  const title = intl.formatMessage({ id: accountId ? 'users.edit' : 'users.add' });
  return (
    <FormPage
      title={title}
      screen={accountId ? 'user/edit' : 'user/add'}
      onBack={back}
      onSubmit={submit}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
      values={values}
    >
      <LoginFields isEditing={Boolean(accountId)} account={text('accountNum')} password={text('password')} />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'people.name' })}
          isRequired
          maxLength={20}
          {...text('name')}
          isReadOnly={identityShared}
          description={identityShared ? domainText(locale, 'person.identityShared') : undefined}
        />
        <TextField
          label={intl.formatMessage({ id: 'people.mobile' })}
          description={intl.formatMessage({ id: 'people.mobileOptional' })}
          inputMode="tel"
          maxLength={11}
          {...text('mobile')}
          isReadOnly={identityShared}
        />
      </div>
      <CheckboxGroup
        label={intl.formatMessage({ id: 'people.roles' })}
        description={intl.formatMessage({ id: 'people.rolesHelp' })}
        orientation="horizontal"
        value={values.roleIds}
        onChange={set('roleIds')}
        isRequired
        isInvalid={Boolean(errors.roleIds)}
        errorMessage={errors.roleIds}
      >
        {(roles.data ?? []).map((role) => (
          <Checkbox key={role.roleId} value={role.roleId}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormPage>
  );
}

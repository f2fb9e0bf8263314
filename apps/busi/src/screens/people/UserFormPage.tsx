import { userAdd, userDetail, userEdit, userRoleChoices } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { LoginFields } from './LoginFields.tsx';

type Values = {
  accountNum: string;
  password: string;
  name: string;
  mobile: string;
  roleIds: string[];
  /** Not a field: whether the person belongs to other organisations too (their name and mobile are theirs). */
  identityShared: boolean;
};

const empty: Values = { accountNum: '', password: '', name: '', mobile: '', roleIds: [], identityShared: false };

/** `user/add` and `user/edit/{id}` (admin frame): one user's form (issue 7). */
export function UserFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const roles = useGatewayQuery(userRoleChoices, {});
  const form = useResourceForm({
    empty,
    detail: {
      load: (accountId) => gateway.call(userDetail, { accountId }),
      values: (record) => ({ ...record, password: '', roleIds: record.roles.map((role) => role.roleId) }),
    },
    add: {
      endpoint: userAdd,
      request: ({ accountNum, password, name, mobile, roleIds }) => ({ accountNum, password, name, mobile, roleIds }),
    },
    edit: {
      endpoint: userEdit,
      request: (accountId, { name, mobile, roleIds }) => ({ accountId, name, mobile, roleIds }),
    },
  });
  const { values, text } = form;
  const accountId = form.id;
  // A person shared with another organisation keeps their name and mobile: only they change them.
  const identityShared = values.identityShared;

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'users.add', edit: 'users.edit' }}
      screen={{ add: 'user/add', edit: 'user/edit' }}
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
        isRequired
        {...form.field('roleIds')}
      >
        {(roles.data ?? []).map((role) => (
          <Checkbox key={role.roleId} value={role.roleId}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </ResourceFormPage>
  );
}

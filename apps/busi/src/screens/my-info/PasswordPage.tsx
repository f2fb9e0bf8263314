import { passwordChangeSchema } from '@school-sports/domain';
import { editAccount } from '@school-sports/gateway-client';
import { PasswordField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { passwordDigest } from '../../session/flows.ts';

/**
 * `/myInfo/editAccount`: change the password (the present one, a new one of 6 to 20 characters typed
 * twice). The form starts blank again once saved: passwords are never shown back.
 */
export function PasswordPage() {
  const intl = useIntl();
  const form = useResourceForm({
    empty: { oldPassword: '', password: '', confirmPassword: '' },
    stay: true,
    check: passwordChangeSchema,
    add: {
      endpoint: editAccount,
      // The present password travels as its digest, as at sign-in.
      request: async (values) => ({
        oldPassword: await passwordDigest(values.oldPassword),
        newPassword: values.password,
      }),
    },
    // A wrong present password is said under its field as well as in the toast.
    refusals: (refused, message) => (refused('auth.oldPasswordWrong') ? { oldPassword: message } : undefined),
  });
  const field = (name: 'oldPassword' | 'password' | 'confirmPassword', label: string, autoComplete: string) => (
    <PasswordField
      label={intl.formatMessage({ id: label })}
      autoComplete={autoComplete}
      isRequired
      {...form.text(name)}
    />
  );
  return (
    <ResourceFormPage form={form} title="myInfo.editAccount">
      {field('oldPassword', 'myInfo.oldPassword', 'current-password')}
      {field('password', 'myInfo.newPassword', 'new-password')}
      {field('confirmPassword', 'myInfo.confirmPassword', 'new-password')}
    </ResourceFormPage>
  );
}

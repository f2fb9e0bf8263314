import { newPasswordSchema } from '@school-sports/domain';
import { editAccount } from '@school-sports/gateway-client';
import { Button, PasswordField, useToast } from '@school-sports/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { passwordDigest } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as styles from './MyInfo.css.ts';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

/** `/myInfo/editAccount`: change the password (old one, new 6 to 20, confirmation). */
export function PasswordPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  const update = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const next: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) next.oldPassword = domainText(locale, 'validation.login.passwordRequired');
    const check = newPasswordSchema.safeParse(values);
    if (!check.success) {
      for (const issue of check.error.issues) next[issue.path[0] as Field] ??= domainText(locale, issue.message);
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setPending(true);
    try {
      await gateway.call(editAccount, {
        oldPassword: await passwordDigest(values.oldPassword),
        newPassword: values.password,
      });
      setValues({ oldPassword: '', password: '', confirmPassword: '' });
      toast.success(domainText(locale, 'success.modified'));
    } catch (error) {
      toast.error(failureText(locale, error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordField
      label={intl.formatMessage({ id: label })}
      value={values[name]}
      onChange={update(name)}
      autoComplete={autoComplete}
      isRequired
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'myInfo.editAccount' })}
    >
      {field('oldPassword', 'myInfo.oldPassword', 'current-password')}
      {field('password', 'myInfo.newPassword', 'new-password')}
      {field('confirmPassword', 'myInfo.confirmPassword', 'new-password')}
      <Button type="submit" variant="primary" isPending={pending}>
        <FormattedMessage id="common.save" />
      </Button>
    </form>
  );
}

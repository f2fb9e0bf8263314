import { mobileNumberSchema, personNameSchema } from '@school-sports/domain';
import { editUser } from '@school-sports/gateway-client';
import { Button, TextField, useToast } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { loadUserInfo } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as styles from './MyInfo.css.ts';

/** `/myInfo/editUser`: the person's name and mobile number. */
export function ProfilePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
  const info = useAtomValue(userInfoAtom);
  const [name, setName] = useState(info?.user.name ?? '');
  const [mobile, setMobile] = useState(info?.user.mobile ?? '');
  const [errors, setErrors] = useState<{ name?: string; mobile?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const nameCheck = personNameSchema.safeParse(name);
    const mobileCheck = mobile === '' ? { success: true as const } : mobileNumberSchema.safeParse(mobile);
    const next = {
      name: nameCheck.success ? undefined : domainText(locale, nameCheck.error.issues[0]?.message ?? ''),
      mobile: mobileCheck.success ? undefined : domainText(locale, mobileCheck.error.issues[0]?.message ?? ''),
    };
    setErrors(next);
    if (next.name || next.mobile) return;
    setPending(true);
    try {
      await gateway.call(editUser, { name: name.trim(), mobile, avatar: info?.user.avatar ?? '' });
      await loadUserInfo();
      toast.success(domainText(locale, 'success.saved'));
    } catch (error) {
      toast.error(failureText(locale, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'myInfo.editUser' })}
    >
      <TextField
        label={intl.formatMessage({ id: 'myInfo.name' })}
        value={name}
        onChange={setName}
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
        maxLength={20}
      />
      <TextField
        label={intl.formatMessage({ id: 'myInfo.mobile' })}
        value={mobile}
        onChange={setMobile}
        inputMode="tel"
        isInvalid={Boolean(errors.mobile)}
        errorMessage={errors.mobile}
      />
      <Button type="submit" variant="primary" isPending={pending}>
        <FormattedMessage id="common.save" />
      </Button>
    </form>
  );
}

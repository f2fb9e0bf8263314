import { mobileNumberSchema, personNameSchema, uploadKindRules } from '@school-sports/domain';
import { editUser, fileUpload } from '@school-sports/gateway-client';
import { Button, ImageUpload, TextField, useToast } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText, failureText } from '../../i18n/translate.ts';
import { loadUserInfo } from '../../session/flows.ts';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as styles from './MyInfo.css.ts';

// A square picture of at most 2 MB, as the domain's `cover` kind: what an avatar is shown as.
const avatarRules = uploadKindRules('cover');

/** `/myInfo/editUser`: the person's name, mobile number and avatar. */
export function ProfilePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
  const info = useAtomValue(userInfoAtom);
  const [name, setName] = useState(info?.user.name ?? '');
  const [mobile, setMobile] = useState(info?.user.mobile ?? '');
  // The avatar's address: the stored one, or the one the gateway gave a newly uploaded picture.
  const [avatar, setAvatar] = useState(info?.user.avatar ?? '');
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
      await gateway.call(editUser, { name: name.trim(), mobile, avatar });
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
      <ImageUpload
        label={intl.formatMessage({ id: 'myInfo.avatar' })}
        accept={['png', 'jpeg']}
        maxSize={avatarRules.maxBytes}
        maxCount={1}
        aspectRatio={avatarRules.aspectRatio}
        upload={async (file, onProgress, signal) => {
          const stored = await gateway.upload(
            fileUpload,
            { file, fields: { kind: 'cover' } },
            { onProgress: (fraction) => onProgress(Math.round(fraction * 100)), signal },
          );
          setAvatar(stored.url);
          return stored;
        }}
        onChange={(files) => {
          if (files.length === 0) setAvatar(info?.user.avatar ?? '');
        }}
      />
      <Button type="submit" variant="primary" isPending={pending}>
        <FormattedMessage id="common.save" />
      </Button>
    </form>
  );
}

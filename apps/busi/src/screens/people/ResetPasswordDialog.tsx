import { passwordSchema } from '@school-sports/domain';
import { PasswordField } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';

/**
 * A new password for a person (SPEC 5: 6 to 20), checked with the domain's rule before it is sent;
 * `reset` sends it and answers whether the gateway took it.
 */
export function ResetPasswordDialog({
  name,
  account,
  identityShared = false,
  reset,
  onClose,
}: {
  name: string;
  account: string;
  /**
   * The person also belongs to another organisation: their password is theirs to change, so the
   * dialog says why instead of asking for one.
   */
  identityShared?: boolean;
  reset: (password: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (pending) return;
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      setError(domainText(locale, checked.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setPending(true);
    try {
      if (await reset(password)) onClose();
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'people.resetPasswordTitle' }, { name, account })}
      onClose={onClose}
      doneLabel={identityShared ? <FormattedMessage id="common.confirm" /> : undefined}
      isPending={pending}
      onConfirm={confirm}
    >
      {identityShared ? (
        <p>{domainText(locale, 'person.identityShared')}</p>
      ) : (
        <PasswordField
          label={intl.formatMessage({ id: 'people.newPassword' })}
          description={intl.formatMessage({ id: 'people.resetPasswordHelp' })}
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void confirm();
          }}
          maxLength={20}
          isRequired
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          autoFocus
        />
      )}
    </FormDialog>
  );
}

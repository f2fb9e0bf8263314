import { PasswordField, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import * as styles from '../../kit/screens.css.ts';

/** A form field's value, change handler and error, as the people forms bind them. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * A staff member's login account and, when adding, password (teachers and users): the account is
 * fixed once created, the password is set here only when adding (later, by a reset).
 */
export function LoginFields({
  isEditing,
  account,
  password,
}: {
  isEditing: boolean;
  account: FieldBinding;
  password: FieldBinding;
}) {
  const intl = useIntl();
  return (
    <div className={styles.fieldRow}>
      <TextField
        label={intl.formatMessage({ id: 'people.accountNum' })}
        description={intl.formatMessage({ id: isEditing ? 'people.accountFixed' : 'people.accountHelp' })}
        isRequired={!isEditing}
        isReadOnly={isEditing}
        autoComplete="off"
        maxLength={20}
        {...account}
      />
      {isEditing ? null : (
        <PasswordField
          label={intl.formatMessage({ id: 'people.password' })}
          description={intl.formatMessage({ id: 'people.passwordHelp' })}
          isRequired
          autoComplete="new-password"
          maxLength={20}
          {...password}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { EyeIcon, EyeOffIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { passwordFieldStrings } from './PasswordField.strings.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /**
   * Whether the password starts out visible as plain text.
   * @default false
   */
  defaultRevealed?: boolean;
  /** Called when the show/hide button reveals or hides the password. */
  onRevealedChange?: (isRevealed: boolean) => void;
}

/**
 * A password input with a button that shows or hides the password; its label follows the locale.
 *
 * Accessibility: A password input with its label, description and error linked to it. The show/hide
 * button is named in the locale after what it will do, so screen readers hear whether pressing it
 * shows or hides the password.
 */
export function PasswordField({
  defaultRevealed = false,
  onRevealedChange,
  autoComplete = 'current-password',
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const t = useKitStrings(passwordFieldStrings);
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const toggle = () => {
    setRevealed(!isRevealed);
    onRevealedChange?.(!isRevealed);
  };
  return (
    <TextField
      {...props}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      type={isRevealed ? 'text' : 'password'}
      suffix={
        <Button
          className={fieldStyles.adornmentButton}
          aria-label={isRevealed ? t('hide') : t('show')}
          isDisabled={isDisabled}
          onPress={toggle}
        >
          {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      }
    />
  );
}

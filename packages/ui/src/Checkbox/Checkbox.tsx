import { createContext, type ReactNode, useContext } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps, composeRenderProps } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, type FieldSize, joinClassNames } from '../Field/Field.tsx';
import { CheckIcon, DashIcon } from '../Field/icons.tsx';
import * as styles from './Checkbox.css.ts';

/** The size a `CheckboxGroup` gives the checkboxes that do not set their own. */
export const CheckboxSizeContext = createContext<FieldSize>('medium');

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, FieldBaseProps {
  /** The checkbox's label, when `label` is not given. */
  children?: ReactNode;
}

/**
 * A checkbox with its label, optional description and error. `isIndeterminate` shows a dash
 * for a partly checked set (e.g. "select all"). Space toggles it.
 *
 * Accessibility: A native checkbox under the hood: Tab reaches it, Space toggles it, and screen
 * readers read the label, the description, the error and the mixed state of `isIndeterminate`.
 */
export function Checkbox({
  label,
  children,
  description,
  errorMessage,
  size: ownSize,
  className,
  ...props
}: CheckboxProps) {
  const groupSize = useContext(CheckboxSizeContext);
  const size = ownSize ?? groupSize;
  const iconSize = size === 'small' ? 10 : 12;
  return (
    <CheckboxField {...props} className={composeRenderProps(className, (given) => joinClassNames(styles.field, given))}>
      <CheckboxButton className={styles.control({ size })}>
        {({ isIndeterminate }) => (
          <>
            <span className={styles.box({ size })} aria-hidden="true">
              {isIndeterminate ? (
                <DashIcon size={iconSize} strokeWidth={2} />
              ) : (
                <CheckIcon size={iconSize} strokeWidth={2} />
              )}
            </span>
            {label ?? children}
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}

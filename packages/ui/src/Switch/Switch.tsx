import type { ReactNode } from 'react';
import { composeRenderProps, SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, joinClassNames } from '../Field/Field.tsx';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, FieldBaseProps {
  /** The switch's label, when `label` is not given. */
  children?: ReactNode;
}

/**
 * An on/off switch for a setting that applies at once, e.g. enabling an account. Space toggles it.
 *
 * Accessibility: A `switch`: Tab reaches it and Space toggles it; screen readers read its label and
 * whether it is on. Use it for settings that apply at once, not in forms that wait for a submit.
 */
export function Switch({
  label,
  children,
  description,
  errorMessage,
  size = 'medium',
  className,
  ...props
}: SwitchProps) {
  return (
    <SwitchField {...props} className={composeRenderProps(className, (given) => joinClassNames(styles.field, given))}>
      <SwitchButton className={styles.control({ size })}>
        <span className={styles.track({ size })} aria-hidden="true">
          <span className={styles.thumb({ size })} />
        </span>
        {label ?? children}
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}

import type { ReactNode } from 'react';
import * as styles from './screens.css.ts';

/**
 * Controls that answer to one label (a picture and its remove button, a list of years and the field
 * adding one), as a fieldset: the label as its legend, then the controls, then what is wrong with
 * them, announced when it appears.
 */
export function FieldGroup({
  label,
  errorMessage,
  children,
}: {
  label: string;
  errorMessage?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {children}
      {errorMessage ? (
        <p role="alert" className={styles.formError}>
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

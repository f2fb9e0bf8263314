import type { ReactNode, Ref } from 'react';
import * as styles from './Field.css.ts';

export interface FieldGroupProps {
  /** What the controls answer to, shown as the group's legend. */
  label: ReactNode;
  /** Help for the whole group, under its legend. */
  description?: ReactNode;
  /** What is wrong with the controls as a whole, shown under them; nothing when they are right. */
  errorMessage?: string | undefined;
  /** `-1` where the screen moves the focus to the group itself (a list of it emptied, a part to fix). */
  tabIndex?: number;
  ref?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
}

/**
 * Controls that answer to one label: a picture and the button removing it, a list of years and the
 * field adding one.
 *
 * Accessibility: a `fieldset` whose `legend` is the label, so a screen reader names every control in
 * it by the group as focus enters; the error is an alert, said as it appears.
 */
export function FieldGroup({ label, description, errorMessage, tabIndex, ref, children }: FieldGroupProps) {
  return (
    <fieldset className={styles.fieldGroup} tabIndex={tabIndex} ref={ref}>
      <legend className={styles.fieldGroupLegend}>{label}</legend>
      {description ? <p className={styles.fieldGroupDescription}>{description}</p> : null}
      {children}
      {errorMessage ? (
        <p role="alert" className={styles.fieldGroupError}>
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

import { type ReactNode, useCallback, useState } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import { characterCountText } from './characterCount.ts';
import { joinClassNames, withKitClass } from './classNames.ts';
import * as styles from './Field.css.ts';
import { fieldStrings } from './Field.strings.ts';

/** The sizes of every input, matching the heights of `Button`'s small and medium sizes (24 and 32 px). */
export const fieldSizes = ['small', 'medium'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** An error message: fixed text, or text computed from react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The props every input of the kit shares. */
export interface FieldBaseProps {
  /** The visible label. An input without one needs an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked to it as its description. */
  description?: ReactNode;
  /**
   * The error shown under the control while it is invalid. Without it, the errors of
   * validation (`validate`, the form's `validationErrors`) are shown.
   */
  errorMessage?: FieldErrorMessage;
  /**
   * The height and text size: 24 or 32 px, like `Button`.
   * @default 'medium'
   */
  size?: FieldSize;
}

export { joinClassNames };

/**
 * The class of a react-aria field root: the kit's field layout first, then the caller's class,
 * given as a string or as a function of the root's render state.
 */
export function fieldClassName<State>(
  className: string | ((state: State & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return withKitClass(styles.field, className);
}

export interface LabelProps extends AriaLabelProps {
  /**
   * Shows the required marker. The marker is hidden from screen readers, which hear
   * "required" from the control itself.
   * @default false
   */
  isRequired?: boolean;
}

/**
 * A field's label with an optional required marker.
 *
 * Accessibility: A `label` linked to its control by react-aria, so pressing it focuses the control
 * and screen readers read it as the control's name. The required marker is hidden from screen
 * readers: the control itself says it is required.
 */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={joinClassNames(styles.label, className)}>
      {isRequired && <RequiredMarker />}
      {children}
    </AriaLabel>
  );
}

/** The asterisk in front of a required field's label. */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

/** Help text linked to the field's control as its description. */
export function Description({ className, ...props }: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="description" className={joinClassNames(styles.description, className)} />;
}

/** The field's validation error, shown only while the field is invalid. */
export function FieldError({ className, ...props }: AriaFieldErrorProps) {
  return <AriaFieldError {...props} className={withKitClass(styles.fieldError, className)} />;
}

export interface FieldHelpProps {
  /** Help text. */
  description?: ReactNode;
  /** The error to show while invalid; defaults to the validation errors. */
  errorMessage?: FieldErrorMessage;
  /** Shown at the end of the line, e.g. a character counter. */
  end?: ReactNode;
}

/** The line under a control: description, error and an optional trailing element. */
export function FieldHelp({ description, errorMessage, end }: FieldHelpProps) {
  return (
    <div className={styles.helpRow}>
      <div className={styles.helpTexts}>
        {description != null && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </div>
      {end}
    </div>
  );
}

/**
 * What a field with one box (select, combo box, number, search) draws alike around its box: the
 * props of its react-aria root, with the field's own props taken off and the field's class added;
 * the label above the box; and the help line under it.
 */
export function fieldParts<State, Props extends Omit<FieldBaseProps, 'size'> & { isRequired?: boolean }>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: Props & { className?: string | ((state: State & { defaultClassName: string | undefined }) => string) }) {
  return {
    rootProps: { ...props, className: fieldClassName(className) },
    label: label != null && <Label isRequired={props.isRequired}>{label}</Label>,
    help: <FieldHelp description={description} errorMessage={errorMessage} />,
  };
}

/**
 * Tracks the text of a text input, controlled or not, for its character counter. Returns the
 * current text and a change handler that also calls the caller's.
 */
export function useTrackedText(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): [string, (value: string) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const handleChange = useCallback(
    (next: string) => {
      setUncontrolled(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [value ?? uncontrolled, handleChange];
}

/** The character counter of a text input: "12 / 20". */
export function CharacterCount({ text, maxLength }: { text: string; maxLength?: number }) {
  return <span className={styles.counter}>{characterCountText(text, maxLength)}</span>;
}

/**
 * The text an empty input shows: `placeholder` when given, else `fallback` or a quiet "Please enter"
 * in the reader's language, as staff know from other admin systems; none in a field that cannot be
 * typed in.
 */
export function useFieldPlaceholder(
  placeholder: string | undefined,
  { isReadOnly, isDisabled }: { isReadOnly?: boolean; isDisabled?: boolean },
  fallback?: string,
): string | undefined {
  const t = useKitStrings(fieldStrings);
  if (placeholder !== undefined) return placeholder;
  return isReadOnly || isDisabled ? undefined : (fallback ?? t('enter'));
}

import { type ReactNode, useId } from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldSize, joinClassNames, RequiredMarker } from '../Field/Field.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import * as styles from './NativeSelect.css.ts';

/** One choice of a {@link NativeSelect}. */
export interface NativeSelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps {
  /** The visible label. Without one, give an `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** The choices, in order. */
  options: readonly NativeSelectOption[];
  /** The chosen id (controlled). */
  value?: string;
  /** The first chosen id (uncontrolled). */
  defaultValue?: string;
  /** Called with the id of the new choice. */
  onChange?: (id: string) => void;
  /** Help text under the control, linked to it as its description. */
  description?: ReactNode;
  /** Shown under the control, and announced with it, while `isInvalid`. */
  errorMessage?: ReactNode;
  /** @default false */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** The form field name. */
  name?: string;
  /**
   * The height and text size: 24 or 32 px, like the other inputs.
   * @default 'medium'
   */
  size?: FieldSize;
  className?: string;
}

/**
 * A dropdown built on the browser's own `<select>`: a short list of fixed choices where the page
 * must stay light, such as the sign-in page's language. Every browser and screen reader knows it,
 * and it costs almost no JavaScript. Use `Select` for long lists, rich options or a themed popup.
 *
 * Accessibility: The browser's own `select`, so every screen reader and keyboard knows it: Tab
 * reaches it, the arrow keys change the choice without opening it, Alt+Down or Space opens the
 * list. The label, description and error are linked to it.
 */
export function NativeSelect({
  label,
  'aria-label': ariaLabel,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  name,
  size = 'medium',
  className,
}: NativeSelectProps) {
  const id = useId();
  const descriptionId = description != null ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage != null ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={joinClassNames(fieldStyles.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label != null && (
        <label htmlFor={id} className={fieldStyles.label}>
          {isRequired && <RequiredMarker />}
          {label}
        </label>
      )}
      <div className={joinClassNames(fieldStyles.fieldBox({ size }), styles.box)}>
        <select
          id={id}
          name={name}
          className={styles.select({ size })}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={(event) => onChange?.(event.currentTarget.value)}
          disabled={isDisabled}
          required={isRequired}
          aria-label={label == null ? ariaLabel : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled} className={styles.option}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon size={14} />
        </span>
      </div>
      {descriptionId && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

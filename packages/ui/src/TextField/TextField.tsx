import type { ReactNode } from 'react';
import { type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { CharacterCount, type FieldBaseProps, useFieldPlaceholder } from '../Field/Field.tsx';
import { TextFieldShell } from '../Field/TextFieldShell.tsx';
import { affix } from './TextField.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  /** Text shown in the empty input ("Please enter" in the reader's language unless given). Not a replacement for the label. */
  placeholder?: string;
  /**
   * Shows a character counter ("12 / 20" with `maxLength`) at the end of the input.
   * @default false
   */
  showCount?: boolean;
  /** Content before the input inside the box, e.g. an icon or a unit. */
  prefix?: ReactNode;
  /** Content after the input inside the box, e.g. a unit or an icon button. */
  suffix?: ReactNode;
}

/**
 * A single-line text input with label, description, validation error and optional counter.
 *
 * Accessibility: A `textbox` named by its label, with the description and error linked to it, so
 * screen readers read them with the field. A required field says so, and the counter is read with
 * the description.
 */
export function TextField({
  size = 'medium',
  placeholder,
  showCount = false,
  prefix,
  suffix,
  ...props
}: TextFieldProps) {
  const shownPlaceholder = useFieldPlaceholder(placeholder, props);
  return (
    <TextFieldShell {...props}>
      {(text) => (
        <div className={fieldStyles.fieldBox({ size })}>
          {prefix != null && <span className={affix}>{prefix}</span>}
          <Input className={fieldStyles.input} placeholder={shownPlaceholder} />
          {showCount && <CharacterCount text={text} maxLength={props.maxLength} />}
          {suffix != null && <span className={affix}>{suffix}</span>}
        </div>
      )}
    </TextFieldShell>
  );
}

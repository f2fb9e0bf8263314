import { TextArea as AriaTextArea, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { CharacterCount, type FieldBaseProps, useFieldPlaceholder } from '../Field/Field.tsx';
import { TextFieldShell } from '../Field/TextFieldShell.tsx';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /** Text shown in the empty text area ("Please enter" in the reader's language unless given). */
  placeholder?: string;
  /**
   * The visible number of text lines before it scrolls; the user can drag it taller.
   * @default 3
   */
  rows?: number;
  /**
   * Shows a character counter ("120 / 500" with `maxLength`) under the text area.
   * @default false
   */
  showCount?: boolean;
}

/**
 * A multi-line text input with label, description, validation error and optional counter.
 *
 * Accessibility: A multi-line `textbox` named by its label, with the description and error linked
 * to it; Enter makes a new line. The counter is read with the description, and a required field
 * says so.
 */
export function TextArea({ size = 'medium', placeholder, rows = 3, showCount = false, ...props }: TextAreaProps) {
  const shownPlaceholder = useFieldPlaceholder(placeholder, props);
  return (
    <TextFieldShell
      {...props}
      helpEnd={showCount ? (text) => <CharacterCount text={text} maxLength={props.maxLength} /> : undefined}
    >
      {() => (
        <div className={fieldStyles.fieldBox({ size, multiline: true })}>
          <AriaTextArea className={fieldStyles.textArea} placeholder={shownPlaceholder} rows={rows} />
        </div>
      )}
    </TextFieldShell>
  );
}

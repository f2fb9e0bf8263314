import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  CharacterCount,
  type FieldBaseProps,
  FieldHelp,
  joinClassNames,
  Label,
  useTrackedText,
} from '../Field/Field.tsx';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  /** Text shown in the empty text area. */
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

/** A multi-line text input with label, description, validation error and optional counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  size = 'medium',
  placeholder,
  rows = 3,
  showCount = false,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [text, handleChange] = useTrackedText(value, defaultValue, onChange);
  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={composeRenderProps(className, (given) => joinClassNames(fieldStyles.field, given))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={fieldStyles.fieldBox({ size, multiline: true })}>
        <AriaTextArea className={fieldStyles.textArea} placeholder={placeholder} rows={rows} />
      </div>
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        end={showCount ? <CharacterCount text={text} maxLength={props.maxLength} /> : undefined}
      />
    </AriaTextField>
  );
}

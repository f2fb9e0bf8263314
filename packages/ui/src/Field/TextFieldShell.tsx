import type { ReactNode } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { type FieldBaseProps, FieldHelp, fieldClassName, Label, useTrackedText } from './Field.tsx';

export interface TextFieldShellProps extends Omit<AriaTextFieldProps, 'children'>, Omit<FieldBaseProps, 'size'> {
  /** The field box, given the current text (e.g. for a counter inside it). */
  children: (text: string) => ReactNode;
  /** Content at the end of the help line, given the current text (e.g. a counter under the box). */
  helpEnd?: (text: string) => ReactNode;
}

/**
 * The frame shared by the text inputs (`TextField`, `TextArea`): react-aria's text field
 * tracking its text for a counter, the label, the field box the caller draws, and the help line.
 */
export function TextFieldShell({
  label,
  description,
  errorMessage,
  className,
  value,
  defaultValue,
  onChange,
  children,
  helpEnd,
  ...props
}: TextFieldShellProps) {
  const [text, handleChange] = useTrackedText(value, defaultValue, onChange);
  return (
    <AriaTextField
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={fieldClassName(className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {children(text)}
      <FieldHelp description={description} errorMessage={errorMessage} end={helpEnd?.(text)} />
    </AriaTextField>
  );
}

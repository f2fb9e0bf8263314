import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  composeRenderProps,
} from 'react-aria-components';
import { CheckboxSizeContext } from '../Checkbox/Checkbox.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, FieldHelp, joinClassNames, Label } from '../Field/Field.tsx';
import { options } from './CheckboxGroup.css.ts';

/** How the options of a group are laid out. */
export const groupOrientations = ['vertical', 'horizontal'] as const;
export type GroupOrientation = (typeof groupOrientations)[number];

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldBaseProps {
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  /**
   * Lays the checkboxes out in a column or a wrapping row.
   * @default 'vertical'
   */
  orientation?: GroupOrientation;
}

/** A labelled set of checkboxes whose value is the list of checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  size = 'medium',
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={composeRenderProps(className, (given) => joinClassNames(fieldStyles.field, given))}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <CheckboxSizeContext.Provider value={size}>
        <div className={options({ orientation })}>{children}</div>
      </CheckboxSizeContext.Provider>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}

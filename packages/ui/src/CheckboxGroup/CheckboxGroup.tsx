import type { Context, ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  composeRenderProps,
} from 'react-aria-components';
import { CheckboxSizeContext } from '../Checkbox/Checkbox.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, FieldHelp, type FieldSize, joinClassNames, Label } from '../Field/Field.tsx';
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

export interface OptionGroupPartsProps extends Pick<FieldBaseProps, 'label' | 'description' | 'errorMessage'> {
  /** Whether the label shows the required marker. */
  isRequired?: boolean;
  /** The size handed to the options. */
  size: FieldSize;
  /** The context the options read their size from. */
  sizeContext: Context<FieldSize>;
  /** Lays the options out in a column or a wrapping row. */
  orientation: GroupOrientation;
  /** The options. */
  children?: ReactNode;
}

/** The inside of a group of options (checkboxes, radios): the label, the laid-out options and the help line. */
export function OptionGroupParts({
  label,
  description,
  errorMessage,
  isRequired,
  size,
  sizeContext: SizeContext,
  orientation,
  children,
}: OptionGroupPartsProps) {
  return (
    <>
      {label != null && <Label isRequired={isRequired}>{label}</Label>}
      <SizeContext.Provider value={size}>
        <div className={options({ orientation })}>{children}</div>
      </SizeContext.Provider>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}

/**
 * A labelled set of checkboxes whose value is the list of checked `value`s.
 *
 * Accessibility: A `group` named by its label, with the description and error linked to it. Each
 * checkbox is its own Tab stop and Space toggles it; a required group says so when it is left
 * empty.
 */
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
      <OptionGroupParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        size={size}
        sizeContext={CheckboxSizeContext}
        orientation={orientation}
      >
        {children}
      </OptionGroupParts>
    </AriaCheckboxGroup>
  );
}

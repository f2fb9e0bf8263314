import type { Context, ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { CheckboxSizeContext } from '../Checkbox/Checkbox.tsx';
import { type FieldBaseProps, FieldHelp, type FieldSize, fieldClassName, Label } from '../Field/Field.tsx';
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

/** The props a group of options takes besides its react-aria root's. */
interface OptionGroupFieldProps extends FieldBaseProps {
  orientation?: GroupOrientation;
  children?: ReactNode;
  isRequired?: boolean;
}

/**
 * What the checkbox and radio groups do alike: take the field props off the props for their
 * react-aria root, and lay out the label, the options (told their size) and the help line.
 */
export function optionGroupParts<Props extends OptionGroupFieldProps>(
  { label, description, errorMessage, size = 'medium', orientation = 'vertical', children, ...rootProps }: Props,
  sizeContext: Context<FieldSize>,
) {
  const parts = (
    <OptionGroupParts
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={rootProps.isRequired}
      size={size}
      sizeContext={sizeContext}
      orientation={orientation}
    >
      {children}
    </OptionGroupParts>
  );
  return { rootProps, orientation, parts };
}

/**
 * A labelled set of checkboxes whose value is the list of checked `value`s.
 *
 * Accessibility: A `group` named by its label, with the description and error linked to it. Each
 * checkbox is its own Tab stop and Space toggles it; a required group says so when it is left
 * empty.
 */
export function CheckboxGroup({ className, ...props }: CheckboxGroupProps) {
  const { rootProps, parts } = optionGroupParts(props, CheckboxSizeContext);
  return (
    <AriaCheckboxGroup {...rootProps} className={fieldClassName(className)}>
      {parts}
    </AriaCheckboxGroup>
  );
}

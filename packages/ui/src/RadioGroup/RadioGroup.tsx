import { createContext, type ReactNode, useContext } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
} from 'react-aria-components';
import { OptionGroupParts } from '../CheckboxGroup/CheckboxGroup.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, type FieldSize, joinClassNames } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

const RadioSizeContext = createContext<FieldSize>('medium');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldBaseProps {
  /** The `Radio`s. */
  children?: ReactNode;
}

/**
 * A labelled set of radios, one of which can be chosen. Tab enters the group at the chosen
 * radio; the arrow keys move and choose. `orientation` lays it out in a column or a row.
 *
 * Accessibility: A `radiogroup` named by its label, with the description and error linked to it.
 * Tab enters at the chosen radio (or the first) and leaves the group; the arrow keys move and
 * choose.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  size = 'medium',
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (given) => joinClassNames(fieldStyles.field, given))}
    >
      <OptionGroupParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
        size={size}
        sizeContext={RadioSizeContext}
        orientation={orientation}
      >
        {children}
      </OptionGroupParts>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The radio's label. */
  children?: ReactNode;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, className, ...props }: RadioProps) {
  const size = useContext(RadioSizeContext);
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(className, (given) => joinClassNames(styles.radio({ size }), given))}
    >
      <span className={styles.circle({ size })} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}

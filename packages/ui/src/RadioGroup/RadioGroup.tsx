import { createContext, type ReactNode, useContext } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
} from 'react-aria-components';
import { optionGroupParts } from '../CheckboxGroup/CheckboxGroup.tsx';
import { type FieldBaseProps, type FieldSize, fieldClassName, joinClassNames } from '../Field/Field.tsx';
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
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const { rootProps, orientation, parts } = optionGroupParts(props, RadioSizeContext);
  return (
    <AriaRadioGroup {...rootProps} orientation={orientation} className={fieldClassName(className)}>
      {parts}
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

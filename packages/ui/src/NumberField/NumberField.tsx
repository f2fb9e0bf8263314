import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, fieldParts, joinClassNames, useFieldPlaceholder } from '../Field/Field.tsx';
import { ChevronDownIcon, ChevronUpIcon } from '../Field/icons.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldBaseProps {
  /** Text shown in the empty input ("Please enter" in the reader's language unless given). */
  placeholder?: string;
  /**
   * Hides the increment and decrement buttons (the arrow keys still step).
   * @default false
   */
  hideSteppers?: boolean;
}

/**
 * A number input formatted for the locale (`formatOptions` for decimals, percent, currency or
 * units), with `minValue`, `maxValue`, `step`, arrow-key stepping and stepper buttons whose
 * accessible labels react-aria localises.
 *
 * Accessibility: A text input with the `spinbutton` behaviour: Up and Down step by `step`, Page Up
 * and Page Down by more, Home and End go to the limits. The stepper buttons have localised names
 * and are left out of the Tab order, since the arrow keys do the same.
 */
export function NumberField({ size = 'medium', placeholder, hideSteppers = false, ...props }: NumberFieldProps) {
  const iconSize = size === 'small' ? 10 : 12;
  const field = fieldParts(props);
  const shownPlaceholder = useFieldPlaceholder(placeholder, props);
  return (
    <AriaNumberField {...field.rootProps}>
      {field.label}
      <Group className={joinClassNames(fieldStyles.fieldBox({ size }), !hideSteppers && styles.box)}>
        <Input className={fieldStyles.input} placeholder={shownPlaceholder} />
        {!hideSteppers && (
          <div className={styles.steppers}>
            <Button slot="increment" className={styles.stepper}>
              <ChevronUpIcon size={iconSize} />
            </Button>
            <Button slot="decrement" className={styles.stepper}>
              <ChevronDownIcon size={iconSize} />
            </Button>
          </div>
        )}
      </Group>
      {field.help}
    </AriaNumberField>
  );
}

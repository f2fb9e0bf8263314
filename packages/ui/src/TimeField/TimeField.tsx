import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  DateInput,
  DateSegment,
  type TimeValue,
} from 'react-aria-components';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, fieldParts, joinClassNames } from '../Field/Field.tsx';

export interface TimeFieldProps<T extends TimeValue = TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children'>,
    FieldBaseProps {}

/**
 * A time of day, typed part by part: hours and minutes (and the day period where the locale uses
 * a 12-hour clock). Values are `@internationalized/date` `Time` objects (`parseTime('08:30')`);
 * `hourCycle={24}` keeps the 24-hour clock in every language, as timetables are written, and hours
 * show two digits (`08:00`) unless `shouldForceLeadingZeros` is false.
 *
 * Accessibility: Each part is a spin button: type digits or use Up and Down, Left and Right move
 * between parts, Backspace clears one. The label names the group, and each part is read with its
 * name (hour, minute) in the reader's language.
 */
export function TimeField<T extends TimeValue>({
  size = 'medium',
  shouldForceLeadingZeros = true,
  ...props
}: TimeFieldProps<T>) {
  const field = fieldParts(props);
  return (
    <AriaTimeField {...field.rootProps} shouldForceLeadingZeros={shouldForceLeadingZeros}>
      {field.label}
      <DateInput className={joinClassNames(fieldStyles.fieldBox({ size }), pickerStyles.dateInput)}>
        {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
      </DateInput>
      {field.help}
    </AriaTimeField>
  );
}

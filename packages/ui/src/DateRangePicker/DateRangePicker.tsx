import type { DateValue } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  composeRenderProps,
} from 'react-aria-components';
import { PickerRangeCalendar } from '../DatePicker/Calendar.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import { PickerDateInput, PickerFieldParts, useDateErrorMessage } from '../DatePicker/DatePicker.tsx';
import { dateRangeProblems } from '../DatePicker/dateProblems.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, joinClassNames } from '../Field/Field.tsx';

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'children'>,
    FieldBaseProps {}

/**
 * A start and an end date with a two-month range calendar in a popover. The value is
 * `{ start, end }` of `@internationalized/date` objects; texts and week layout follow the locale.
 *
 * Accessibility: The start and end dates are groups of spin buttons (type digits or use Up and
 * Down; Left and Right move between parts). The calendar button opens a two-month grid: arrow keys
 * move, Enter picks the start and then the end, Escape closes and returns focus to the field.
 * Errors are read in the kit's locale.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'medium',
  className,
  ...props
}: DateRangePickerProps<T>) {
  const dateErrorMessage = useDateErrorMessage(props);
  return (
    <AriaDateRangePicker
      {...props}
      className={composeRenderProps(className, (given) => joinClassNames(fieldStyles.field, given))}
    >
      {({ state }) => (
        <PickerFieldParts
          label={label}
          isRequired={props.isRequired}
          size={size}
          inputs={
            <>
              <PickerDateInput slot="start" />
              <span className={pickerStyles.rangeSeparator} aria-hidden="true">
                –
              </span>
              <PickerDateInput slot="end" />
            </>
          }
          description={description}
          errorMessage={dateErrorMessage(dateRangeProblems(state.value, props), errorMessage)}
          calendar={<PickerRangeCalendar />}
        />
      )}
    </AriaDateRangePicker>
  );
}

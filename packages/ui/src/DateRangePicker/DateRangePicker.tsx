import type { DateValue } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  composeRenderProps,
  Dialog,
  Group,
} from 'react-aria-components';
import * as calendarStyles from '../DatePicker/Calendar.css.ts';
import { PickerRangeCalendar } from '../DatePicker/Calendar.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import { PickerDateInput, useDateErrorMessage } from '../DatePicker/DatePicker.tsx';
import { dateRangeProblems } from '../DatePicker/dateProblems.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldPopover, joinClassNames, Label } from '../Field/Field.tsx';
import { CalendarIcon } from '../Field/icons.tsx';

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'children'>,
    FieldBaseProps {}

/**
 * A start and an end date with a two-month range calendar in a popover. The value is
 * `{ start, end }` of `@internationalized/date` objects; texts and week layout follow the locale.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  size = 'medium',
  className,
  ...props
}: DateRangePickerProps<T>) {
  const iconSize = size === 'small' ? 12 : 14;
  const dateErrorMessage = useDateErrorMessage(props);
  return (
    <AriaDateRangePicker
      {...props}
      className={composeRenderProps(className, (given) => joinClassNames(fieldStyles.field, given))}
    >
      {({ state }) => (
        <>
          {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
          <Group className={fieldStyles.fieldBox({ size })}>
            <PickerDateInput slot="start" />
            <span className={pickerStyles.rangeSeparator} aria-hidden="true">
              –
            </span>
            <PickerDateInput slot="end" />
            <Button className={joinClassNames(fieldStyles.adornmentButton, pickerStyles.calendarButton)}>
              <CalendarIcon size={iconSize} />
            </Button>
          </Group>
          <FieldHelp
            description={description}
            errorMessage={dateErrorMessage(dateRangeProblems(state.value, props), errorMessage)}
          />
          <FieldPopover placement="bottom start" className={pickerStyles.calendarPopover}>
            <Dialog className={calendarStyles.dialog}>
              <PickerRangeCalendar />
            </Dialog>
          </FieldPopover>
        </>
      )}
    </AriaDateRangePicker>
  );
}

import { DateFormatter, type DateValue, getLocalTimeZone } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type FieldBaseProps,
  type FieldErrorMessage,
  FieldHelp,
  type FieldSize,
  fieldClassName,
  joinClassNames,
  Label,
} from '../Field/Field.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { CalendarIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as calendarStyles from './Calendar.css.ts';
import { PickerCalendar } from './Calendar.tsx';
import * as styles from './DatePicker.css.ts';
import { datePickerStrings } from './DatePicker.strings.ts';
import { type DateLimits, type DateProblem, dateProblems } from './dateProblems.ts';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>,
    FieldBaseProps {}

/** The date input of a picker: one segment per part of the date, typed or changed with the arrow keys. */
export function PickerDateInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

export interface PickerFieldPartsProps {
  /** The visible label, if any. */
  label?: ReactNode;
  /** Whether the label shows the required marker. */
  isRequired?: boolean;
  /** The size of the field box. */
  size: FieldSize;
  /** The date inputs inside the field box, before the calendar button. */
  inputs: ReactNode;
  /** The description under the field. */
  description?: ReactNode;
  /** The error text under the field. */
  errorMessage: FieldErrorMessage;
  /** The calendar shown in the popover. */
  calendar: ReactNode;
}

/**
 * The inside of a date picker, shared by the single and range pickers: the label, the field box
 * with the date inputs and the calendar button, the help text and the calendar popover.
 */
export function PickerFieldParts({
  label,
  isRequired,
  size,
  inputs,
  description,
  errorMessage,
  calendar,
}: PickerFieldPartsProps) {
  return (
    <>
      {label != null && <Label isRequired={isRequired}>{label}</Label>}
      <Group className={fieldStyles.fieldBox({ size })}>
        {inputs}
        <Button className={joinClassNames(fieldStyles.adornmentButton, styles.calendarButton)}>
          <CalendarIcon size={size === 'small' ? 12 : 14} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover placement="bottom start" className={styles.calendarPopover}>
        <Dialog className={calendarStyles.dialog}>{calendar}</Dialog>
      </FieldPopover>
    </>
  );
}

/**
 * The error text of a picker: the caller's `errorMessage` if given; otherwise react-aria's range
 * and availability errors worded in the kit's locale (react-aria words them in the browser's
 * language), and any other error (`validate`, the form's `validationErrors`) as it is.
 */
export function useDateErrorMessage(limits: DateLimits) {
  const t = useKitStrings(datePickerStrings);
  const { locale } = useLocale();
  return (problems: readonly DateProblem[], given: FieldErrorMessage | undefined): FieldErrorMessage =>
    given ??
    ((validation: ValidationResult) => {
      if (validation.validationDetails.customError || problems.length === 0) {
        return validation.validationErrors.join(' ');
      }
      const formatter = new DateFormatter(locale, { dateStyle: 'long' });
      const format = (date: DateValue | null | undefined) =>
        date ? formatter.format(date.toDate(getLocalTimeZone())) : '';
      return problems
        .map((problem) => {
          if (problem === 'beforeMin') return t('beforeMin', { date: format(limits.minValue) });
          if (problem === 'afterMax') return t('afterMax', { date: format(limits.maxValue) });
          return t(problem);
        })
        .join(' ');
    });
}

/** What a picker draws besides the shared parts, and how its value breaks the limits. */
export interface PickerFieldOptions<Value> {
  /** The date inputs inside the field box. */
  inputs: ReactNode;
  /** The calendar shown in the popover. */
  calendar: ReactNode;
  /** What is wrong with the value against the picker's limits, for the error text. */
  problems: (value: Value | null) => readonly DateProblem[];
}

/**
 * What the single and range pickers do alike: take the field props (label, help, size) off the
 * props for their react-aria root, give the root the field's class, and render the field's parts
 * from the root's state, with range and availability errors in the kit's locale.
 */
export function usePickerField<Value, State, Props extends FieldBaseProps & DateLimits & { isRequired?: boolean }>(
  {
    label,
    description,
    errorMessage,
    size = 'medium',
    className,
    ...props
  }: Props & { className?: string | ((state: State & { defaultClassName: string | undefined }) => string) },
  { inputs, calendar, problems }: PickerFieldOptions<Value>,
) {
  const rootProps = { ...props, className: fieldClassName(className) };
  const dateErrorMessage = useDateErrorMessage(rootProps);
  const renderParts = ({ state }: { state: { value: Value | null } }) => (
    <PickerFieldParts
      label={label}
      isRequired={rootProps.isRequired}
      size={size}
      inputs={inputs}
      description={description}
      errorMessage={dateErrorMessage(problems(state.value), errorMessage)}
      calendar={calendar}
    />
  );
  return { rootProps, renderParts };
}

/**
 * A date field with a calendar in a popover. Values are `@internationalized/date` objects
 * (`CalendarDate` from `parseDate('2024-09-01')` or `today(getLocalTimeZone())`); the order of
 * the segments, the month names and the first day of the week follow the locale.
 *
 * Accessibility: Each part of the date is a spin button: type digits or use Up and Down, Left and
 * Right move between parts. The calendar button opens a grid: arrow keys move by day and week, Page
 * Up and Page Down by month, Enter chooses, Escape closes and focus returns to the field. Range and
 * availability errors are read in the kit's locale.
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const { rootProps, renderParts } = usePickerField(props, {
    inputs: <PickerDateInput />,
    calendar: <PickerCalendar />,
    problems: (value: DateValue | null) => dateProblems(value, props),
  });
  return <AriaDatePicker {...rootProps}>{renderParts}</AriaDatePicker>;
}

export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

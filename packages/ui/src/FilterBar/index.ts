export { createDebouncer, type Debouncer } from './debounce.ts';
export {
  defaultFilterDebounceMs,
  FilterBar,
  type FilterBarProps,
  type FilterDateRangeProps,
  type FilterFieldProps,
  type FilterFieldState,
  type FilterOption,
  type FilterSearchProps,
  type FilterSelectProps,
  type FilterValues,
} from './FilterBar.tsx';
export { useDebouncedCallback } from './useDebouncedCallback.ts';

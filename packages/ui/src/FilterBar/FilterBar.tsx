import {
  Children,
  createContext,
  type FormEvent,
  isValidElement,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { useKitStrings } from '../i18n/strings.ts';
import { Select } from '../Select/index.ts';
import * as css from './FilterBar.css.ts';
import { filterBarStrings } from './FilterBar.strings.ts';
import { useDebouncedCallback } from './useDebouncedCallback.ts';

const DateRangeFilter = lazy(() => import('./DateRangeFilter.tsx'));

/** The values of a filter bar, by filter name. */
export type FilterValues = Record<string, unknown>;

/** SPEC 9: text filters wait this long after the last keystroke. */
export const defaultFilterDebounceMs = 500;

interface FilterBarContextValue {
  values: FilterValues;
  /** Sets the values of one filter: one name, or several that change together (a range's two ends). */
  setValues: (changes: FilterValues, options?: { debounce?: boolean }) => void;
  submit: () => void;
}

const FilterBarContext = createContext<FilterBarContextValue | null>(null);

function useFilterBarContext(): FilterBarContextValue {
  const context = useContext(FilterBarContext);
  // A field outside a bar still renders; it just has no values to bind to.
  return context ?? detached;
}

const detached: FilterBarContextValue = { values: {}, setValues: () => {}, submit: () => {} };

export interface FilterBarProps<Values extends FilterValues> {
  /** The filters' empty values, which Reset restores. */
  defaultValues: Values;
  /**
   * The values shown first, where they are not the empty ones (filters kept in the address).
   * @default defaultValues
   */
  initialValues?: Values;
  /**
   * Called with all values when they change: at once for choices, after `debounceMs` of quiet for
   * typed text, at once on Reset and Search.
   */
  onChange: (values: Values) => void;
  /** Called by the Search button and Enter in a text filter; `onChange` when missing. */
  onSearch?: (values: Values) => void;
  /** Called with all values on every change, before any debounce: what the bar shows now. */
  onInput?: (values: Values) => void;
  /**
   * How long typed text waits before `onChange`, in milliseconds.
   * @default 500
   */
  debounceMs?: number;
  /**
   * How many filters show before the rest fold behind a More toggle.
   * @default 3
   */
  visibleCount?: number;
  /**
   * Whether the folded filters start shown.
   * @default false
   */
  defaultExpanded?: boolean;
  /** The accessible name of the filter region; a localised 'Filters' when missing. */
  'aria-label'?: string;
  /** The filters: `FilterBar.Search`, `FilterBar.Select`, `FilterBar.DateRange`, `FilterBar.Field`, one per child. */
  children?: ReactNode;
  /** Extra class names of the root element. */
  className?: string;
}

/**
 * A row of list filters above a table: text filters are debounced, choices apply at once, Reset
 * restores the first values, and filters past `visibleCount` fold behind a More toggle.
 *
 * Accessibility: A `search` form: each filter is a labelled field reached with Tab, Enter in a text
 * filter searches at once, and Reset and Search are ordinary buttons. The More toggle says whether
 * the folded filters are shown (`aria-expanded`) and which region it controls.
 */
export function FilterBar<Values extends FilterValues>({
  defaultValues,
  initialValues = defaultValues,
  onChange,
  onSearch,
  onInput,
  debounceMs = defaultFilterDebounceMs,
  visibleCount = 3,
  defaultExpanded = false,
  'aria-label': ariaLabel,
  children,
  className,
}: FilterBarProps<Values>) {
  const t = useKitStrings(filterBarStrings);
  const [values, setValues] = useState<Values>(initialValues);
  const latest = useRef(values);
  // A filter that joins the bar later (its choices loaded) starts from its initial value; the
  // values of the filters already there stay as they are (text being typed among them).
  const joined = Object.keys(initialValues).filter((name) => !(name in values));
  if (joined.length > 0) {
    const next = { ...values, ...Object.fromEntries(joined.map((name) => [name, initialValues[name]])) } as Values;
    latest.current = next;
    setValues(next);
  }
  const filters = Children.toArray(children);
  const visible = Math.max(0, Math.floor(visibleCount));
  // A folded filter that starts with a value of its own starts shown: a value nobody sees misleads.
  const [expanded, setExpanded] = useState(
    () => defaultExpanded || filters.slice(visible).some((filter) => holdsValue(filter, initialValues, defaultValues)),
  );
  const foldedId = useId();
  const debounced = useDebouncedCallback(() => onChange(latest.current), debounceMs);

  const change = useCallback(
    (changes: FilterValues, options?: { debounce?: boolean }) => {
      const next = { ...latest.current, ...changes } as Values;
      latest.current = next;
      setValues(next);
      onInput?.(next);
      if (options?.debounce) debounced.schedule();
      else {
        debounced.cancel();
        onChange(next);
      }
    },
    [debounced, onChange, onInput],
  );

  const submit = useCallback(() => {
    debounced.cancel();
    (onSearch ?? onChange)(latest.current);
  }, [debounced, onChange, onSearch]);

  const reset = () => {
    debounced.cancel();
    latest.current = defaultValues;
    setValues(defaultValues);
    onInput?.(defaultValues);
    onChange(defaultValues);
  };

  const context = useMemo(() => ({ values, setValues: change, submit }), [values, change, submit]);
  const folds = filters.length > visible;

  return (
    <FilterBarContext.Provider value={context}>
      <search aria-label={ariaLabel ?? t('filters')} className={[css.root, className].filter(Boolean).join(' ')}>
        <form
          className={css.form}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            submit();
          }}
          onReset={(event: FormEvent) => {
            event.preventDefault();
            reset();
          }}
        >
          <div className={css.fields} id={foldedId}>
            {filters.map((filter, index) => (index < visible || expanded ? filter : null))}
          </div>
          <div className={css.actions}>
            <Button type="reset">{t('reset')}</Button>
            <Button type="submit" variant="primary">
              {t('search')}
            </Button>
            {folds ? (
              <Button
                variant="ghost"
                aria-expanded={expanded}
                aria-controls={foldedId}
                onPress={() => setExpanded((open) => !open)}
              >
                {expanded ? t('less') : t('more')}
                <svg className={css.toggleIcon} viewBox="0 0 12 12" fill="none" aria-hidden="true">
                  <path d="M2.5 4.5 6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </Button>
            ) : null}
          </div>
        </form>
      </search>
    </FilterBarContext.Provider>
  );
}

/** Whether a filter element's value (or either end of a range) differs from its empty one. */
function holdsValue(filter: ReturnType<typeof Children.toArray>[number], values: FilterValues, empty: FilterValues) {
  if (!isValidElement<{ name?: unknown; startName?: unknown; endName?: unknown }>(filter)) return false;
  const { name, startName, endName } = filter.props;
  return [name, startName, endName].some(
    (key) => typeof key === 'string' && values[key] !== undefined && values[key] !== empty[key],
  );
}

function FieldFrame({
  label,
  labelId,
  htmlFor,
  wide = false,
  children,
}: {
  label: ReactNode;
  labelId: string;
  htmlFor?: string;
  /** Two of the bar's columns where it has two (see `css.wideField`). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${css.field} ${css.wideField}` : css.field}>
      <label className={css.label} id={labelId} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={css.control}>{children}</div>
    </div>
  );
}

export interface FilterSearchProps {
  /** The key of the value in the bar's values. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** A hint inside the empty field. */
  placeholder?: string;
}

/** A text filter: typed text reaches `onChange` after the bar's debounce; Enter searches at once. */
function FilterSearch({ name, label, placeholder }: FilterSearchProps) {
  const t = useKitStrings(filterBarStrings);
  const { values, setValues } = useFilterBarContext();
  const labelId = useId();
  const raw = values[name];
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  return (
    <FieldFrame label={label} labelId={labelId}>
      <SearchField
        className={css.searchField}
        aria-labelledby={labelId}
        value={text}
        onChange={(next) => setValues({ [name]: next }, { debounce: true })}
        onClear={() => setValues({ [name]: '' })}
      >
        <svg className={css.searchIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <circle cx="7" cy="7" r="4.75" stroke="currentColor" strokeWidth="1.5" />
          <path d="m10.5 10.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <Input className={css.searchInput} placeholder={placeholder} />
        <AriaButton className={css.clearButton} aria-label={t('clear')}>
          <svg viewBox="0 0 12 12" width="10" height="10" fill="none" aria-hidden="true">
            <path d="m2.5 2.5 7 7m0-7-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </AriaButton>
      </SearchField>
    </FieldFrame>
  );
}

/** One option of a `FilterBar.Select`. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** The key of the value in the bar's values. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** The choices, in order; give one with value `''` for 'all'. */
  options: readonly FilterOption[];
}

/**
 * A choice filter: the kit's `Select` (its list in the kit's looks and both themes, typed to jump),
 * named by the bar's label; a choice reaches `onChange` at once.
 */
function FilterSelect({ name, label, options }: FilterSelectProps) {
  const { values, setValues } = useFilterBarContext();
  const labelId = useId();
  const raw = values[name];
  return (
    <FieldFrame label={label} labelId={labelId}>
      <Select
        aria-labelledby={labelId}
        className={css.select}
        items={options.map((option) => ({ id: option.value, label: option.label }))}
        selectedKey={raw === undefined || raw === null ? '' : String(raw)}
        onSelectionChange={(key) => setValues({ [name]: key === null ? '' : String(key) })}
      />
    </FieldFrame>
  );
}

export interface FilterDateRangeProps {
  /** The key of the range's first day in the bar's values: an ISO date (`2026-09-01`), `''` for none. */
  startName: string;
  /** The key of the range's last day, included. */
  endName: string;
  /** The visible label. */
  label: ReactNode;
}

/**
 * A filter of days from one to another, both included: the kit's `DateRangePicker`, typed or
 * picked on its calendar. A whole range reaches `onChange` at once as two ISO dates, and emptying
 * the field empties both. A range that ends before it starts is shown as the field's error and not
 * applied. The picker and its calendar load with the first bar that has one, so lists without a
 * day filter do not carry them.
 */
function FilterDateRange({ startName, endName, label }: FilterDateRangeProps) {
  const { values, setValues } = useFilterBarContext();
  const labelId = useId();
  return (
    <FieldFrame label={label} labelId={labelId} wide>
      <Suspense fallback={<span className={css.dateRangeLoading} />}>
        <DateRangeFilter
          labelId={labelId}
          start={values[startName]}
          end={values[endName]}
          onChange={(start, end) => setValues({ [startName]: start, [endName]: end })}
        />
      </Suspense>
    </FieldFrame>
  );
}

/** What a custom filter's render function gets. */
export interface FilterFieldState<Value> {
  /** The id to give the control, which the label points at. */
  id: string;
  /** The id of the label, for controls named by `aria-labelledby`. */
  labelId: string;
  /** The filter's current value. */
  value: Value;
  /** Sets the value: at once, or after the bar's debounce with `{ debounce: true }` (for typed text). */
  setValue: (value: Value, options?: { debounce?: boolean }) => void;
}

export interface FilterFieldProps<Value> {
  /** The key of the value in the bar's values. */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** Renders the control, given the value and its setter. */
  children: (field: FilterFieldState<Value>) => ReactNode;
}

/** Any other filter (a date range, a combo box...): the bar gives it a label, a value and a setter. */
function FilterField<Value = unknown>({ name, label, children }: FilterFieldProps<Value>) {
  const { values, setValues } = useFilterBarContext();
  const id = useId();
  const labelId = useId();
  return (
    <FieldFrame label={label} labelId={labelId} htmlFor={id}>
      {children({
        id,
        labelId,
        value: values[name] as Value,
        setValue: (value, options) => setValues({ [name]: value }, options),
      })}
    </FieldFrame>
  );
}

FilterBar.Search = FilterSearch;
FilterBar.Select = FilterSelect;
FilterBar.DateRange = FilterDateRange;
FilterBar.Field = FilterField;

// A list's filter bar, declared as data: the kinds of filter a list offers, the bar that draws
// them, their empty values, and what besides their values the request carries.
import { FilterBar, type FilterOption } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useStatusFilterOptions } from './RowButtons.tsx';

/** A filter of the list's bar, named after the request field it sets. */
export type ListFilter<Filter extends string> =
  | { kind: 'search'; name: Filter; label: string }
  /** One of `options`, or all records: the list offers "All" first itself. */
  | { kind: 'select'; name: Filter; label: string; options: readonly FilterOption[] }
  /** All, enabled or disabled records, or those in one of the resource's `more` states. */
  | { kind: 'status'; name: Filter; more?: readonly FilterOption[] }
  /**
   * Days from `start` to `end` (ISO dates, both included). A list of moments read by day names in
   * `utcOffset` the field that carries the reader's clock, so that a day is the reader's own.
   */
  | { kind: 'dateRange'; start: Filter; end: Filter; label: string; utcOffset?: Filter };

/** Every filter empty: the bar's starting values, by request field. */
export function emptyFilterValues(filters: readonly ListFilter<string>[]): Record<string, string> {
  return Object.fromEntries(
    filters
      .flatMap((filter) => (filter.kind === 'dateRange' ? [filter.start, filter.end] : [filter.name]))
      .map((name) => [name, '']),
  );
}

/**
 * The reader's clock (minutes east of UTC, as the browser has it now) for each day range that
 * asks for it and holds a day: a list of moments then reads the reader's days.
 */
export function clockRequest(
  filters: readonly ListFilter<string>[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const request: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'dateRange' && filter.utcOffset && (values[filter.start] || values[filter.end])) {
      request[filter.utcOffset] = String(-new Date().getTimezoneOffset());
    }
  }
  return request;
}

/** The kit's filter bar holding `filters`, from `values`, back to `empty` on Reset. */
export function ListFilterBar({
  filters,
  empty,
  values,
  visibleCount,
  onInput,
  onChange,
}: {
  filters: readonly ListFilter<string>[];
  empty: Record<string, string>;
  values: Record<string, string>;
  visibleCount: number | undefined;
  onInput: (values: Record<string, string>) => void;
  onChange: (values: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const all = { value: '', label: intl.formatMessage({ id: 'common.all' }) };
  const statusOptions = useStatusFilterOptions();
  return (
    <FilterBar<Record<string, string>>
      defaultValues={empty}
      initialValues={values}
      {...(visibleCount === undefined ? {} : { visibleCount })}
      onInput={onInput}
      onChange={onChange}
    >
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <FilterBar.Search key={filter.name} name={filter.name} label={filter.label} />
        ) : filter.kind === 'dateRange' ? (
          <FilterBar.DateRange key={filter.start} startName={filter.start} endName={filter.end} label={filter.label} />
        ) : filter.kind === 'status' ? (
          <FilterBar.Select
            key={filter.name}
            name={filter.name}
            label={intl.formatMessage({ id: 'common.status' })}
            options={[all, ...statusOptions, ...(filter.more ?? [])]}
          />
        ) : (
          <FilterBar.Select
            key={filter.name}
            name={filter.name}
            label={filter.label}
            options={[all, ...filter.options]}
          />
        ),
      )}
    </FilterBar>
  );
}

import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import {
  defaultDateFormat,
  defaultValueFormat,
  formatChartCategory,
  formatChartNumber,
  formatChartShare,
} from './format.ts';

/** The formatters of a chart in the locale of the nearest `ThemeProvider` (react-aria's locale). */
export interface ChartFormat {
  /** The locale the formatters use. */
  locale: string;
  /** A value in the chart's number format; `undefined` when it cannot be drawn. */
  value: (value: number | null | undefined) => string | undefined;
  /** A category: strings as given, dates in the chart's date format. */
  category: (category: string | Date) => string;
  /** A share of a whole as a percentage. */
  share: (share: number) => string;
}

/**
 * Number and date formatting with `Intl` in react-aria's locale. Options are compared by
 * content, so an inline object does not rebuild the formatters every render.
 */
export function useChartFormat(
  valueFormat: Intl.NumberFormatOptions = defaultValueFormat,
  dateFormat: Intl.DateTimeFormatOptions = defaultDateFormat,
): ChartFormat {
  const { locale } = useLocale();
  const valueKey = JSON.stringify(valueFormat);
  const dateKey = JSON.stringify(dateFormat);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are keyed by content on purpose.
  return useMemo(
    () => ({
      locale,
      value: (value) => formatChartNumber(locale, value, valueFormat),
      category: (category) => formatChartCategory(locale, category, dateFormat),
      share: (share) => formatChartShare(locale, share),
    }),
    [locale, valueKey, dateKey],
  );
}

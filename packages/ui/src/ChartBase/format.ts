/**
 * A getter of cached `Intl` formatters, one per locale and options: charts format every tick, cell
 * and tooltip, and building a formatter is far slower than using one.
 */
function cachedFormats<Options, Format>(create: (locale: string, options?: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locale: string, options?: Options): Format => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`;
    let format = formats.get(key);
    if (!format) {
      format = create(locale, options);
      formats.set(key, format);
    }
    return format;
  };
}

/** A cached `Intl.NumberFormat` for a locale and options. */
const numberFormatFor = cachedFormats(
  (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A cached `Intl.DateTimeFormat` for a locale and options. */
const dateFormatFor = cachedFormats(
  (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** The default number format of chart values: up to one decimal, as scores and rates are written. */
export const defaultValueFormat: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/** The default format of date categories (a day of the year). */
export const defaultDateFormat: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** Formats a number for a locale; `undefined` for a value that cannot be drawn. */
export function formatChartNumber(
  locale: string,
  value: number | null | undefined,
  options: Intl.NumberFormatOptions = defaultValueFormat,
): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return numberFormatFor(locale, options).format(value);
}

/** Formats a category: a string as it is, a date in the locale. */
export function formatChartCategory(
  locale: string,
  category: string | Date,
  options: Intl.DateTimeFormatOptions = defaultDateFormat,
): string {
  if (typeof category === 'string') return category;
  if (Number.isNaN(category.getTime())) return '';
  return dateFormatFor(locale, options).format(category);
}

/** A share of a whole as a locale percentage with one decimal, so a column of shares aligns: 0.1 → "10.0%". */
export function formatChartShare(locale: string, share: number): string {
  return numberFormatFor(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    share,
  );
}

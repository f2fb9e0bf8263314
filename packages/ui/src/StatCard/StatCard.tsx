import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { type ChartValue, isChartValue } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './StatCard.css.ts';
import { statCardStrings } from './StatCard.strings.ts';
import { type StatTrendDirection, type StatTrendPolarity, statTrend } from './statTrend.ts';

export interface StatCardProps {
  /** What the number is, e.g. "Pass rate"; also the card's accessible name. */
  label: string;
  /** The number. Missing or non-finite shows a dash and "No data" for screen readers. */
  value: ChartValue;
  /** A unit written small after the number, e.g. "%" or "students". */
  unit?: string;
  /**
   * How the number is written, as `Intl.NumberFormat` options in the kit's locale.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
  /** The change against a previous period, as a fraction by default (0.052 is +5.2%). */
  change?: ChartValue;
  /**
   * How the change is written (its sign is shown by the arrow and said in words).
   * @default { style: 'percent', maximumFractionDigits: 1 }
   */
  changeFormat?: Intl.NumberFormatOptions;
  /** What the change compares with, e.g. "vs last term". */
  changeLabel?: string;
  /**
   * Which direction is good news: it colours the change green or red. An obesity rate is
   * `lowerIsBetter`.
   * @default 'higherIsBetter'
   */
  polarity?: StatTrendPolarity;
  /** Recent values, oldest first, drawn as a small line under the number. */
  sparkline?: readonly ChartValue[];
  /**
   * Where the card leads, e.g. the list whose rows it counts: the whole card is then one link,
   * named by its label, number and change, and followed with the app's router where it has one.
   */
  href?: string;
  /** Extra class names for the card. */
  className?: string;
}

const defaultChangeFormat: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

function TrendArrow({ direction }: { direction: StatTrendDirection }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" fill="currentColor">
      {direction === 'up' && <path d="M6 2l4.5 6h-9z" />}
      {direction === 'down' && <path d="M6 10L1.5 4h9z" />}
      {direction === 'flat' && <path d="M2 5h8v2H2z" />}
    </svg>
  );
}

/**
 * A key figure: a number with its label and unit, the change against a previous period, and an optional sparkline.
 *
 * Accessibility: A `group` named by its label: screen readers read the figure with its unit and the
 * change against the previous period in words, not only by colour or arrow. The sparkline is an
 * image named for the trend. With `href` the card is a link instead, named by all it shows (the
 * label alone would leave the number out), reached by Tab and followed with Enter.
 */
export function StatCard({
  label,
  value,
  unit,
  valueFormat,
  change,
  changeFormat = defaultChangeFormat,
  changeLabel,
  polarity = 'higherIsBetter',
  sparkline,
  href,
  className,
}: StatCardProps) {
  const t = useKitStrings(statCardStrings);
  const format = useChartFormat(valueFormat);
  const changeFormatter = useChartFormat(changeFormat);
  const labelId = useId();
  const shown = format.value(value);
  const trend = statTrend(change, polarity);
  const changeText = trend && isChartValue(change) ? (changeFormatter.value(Math.abs(change)) ?? '') : '';
  const points = (sparkline ?? []).filter(isChartValue);

  const content = (
    <>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.valueRow}>
        {shown === undefined ? (
          <>
            <span aria-hidden="true" className={styles.value}>
              —
            </span>
            <span className={styles.visuallyHidden}>{t('noData')}</span>
          </>
        ) : (
          <>
            <span className={styles.value}>{shown}</span>
            {unit && <span className={styles.unit}>{unit}</span>}
          </>
        )}
      </p>
      {trend && (
        <p className={styles.trendRow}>
          <span className={styles.trend({ tone: trend.tone })}>
            <TrendArrow direction={trend.direction} />
            <span aria-hidden="true">{trend.direction === 'flat' ? t('flat') : changeText}</span>
            <span className={styles.visuallyHidden}>
              {trend.direction === 'flat' ? t('flat') : t(trend.direction, { value: changeText })}
            </span>
          </span>
          {changeLabel && <span>{changeLabel}</span>}
        </p>
      )}
      {points.length > 1 && <Sparkline values={points} label={sparklineSummary(points, format.value, t)} />}
    </>
  );
  const classes = [styles.card, href === undefined ? undefined : styles.link, className].filter(Boolean).join(' ');

  if (href !== undefined) {
    return (
      <Link href={href} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of figures, not of form controls, so no fieldset.
    <div role="group" aria-labelledby={labelId} className={classes}>
      {content}
    </div>
  );
}

function sparklineSummary(
  values: readonly number[],
  formatValue: (value: number) => string | undefined,
  t: (key: 'sparkline', values: Record<string, string | number>) => string,
): string {
  return t('sparkline', {
    count: values.length,
    min: formatValue(Math.min(...values)) ?? '',
    max: formatValue(Math.max(...values)) ?? '',
    last: formatValue(values[values.length - 1] ?? 0) ?? '',
  });
}

const sparkWidth = 200;
const sparkHeight = 40;

/** The small line: stretched to the card's width with a viewBox, so it needs no measuring. */
function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = scaleLinear<number>({ domain: [0, values.length - 1], range: [0, sparkWidth] });
  const y = scaleLinear<number>({
    domain: low === high ? [low - 1, high + 1] : [low, high],
    range: [sparkHeight - 2, 2],
  });
  const indexes = values.map((_, index) => index);
  return (
    <svg
      role="img"
      aria-label={label}
      className={styles.sparkline}
      viewBox={`0 0 ${sparkWidth} ${sparkHeight}`}
      preserveAspectRatio="none"
    >
      <AreaClosed<number>
        data={indexes}
        x={(index) => x(index) ?? 0}
        y={(index) => y(values[index] ?? low) ?? 0}
        yScale={y}
        className={styles.sparklineArea}
      />
      <LinePath<number>
        data={indexes}
        x={(index) => x(index) ?? 0}
        y={(index) => y(values[index] ?? low) ?? 0}
        className={styles.sparklineLine}
      />
    </svg>
  );
}

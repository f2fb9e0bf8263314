import * as styles from './ChartBase.css.ts';
import type { ChartColor } from './chartColors.ts';
import { chartColorValue } from './chartColorTokens.ts';

/** One entry of a legend. */
export interface ChartLegendItem {
  /** A stable key. */
  key: string;
  /** The series or slice name. */
  label: string;
  /** Its colour. */
  color: ChartColor;
  /** An optional value shown after the name, already formatted. */
  value?: string;
}

export interface ChartLegendProps {
  /** The entries, in drawing order. */
  items: readonly ChartLegendItem[];
  /**
   * `row` wraps entries on one line under the chart; `column` stacks them with values aligned.
   * @default 'row'
   */
  orientation?: 'row' | 'column';
  /** Extra class names. */
  className?: string;
}

/** The legend of a chart: which colour is which series or slice. */
export function ChartLegend({ items, orientation = 'row', className }: ChartLegendProps) {
  return (
    <ul
      className={[styles.legend, className].filter(Boolean).join(' ')}
      style={orientation === 'column' ? { flexDirection: 'column', flexWrap: 'nowrap' } : undefined}
    >
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span
            aria-hidden="true"
            className={styles.legendSwatch}
            style={{ backgroundColor: chartColorValue(item.color) }}
          />
          <span>{item.label}</span>
          {item.value !== undefined && <span className={styles.legendValue}>{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}

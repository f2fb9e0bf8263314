import { Tooltip } from '@visx/tooltip';
import * as styles from './ChartBase.css.ts';
import type { ChartColor } from './chartColors.ts';
import { chartColorValue } from './chartColorTokens.ts';

/** One line of a tooltip: a series (or slice) and its formatted value. */
export interface ChartTooltipRow {
  /** A stable key for the row. */
  key: string;
  /** What the value is of, e.g. the series name. */
  label: string;
  /** The value, already formatted for the locale. */
  value: string;
  /** The swatch colour, matching the mark. */
  color?: ChartColor;
}

/** What a tooltip says: a heading (the category) and one row per value. */
export interface ChartTooltipContent {
  /** The heading, e.g. the category or date. */
  title: string;
  /** A swatch before the heading, when the whole tooltip is about one coloured mark (a slice). */
  color?: ChartColor;
  /** The values shown under the heading. */
  rows: readonly ChartTooltipRow[];
}

/** The tooltip as one sentence, for the live region that announces it to screen readers. */
export function chartTooltipText(content: ChartTooltipContent): string {
  const rows = content.rows.map((row) => `${row.label} ${row.value}`).join(', ');
  return rows ? `${content.title}: ${rows}` : content.title;
}

export interface ChartTooltipProps {
  /** What to show. */
  content: ChartTooltipContent;
  /** The x of the point the tooltip belongs to, in the plot's pixels. */
  left: number;
  /** The y of the point the tooltip belongs to, in the plot's pixels. */
  top: number;
  /** The plot's width, to keep the tooltip inside it near the edges. */
  plotWidth: number;
  /**
   * Where the tooltip sits: above the point (shifted inwards near the edges), or beside it, away
   * from what it would cover (a donut's centre).
   * @default 'above'
   */
  placement?: 'above' | 'left' | 'right';
}

/** The colour key before a tooltip's heading or row, matching its mark; nothing without a colour. */
function TooltipSwatch({ color }: { color: ChartColor | undefined }) {
  if (!color) return null;
  return (
    <span
      aria-hidden="true"
      className={styles.legendSwatch}
      style={{ backgroundColor: chartColorValue(color), marginInlineEnd: 6 }}
    />
  );
}

/** The tooltip of a data point, placed above it (shifted inwards near the plot's edges) or beside it. */
export function ChartTooltip({ content, left, top, plotWidth, placement = 'above' }: ChartTooltipProps) {
  let horizontal = left < plotWidth * 0.25 ? '-12px' : left > plotWidth * 0.75 ? 'calc(-100% + 12px)' : '-50%';
  let vertical = top < 72 ? '12px' : 'calc(-100% - 12px)';
  if (placement !== 'above') {
    horizontal = placement === 'right' ? '12px' : 'calc(-100% - 12px)';
    vertical = '-50%';
  }
  return (
    <Tooltip
      role="tooltip"
      className={styles.tooltip}
      left={left}
      top={top}
      offsetLeft={0}
      offsetTop={0}
      style={{ transform: `translate(${horizontal}, ${vertical})` }}
    >
      <p className={styles.tooltipTitle}>
        <TooltipSwatch color={content.color} />
        {content.title}
      </p>
      {content.rows.length > 0 && (
        <dl className={styles.tooltipRows}>
          {content.rows.map((row) => (
            <div key={row.key} style={{ display: 'contents' }}>
              <dt className={styles.tooltipLabel}>
                <TooltipSwatch color={row.color} />
                {row.label}
              </dt>
              <dd className={styles.tooltipValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Tooltip>
  );
}

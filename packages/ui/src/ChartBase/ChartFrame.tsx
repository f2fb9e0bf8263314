import { type ReactNode, useId, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import { vars } from '../theme/contract.css.ts';
import * as styles from './ChartBase.css.ts';
import { chartBaseStrings } from './ChartBase.strings.ts';
import { ChartDataTable, type ChartTableModel } from './ChartDataTable.tsx';
import { ChartLegend, type ChartLegendItem } from './ChartLegend.tsx';
import { useContainerWidth } from './useContainerWidth.ts';

/** The props every chart takes: its caption, size and text alternative. */
export interface ChartCommonProps {
  /** The chart's title: shown as its caption and used as its accessible name. */
  title: string;
  /** A sentence under the title saying what the chart shows; read with the chart by screen readers. */
  description?: string;
  /** The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess. */
  width?: number;
  /** The plot's height in pixels. */
  height?: number;
  /**
   * Fill the container's width, measured as it resizes (a `ResizeObserver`), instead of `width`.
   * @default false
   */
  responsive?: boolean;
  /**
   * Show the 'Show as table' toggle that reveals the data table. Screen readers get the table
   * whether or not it is shown.
   * @default true
   */
  showTableToggle?: boolean;
  /** The text shown instead of the chart when there is nothing to draw. Defaults to the kit's "No data" in the locale. */
  emptyText?: string;
  /** Extra class names for the chart's `figure`. */
  className?: string;
}

/** What a chart draws into: the plot's width and the props of its `role="img"` SVG. */
export interface ChartPlotArgs {
  /** The plot's width in pixels (measured when responsive). */
  width: number;
  /** The plot's height in pixels: the one given, else the chart's default. */
  height: number;
  /** Spread on the chart's `<svg>`: role, accessible name, description, size and class. */
  svgProps: {
    role: 'img';
    'aria-label': string;
    'aria-describedby'?: string;
    width: number;
    height: number;
    className: string;
  };
}

/** A plot's size in pixels. */
export interface ChartSize {
  width: number;
  height: number;
}

/**
 * The plot's size: either the chart's own default size, for the `width` and `height` not given (so
 * a chart passes its props on untouched and learns the height it got from the plot's arguments),
 * or both `width` and `height`.
 */
export type ChartFrameSize = { defaultSize: ChartSize } | { defaultSize?: undefined; width: number; height: number };

export type ChartFrameProps = ChartFrameOwnProps & ChartFrameSize;

/** The size a frame draws at: the given width and height, else the chart's defaults. */
function chartFrameSize(props: ChartFrameSize & { width?: number; height?: number }): ChartSize {
  if (!props.defaultSize) return { width: props.width, height: props.height };
  return { width: props.width ?? props.defaultSize.width, height: props.height ?? props.defaultSize.height };
}

interface ChartFrameOwnProps extends ChartCommonProps {
  /** Whether there is nothing to draw: the localised empty text replaces the plot. */
  isEmpty: boolean;
  /** The accessible name of the SVG, when it should say more than the title (e.g. a gauge's value). */
  imageLabel?: string;
  /** The legend under the plot; none when omitted. */
  legend?: readonly ChartLegendItem[];
  /** The data as a table: the chart's text alternative. */
  table: ChartTableModel;
  /** The tooltip a keyboard user just focused, announced by a polite live region. */
  announcement?: string;
  /** Draws the plot: its `role="img"` SVG and, over it, the `ChartTooltip` of the active point. */
  children: (args: ChartPlotArgs) => ReactNode;
}

/** The chart's `<svg>`: an image named by the chart's title, described by its description. */
export function ChartSvg({ children, ...props }: ChartPlotArgs['svgProps'] & { children?: ReactNode }) {
  return (
    <svg {...props} role="img" aria-label={props['aria-label']} aria-describedby={props['aria-describedby']}>
      {children}
    </svg>
  );
}

function EmptyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={styles.emptyIcon} fill="none">
      <path
        d="M6 30h28M10 30V18M17 30V10M24 30V22M31 30V14"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function TableIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none">
      <rect x="2" y="3" width="12" height="10" rx="1.5" stroke="currentColor" strokeWidth="1.3" />
      <path d="M2 6.5h12M2 10h12M6.5 6.5V13" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

/**
 * The frame every chart shares: a `figure` whose caption is the title, the plot (or the empty
 * text), the legend, the live announcement of a focused point, and the data table with its toggle.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { width, height } = chartFrameSize(props);
  return <ChartFigure {...props} width={width} height={height} />;
}

function ChartFigure({
  title,
  description,
  width,
  height,
  responsive = false,
  showTableToggle = true,
  emptyText,
  className,
  isEmpty,
  imageLabel,
  legend,
  table,
  announcement,
  children,
}: ChartFrameOwnProps & ChartSize) {
  const t = useKitStrings(chartBaseStrings);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const tableId = `${id}-table`;
  const [tableShown, setTableShown] = useState(false);
  const [measureRef, plotWidth] = useContainerWidth<HTMLDivElement>(responsive, width);

  const svgProps: ChartPlotArgs['svgProps'] = {
    role: 'img',
    'aria-label': imageLabel ?? title,
    ...(description ? { 'aria-describedby': descriptionId } : {}),
    width: plotWidth,
    height,
    className: styles.svg,
  };

  return (
    <figure
      className={[styles.figure, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={{ width: responsive ? '100%' : `calc(${width}px + 2 * ${vars.space.lg} + 2px)` }}
    >
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </figcaption>
      {!isEmpty && showTableToggle && (
        <ToggleButton
          className={styles.tableToggle}
          isSelected={tableShown}
          onChange={setTableShown}
          aria-controls={tableId}
        >
          <TableIcon />
          {t('showTable')}
        </ToggleButton>
      )}
      <div className={styles.body} ref={measureRef}>
        {isEmpty ? (
          <div className={styles.empty} style={{ height }}>
            <EmptyIcon />
            {emptyText ?? t('noData')}
          </div>
        ) : (
          <div className={styles.plot}>{children({ width: plotWidth, height, svgProps })}</div>
        )}
      </div>
      {!isEmpty && legend && legend.length > 0 && <ChartLegend items={legend} />}
      {!isEmpty && <ChartDataTable id={tableId} title={title} table={table} visible={tableShown} />}
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </figure>
  );
}

import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import type { ComponentProps } from 'react';
import { vars } from '../theme/contract.css.ts';
import * as styles from './ChartBase.css.ts';

/** The kit's look for visx axes: quiet lines, muted 12px labels in the kit's font. */
export const chartAxisStyle = {
  axisLineClassName: styles.axisLine,
  tickLineProps: { className: styles.axisLine },
  tickLabelProps: { className: styles.tickLabel, fontSize: 12 },
} as const;

const gridLineStyle = { stroke: vars.color.border, strokeDasharray: '3 3' };

type AxisProps<Scale extends AxisScale> = ComponentProps<typeof AxisBottom<Scale>>;

/** A bottom axis in the kit's style. */
export function ChartAxisBottom<Scale extends AxisScale>(props: AxisProps<Scale>) {
  return <AxisBottom {...chartAxisStyle} tickLength={4} {...props} />;
}

/** A left axis in the kit's style: no line, no ticks, labels only, as grid rows carry the eye. */
export function ChartAxisLeft<Scale extends AxisScale>(props: AxisProps<Scale>) {
  return <AxisLeft {...chartAxisStyle} hideAxisLine hideTicks tickLength={4} {...props} />;
}

/** Dashed horizontal grid lines at the value ticks. */
export function ChartGridRows(props: Omit<ComponentProps<typeof GridRows>, 'lineStyle'>) {
  return <GridRows lineStyle={gridLineStyle} {...props} />;
}

/** Dashed vertical grid lines at the value ticks. */
export function ChartGridColumns(props: Omit<ComponentProps<typeof GridColumns>, 'lineStyle'>) {
  return <GridColumns lineStyle={gridLineStyle} {...props} />;
}

interface ChartCategoryAxesProps {
  /** Categories down the left and values along the bottom, instead of values up the left. */
  horizontal?: boolean;
  /** The plot's inner height, where the bottom axis stands. */
  height: number;
  /** The scale of category positions, by index. */
  categoryScale: AxisScale<number>;
  /** The category indexes that get a label (the rest would overlap). */
  categoryTicks: number[];
  /** The label of the category at an index. */
  categoryLabel: (index: number) => string;
  /** The value scale. */
  valueScale: AxisScale<number>;
  /** The values that get a tick label. */
  valueTicks: number[];
  /** How a value is written; `undefined` writes nothing. */
  formatValue: (value: number) => string | undefined;
}

/**
 * The two axes of a chart of values over categories (bars, lines): by default values up the left
 * and categories along the bottom; horizontal turns them, and the bottom value axis then draws
 * no line or ticks, as the grid columns carry the eye.
 */
export function ChartCategoryAxes({
  horizontal = false,
  height,
  categoryScale,
  categoryTicks,
  categoryLabel,
  valueScale,
  valueTicks,
  formatValue,
}: ChartCategoryAxesProps) {
  const categoryAxis = {
    scale: categoryScale,
    tickValues: categoryTicks,
    tickFormat: (index: unknown) => categoryLabel(Number(index)),
  };
  const valueAxis = {
    scale: valueScale,
    tickValues: valueTicks,
    tickFormat: (value: unknown) => formatValue(Number(value)) ?? '',
  };
  return horizontal ? (
    <>
      <ChartAxisLeft {...categoryAxis} />
      <ChartAxisBottom top={height} {...valueAxis} hideAxisLine hideTicks />
    </>
  ) : (
    <>
      <ChartAxisLeft {...valueAxis} />
      <ChartAxisBottom top={height} {...categoryAxis} />
    </>
  );
}

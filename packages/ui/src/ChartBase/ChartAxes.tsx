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

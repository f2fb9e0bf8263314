import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import { Text } from '@visx/text';
import type { ChartTableModel } from '../ChartBase/ChartDataTable.tsx';
import { type ChartCommonProps, ChartFrame, ChartSvg } from '../ChartBase/ChartFrame.tsx';
import { chartColorValue } from '../ChartBase/chartColorTokens.ts';
import { type ChartValue, isChartValue } from '../ChartBase/chartData.ts';
import { useChartFormat } from '../ChartBase/useChartFormat.ts';
import { useKitStrings } from '../i18n/strings.ts';
import { vars } from '../theme/contract.css.ts';
import * as styles from './Gauge.css.ts';
import { gaugeStrings } from './Gauge.strings.ts';
import { type GaugeBand, gaugeAngle, gaugeBandAt, gaugeBandRanges, gaugeGradeBands } from './gaugeGeometry.ts';

export interface GaugeProps extends ChartCommonProps {
  /**
   * The plot's width in pixels (the card adds its padding). With `responsive`, only the first guess.
   * @default 280
   */
  width?: number;
  /**
   * The plot's height in pixels.
   * @default 176
   */
  height?: number;
  /** The value to show, e.g. a physique total score. Missing or non-finite shows the empty text. */
  value: ChartValue;
  /**
   * The left end of the scale.
   * @default 0
   */
  min?: number;
  /**
   * The right end of the scale; e.g. 120 for a physique total with bonus points.
   * @default 100
   */
  max?: number;
  /**
   * The coloured bands of the scale. By default the grades of SPEC 9: fail below 60, pass from 60,
   * good from 80, excellent from 90, with their names in the locale.
   */
  bands?: readonly GaugeBand[];
  /** The text under the value. By default the name of the band the value is in. */
  label?: string;
  /**
   * How numbers are written, as `Intl.NumberFormat` options in the kit's locale.
   * @default { maximumFractionDigits: 1 }
   */
  valueFormat?: Intl.NumberFormatOptions;
}

const gaugeSize = { width: 280, height: 176 };
const thickness = 16;

/**
 * A half-circle gauge: a value on a scale with coloured bands, its number and band name in the middle.
 *
 * Accessibility: The picture is an image named by the title, the value and its band
 * ("体质测试总分：86.5，良好"). Tab reaches the "show as table" toggle (Enter or Space), which shows the
 * value, band and scale as a data table.
 */
export function Gauge({ value, min = 0, max = 100, bands, label, valueFormat, ...frame }: GaugeProps) {
  const { title } = frame;
  const t = useKitStrings(gaugeStrings);
  const format = useChartFormat(valueFormat);
  const low = Number.isFinite(min) ? min : 0;
  const high = Number.isFinite(max) && max > low ? max : low + 100;
  const scaleBands: readonly GaugeBand[] =
    bands ?? gaugeGradeBands.map((band) => ({ from: band.from, color: band.color, label: t(band.grade) }));
  const hasValue = isChartValue(value);
  const band = hasValue ? gaugeBandAt(value, scaleBands) : undefined;
  const shown = format.value(hasValue ? value : undefined) ?? '';
  const caption = label ?? band?.label ?? '';

  const table: ChartTableModel = {
    categoryHeader: t('measure'),
    columns: [t('value')],
    rows: [
      { key: 'value', header: t('value'), cells: [shown] },
      ...(band ? [{ key: 'grade', header: t('grade'), cells: [band.label] }] : []),
      { key: 'min', header: t('minimum'), cells: [format.value(low)] },
      { key: 'max', header: t('maximum'), cells: [format.value(high)] },
    ],
  };

  return (
    <ChartFrame
      {...frame}
      defaultSize={gaugeSize}
      isEmpty={!hasValue}
      table={table}
      imageLabel={caption ? t('imageLabel', { title, value: shown, grade: caption }) : `${title}: ${shown}`}
    >
      {({ width: plotWidth, height, svgProps }) => {
        const radius = Math.max(40, Math.min(plotWidth / 2 - 24, height - 40));
        const center = { x: plotWidth / 2, y: radius + 16 };
        const ranges = gaugeBandRanges(scaleBands, low, high);
        const angleOf = (at: number) => gaugeAngle(at, low, high);
        const color = chartColorValue(band?.color ?? 'accent');
        // `muted` is a graphics grey, too light for text; the label then takes the muted text colour.
        const labelColor = band?.color === 'muted' ? vars.color.textMuted : color;
        const boundaries = ranges.slice(1).map((range) => range.start);
        // The number shrinks with the ring so it stays inside the hole.
        const valueSize = Math.round(Math.max(18, Math.min(30, radius * 0.3)));
        return (
          <ChartSvg {...svgProps}>
            <Group left={center.x} top={center.y}>
              {ranges.map((range) => (
                <Arc
                  key={`${range.band.label}-${range.start}`}
                  innerRadius={radius - 4}
                  outerRadius={radius}
                  startAngle={angleOf(range.start)}
                  endAngle={angleOf(range.end)}
                  padAngle={0.012}
                  style={{ fill: chartColorValue(range.band.color) }}
                />
              ))}
              <Arc
                className={styles.track}
                innerRadius={radius - 8 - thickness}
                outerRadius={radius - 8}
                startAngle={-Math.PI / 2}
                endAngle={Math.PI / 2}
                cornerRadius={thickness / 2}
              />
              {hasValue && (
                <Arc
                  innerRadius={radius - 8 - thickness}
                  outerRadius={radius - 8}
                  startAngle={-Math.PI / 2}
                  endAngle={Math.max(angleOf(value), -Math.PI / 2 + 0.02)}
                  cornerRadius={thickness / 2}
                  style={{ fill: color }}
                />
              )}
              {boundaries.map((boundary) => {
                const angle = angleOf(boundary);
                return (
                  <Text
                    key={boundary}
                    className={styles.scaleLabel}
                    x={Math.sin(angle) * (radius + 6)}
                    y={-Math.cos(angle) * (radius + 6)}
                    textAnchor={Math.abs(Math.sin(angle)) < 0.2 ? 'middle' : Math.sin(angle) > 0 ? 'start' : 'end'}
                    verticalAnchor="end"
                  >
                    {format.value(boundary) ?? ''}
                  </Text>
                );
              })}
              {[
                { key: 'low', end: low, side: -1 },
                { key: 'high', end: high, side: 1 },
              ].map(({ key, end, side }) => (
                // The scale's two ends, written under the middle of the arc's two feet.
                <Text
                  key={key}
                  className={styles.scaleLabel}
                  x={side * (radius - 8 - thickness / 2)}
                  y={6}
                  textAnchor="middle"
                  verticalAnchor="start"
                >
                  {format.value(end) ?? ''}
                </Text>
              ))}
              <Text
                className={styles.value}
                style={{ fontSize: valueSize }}
                textAnchor="middle"
                verticalAnchor="end"
                y={caption ? -22 : -4}
              >
                {shown}
              </Text>
              {caption && (
                <Text
                  className={styles.label}
                  style={{ fill: labelColor }}
                  textAnchor="middle"
                  verticalAnchor="end"
                  y={-2}
                >
                  {caption}
                </Text>
              )}
            </Group>
          </ChartSvg>
        );
      }}
    </ChartFrame>
  );
}

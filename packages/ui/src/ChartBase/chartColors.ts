/**
 * The colours a series, slice or band can take. Each is a theme token (see `chartColorValue`),
 * so both themes keep the contrast their tokens were chosen for. Declared once for the charts,
 * their props and stories.
 */
export const chartColors = ['accent', 'success', 'warning', 'info', 'danger', 'muted'] as const;
export type ChartColor = (typeof chartColors)[number];

/** The colour of the series at `index`: the one it asks for, else the palette in order. */
export function seriesColor(index: number, color?: ChartColor): ChartColor {
  return color ?? chartColors[index % chartColors.length] ?? 'accent';
}

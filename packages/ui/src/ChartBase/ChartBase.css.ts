import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing, focusVisible, inlineRow, listReset, mutedText, overlaySurface, svgText } from '../theme/styles.ts';

export const figure = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  maxWidth: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

export const caption = style({
  gridColumn: '1',
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  ...mutedText,
});

export const tableToggle = style({
  gridColumn: '2',
  ...inlineRow(vars.space.xs),
  height: '24px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent, color: vars.color.accent },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accent,
    },
    ...focusVisible('2px'),
  },
});

export const body = style({
  gridColumn: '1 / -1',
  minWidth: 0,
});

export const plot = style({
  position: 'relative',
  width: '100%',
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
  fontFamily: vars.font.body,
  userSelect: 'none',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const emptyIcon = style({
  width: '40px',
  height: '40px',
  color: vars.color.borderStrong,
});

/** Axis lines and ticks: quiet, the data should stand out. */
export const axisLine = style({ stroke: vars.color.border });

export const tickLabel = style(svgText(vars.color.textMuted, vars.fontSize.xs));

export const gridLine = style({
  stroke: vars.color.border,
  strokeDasharray: '3 3',
});

/**
 * A focusable data point: a mark, or a transparent band over a category. The ring is drawn with
 * a stroke because SVG elements have no outline box of their own.
 */
export const point = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 2 },
  },
});

export const categoryBand = style([
  point,
  {
    fill: 'transparent',
    selectors: {
      '&[data-active]': { fill: vars.color.text, fillOpacity: 0.06 },
      '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 2, strokeDasharray: 'none' },
    },
  },
]);

/**
 * A hit target too thin or too odd in shape to carry a ring (a day of a year, a radar wedge):
 * the chart draws `focusMarker` on the focused point instead.
 */
export const hitTarget = style({
  fill: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-active]': { fill: vars.color.text, fillOpacity: 0.04 },
  },
});

/** The ring drawn around a point that has keyboard focus. */
export const focusMarker = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 2,
  pointerEvents: 'none',
});

export const legend = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  ...listReset,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({
  ...inlineRow(vars.space.xs),
  lineHeight: vars.lineHeight.tight,
});

export const legendSwatch = style({
  display: 'inline-block',
  flex: 'none',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.sm,
});

export const legendValue = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.zIndex.tooltip,
  minWidth: '120px',
  maxWidth: '260px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...overlaySurface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

export const tooltipTitle = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
});

export const tooltipRows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const tooltipLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
});

export const tooltipValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

export const tableRegion = style({
  gridColumn: '1 / -1',
  maxHeight: '320px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing('2px'),
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} caption`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'end',
});

globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${table} th:first-child`, { textAlign: 'start' });

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

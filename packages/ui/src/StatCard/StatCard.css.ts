import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { focusVisible, hairlineFrame, pressable, wrappingRow } from '../theme/styles.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: '200px',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  ...hairlineFrame(vars.radius.lg),
  fontFamily: vars.font.body,
});

/** A card that is a link: no link colour or underline, it lifts under the pointer and shows the focus ring. */
export const link = style({
  textDecoration: 'none',
  ...pressable,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    ...focusVisible('2px'),
  },
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const valueRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const value = style({
  fontSize: '30px',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const unit = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const trendRow = style({
  ...wrappingRow(vars.space.xs),
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const trend = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      positive: { color: vars.color.success },
      negative: { color: vars.color.danger },
      neutral: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const sparkline = style({
  display: 'block',
  width: '100%',
  height: '40px',
  marginTop: vars.space.xs,
  overflow: 'visible',
});

export const sparklineLine = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const sparklineArea = style({
  fill: vars.color.accent,
  fillOpacity: 0.12,
  stroke: 'none',
});

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { ellipsis } from '../theme/styles.ts';

export const laneHeight = 40;
const venueColumn = '136px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

export const caption = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const grid = style({ minWidth: '720px' });

export const headerRow = style({
  display: 'grid',
  gridTemplateColumns: `${venueColumn} minmax(0, 1fr)`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const corner = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const ticks = style({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' });

export const tick = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  ...ellipsis,
  borderInlineStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderInlineStart: 'none' } },
});

export const venueRow = style({
  display: 'grid',
  gridTemplateColumns: `${venueColumn} minmax(0, 1fr)`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const venueName = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const track = style({ position: 'relative', minHeight: `${laneHeight + 8}px` });

export const gridLines = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  pointerEvents: 'none',
});

export const gridLine = style({
  borderInlineStart: `1px dashed ${vars.color.border}`,
  selectors: { '&:first-child': { borderInlineStart: 'none' } },
});

export const eventRecipe = recipe({
  base: {
    position: 'absolute',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minWidth: '6px',
    height: `${laneHeight - 4}px`,
    padding: `0 ${vars.space.sm}`,
    overflow: 'hidden',
    border: 'none',
    borderInlineStart: '3px solid',
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.md, zIndex: 1 },
      '&[data-pressed]': { boxShadow: vars.shadow.sm },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '1px',
        zIndex: 2,
      },
    },
  },
  variants: {
    color: {
      accent: { backgroundColor: vars.color.accentSubtle, borderInlineStartColor: vars.color.accent },
      success: { backgroundColor: vars.color.successSubtle, borderInlineStartColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, borderInlineStartColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, borderInlineStartColor: vars.color.danger },
      info: { backgroundColor: vars.color.infoSubtle, borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { color: 'accent' },
});

export const eventTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  ...ellipsis,
});

export const eventTime = style({
  color: vars.color.textMuted,
  ...ellipsis,
  fontVariantNumeric: 'tabular-nums',
});

export const emptyNote = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

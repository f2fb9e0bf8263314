import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { ellipsis, focusRing, hairlineFrame, minTarget, wrappingRow } from '../theme/styles.ts';

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

/** Every row's height, header included: the virtual window's arithmetic and the styles share it. */
export const rowHeight = 40;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

// The grid is its own scroll box: its header row sticks at the top and its row headers at the start.
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  ...hairlineFrame(vars.radius.md),
  backgroundColor: vars.color.surface,
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
});

export const body = style({ position: 'relative' });

export const row = style({
  display: 'grid',
  height: `${rowHeight}px`,
  boxSizing: 'border-box',
});

export const bodyRow = style({ position: 'absolute', insetInlineStart: 0 });

const cellBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  height: `${rowHeight}px`,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
} as const;

export const columnHeader = style({
  ...cellBase,
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

// A label longer than its column ends in an ellipsis; the cells' names say it whole.
export const headerLabel = style(ellipsis);

export const unit = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

// The row headers (the students) stay in view while a wide grid scrolls sideways.
export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  selectors: {
    [`${header} &`]: { zIndex: 3, backgroundColor: vars.color.surfaceSunken, fontWeight: vars.fontWeight.medium },
  },
});

export const rowHeaderText = style(ellipsis);

export const cell = style({
  ...cellBase,
  position: 'relative',
  justifyContent: 'space-between',
  cursor: 'cell',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The ring sits inside the cell, where the neighbours' borders cannot cover it.
    '&:focus-visible': focusRing('-2px'),
    '&[aria-readonly="true"]': { backgroundColor: vars.color.surfaceSunken, cursor: 'default' },
    '&[aria-invalid="true"]': { backgroundColor: vars.color.dangerSubtle },
    '&[data-conflict], &[data-flag]': { backgroundColor: vars.color.warningSubtle },
    // A flagged or conflicting value gets a corner mark (drawn, so it adds no text to the cell's name);
    // its words are in the cell's description and in the bar under the grid.
    '&[data-flag]::after, &[data-conflict]::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineEnd: 0,
      borderStyle: 'solid',
      borderWidth: '0 10px 10px 0',
      borderColor: `transparent ${vars.color.warning} transparent transparent`,
    },
  },
});

// Where the cell stands with saving: a bar along its start edge, its words in the description.
export const status = styleVariants({
  dirty: { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  saving: { boxShadow: `inset 3px 0 0 ${vars.color.info}` },
  saved: { boxShadow: `inset 3px 0 0 ${vars.color.success}` },
  error: { boxShadow: `inset 3px 0 0 ${vars.color.danger}` },
});

// The value keeps its room; the note beside it is cut short first (the bar under the grid says it whole).
export const value = style({ ...ellipsis, flexShrink: 0, maxWidth: '100%' });

export const invalidText = style({ color: vars.color.danger });

export const note = style({
  ...ellipsis,
  flexShrink: 1,
  minWidth: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
});

export const tone = styleVariants({
  good: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
  neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
});

export const errorNote = style({ color: vars.color.danger, backgroundColor: 'transparent', paddingInline: 0 });

// The editor fills its cell, so typing over a cell does not move anything around it.
export const editor = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
  selectors: {
    '&[aria-invalid="true"]': { outlineColor: vars.color.danger, backgroundColor: vars.color.dangerSubtle },
  },
});

// While editing, the cell's note (the score as typed, or the error) stays visible over the editor.
export const editorNote = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  maxWidth: '60%',
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const bar = style({
  ...wrappingRow(vars.space.sm),
  minHeight: minTarget,
  fontSize: vars.fontSize.sm,
});

export const barPlace = style({ fontWeight: vars.fontWeight.medium });

export const barError = style({ color: vars.color.danger });

export const barConflict = style({ ...wrappingRow(vars.space.sm), color: vars.color.text });

export const announcement = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import {
  centeredRow,
  focusRing,
  focusVisible,
  framedControl,
  hairlineFrame,
  inlineRow,
  listReset,
  overlaySurface,
  rowCheckbox,
  spacedRow,
  wrappingRow,
} from '../theme/styles.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const focusInset = focusRing('-2px');

export { visuallyHidden } from '../theme/visuallyHidden.css.ts';

// One column no wider than the place given: a table wider than that scrolls inside its box rather
// than pushing the page sideways (an auto track would grow to the table's own width).
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  selectors: {
    // Full screen: the table takes the whole window above the page (its own menus and dialogs stay
    // above it), the rows fill the height between the bar and the pager.
    '&[data-full-screen]': {
      position: 'fixed',
      inset: 0,
      zIndex: `calc(${vars.zIndex.dropdown} - 1)`,
      gridTemplateRows: 'auto minmax(0, 1fr) auto',
      padding: vars.space.lg,
      backgroundColor: vars.color.background,
      overflow: 'auto',
    },
  },
});

export const toolbar = style({
  ...spacedRow(vars.space.sm),
  flexWrap: 'wrap',
});

export const caption = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const toolbarActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

// Compact rows trim the cells' padding above and below, not beside: columns keep their spacing.
const compactPadding = { '[data-density="compact"] &': { paddingBlock: vars.space.xs } } as const;

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  ...hairlineFrame(vars.radius.md),
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusInset,
    // A virtualised table is its own scroll view.
    '[data-virtualized] &': { display: 'block', overflow: 'auto' },
  },
});

// A virtualised table positions its cells itself; their content is centred vertically in flex boxes.
const virtualCell = {
  '[data-virtualized] &': { display: 'flex', alignItems: 'center' },
} as const;

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focus-visible]': focusInset,
    '&[aria-sort]': { cursor: 'pointer' },
    '&[aria-sort][data-hovered]': { backgroundColor: vars.color.border },
    ...compactPadding,
    ...virtualCell,
  },
});

export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const sortIcon = style({ display: 'inline-flex', flexDirection: 'column', color: vars.color.textMuted });

export const sortArrow = style({ width: '8px', height: '5px', opacity: 0.45 });

export const sortArrowActive = style({ opacity: 1, color: vars.color.accent });

export const selectionColumn = style({ width: '48px' });

// The actions stay at the row's end while a wide table scrolls sideways, as staff expect of an
// admin table: a row's buttons are never scrolled out of reach.
const stuckAtEnd = {
  position: 'sticky',
  insetInlineEnd: 0,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
} as const;

export const actionsColumn = style({ ...stuckAtEnd, zIndex: 2 });

export const body = style({
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-loading-visible] &': { opacity: 0.45 } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': focusInset,
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusInset,
    [`${row}:last-child > &`]: { borderBottom: 'none' },
    ...compactPadding,
    ...virtualCell,
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center', selectors: { '[data-virtualized] &': { justifyContent: 'center' } } },
  end: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '[data-virtualized] &': { justifyContent: 'flex-end' } },
  },
});

// Holds a cell's content without a box of its own, so the table lays out as if it were not there.
export const cellContent = style({ display: 'contents' });

// Long text on one line, cut with an ellipsis; unfolded while its cell has the focus, so the
// keyboard reaches every word as the pointer does through the hint.
export const cutText = style({
  display: 'block',
  maxWidth: '16em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${cell}[data-focused] &`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  },
});

/**
 * A cell that stays in view while others scroll under it is painted in its row's colour, whatever
 * the row's state, so that what passes under it does not show through (the actions, pinned cells).
 */
export const inRowColour = {
  backgroundColor: vars.color.surface,
  selectors: {
    [`${row}[data-hovered] > &`]: { backgroundColor: vars.color.surfaceSunken },
    [`${row}[data-selected] > &`]: { backgroundColor: vars.color.accentSubtle },
  },
} as const;

export const actionsCell = style({ ...stuckAtEnd, ...inRowColour });

export const rowActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 'none',
});

export const checkboxBox = style({
  ...rowCheckbox,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing('2px'),
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const stateCell = style({ padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' });

export const emptyState = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const emptyIcon = style({ width: '64px', height: '41px', color: vars.color.border });

export const errorState = style([emptyState, { color: vars.color.text }]);

export const errorTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.danger });

export const errorDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const skeleton = style({ display: 'grid', gap: vars.space.md, padding: `0 ${vars.space.xs}` });

export const skeletonBar = style({
  height: '16px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const spinnerBox = style({
  ...inlineRow(vars.space.sm),
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
});

export const spinner = style({
  width: '18px',
  height: '18px',
  color: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

// The pager.

export const pager = style({
  ...wrappingRow(vars.space.sm),
  justifyContent: 'flex-end',
  color: vars.color.text,
});

export const pagerTotal = style({ color: vars.color.textMuted, marginInlineEnd: vars.space.xs });

// On a phone the page buttons take two lines rather than run off the screen's edge.
export const pagerList = style({
  ...centeredRow(vars.space.xs),
  ...listReset,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  ...framedControl(vars.space.xs),
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent, color: vars.color.accent },
    ...focusVisible('2px'),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const gapButton = style([
  pageButton,
  {
    borderColor: 'transparent',
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    letterSpacing: '1px',
  },
]);

export const gapHover = style({
  display: 'none',
  selectors: { [`${gapButton}[data-hovered] &, ${gapButton}[data-focus-visible] &`]: { display: 'inline' } },
});
export const gapDots = style({
  selectors: { [`${gapButton}[data-hovered] &, ${gapButton}[data-focus-visible] &`]: { display: 'none' } },
});

export const icon = style({ width: '14px', height: '14px', flexShrink: 0 });

export const selectButton = style([
  pageButton,
  { gap: vars.space.xs, padding: `0 ${vars.space.sm}`, minWidth: '96px', justifyContent: 'space-between' },
]);

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xxs,
  ...overlaySurface,
  outline: 'none',
  overflow: 'auto',
});

export const listBox = style({ outline: 'none', display: 'grid', gap: vars.space.xxs });

export const option = style({
  ...centeredRow(vars.space.sm),
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceSunken },
    ...focusVisible('-2px'),
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
  },
});

export const jumper = style({
  ...inlineRow(vars.space.xs),
  color: vars.color.text,
});

export const jumperInput = style({
  width: '52px',
  ...framedControl(vars.space.xs),
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focused]': { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accentSubtle}` },
    ...focusVisible('1px'),
  },
});

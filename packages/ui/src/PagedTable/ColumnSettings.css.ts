import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { centeredRow, focusRing, inlineRow, listReset, mutedText, rowCheckbox } from '../theme/styles.ts';

export const list = style({ ...listReset, display: 'grid', gap: vars.space.xxs, minWidth: '220px' });

// Aligned at the top: the row header's line under its label must not push its buttons down.
export const item = style({ ...centeredRow(vars.space.xs), alignItems: 'flex-start' });

// The label takes the room; the move buttons keep to the end of the row.
export const labelBox = style({ flex: 1, minWidth: 0, display: 'grid', paddingBlock: vars.space.xs });

export const label = style({ ...inlineRow(vars.space.sm), cursor: 'pointer', color: vars.color.text });

// The box and its tick share one grid cell: the input draws the box, the tick is laid over it.
export const box = style({ display: 'inline-grid', flexShrink: 0 });

export const input = style({
  ...rowCheckbox,
  gridArea: '1 / 1',
  appearance: 'none',
  margin: 0,
  cursor: 'pointer',
  selectors: {
    '&:checked': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing('2px'),
    // Always shown (the row header): a quiet box whose tick still reads, rather than a faded one.
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

export const check = style({
  gridArea: '1 / 1',
  placeSelf: 'center',
  color: vars.color.textOnAccent,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: {
    [`${input}:checked + &`]: { visibility: 'visible' },
    [`${input}:disabled + &`]: { color: vars.color.textMuted },
  },
});

// A pinned column's pin button is filled, as a pressed toggle: the ghost button's accent icon alone
// would look the same pinned or not.
export const pin = style({
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[aria-pressed="true"][data-hovered]': { backgroundColor: vars.color.accentHover },
  },
});

export const note = style({ ...mutedText, paddingInlineStart: '24px' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/styles.ts';

// The handle that drags a row: the pointer's grab cursor, the keyboard's focus ring.
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing('0px'),
  },
});

// Where a dragged row would land: a line across the table, drawn by the indicator's one cell.
export const dropIndicator = style({ outline: 'none' });

globalStyle(`${dropIndicator}[data-drop-target] > td`, { borderTop: `2px solid ${vars.color.accent}` });

// The row being carried is dimmed until it is dropped.
globalStyle('[data-allows-dragging] [data-dragging]', { opacity: 0.5 });

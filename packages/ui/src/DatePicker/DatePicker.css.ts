import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { minTarget } from '../theme/styles.ts';

/** The date segments sit in one line; the box leaves the calendar button at its end. */
export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

// Each part of a date is a control of its own (a spin button): a one-digit day would be a target
// of ten pixels, so each part is at least the minimum target, its digits centred in it. In a small
// box it reaches over the border rather than shrink.
export const segment = style({
  boxSizing: 'border-box',
  minInlineSize: minTarget,
  blockSize: minTarget,
  marginBlock: '-1px',
  lineHeight: minTarget,
  textAlign: 'center',
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, minInlineSize: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const rangeSeparator = style({
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
});

export const calendarButton = style({ marginInlineStart: 'auto' });

/** A calendar is as wide as its months, not as the field. */
export const calendarPopover = style({ minWidth: 'auto' });

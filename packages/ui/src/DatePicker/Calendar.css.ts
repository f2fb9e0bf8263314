import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { focusRing, quietIconButton, quietIconButtonStates, spacedRow } from '../theme/styles.ts';

export const dialog = style({ outline: 'none', padding: vars.space.md });

export const calendar = style({ width: 'max-content', color: vars.color.text });

export const header = style({
  ...spacedRow(vars.space.sm),
  marginBottom: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const months = style({ display: 'flex', gap: vars.space.xl, alignItems: 'flex-start' });

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({
  width: '32px',
  height: '28px',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The cell wraps the day so a range can draw a continuous band behind the round day buttons. */
export const cell = style({
  width: '32px',
  height: '32px',
  padding: '2px 0',
  outline: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
  },
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '28px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${cell}[data-hovered] &`]: { backgroundColor: vars.color.surfaceSunken },
    [`${cell}[data-today] &`]: { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    [`${cell}[data-selected] &`]: { backgroundColor: vars.color.accentSubtle },
    [`${cell}[data-focus-visible] &`]: focusRing('1px'),
    [`${cell}[data-disabled] &, ${cell}[data-unavailable] &`]: {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
      backgroundColor: 'transparent',
    },
    [`${cell}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.dangerSubtle },
  },
});

/** The chosen date of a single-date calendar. */
export const daySingle = style({
  selectors: {
    [`${cell}[data-selected] &`]: { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    [`${cell}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.danger },
  },
});

/** A range draws a continuous band, with its ends filled with the accent. */
export const dayRange = style({
  selectors: {
    [`${cell}[data-selected] &`]: { borderRadius: 0 },
    [`${cell}[data-selection-start] &, ${cell}[data-selection-end] &`]: {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
    [`${cell}[data-selection-start] &`]: {
      borderStartStartRadius: vars.radius.sm,
      borderEndStartRadius: vars.radius.sm,
    },
    [`${cell}[data-selection-end] &`]: { borderStartEndRadius: vars.radius.sm, borderEndEndRadius: vars.radius.sm },
    [`${cell}[data-invalid][data-selection-start] &, ${cell}[data-invalid][data-selection-end] &`]: {
      backgroundColor: vars.color.danger,
    },
  },
});

export const navButton = style({
  ...quietIconButton('28px'),
  selectors: { ...quietIconButtonStates, '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const navSpacer = style({ width: '28px', flexShrink: 0 });

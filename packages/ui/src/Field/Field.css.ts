import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import {
  focusVisible,
  listRow,
  minTarget,
  mutedText,
  overlaySurface,
  quietIconButton,
  quietIconButtonStates,
} from '../theme/styles.ts';

const easing = `${vars.motion.fast} ${vars.motion.easing}`;

/** The column a field's label, control, description and error stack in. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    '[data-disabled] > &': { color: vars.color.textMuted },
  },
});

export const requiredMarker = style({
  color: vars.color.danger,
  fontFamily: vars.font.mono,
  lineHeight: 1,
});

export const description = style({
  ...mutedText,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

/** The line under a control holding the help text and, at the end, a character counter. */
export const helpRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // Takes no room (nor a gap of the field's column) while it has nothing to show.
  selectors: { '&:not(:has(> :not(:empty)))': { display: 'none' } },
});

export const helpTexts = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const boxFocus = {
  borderColor: vars.color.focusRing,
  boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
};
const boxInvalid = { borderColor: vars.color.danger };
const boxInvalidFocus = { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` };
const boxDisabled = { backgroundColor: vars.color.surfaceSunken, cursor: 'not-allowed', color: vars.color.textMuted };

/**
 * The bordered box of a control (an input with its adornments). States come from react-aria's
 * data attributes, either on the box itself (a `Group`) or on the field around it.
 */
export const fieldBox = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${easing}, box-shadow ${easing}`,
    selectors: {
      '&:hover:not([data-disabled], [data-invalid], [data-disabled] > *, [data-invalid] > *)': {
        borderColor: vars.color.accent,
      },
      '&:focus-within, &[data-focus-within]': boxFocus,
      '&[data-invalid], [data-invalid] > &': boxInvalid,
      '&[data-invalid]:focus-within, [data-invalid] > &:focus-within': boxInvalidFocus,
      '&[data-disabled], [data-disabled] > &': { ...boxDisabled, borderColor: vars.color.border },
    },
  },
  variants: {
    size: {
      small: {
        height: '24px',
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
      medium: {
        height: '32px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
      },
    },
    multiline: {
      true: { height: 'auto', alignItems: 'stretch', paddingBlock: vars.space.xs },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', multiline: false },
});

export type FieldBoxVariants = NonNullable<RecipeVariants<typeof fieldBox>>;

/** A bare input inside a `fieldBox`: the box draws the border and the focus ring. */
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const textArea = style([
  input,
  {
    height: 'auto',
    minHeight: '3em',
    resize: 'vertical',
    lineHeight: vars.lineHeight.normal,
  },
]);

/** Icon-only buttons inside a box: clear, show password, open calendar, open list. */
export const adornmentButton = style({
  ...quietIconButton(minTarget),
  flexShrink: 0,
  // A small box is the target's height with its border: the button reaches over the border rather
  // than shrink below the minimum target.
  marginBlock: '-1px',
  transition: `color ${easing}, background-color ${easing}`,
  selectors: {
    ...quietIconButtonStates,
    '&[data-pressed]': { color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** A decorative icon inside a box, e.g. the magnifier of a search field. */
export const adornmentIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  ...overlaySurface,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  overflow: 'auto',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: '280px',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const listBoxItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.sm,
    ...listRow,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
      '&[data-selected]': { backgroundColor: vars.color.accentSubtle, fontWeight: vars.fontWeight.medium },
      ...focusVisible('-2px'),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    size: {
      small: { minHeight: '24px', fontSize: vars.fontSize.sm },
      medium: { minHeight: '32px', fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const listBoxItemText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const listBoxCheck = style({ flexShrink: 0, color: vars.color.accent });

export const listBoxEmpty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

globalStyle(`${adornmentButton} svg, ${adornmentIcon} svg`, { display: 'block' });

/** Controls that answer to one label, framed, the label as the frame's legend. */
export const fieldGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const fieldGroupLegend = style({
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldGroupDescription = style({ ...mutedText, margin: 0 });

export const fieldGroupError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

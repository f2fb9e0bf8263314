import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** The box keeps the kit's field look; the select inside fills it and draws no chrome of its own. */
export const box = style({ position: 'relative', paddingInline: 0 });

export const select = recipe({
  base: {
    appearance: 'none',
    width: '100%',
    height: '100%',
    minWidth: 0,
    margin: 0,
    border: 'none',
    borderRadius: 'inherit',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: 'normal',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    // The box's own padding, moved onto the select so all of the box opens it; room for the chevron.
    size: {
      small: { paddingInlineStart: vars.space.sm, paddingInlineEnd: `calc(${vars.space.sm} + 20px)` },
      medium: { paddingInlineStart: vars.space.md, paddingInlineEnd: `calc(${vars.space.md} + 20px)` },
    },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const option = style({
  // The list itself is the browser's own; these keep its text readable in both themes.
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A sub-device's name, indented under its parent's. */
export const subDeviceName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
});

/** The organisation's activated / activatable devices, beside the list's title. */
export const counts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import {
  ellipsis,
  focusVisible,
  progressTrack,
  quietIconButton,
  quietIconButtonStates,
  wrappingRow,
} from '../theme/styles.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

/**
 * The look of a drop zone (file upload, import dialog): a dashed, sunken box that lights up when
 * hovered or dragged over. Its own `&[data-disabled]` state goes last in `selectors`.
 */
export const dropZoneBase = {
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
  outline: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent },
    '&[data-drop-target]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle },
    ...focusVisible('2px'),
  },
} as const;

export const dropZone = style({
  ...dropZoneBase,
  selectors: { ...dropZoneBase.selectors, '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const dropIcon = style({ width: '36px', height: '36px', color: vars.color.accent });

export const dropText = style({
  ...wrappingRow(vars.space.sm),
  justifyContent: 'center',
  color: vars.color.text,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const refusals = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const refusal = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const refusalIcon = style({
  flexShrink: 0,
  width: '14px',
  height: '14px',
  marginTop: '3px',
  color: vars.color.danger,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger } },
});

export const fileIcon = style({ width: '20px', height: '20px', color: vars.color.textMuted });

export const fileMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const fileName = style({
  ...ellipsis,
  color: vars.color.text,
});

export const fileMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const statusDone = style({ color: vars.color.success });
export const statusError = style({ color: vars.color.danger });

export const itemActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const iconButton = style({
  ...quietIconButton('28px'),
  borderRadius: vars.radius.md,
  selectors: {
    ...quietIconButtonStates,
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.danger },
  },
});

export const progress = style({ gridColumn: '2 / 4' });

export const track = style(progressTrack('4px'));

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

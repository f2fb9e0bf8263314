import { style } from '@vanilla-extract/css';
import { dropZoneBase } from '../FileUpload/FileUpload.css.ts';
import { vars } from '../theme/contract.css.ts';
import {
  ellipsis,
  focusVisible,
  inlineRow,
  pressable,
  progressTrack,
  quietIconButton,
  quietIconButtonStates,
  spacedRow,
} from '../theme/styles.ts';

export { centeredOverlay as overlay } from '../Dialog/Dialog.css.ts';

export const modal = style({
  width: 'min(560px, 100%)',
  maxHeight: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  outline: 'none',
});

export const dialog = style({ display: 'grid', outline: 'none' });

export const header = style({
  ...spacedRow(vars.space.md),
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const closeButton = style({
  ...quietIconButton('28px'),
  borderRadius: vars.radius.md,
  selectors: quietIconButtonStates,
});

export const body = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl });

export const required = style({ display: 'grid', gap: vars.space.sm });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const info = style([notice, { backgroundColor: vars.color.infoSubtle, color: vars.color.text }]);
export const warning = style([notice, { backgroundColor: vars.color.warningSubtle, color: vars.color.text }]);
export const error = style([notice, { backgroundColor: vars.color.dangerSubtle, color: vars.color.text }]);

export const noticeIcon = style({ flexShrink: 0, width: '16px', height: '16px', marginTop: '2px' });
export const infoIcon = style([noticeIcon, { color: vars.color.info }]);
export const warningIcon = style([noticeIcon, { color: vars.color.warning }]);
export const errorIcon = style([noticeIcon, { color: vars.color.danger }]);

export const template = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  ...inlineRow(vars.space.xs),
  color: vars.color.accent,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    ...focusVisible('2px'),
  },
});

export const dropZone = style({
  ...dropZoneBase,
  selectors: { ...dropZoneBase.selectors, '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const dropIcon = style({
  width: '40px',
  height: '40px',
  color: vars.color.accent,
  selectors: { '[data-disabled] &': { color: vars.color.textMuted } },
});

export const dropText = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const progress = style({ display: 'grid', gap: vars.space.sm });

export const progressHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
});

export const fileName = style(ellipsis);

/** The rows the server has checked or saved, under the bar. */
export const rows = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style(progressTrack('8px'));

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const result = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const resultIcon = style({ width: '48px', height: '48px' });
export const successIcon = style([resultIcon, { color: vars.color.success }]);
export const partialIcon = style([resultIcon, { color: vars.color.warning }]);

export const resultTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const counts = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', justifyContent: 'center' });

export const createdCount = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
export const failedCount = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const downloadButton = style({
  ...inlineRow(vars.space.xs),
  height: '32px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ...pressable,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.dangerSubtle },
    ...focusVisible('2px'),
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The preview of a promotion: one row per class, in the dialog. */
export const planTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${planTable} th, ${planTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${planTable} caption`, {
  textAlign: 'start',
  fontWeight: 600,
  paddingBlock: vars.space.sm,
});

/** The scrolling body of the preview: a school may move dozens of classes. */
export const planBody = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { wrappingRow } from '../theme/styles.ts';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-has-footer]': { paddingBottom: 0 },
  },
});

export const headingRow = style({
  ...wrappingRow(vars.space.md),
  minHeight: '32px',
});

export const titleGroup = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const backButton = style({
  color: vars.color.text,
  width: '32px',
  paddingInline: 0,
});

export const backIcon = style({ width: '18px', height: '18px' });

export const actions = style({
  ...wrappingRow(vars.space.sm),
  marginInlineStart: 'auto',
});

export const content = style({ color: vars.color.text });

export const footer = style({ marginTop: vars.space.xs });

import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The editor's frame: its toolbar over the writing area, one bordered field. */
export const editor = style({
  display: 'grid',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tool = style({
  minWidth: '2.5rem',
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { background: vars.color.accentSubtle, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The writing area, and an article's body when it is read. */
export const prose = style({
  minHeight: '14rem',
  padding: vars.space.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const reading = style({ color: vars.color.text, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${prose} img, ${reading} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${prose} a, ${reading} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${prose} p, ${reading} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${prose} img.ProseMirror-selectednode`, { outline: `3px solid ${vars.color.focusRing}` });

export const status = style({
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const problem = style({
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

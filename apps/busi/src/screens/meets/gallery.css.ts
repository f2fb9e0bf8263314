import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** Buttons side by side, wrapping on a narrow screen. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The uploads under way, a bar each. */
export const uploads = style({ display: 'grid', gap: vars.space.sm, maxWidth: '32rem' });

/** The thumbnails: as many 12rem columns as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** A photo's card: its thumbnail, caption, uploader and actions. */
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** The thumbnail's button: the whole picture, with the kit's focus ring. */
export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const noCaption = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The large view: the photo as large as the dialog allows, its place and the buttons under it. */
export const large = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const largeImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70dvh',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A part of the home page under its heading. */
export const part = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** The key counts: as many cards side by side as the width holds. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * The cards' place while their counts load: a card's height (98 px in the body font), so the most
 * used screens below stay where they are when the cards come and a pointer on its way there lands
 * on what it aimed at.
 */
export const figuresLoading = style({ display: 'flex', alignItems: 'center', minHeight: '98px' });

// The grid sizes the cards: five fit side by side on a laptop.
export const figureCard = style({ height: '100%', minWidth: 0, boxSizing: 'border-box' });

/** The most used screens: links laid out in a wrapping row of tiles. */
export const screens = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const screenLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  boxSizing: 'border-box',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

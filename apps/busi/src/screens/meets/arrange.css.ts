import { vars } from '@school-sports/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** The start lists: every event's heats, the part of the screen that prints. */
export const startLists = style({ display: 'grid', gap: vars.space.lg });

/** One event: its heading, how it was drawn, its buttons and its heats. */
export const event = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** An event's heading with its buttons at the end. */
export const eventHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const eventTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The page's and an event's buttons in a row. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The heats side by side where the page is wide enough. */
export const heats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: vars.space.md,
});

/** A heat: lane (or order), athlete, class, seed mark, and the swap button. */
export const heat = style({ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${heat} caption`, { textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlock: vars.space.xs });
globalStyle(`${heat} th, ${heat} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${heat} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

/** The mark on a calendar's event that clashes with another. */
export const clash = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

/** The athlete being moved, while the referee picks whom to swap with. */
export const chosen = style({ backgroundColor: vars.color.accentSubtle });

/** The line that says whom a swap is for, with its cancel button. */
export const choosing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.infoSubtle,
});

/** The meet's name and days over the printed start lists; the page's header says it on the screen. */
export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'block', margin: 0, fontSize: vars.fontSize.xl } },
});

/** Buttons and notes that are for the screen only, not the printed start lists. */
export const screenOnly = style({
  '@media': { print: { display: 'none' } },
});

// Printed, the page is its start lists alone: the shell (menu, header) and the buttons stay on the
// screen, and each event starts on a page of its own, so a list can be handed to its judges. Only
// while the start lists are shown: the rule stays loaded after the screen closes, and must not
// blank the print of another page.
globalStyle(`body:has(${startLists}) *`, { '@media': { print: { visibility: 'hidden' } } });
// As specific as the rule above and later, so that it wins for the start lists.
globalStyle(`body:has(${startLists}) ${startLists}, body:has(${startLists}) ${startLists} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(startLists, {
  '@media': { print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, width: '100%' } },
});
globalStyle(`${event} + ${event}`, { '@media': { print: { breakBefore: 'page' } } });

/** The results tab's choice of event: a plain select in the theme's colours. */
export const picker = style({
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  font: 'inherit',
});

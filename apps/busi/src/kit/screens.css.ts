import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A business screen: header, filters, content, stacked. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** A dialog's or page's form fields, in a column. */
export const formFields = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '760px',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** A form's fields, disabled as one while the record they show is loading. */
export const formFieldset = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Two fields side by side where there is room. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

/** The buttons of a table row. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** Buttons at the end of a form or dialog. */
export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A small muted line of text. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The semesters of a year, one a line. */
export const semesterList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

/** An error about the whole form, above its buttons. */
export const formError = style({ color: vars.color.danger, margin: 0 });

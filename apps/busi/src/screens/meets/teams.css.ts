import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The class teams under the registration's athletes: heading, then a team a row. */
export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.lg });

/** The heading and its button on one line. */
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const teams = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** A team: its name and members, its buttons at the end of the row. */
export const team = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** A team's members in leg order, on one line. */
export const members = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});

/** The dialog's members and their refusal, without a fieldset's frame. */
export const membersField = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** The label of the dialog's list of members, as a field's. */
export const membersLabel = style({ padding: 0, fontWeight: vars.fontWeight.medium });

/** The dialog's members, a leg a line. */
export const legs = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const leg = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The student chooser and its add button on one line, the button at the field's foot. */
export const pick = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

import { vars } from '@school-sports/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A record's files, one a line. */
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

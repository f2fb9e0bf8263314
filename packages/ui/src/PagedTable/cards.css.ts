import { type GlobalStyleRule, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { visuallyHiddenRules } from '../theme/visuallyHidden.css.ts';
import { root } from './PagedTable.css.ts';

// Rows as cards: on a phone (or where the caller asks) each row is a card of label and value lines,
// as staff read a list on a phone, instead of a table squeezed until every cell wraps each
// character. The grid stays a grid for screen readers and the arrow keys: only its boxes change.
// The header row is kept for screen readers and hidden from sight; each value's label is drawn
// from its cell's `data-label` with empty alternative text, so it is not read twice.

/** The widths at which `layout="auto"` shows cards: a phone held upright or sideways. */
export const phoneWidth = '(max-width: 599px)';

/**
 * Rules that hold only while the table shows cards (chosen, or automatic on a phone), for the
 * element or its `pseudo` element.
 */
function inCards(rules: GlobalStyleRule, pseudo = '') {
  return style({
    selectors: { [`${root}[data-layout="cards"] &${pseudo}`]: rules },
    '@media': { [phoneWidth]: { selectors: { [`${root}[data-layout="auto"] &${pseudo}`]: rules } } },
  });
}

export const table = inCards({ display: 'block' });

export const header = inCards(visuallyHiddenRules);

export const body = inCards({ display: 'block' });

export const row = inCards({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = inCards({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: 0,
  border: 'none',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

// The label beside each value; the row's name (its header cell) leads the card alone, larger.
export const label = inCards(
  {
    content: 'attr(data-label) / ""',
    flex: 'none',
    maxWidth: '45%',
    color: vars.color.textMuted,
    textAlign: 'start',
  },
  '::before',
);

export const name = inCards({
  order: -1,
  justifyContent: 'flex-start',
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

// A card has no columns to pin: a pinned value sits in the card like any other. Declared before the
// selection's rule, which keeps its box in the card's corner.
export const pinned = inCards({
  position: 'static',
  insetInlineStart: 'auto',
  boxShadow: 'none',
  backgroundColor: 'transparent',
});

// The selection box sits in the card's corner, the actions on a line of their own at its foot.
export const selection = inCards({ position: 'absolute', top: vars.space.md, insetInlineEnd: vars.space.md });

export const selectableRow = inCards({ position: 'relative', paddingInlineEnd: vars.space.xxl });

export const actions = inCards({
  position: 'static',
  justifyContent: 'flex-start',
  boxShadow: 'none',
  paddingTop: vars.space.xs,
  backgroundColor: 'transparent',
});

// A cut value shows whole on a card: there is the room of a line for it.
export const text = inCards({ maxWidth: 'none !important', whiteSpace: 'normal' });

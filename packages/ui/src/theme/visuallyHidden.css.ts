import { type GlobalStyleRule, style } from '@vanilla-extract/css';

/** The rules that hide an element from sight while screen readers still read it (the usual clip pattern). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies GlobalStyleRule;

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

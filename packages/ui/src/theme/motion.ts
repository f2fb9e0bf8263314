// Style fragments of motion. A function may not be exported from a `.css.ts` file (its exports are
// turned into plain values at build time), so the fragment lives here and its keyframes there.
import { vars } from './contract.css.ts';
import { fadeIn } from './motion.css.ts';

/**
 * An overlay that fades in over `enter` and out quickly as react-aria mounts and unmounts it, and
 * simply appears for those who ask for reduced motion. Spread into the overlay's own `style()`.
 */
export function fadeInOut(enter: string) {
  return {
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${enter} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  } as const;
}

import { keyframes } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

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

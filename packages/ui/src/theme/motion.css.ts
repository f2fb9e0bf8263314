import { keyframes } from '@vanilla-extract/css';

/** The fade of overlays (see `fadeInOut` in `motion.ts`): declared once for the whole kit. */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

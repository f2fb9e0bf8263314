/**
 * The design tokens alone, for a consumer's own vanilla-extract styles:
 * `import { vars } from '@school-sports/ui/tokens'` in a `.css.ts` file evaluates only the theme
 * contract, not the whole kit.
 */
export { vars } from './theme/contract.css.ts';

import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceName } from '../theme/styles.ts';
import { stackRecipe } from './Stack.css.ts';

/** The gaps a layout primitive takes: the kit's spacing tokens, from none to 32 pixels. */
export const layoutGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const satisfies readonly SpaceName[];
export type LayoutGap = (typeof layoutGaps)[number];

/** How a stack lines its children up across its width. */
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

/** The element a layout primitive renders: a plain box, or a list when its children are `li`s. */
export type LayoutElement = 'div' | 'section' | 'ul' | 'ol';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /**
   * The space between the children, a spacing token.
   * @default 'md'
   */
  gap?: LayoutGap;
  /**
   * How the children line up across the stack: stretched to its width, or at the start, centre or end.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * The element rendered; `ul` or `ol` when the children are list items.
   * @default 'div'
   */
  as?: LayoutElement;
  /** The stacked content. */
  children?: ReactNode;
}

/**
 * Lays its children out one under the other with an even gap from the spacing scale, so a form,
 * a card's content or a page's sections are spaced alike without margins on each child.
 *
 * Accessibility: Layout only: it renders a plain element (a `div` by default) that adds no role,
 * name or focus stop, and keeps the children in source order, so the reading and Tab order is the
 * order they are written in. Render it `as="ul"` or `as="ol"` when its children are a list.
 */
export function Stack({ gap = 'md', align = 'stretch', as: Element = 'div', className, ...props }: StackProps) {
  return <Element {...props} className={[stackRecipe({ gap, align }), className].filter(Boolean).join(' ')} />;
}

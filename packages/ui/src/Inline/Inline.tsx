import type { HTMLAttributes, ReactNode } from 'react';
import type { LayoutElement, LayoutGap } from '../Stack/Stack.tsx';
import { inlineRecipe } from './Inline.css.ts';

/** How an inline row lines its children up across its height. */
export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

/** Where an inline row puts its children along its width. */
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /**
   * The space between the children, across and between lines, a spacing token.
   * @default 'sm'
   */
  gap?: LayoutGap;
  /**
   * How the children line up across the row: `center` for buttons and tags, `baseline` for text of
   * different sizes.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * Where the children sit along the row; `between` pushes the first and last to the ends.
   * @default 'start'
   */
  justify?: InlineJustify;
  /**
   * Wrap onto further lines when the row is too narrow, instead of overflowing.
   * @default true
   */
  wrap?: boolean;
  /**
   * The element rendered; `ul` or `ol` when the children are list items.
   * @default 'div'
   */
  as?: LayoutElement;
  /** The content, laid out in a row. */
  children?: ReactNode;
}

/**
 * Lays its children out side by side with an even gap from the spacing scale, wrapping onto more
 * lines when narrow: a toolbar's buttons, a list of tags, a label and its badge.
 *
 * Accessibility: Layout only: it renders a plain element (a `div` by default) that adds no role,
 * name or focus stop. The children keep their source order when they wrap and when `justify`
 * moves them, so the reading and Tab order follow what is written. Render it `as="ul"` when its
 * children are a list.
 */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  className,
  ...props
}: InlineProps) {
  return (
    <Element
      {...props}
      className={[inlineRecipe({ gap, align, justify, wrap }), className].filter(Boolean).join(' ')}
    />
  );
}

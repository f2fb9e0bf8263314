import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { LayoutElement, LayoutGap } from '../Stack/Stack.tsx';
import { columnCount, columnMin, columnsRecipe, columnTemplate, equal, given } from './Columns.css.ts';

/** How the cells of a row line up when they are of different heights. */
export const columnsAligns = ['stretch', 'start', 'center', 'end'] as const;
export type ColumnsAlign = (typeof columnsAligns)[number];

/** A column's width: a number is its share of the room (`2` is twice as wide as `1`), a string any CSS width. */
export type ColumnWidth = number | string;

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /**
   * A number for that many equal columns, wrapping to fewer when narrow; or the columns' widths,
   * e.g. `[2, 1]` or `['240px', 1]`, side by side and stacked on a narrow screen.
   * @default 2
   */
  columns?: number | readonly ColumnWidth[];
  /**
   * With equal columns, the narrowest a column may get before the grid drops one.
   * @default '240px'
   */
  minColumnWidth?: string;
  /**
   * The space between columns and rows, a spacing token.
   * @default 'lg'
   */
  gap?: LayoutGap;
  /**
   * How the cells of a row line up when their heights differ.
   * @default 'stretch'
   */
  align?: ColumnsAlign;
  /**
   * The element rendered; `ul` or `ol` when the children are list items.
   * @default 'div'
   */
  as?: LayoutElement;
  /** The cells, placed row by row. */
  children?: ReactNode;
}

/** Sets vanilla-extract variables inline: each `var(--name)` becomes the custom property `--name`. */
function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([variable, value]) => [variable.replace(/^var\((--[^,)]+)\)$/, '$1'), value]),
  );
}

/** A given width as a grid track: shares become fractions that may shrink below their content. */
function track(width: ColumnWidth): string {
  return typeof width === 'number' ? `minmax(0, ${width}fr)` : width;
}

/**
 * Places its children in columns: a number of equal columns that wrap to fewer as the container
 * narrows (cards, stat tiles, form fields), or columns of given widths (a list beside its
 * details) that stack on a narrow screen. Gaps come from the spacing scale.
 *
 * Accessibility: Layout only: it renders a plain element (a `div` by default) that adds no role,
 * name or focus stop. Cells are placed in source order, row by row, so the reading and Tab order
 * stay the order they are written in whatever the number of columns. Render it `as="ul"` when its
 * children are a list.
 */
export function Columns({
  columns = 2,
  minColumnWidth = '240px',
  gap = 'lg',
  align = 'stretch',
  as: Element = 'div',
  className,
  style,
  ...props
}: ColumnsProps) {
  const isEqual = typeof columns === 'number';
  const layoutVars = isEqual
    ? inlineVars({ [columnCount]: String(Math.max(1, Math.floor(columns))), [columnMin]: minColumnWidth })
    : inlineVars({ [columnTemplate]: columns.map(track).join(' ') });
  return (
    <Element
      {...props}
      style={{ ...layoutVars, ...style }}
      className={[columnsRecipe({ gap, align }), isEqual ? equal : given, className].filter(Boolean).join(' ')}
    />
  );
}

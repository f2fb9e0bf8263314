import type { ReactNode } from 'react';
import { TableLayout, Virtualizer } from 'react-aria-components';

// Row and header heights of a virtualised table: a line of text or a small button, plus padding and border.
const layoutOptions = { rowHeight: 41, headingHeight: 39 } as const;

/** Renders only the rows in view: loaded on its own, as only tables past `virtualizeAbove` rows need it. */
export default function VirtualizedRows({ children }: { children: ReactNode }) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
      {children}
    </Virtualizer>
  );
}

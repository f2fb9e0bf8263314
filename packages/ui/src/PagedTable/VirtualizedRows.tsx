import type { ReactNode } from 'react';
import { TableLayout, Virtualizer } from 'react-aria-components';
import type { TableDensity } from './tableSettings.ts';

// Row and header heights of a virtualised table: a line of text or a small button, plus padding and border.
// Compact rows lose the 4 pixels the compact padding takes off above and below.
const layoutOptions = {
  comfortable: { rowHeight: 41, headingHeight: 39 },
  compact: { rowHeight: 33, headingHeight: 39 },
} as const;

/** Renders only the rows in view: loaded on its own, as only tables past `virtualizeAbove` rows need it. */
export default function VirtualizedRows({ density, children }: { density: TableDensity; children: ReactNode }) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={layoutOptions[density]}>
      {children}
    </Virtualizer>
  );
}

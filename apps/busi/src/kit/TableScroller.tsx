import type { ReactNode } from 'react';
import * as styles from './TableScroller.css.ts';

/**
 * A wide table's sideways scroll, reachable by keyboard: focused, the arrow keys scroll it, and a
 * screen reader names it (by the table's caption or heading). Without the focus a keyboard could
 * not reach the columns past the edge.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled by keyboard.
    <section className={styles.tableScroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

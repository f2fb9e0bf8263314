import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import {
  Button,
  DropIndicator,
  type DroppableCollectionReorderEvent,
  type DropTarget,
  type Key,
  TableContext,
  useDragAndDrop,
} from 'react-aria-components';
import * as css from './TableReorder.css.ts';

/** Where dragged rows land beside the row they are dropped on. */
export type RowDropPosition = 'before' | 'after';

export interface TableReorderProps {
  /**
   * The table whose rows are put in order: a `PagedTable` showing its rows in their stored order,
   * all on one page (a table sorted by a column, or paged, has no order of its own to change), with
   * a `DragHandle` in a cell of each row.
   */
  children: ReactNode;
  /**
   * Called when rows are dropped: the keys of the rows dragged (the row whose handle was used, or
   * the selected rows when it was one of them), the row they were dropped beside, and on which side.
   * The caller stores the order and shows the rows in it.
   */
  onReorder: (keys: Key[], target: Key, position: RowDropPosition) => void;
  /**
   * The text a row carries when it is dragged out of the page (into an editor, say).
   * @default String(key)
   */
  textOf?: (key: Key) => string;
}

/** Whether a {@link DragHandle} is inside a table that reorders: outside one it shows nothing. */
const InReorder = createContext(false);

/**
 * Puts the rows of the table inside it in order by dragging them, by pointer or keyboard, as a
 * school orders its carousel banners: it gives the table react-aria's drag and drop (through the
 * table's context, so the table itself carries none of it), and each row's {@link DragHandle}
 * picks the row up.
 *
 * Accessibility: each row's `DragHandle` is a button named "Drag" and the row's name, in the page's
 * language. Enter on it picks the row up; the arrow keys (or Tab) go from one place between rows to
 * the next, each named ("insert between … and …"); Enter drops the row there and Escape puts it
 * back. Picking up, dropping and cancelling are announced. A pointer drags a row by any part of it.
 */
export function TableReorder({ children, onReorder, textOf = String }: TableReorderProps) {
  // The hooks are made once and read the screen's latest callbacks when a row moves, so that a
  // render of the screen does not hand the table new ones.
  const latest = useRef({ onReorder, textOf });
  useEffect(() => {
    latest.current = { onReorder, textOf };
  });
  const options = useMemo(
    () => ({
      getItems: (keys: Set<Key>) => [...keys].map((key) => ({ 'text/plain': latest.current.textOf(key) })),
      onReorder: (event: DroppableCollectionReorderEvent) => {
        // A reorder lands between rows, never on one.
        if (event.target.dropPosition === 'on') return;
        latest.current.onReorder([...event.keys], event.target.key, event.target.dropPosition);
      },
      renderDropIndicator: (target: DropTarget) => <DropIndicator target={target} className={css.dropIndicator} />,
    }),
    [],
  );
  const { dragAndDropHooks } = useDragAndDrop(options);
  const table = useMemo(() => ({ dragAndDropHooks }), [dragAndDropHooks]);
  return (
    <InReorder.Provider value={true}>
      <TableContext.Provider value={table}>{children}</TableContext.Provider>
    </InReorder.Provider>
  );
}

/**
 * The handle that drags its row, in a cell of a table inside a {@link TableReorder}; nothing
 * outside one.
 *
 * Accessibility: a button named by react-aria for its row ("Drag" and the row's name); Enter picks
 * the row up. The grip it shows is hidden from screen readers.
 */
export function DragHandle() {
  if (!useContext(InReorder)) return null;
  return (
    <Button slot="drag" className={css.handle}>
      <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
        <circle cx="5.5" cy="3.5" r="1.25" />
        <circle cx="10.5" cy="3.5" r="1.25" />
        <circle cx="5.5" cy="8" r="1.25" />
        <circle cx="10.5" cy="8" r="1.25" />
        <circle cx="5.5" cy="12.5" r="1.25" />
        <circle cx="10.5" cy="12.5" r="1.25" />
      </svg>
    </Button>
  );
}

import { type CSSProperties, type ReactNode, useContext } from 'react';
import { Cell, Checkbox, type Key, type SortDescriptor, TableStateContext } from 'react-aria-components';
import * as cards from './cards.css.ts';
import { type ColumnPin, cellValueOf, pinInsetProperty, type TableColumn } from './columns.ts';
import * as css from './PagedTable.css.ts';
import * as pins from './pinned.css.ts';

// The cells of a `PagedTable`'s rows, and the small pieces it draws in its cells and headers.

/**
 * What a header (`column`) or body cell stuck at the table's start adds to its own props: the
 * sticky class (and the edge on the last), its distance from the start, read from the custom
 * property the table measures for its index, and that index, by which the table finds the headers
 * to measure. Nothing for a column not stuck there.
 */
export function pinnedProps(pin: ColumnPin | undefined, of: 'column' | 'cell') {
  if (!pin) return { className: '' };
  return {
    className: [of === 'column' ? pins.pinnedColumn : pins.pinnedCell, pin.last ? pins.pinnedEdge : '', cards.pinned]
      .filter(Boolean)
      .join(' '),
    style: { '--paged-table-pin-inset': `var(${pinInsetProperty(pin.index)}, 0px)` } as CSSProperties,
    'data-pin': pin.index,
  };
}

/** The cell of `row` in `column`: its selection box, its actions, or its value in the column's way. */
export function renderCell<Row extends object>(
  column: TableColumn<Row>,
  row: Row,
  rowActions: ((row: Row) => ReactNode) | undefined,
) {
  if (column.kind === 'selection') {
    const pinned = pinnedProps(column.pin, 'cell');
    return (
      <Cell {...pinned} className={[css.cell, cards.cell, cards.selection, pinned.className].filter(Boolean).join(' ')}>
        {({ id }) => (
          <CellContent cellKey={id}>
            <SelectionCheckbox />
          </CellContent>
        )}
      </Cell>
    );
  }
  if (column.kind === 'actions') {
    return (
      <Cell className={[css.cell, css.actionsCell, cards.cell, cards.actions].join(' ')}>
        {({ id }) => (
          <CellContent cellKey={id}>
            <span className={css.rowActions}>{rowActions?.(row)}</span>
          </CellContent>
        )}
      </Cell>
    );
  }
  const { column: data } = column;
  const { render } = data;
  const pinned = pinnedProps(column.pin, 'cell');
  const className = [
    css.cell,
    css.align[data.align ?? 'start'],
    cards.cell,
    column.isRowHeader ? cards.name : cards.label,
    pinned.className,
  ]
    .filter(Boolean)
    .join(' ');
  // A card's label for the value: the column's title, where it is text.
  const label = !column.isRowHeader && typeof data.title === 'string' ? data.title : undefined;
  if (data.ellipsis) {
    return (
      <Cell {...pinned} className={className} data-label={label}>
        {({ id }) => (
          <CellContent cellKey={id}>
            <CutText width={data.width}>{render ? render(row) : cellValueOf(row, data.key)}</CutText>
          </CellContent>
        )}
      </Cell>
    );
  }
  return (
    <Cell {...pinned} className={className} data-label={label}>
      {render ? ({ id }) => <CellContent cellKey={id}>{render(row)}</CellContent> : cellValueOf(row, data.key)}
    </Cell>
  );
}

/** The checkbox that selects a row, or the page from the header. */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={css.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={css.checkboxBox}>
          {isIndeterminate ? (
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M3.5 8h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : isSelected ? (
            <svg viewBox="0 0 16 16" width="12" height="12" fill="none" aria-hidden="true">
              <path d="M3 8.5 6.5 12 13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * The content of a cell that may hold a control: a row's checkbox, its actions, a rendered link,
 * the header's checkbox that selects the page. react-aria's grid remembers one focused item and,
 * when the focus comes in from outside without a pointer (a script's `focus()`, a screen reader
 * moving its cursor, a test driving the page), sends it back to that item, or to the first row
 * when it has none. The control lost the focus it had just been given, and the Space that followed
 * ticked another row. Making the cell the grid's focused item as the focus arrives, before the
 * grid looks, lets the focus stay where it was put.
 */
export function CellContent({ cellKey, children }: { cellKey: Key | undefined; children: ReactNode }) {
  const state = useContext(TableStateContext);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears the focus of the control inside; it takes none itself.
    <span
      className={css.cellContent}
      onFocus={(event) => {
        if (!state || cellKey === undefined || event.target === event.currentTarget) return;
        if (state.selectionManager.focusedKey !== cellKey) state.selectionManager.setFocusedKey(cellKey);
      }}
    >
      {children}
    </span>
  );
}

// The up and down arrows of a sortable header, the one of the current direction highlighted.
const sortArrows = [
  { direction: 'ascending', d: 'M4 0 8 5H0z' },
  { direction: 'descending', d: 'M4 5 0 0h8z' },
] as const;

/** The up and down arrows of a sortable header. */
export function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  return (
    <span className={css.sortIcon} aria-hidden="true">
      {sortArrows.map((arrow) => (
        <svg
          key={arrow.direction}
          className={[css.sortArrow, direction === arrow.direction ? css.sortArrowActive : ''].join(' ')}
          viewBox="0 0 8 5"
          aria-hidden="true"
        >
          <path d={arrow.d} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/** The empty table's picture: an open box. */
export function EmptyIllustration() {
  return (
    <svg className={css.emptyIcon} viewBox="0 0 64 41" aria-hidden="true">
      <g fill="none" fillRule="evenodd" transform="translate(0 1)">
        <ellipse cx="32" cy="33" fill="currentColor" opacity="0.6" rx="32" ry="7" />
        <g stroke="currentColor" strokeWidth="1.5">
          <path d="M55 12.8 44.9 1.3C44.4.5 43.7 0 43 0H21c-.7 0-1.4.5-1.9 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
            fill="currentColor"
            fillOpacity="0.25"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * Long text cut to one line with an ellipsis. Where it is cut, the pointer's hint (the title,
 * set as the pointer comes, when the text overflows) holds the whole text; text that fits gets no
 * hint, so a screen reader does not hear it twice. The focused cell unfolds it (see the styles).
 */
export function CutText({ width, children }: { width: number | string | undefined; children: ReactNode }) {
  return (
    <span
      className={`${css.cutText} ${cards.text}`}
      style={width === undefined ? undefined : { maxWidth: typeof width === 'number' ? `${width}px` : width }}
      onPointerEnter={(event) => {
        const text = event.currentTarget;
        text.title = text.scrollWidth > text.clientWidth ? (text.textContent ?? '') : '';
      }}
    >
      {children}
    </span>
  );
}

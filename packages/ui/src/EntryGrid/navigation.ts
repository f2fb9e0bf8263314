// The entry grid's keyboard model, kept apart from React so each key's meaning is tested on its own.
// The grid has two modes: moving between cells (the focus on a cell) and editing one cell (the
// focus in its text box). "replace" editing starts by typing over a cell, as in a spreadsheet: the
// arrow keys then end the edit and move on, which keeps typing a column of values fast. "keep"
// editing (F2, Enter, a double click) starts with the cell's text and lets the arrows move the caret.

/** A cell's place: the row's and the column's index among the grid's data cells, from 0. */
export interface GridPosition {
  row: number;
  column: number;
}

/** How big the grid is, and how many rows a page key moves. */
export interface GridSize {
  rows: number;
  columns: number;
  pageRows: number;
}

/** Where a move goes, relative to the focused cell or to the grid's edges. */
export type GridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'rowStart'
  | 'rowEnd'
  | 'gridStart'
  | 'gridEnd'
  | 'pageUp'
  | 'pageDown'
  /** Right, and on to the next row's first cell past the row's end (Tab while editing). */
  | 'next'
  /** Left, and back to the previous row's last cell past the row's start (Shift+Tab while editing). */
  | 'previous';

/** What the grid is doing: moving, or editing with the typed text replacing or keeping the cell's. */
export type EditMode = 'none' | 'replace' | 'keep';

/** What a key asks the grid to do. */
export type GridKeyAction =
  | { type: 'move'; move: GridMove }
  | { type: 'edit'; keep: true }
  | { type: 'edit'; keep: false; text: string }
  | { type: 'clear' }
  | { type: 'commit'; next: GridMove | null }
  | { type: 'cancel' };

/** The parts of a keyboard event the model reads. */
export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const arrowMoves: Readonly<Record<string, GridMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The action of a key in a mode, or null for a key the grid leaves to the browser (Tab out of a
 * grid that is not editing, shortcuts with Ctrl or Cmd, typing inside a text box).
 */
export function keyAction(press: KeyPress, mode: EditMode): GridKeyAction | null {
  const command = Boolean(press.ctrlKey || press.metaKey);
  if (mode === 'none') {
    const arrow = arrowMoves[press.key];
    if (arrow) return { type: 'move', move: arrow };
    switch (press.key) {
      case 'Home':
        return { type: 'move', move: command ? 'gridStart' : 'rowStart' };
      case 'End':
        return { type: 'move', move: command ? 'gridEnd' : 'rowEnd' };
      case 'PageUp':
        return { type: 'move', move: 'pageUp' };
      case 'PageDown':
        return { type: 'move', move: 'pageDown' };
      case 'F2':
      case 'Enter':
        return { type: 'edit', keep: true };
      case 'Delete':
      case 'Backspace':
        return { type: 'clear' };
    }
    // One printed character (not a shortcut) starts editing, replacing the cell's text with it.
    if (press.key.length === 1 && !command && !press.altKey) return { type: 'edit', keep: false, text: press.key };
    return null;
  }
  switch (press.key) {
    case 'Enter':
      return { type: 'commit', next: press.shiftKey ? 'up' : 'down' };
    case 'Tab':
      return { type: 'commit', next: press.shiftKey ? 'previous' : 'next' };
    case 'Escape':
      return { type: 'cancel' };
    case 'ArrowUp':
      return { type: 'commit', next: 'up' };
    case 'ArrowDown':
      return { type: 'commit', next: 'down' };
    case 'ArrowLeft':
    case 'ArrowRight':
      return mode === 'replace' ? { type: 'commit', next: arrowMoves[press.key] ?? null } : null;
  }
  return null;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** The cell a move reaches, kept inside the grid (a move past an edge stays at the edge). */
export function moveTo(from: GridPosition, move: GridMove, size: GridSize): GridPosition {
  const lastRow = Math.max(size.rows - 1, 0);
  const lastColumn = Math.max(size.columns - 1, 0);
  const page = Math.max(size.pageRows, 1);
  const { row, column } = { row: clamp(from.row, 0, lastRow), column: clamp(from.column, 0, lastColumn) };
  switch (move) {
    case 'up':
      return { row: Math.max(row - 1, 0), column };
    case 'down':
      return { row: Math.min(row + 1, lastRow), column };
    case 'left':
      return { row, column: Math.max(column - 1, 0) };
    case 'right':
      return { row, column: Math.min(column + 1, lastColumn) };
    case 'rowStart':
      return { row, column: 0 };
    case 'rowEnd':
      return { row, column: lastColumn };
    case 'gridStart':
      return { row: 0, column: 0 };
    case 'gridEnd':
      return { row: lastRow, column: lastColumn };
    case 'pageUp':
      return { row: Math.max(row - page, 0), column };
    case 'pageDown':
      return { row: Math.min(row + page, lastRow), column };
    case 'next':
      if (column < lastColumn) return { row, column: column + 1 };
      return row < lastRow ? { row: row + 1, column: 0 } : { row, column };
    case 'previous':
      if (column > 0) return { row, column: column - 1 };
      return row > 0 ? { row: row - 1, column: lastColumn } : { row, column };
  }
}

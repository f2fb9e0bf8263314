// Pasting a block copied from a spreadsheet into the entry grid: the clipboard's text into rows of
// cells, the cells onto the grid from the focused cell, and each cell's text parsed by its column.

import type { GridPosition } from './navigation.ts';

/**
 * The rows and cells of text copied from a spreadsheet: tab between cells, a line break between rows
 * (Windows', old Macs' or Unix's), the line break after the last row dropped. A cell a spreadsheet
 * quoted (it held a tab, a line break or a quote) is unquoted, its doubled quotes made single.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let at = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (at < text.length) {
    const char = text[at];
    if (char === '"' && cell === '') {
      // A quoted cell runs to the quote that is not doubled; a quote inside a cell is plain text.
      const close = closingQuote(text, at + 1);
      if (close >= 0 && (close + 1 === text.length || /[\t\r\n]/.test(text[close + 1] ?? ''))) {
        cell = text.slice(at + 1, close).replaceAll('""', '"');
        at = close + 1;
        continue;
      }
    }
    if (char === '\t') {
      endCell();
      at += 1;
    } else if (char === '\r' || char === '\n') {
      endRow();
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
    } else {
      cell += char;
      at += 1;
    }
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

function closingQuote(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    if (text[quote + 1] === '"') {
      at = quote + 2;
      continue;
    }
    return quote;
  }
  return -1;
}

/** A pasted cell's text and the cell it lands on. */
export interface PlacedCell extends GridPosition {
  text: string;
}

/** Where a pasted block lands. */
export interface Placement {
  /** The cells inside the grid, in editable columns. */
  cells: PlacedCell[];
  /** Cells that fell past the grid's last row or last column: ignored. */
  outside: number;
  /** Cells that fell on read-only columns: left as they were. */
  readOnly: number;
}

/**
 * Lays a pasted block on the grid with its first cell on `origin`, going down and right. Cells past
 * the grid's edges, and those on read-only columns, are counted and left out.
 */
export function placePaste(
  table: readonly (readonly string[])[],
  origin: GridPosition,
  size: { rows: number; columns: number; isReadOnly: (column: number) => boolean },
): Placement {
  const placement: Placement = { cells: [], outside: 0, readOnly: 0 };
  table.forEach((cells, rowOffset) => {
    cells.forEach((text, columnOffset) => {
      const row = origin.row + rowOffset;
      const column = origin.column + columnOffset;
      if (row >= size.rows || column >= size.columns) placement.outside += 1;
      else if (size.isReadOnly(column)) placement.readOnly += 1;
      else placement.cells.push({ row, column, text });
    });
  });
  return placement;
}

/** What a column's parser makes of a text: a value (null for an emptied cell) or an error message. */
export type ParseOutcome = { value: number | null } | { error: string };

/** The pasted cells split into the ones whose text is a valid value and the ones with an error. */
export interface ParsedPaste {
  valid: (PlacedCell & { value: number | null })[];
  invalid: (PlacedCell & { error: string })[];
}

/** Parses each placed cell's text with its column's parser. */
export function parsePlaced(
  cells: readonly PlacedCell[],
  parse: (column: number, text: string) => ParseOutcome,
): ParsedPaste {
  const parsed: ParsedPaste = { valid: [], invalid: [] };
  for (const cell of cells) {
    const outcome = parse(cell.column, cell.text);
    if ('error' in outcome) parsed.invalid.push({ ...cell, error: outcome.error });
    else parsed.valid.push({ ...cell, value: outcome.value });
  }
  return parsed;
}

// The entry grid's values as the caller keeps them, and the pure steps on them: a column parsing a
// typed text, the caller applying the grid's changes, and the grid noticing what a save did.

import type { ParseOutcome } from './paste.ts';

/** Where a cell stands with saving: typed but not sent, being sent, stored, or refused. */
export const entryStatuses = ['dirty', 'saving', 'saved', 'error'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** The tones a value's description takes (its band: good, borderline, failing, or plain). */
export const entryTones = ['good', 'warning', 'danger', 'neutral'] as const;
export type EntryTone = (typeof entryTones)[number];

/** One cell's value and state, as the caller holds it. */
export interface EntryCell {
  /** The value in the column's unit (seconds, centimetres, counts); null when nothing is entered. */
  value: number | null;
  /** Where the value stands with saving; no status is a value loaded as it was stored. */
  status?: EntryStatus;
  /** Why a save was refused (`status: 'error'`), in the person's language. */
  error?: string;
  /** A note about the value that does not stop it, such as "needs a second check". */
  flag?: string;
  /**
   * Someone else stored another value in this cell after it was loaded: the cell keeps the person's
   * value and shows theirs, with who, until the person keeps theirs or takes the other.
   */
  conflict?: { theirs: number | null; by?: string };
  /**
   * The caller's version of the stored value, for its save to refuse a value changed meanwhile; the
   * grid does not read it, and `applyEntryChanges` keeps it.
   */
  version?: number;
}

/** The grid's values: by row key, then by column key. A missing cell is an empty one. */
export type EntryValues = Readonly<Record<string, Readonly<Record<string, EntryCell | undefined>>>>;

/** A value the person entered (typed, pasted or cleared), for the caller to store. */
export interface EntryChange {
  row: string;
  column: string;
  /** What the person typed or pasted ('' for a cleared cell). */
  text: string;
  /** The column's parse of the text; null for a cleared cell. */
  value: number | null;
}

/**
 * A column's parse of a typed text: an empty text (spaces only) empties the cell without asking the
 * column, anything else is the column's to read, with the spaces around it trimmed.
 */
export function parseEntry(parse: (text: string) => ParseOutcome, text: string): ParseOutcome {
  const trimmed = text.trim();
  return trimmed === '' ? { value: null } : parse(trimmed);
}

/**
 * The values with the grid's changes applied, each changed cell marked `dirty` (to be saved) and its
 * earlier save error dropped; a conflict stays, since the person has not chosen yet. Returns the same
 * object when there are no changes.
 */
export function applyEntryChanges(values: EntryValues, changes: readonly EntryChange[]): EntryValues {
  if (changes.length === 0) return values;
  const next: Record<string, Record<string, EntryCell | undefined>> = { ...values };
  for (const change of changes) {
    const row = { ...next[change.row] };
    const { error: _dropped, ...kept } = row[change.column] ?? { value: null };
    row[change.column] = { ...kept, value: change.value, status: 'dirty' };
    next[change.row] = row;
  }
  return next;
}

/** The cells in a state, as `row` and `column` keys: for the caller's save, and the grid's notices. */
export function cellsWhere(values: EntryValues, test: (cell: EntryCell) => boolean): { row: string; column: string }[] {
  const found: { row: string; column: string }[] = [];
  for (const [row, cells] of Object.entries(values)) {
    for (const [column, cell] of Object.entries(cells)) {
      if (cell && test(cell)) found.push({ row, column });
    }
  }
  return found;
}

/** What changed between two snapshots of the values that the person should hear about. */
export interface SaveOutcome {
  /** Cells that were being saved and are now stored. */
  saved: number;
  /** Cells that were being saved and were refused. */
  failed: number;
  /** Cells that newly show someone else's value. */
  conflicts: number;
}

/** Compares the values before and after a change the caller made: what a save did, what others did. */
export function saveOutcome(before: EntryValues, after: EntryValues): SaveOutcome {
  const outcome: SaveOutcome = { saved: 0, failed: 0, conflicts: 0 };
  if (before === after) return outcome;
  for (const [rowKey, cells] of Object.entries(after)) {
    const earlier = before[rowKey];
    if (earlier === cells) continue;
    for (const [columnKey, cell] of Object.entries(cells)) {
      const previous = earlier?.[columnKey];
      if (!cell || previous === cell) continue;
      if (previous?.status === 'saving' && cell.status === 'saved') outcome.saved += 1;
      if (previous?.status === 'saving' && cell.status === 'error') outcome.failed += 1;
      if (cell.conflict && !previous?.conflict) outcome.conflicts += 1;
    }
  }
  return outcome;
}

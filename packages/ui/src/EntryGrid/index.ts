export {
  type EntryDescription,
  EntryGrid,
  type EntryGridColumn,
  type EntryGridProps,
  type EntryGridRow,
} from './EntryGrid.tsx';
export {
  applyEntryChanges,
  cellsWhere,
  type EntryCell,
  type EntryChange,
  type EntryStatus,
  type EntryTone,
  type EntryValues,
  entryStatuses,
  entryTones,
} from './entries.ts';
export type { ParseOutcome } from './paste.ts';

import { describe, expect, it } from 'vitest';
import type { Column } from './columns.ts';
import { gridColumnsOf } from './gridColumns.ts';

const columns: Column<object>[] = [
  { key: 'code', title: 'Code' },
  { key: 'name', title: 'Name', isRowHeader: true },
  { key: 'grade', title: 'Grade' },
  { key: 'score', title: 'Score' },
];
const settings = { density: 'comfortable', hidden: [], order: [], pinned: ['score', 'grade'] } as const;
const layout = (columns: ReturnType<typeof gridColumnsOf<object>>) =>
  columns.map((column) => [column.id, column.kind === 'actions' ? null : (column.pin ?? null)]);

describe('the grid a table lays out', () => {
  it('sticks the selection and then the pinned columns at the start, the last one marking the edge', () => {
    expect(layout(gridColumnsOf(columns, settings, { selection: true, actions: true, canPin: true }))).toEqual([
      ['__selection', { index: 0, last: false }],
      ['score', { index: 1, last: false }],
      ['grade', { index: 2, last: true }],
      ['code', null],
      ['name', null],
      ['__actions', null],
    ]);
  });

  it('sticks nothing where nothing is pinned, or where columns cannot stay in view', () => {
    const unpinned = gridColumnsOf(
      columns,
      { ...settings, pinned: [] },
      { selection: true, actions: false, canPin: true },
    );
    expect(layout(unpinned).every(([, pin]) => pin === null)).toBe(true);
    const asCards = gridColumnsOf(columns, settings, { selection: false, actions: false, canPin: false });
    // The pinned still come first: only where they are drawn differs.
    expect(layout(asCards)).toEqual([
      ['score', null],
      ['grade', null],
      ['code', null],
      ['name', null],
    ]);
  });

  it('names the row by its row header', () => {
    const grid = gridColumnsOf(columns, settings, { selection: false, actions: false, canPin: true });
    expect(grid.filter((column) => column.kind === 'data' && column.isRowHeader).map((column) => column.id)).toEqual([
      'name',
    ]);
  });
});

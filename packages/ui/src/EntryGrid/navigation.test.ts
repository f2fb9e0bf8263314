import { describe, expect, it } from 'vitest';
import { type EditMode, type GridMove, type KeyPress, keyAction, moveTo } from './navigation.ts';

describe('keyAction while moving between cells', () => {
  it.each([
    [{ key: 'ArrowDown' }, { type: 'move', move: 'down' }],
    [{ key: 'ArrowUp' }, { type: 'move', move: 'up' }],
    [{ key: 'ArrowLeft' }, { type: 'move', move: 'left' }],
    [{ key: 'ArrowRight' }, { type: 'move', move: 'right' }],
    [{ key: 'Home' }, { type: 'move', move: 'rowStart' }],
    [{ key: 'End' }, { type: 'move', move: 'rowEnd' }],
    [
      { key: 'Home', ctrlKey: true },
      { type: 'move', move: 'gridStart' },
    ],
    [
      { key: 'End', metaKey: true },
      { type: 'move', move: 'gridEnd' },
    ],
    [{ key: 'PageUp' }, { type: 'move', move: 'pageUp' }],
    [{ key: 'PageDown' }, { type: 'move', move: 'pageDown' }],
    [{ key: 'F2' }, { type: 'edit', keep: true }],
    [{ key: 'Enter' }, { type: 'edit', keep: true }],
    [{ key: '7' }, { type: 'edit', keep: false, text: '7' }],
    [{ key: '.' }, { type: 'edit', keep: false, text: '.' }],
    [{ key: 'Delete' }, { type: 'clear' }],
    [{ key: 'Backspace' }, { type: 'clear' }],
  ] as [KeyPress, unknown][])('%o', (press, action) => {
    expect(keyAction(press, 'none')).toEqual(action);
  });

  it.each([
    { key: 'Tab' },
    { key: 'Tab', shiftKey: true },
    { key: 'Escape' },
    { key: 'c', ctrlKey: true },
    { key: 'v', metaKey: true },
    { key: 'x', altKey: true },
    { key: 'Shift' },
    { key: 'Process' },
  ])('leaves %o to the browser: Tab leaves the grid, shortcuts copy and paste', (press) => {
    expect(keyAction(press, 'none')).toBeNull();
  });
});

describe('keyAction while editing', () => {
  it.each([
    [{ key: 'Enter' }, 'keep', { type: 'commit', next: 'down' }],
    [{ key: 'Enter', shiftKey: true }, 'replace', { type: 'commit', next: 'up' }],
    [{ key: 'Tab' }, 'keep', { type: 'commit', next: 'next' }],
    [{ key: 'Tab', shiftKey: true }, 'replace', { type: 'commit', next: 'previous' }],
    [{ key: 'Escape' }, 'keep', { type: 'cancel' }],
    [{ key: 'ArrowDown' }, 'keep', { type: 'commit', next: 'down' }],
    [{ key: 'ArrowUp' }, 'replace', { type: 'commit', next: 'up' }],
    [{ key: 'ArrowRight' }, 'replace', { type: 'commit', next: 'right' }],
    [{ key: 'ArrowLeft' }, 'replace', { type: 'commit', next: 'left' }],
  ] as [KeyPress, EditMode, unknown][])('%o in %s mode', (press, mode, action) => {
    expect(keyAction(press, mode)).toEqual(action);
  });

  it('leaves the caret keys to the text box once the edit kept the text (F2)', () => {
    expect(keyAction({ key: 'ArrowLeft' }, 'keep')).toBeNull();
    expect(keyAction({ key: 'Home' }, 'keep')).toBeNull();
    expect(keyAction({ key: 'End' }, 'replace')).toBeNull();
  });

  it('types characters and deletes them in the text box', () => {
    expect(keyAction({ key: '5' }, 'replace')).toBeNull();
    expect(keyAction({ key: 'Backspace' }, 'keep')).toBeNull();
    expect(keyAction({ key: 'Delete' }, 'replace')).toBeNull();
  });
});

describe('moveTo', () => {
  const size = { rows: 100, columns: 8, pageRows: 12 };

  it.each([
    [{ row: 5, column: 3 }, 'up', { row: 4, column: 3 }],
    [{ row: 0, column: 3 }, 'up', { row: 0, column: 3 }],
    [{ row: 5, column: 3 }, 'down', { row: 6, column: 3 }],
    [{ row: 99, column: 3 }, 'down', { row: 99, column: 3 }],
    [{ row: 5, column: 0 }, 'left', { row: 5, column: 0 }],
    [{ row: 5, column: 7 }, 'right', { row: 5, column: 7 }],
    [{ row: 5, column: 3 }, 'rowStart', { row: 5, column: 0 }],
    [{ row: 5, column: 3 }, 'rowEnd', { row: 5, column: 7 }],
    [{ row: 5, column: 3 }, 'gridStart', { row: 0, column: 0 }],
    [{ row: 5, column: 3 }, 'gridEnd', { row: 99, column: 7 }],
    [{ row: 5, column: 3 }, 'pageDown', { row: 17, column: 3 }],
    [{ row: 95, column: 3 }, 'pageDown', { row: 99, column: 3 }],
    [{ row: 20, column: 3 }, 'pageUp', { row: 8, column: 3 }],
    [{ row: 5, column: 3 }, 'pageUp', { row: 0, column: 3 }],
    [{ row: 5, column: 3 }, 'next', { row: 5, column: 4 }],
    [{ row: 5, column: 7 }, 'next', { row: 6, column: 0 }],
    [{ row: 99, column: 7 }, 'next', { row: 99, column: 7 }],
    [{ row: 5, column: 0 }, 'previous', { row: 4, column: 7 }],
    [{ row: 0, column: 0 }, 'previous', { row: 0, column: 0 }],
  ] as const)('%o %s reaches %o', (from, move, to) => {
    expect(moveTo(from, move as GridMove, size)).toEqual(to);
  });

  it('brings a place left outside a grid that shrank back inside it', () => {
    expect(moveTo({ row: 250, column: 12 }, 'left', size)).toEqual({ row: 99, column: 6 });
  });

  it('stays on the first cell of an empty grid', () => {
    expect(moveTo({ row: 0, column: 0 }, 'pageDown', { rows: 0, columns: 0, pageRows: 0 })).toEqual({
      row: 0,
      column: 0,
    });
  });
});

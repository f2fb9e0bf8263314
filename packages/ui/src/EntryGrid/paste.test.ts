import { describe, expect, it } from 'vitest';
import { parseClipboardTable, parsePlaced, placePaste } from './paste.ts';

describe('parseClipboardTable', () => {
  it('reads a column copied from a spreadsheet, dropping the last line break', () => {
    expect(parseClipboardTable('152.5\n148\n160.2\n')).toEqual([['152.5'], ['148'], ['160.2']]);
  });

  it('reads a block with Windows line breaks and empty cells', () => {
    expect(parseClipboardTable('1\t2\t3\r\n4\t\t6\r\n')).toEqual([
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('reads a single value with no line break', () => {
    expect(parseClipboardTable('8.9')).toEqual([['8.9']]);
  });

  it('keeps an empty line in the middle as an empty row', () => {
    expect(parseClipboardTable('1\n\n3')).toEqual([['1'], [''], ['3']]);
  });

  it('unquotes a cell the spreadsheet quoted for its line break or quotes', () => {
    expect(parseClipboardTable('"3\'25""\tline\none"\t5\n')).toEqual([['3\'25"\tline\none', '5']]);
    expect(parseClipboardTable('"a""b"\t2')).toEqual([['a"b', '2']]);
  });

  it('keeps a quote that does not close a cell as text', () => {
    expect(parseClipboardTable('3\'25"\n"4\n')).toEqual([['3\'25"'], ['"4']]);
  });

  it('reads nothing from an empty clipboard', () => {
    expect(parseClipboardTable('')).toEqual([]);
  });
});

describe('placePaste', () => {
  const size = { rows: 4, columns: 3, isReadOnly: (column: number) => column === 1 };

  it('fills down and right from the focused cell', () => {
    expect(placePaste([['a'], ['b']], { row: 1, column: 2 }, size)).toEqual({
      cells: [
        { row: 1, column: 2, text: 'a' },
        { row: 2, column: 2, text: 'b' },
      ],
      outside: 0,
      readOnly: 0,
    });
  });

  it('counts the cells past the last row and column and leaves them out', () => {
    const placement = placePaste(
      [
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
      { row: 2, column: 2 },
      size,
    );
    expect(placement.cells).toEqual([
      { row: 2, column: 2, text: '1' },
      { row: 3, column: 2, text: '3' },
    ]);
    expect(placement.outside).toBe(4);
  });

  it('leaves read-only columns as they were', () => {
    const placement = placePaste([['1', '2', '3']], { row: 0, column: 0 }, size);
    expect(placement.cells.map((cell) => cell.column)).toEqual([0, 2]);
    expect(placement.readOnly).toBe(1);
  });
});

describe('parsePlaced', () => {
  it('splits the cells into valid values and errors by their column', () => {
    const parsed = parsePlaced(
      [
        { row: 0, column: 0, text: '12' },
        { row: 1, column: 0, text: 'abc' },
        { row: 2, column: 0, text: '' },
      ],
      (_column, text) =>
        text === ''
          ? { value: null }
          : Number.isNaN(Number(text))
            ? { error: 'not a number' }
            : { value: Number(text) },
    );
    expect(parsed.valid).toEqual([
      { row: 0, column: 0, text: '12', value: 12 },
      { row: 2, column: 0, text: '', value: null },
    ]);
    expect(parsed.invalid).toEqual([{ row: 1, column: 0, text: 'abc', error: 'not a number' }]);
  });
});

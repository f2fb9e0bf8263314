import { describe, expect, it } from 'vitest';
import { applyEntryChanges, cellsWhere, type EntryValues, parseEntry, saveOutcome } from './entries.ts';

const number = (text: string) => (Number.isNaN(Number(text)) ? { error: 'not a number' } : { value: Number(text) });

describe('parseEntry', () => {
  it('empties the cell for a blank text without asking the column', () => {
    expect(parseEntry(() => ({ error: 'asked' }), '   ')).toEqual({ value: null });
  });

  it('gives the column the text without the spaces around it', () => {
    expect(parseEntry(number, ' 12.5 ')).toEqual({ value: 12.5 });
    expect(parseEntry(number, 'x')).toEqual({ error: 'not a number' });
  });
});

describe('applyEntryChanges', () => {
  const values: EntryValues = {
    s1: { height: { value: 150, status: 'error', error: 'refused' }, weight: { value: 40 } },
    s2: { height: { value: 140, version: 3, conflict: { theirs: 141, by: 'Li' } } },
  };

  it('marks the changed cells dirty, dropping an earlier error and keeping the others', () => {
    const next = applyEntryChanges(values, [
      { row: 's1', column: 'height', text: '151', value: 151 },
      { row: 's3', column: 'weight', text: '38', value: 38 },
    ]);
    expect(next.s1?.height).toEqual({ value: 151, status: 'dirty' });
    expect(next.s1?.weight).toBe(values.s1?.weight);
    expect(next.s3?.weight).toEqual({ value: 38, status: 'dirty' });
    expect(values.s1?.height?.value).toBe(150);
  });

  it("keeps a conflict until the person chooses, and the caller's version for its save", () => {
    const next = applyEntryChanges(values, [{ row: 's2', column: 'height', text: '', value: null }]);
    expect(next.s2?.height).toEqual({ value: null, status: 'dirty', version: 3, conflict: { theirs: 141, by: 'Li' } });
  });

  it('returns the same values for no changes', () => {
    expect(applyEntryChanges(values, [])).toBe(values);
  });
});

describe('cellsWhere', () => {
  it('lists the cells in a state by row and column key', () => {
    const values: EntryValues = {
      s1: { a: { value: 1, status: 'dirty' }, b: { value: 2 } },
      s2: { a: { value: 3, status: 'dirty' }, b: undefined },
    };
    expect(cellsWhere(values, (cell) => cell.status === 'dirty')).toEqual([
      { row: 's1', column: 'a' },
      { row: 's2', column: 'a' },
    ]);
  });
});

describe('saveOutcome', () => {
  it('counts the cells a save stored and refused, and the values others changed meanwhile', () => {
    const before: EntryValues = {
      s1: { a: { value: 1, status: 'saving' }, b: { value: 2, status: 'saving' }, c: { value: 3, status: 'saving' } },
      s2: { a: { value: 4 } },
    };
    const after: EntryValues = {
      s1: {
        a: { value: 1, status: 'saved' },
        b: { value: 2, status: 'error', error: 'refused' },
        c: { value: 3, status: 'saving', conflict: { theirs: 5 } },
      },
      s2: before.s2 ?? {},
    };
    expect(saveOutcome(before, after)).toEqual({ saved: 1, failed: 1, conflicts: 1 });
  });

  it('counts nothing when the values did not change, or a conflict was already shown', () => {
    const values: EntryValues = { s1: { a: { value: 1, conflict: { theirs: 2 } } } };
    expect(saveOutcome(values, values)).toEqual({ saved: 0, failed: 0, conflicts: 0 });
    expect(saveOutcome(values, { s1: { a: { value: 1, status: 'dirty', conflict: { theirs: 2 } } } })).toEqual({
      saved: 0,
      failed: 0,
      conflicts: 0,
    });
  });
});

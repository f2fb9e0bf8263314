import { describe, expect, it } from 'vitest';
import { withColumnMoved, withColumnShown, withColumnsReset } from './columnEdits.ts';
import {
  applyTableSettings,
  canHideColumn,
  defaultTableSettings,
  orderedColumns,
  parseTableSettings,
  rowHeaderKeyOf,
  type SettableColumn,
  type TableSettings,
} from './tableSettings.ts';

const columns: SettableColumn[] = [
  { key: 'code' },
  { key: 'name', isRowHeader: true },
  { key: 'grade' },
  { key: 'teacher', defaultHidden: true },
  { key: 'pinned', hideable: false },
];

const keys = (list: readonly SettableColumn[]) => list.map((column) => column.key);
const settings = (over: Partial<TableSettings> = {}): TableSettings => ({
  density: 'comfortable',
  hidden: [],
  order: [],
  ...over,
});

describe('the row header', () => {
  it('is the column marked so, else the first declared', () => {
    expect(rowHeaderKeyOf(columns)).toBe('name');
    expect(rowHeaderKeyOf([{ key: 'a' }, { key: 'b' }])).toBe('a');
    expect(rowHeaderKeyOf([])).toBeUndefined();
  });

  it('never hides, nor does a column declared not hideable', () => {
    expect(columns.filter((column) => canHideColumn(column, columns)).map((column) => column.key)).toEqual([
      'code',
      'grade',
      'teacher',
    ]);
    expect(keys(applyTableSettings(columns, settings({ hidden: ['name', 'pinned', 'grade'] })))).toEqual([
      'code',
      'name',
      'teacher',
      'pinned',
    ]);
  });
});

describe('applyTableSettings', () => {
  it('starts with the declared order and the default-hidden columns left out', () => {
    expect(keys(applyTableSettings(columns, defaultTableSettings(columns)))).toEqual([
      'code',
      'name',
      'grade',
      'pinned',
    ]);
  });

  it('follows the chosen order, skips unknown keys and puts columns it does not name last', () => {
    const applied = applyTableSettings(columns, settings({ order: ['grade', 'gone', 'name', 'grade'] }));
    expect(keys(applied)).toEqual(['grade', 'name', 'code', 'teacher', 'pinned']);
  });

  it('keeps the declared columns themselves, not copies', () => {
    expect(applyTableSettings(columns, settings())[1]).toBe(columns[1]);
  });
});

describe('changing the settings', () => {
  const shown = keys(columns);

  it('hides and shows a column', () => {
    const hidden = withColumnShown(settings(), 'grade', false);
    expect(hidden.hidden).toEqual(['grade']);
    expect(withColumnShown(hidden, 'grade', true).hidden).toEqual([]);
    expect(withColumnShown(hidden, 'grade', false).hidden).toEqual(['grade']);
  });

  it('moves a column one place, and not past either end', () => {
    const down = withColumnMoved(settings(), shown, 'code', 1);
    expect(down.order).toEqual(['name', 'code', 'grade', 'teacher', 'pinned']);
    const up = withColumnMoved(down, keys(orderedColumns(columns, down.order)), 'grade', -1);
    expect(up.order).toEqual(['name', 'grade', 'code', 'teacher', 'pinned']);
    expect(withColumnMoved(settings(), shown, 'code', -1)).toEqual(settings());
    expect(withColumnMoved(settings(), shown, 'pinned', 1)).toEqual(settings());
    expect(withColumnMoved(settings(), shown, 'unknown', 1)).toEqual(settings());
  });

  it('resets visibility and order but keeps the density', () => {
    const changed = settings({ density: 'compact', hidden: ['code'], order: ['grade', 'name'] });
    expect(withColumnsReset(changed, defaultTableSettings(columns))).toEqual({
      density: 'compact',
      hidden: ['teacher'],
      order: [],
    });
  });
});

describe('parseTableSettings', () => {
  const defaults = defaultTableSettings(columns);

  it('reads back what was stored', () => {
    const stored = settings({ density: 'compact', hidden: ['grade'], order: ['name', 'code'] });
    expect(parseTableSettings(JSON.stringify(stored), columns)).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is no JSON', '{"density":'],
    ['a list', '[]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('gives the defaults for %s', (_, stored) => {
    expect(parseTableSettings(stored, columns)).toEqual(defaults);
  });

  it('drops unknown and unhideable keys, repeats and what is not a string', () => {
    const stored = JSON.stringify({
      density: 'compact',
      hidden: ['gone', 'name', 'pinned', 'grade', 'grade', 7],
      order: ['x', 'grade', null, 'code'],
    });
    expect(parseTableSettings(stored, columns)).toEqual({
      density: 'compact',
      hidden: ['grade'],
      order: ['grade', 'code'],
    });
  });

  it('falls back part by part', () => {
    const stored = JSON.stringify({ density: 'tiny', hidden: 'grade', order: ['code'] });
    expect(parseTableSettings(stored, columns)).toEqual({
      density: 'comfortable',
      hidden: ['teacher'],
      order: ['code'],
    });
  });
});

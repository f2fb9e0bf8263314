import { describe, expect, it } from 'vitest';
import { withColumnMoved, withColumnPinned, withColumnShown, withColumnsReset } from './columnEdits.ts';
import {
  applyTableSettings,
  canHideColumn,
  defaultTableSettings,
  orderedColumns,
  parseTableSettings,
  pinnedKeysOf,
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

  it('puts the pinned columns first, in the order pinned, then the rest in the chosen order', () => {
    const applied = applyTableSettings(columns, settings({ pinned: ['grade', 'code'], order: ['name', 'code'] }));
    expect(keys(applied)).toEqual(['grade', 'code', 'name', 'teacher', 'pinned']);
    expect(keys(applyTableSettings(columns, settings({ pinned: ['gone', 'grade'] })))).toEqual([
      'grade',
      'code',
      'name',
      'teacher',
      'pinned',
    ]);
  });

  it('leaves a pinned column out when it is hidden too', () => {
    const pinnedAndHidden = settings({ pinned: ['grade', 'code'], hidden: ['grade'] });
    expect(keys(applyTableSettings(columns, pinnedAndHidden))).toEqual(['code', 'name', 'teacher', 'pinned']);
    expect(pinnedKeysOf(columns, pinnedAndHidden)).toEqual(['code']);
  });

  it('names the pinned columns shown, none when nothing is pinned', () => {
    expect(pinnedKeysOf(columns, settings())).toEqual([]);
    expect(pinnedKeysOf(columns, settings({ pinned: [] }))).toEqual([]);
    expect(pinnedKeysOf(columns, settings({ pinned: ['name', 'gone', 'code', 'name'] }))).toEqual(['name', 'code']);
    // The row header cannot be hidden, so pinned it shows even when listed as hidden.
    expect(pinnedKeysOf(columns, settings({ pinned: ['name'], hidden: ['name'] }))).toEqual(['name']);
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

  it('resets visibility, order and pins but keeps the density', () => {
    const changed = settings({ density: 'compact', hidden: ['code'], order: ['grade', 'name'], pinned: ['grade'] });
    const reset = withColumnsReset(changed, defaultTableSettings(columns));
    expect(reset).toEqual({ density: 'compact', hidden: ['teacher'], order: [] });
    expect(reset).not.toHaveProperty('pinned');
    expect(withColumnsReset(changed, settings({ pinned: ['code'] })).pinned).toEqual(['code']);
  });

  it('pins a column after those pinned before it, and unpins it', () => {
    const one = withColumnPinned(settings(), 'grade', true);
    expect(one.pinned).toEqual(['grade']);
    const two = withColumnPinned(one, 'code', true);
    expect(two.pinned).toEqual(['grade', 'code']);
    expect(withColumnPinned(two, 'grade', true).pinned).toEqual(['code', 'grade']);
    expect(withColumnPinned(two, 'grade', false).pinned).toEqual(['code']);
    expect(withColumnPinned(two, 'gone', false).pinned).toEqual(['grade', 'code']);
    // Pinning leaves the rest of the settings alone.
    expect(withColumnPinned(settings({ hidden: ['teacher'], order: ['name'] }), 'code', true)).toEqual(
      settings({ hidden: ['teacher'], order: ['name'], pinned: ['code'] }),
    );
  });

  it('moves pinned columns among the pinned and the others among the others', () => {
    const pinned = settings({ pinned: ['grade', 'code'], order: ['name', 'code'] });
    const inOrder = keys(applyTableSettings(columns, pinned));
    expect(inOrder).toEqual(['grade', 'code', 'name', 'teacher', 'pinned']);
    // Among the pinned: the pins change places, the order stays.
    expect(withColumnMoved(pinned, inOrder, 'code', -1)).toEqual({ ...pinned, pinned: ['code', 'grade'] });
    expect(withColumnMoved(pinned, inOrder, 'code', 1)).toBe(pinned);
    expect(withColumnMoved(pinned, inOrder, 'grade', -1)).toBe(pinned);
    // The first unpinned column does not climb among the pinned.
    expect(withColumnMoved(pinned, inOrder, 'name', -1)).toBe(pinned);
    // Moving past a pinned column's old place leaves it there, for when it is unpinned.
    const moved = withColumnMoved(pinned, inOrder, 'name', 1);
    expect(moved.order).toEqual(['teacher', 'code', 'grade', 'name', 'pinned']);
    expect(keys(applyTableSettings(columns, moved))).toEqual(['grade', 'code', 'teacher', 'name', 'pinned']);
    expect(keys(applyTableSettings(columns, withColumnPinned(moved, 'code', false)))).toEqual([
      'grade',
      'teacher',
      'code',
      'name',
      'pinned',
    ]);
  });
});

describe('parseTableSettings', () => {
  const defaults = defaultTableSettings(columns);

  it('reads back what was stored', () => {
    const stored = settings({ density: 'compact', hidden: ['grade'], order: ['name', 'code'], pinned: ['code'] });
    expect(parseTableSettings(JSON.stringify(stored), columns)).toEqual(stored);
  });

  it('reads settings stored before pinning as they were, with nothing pinned', () => {
    const stored = settings({ density: 'compact', hidden: ['grade'], order: ['name', 'code'] });
    const parsed = parseTableSettings(JSON.stringify(stored), columns);
    expect(parsed).toEqual(stored);
    expect(parsed).not.toHaveProperty('pinned');
    expect(pinnedKeysOf(columns, parsed)).toEqual([]);
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
      pinned: ['gone', 'name', 3, 'name', 'code'],
    });
    expect(parseTableSettings(stored, columns)).toEqual({
      density: 'compact',
      hidden: ['grade'],
      order: ['grade', 'code'],
      pinned: ['name', 'code'],
    });
  });

  it('falls back part by part', () => {
    const stored = JSON.stringify({ density: 'tiny', hidden: 'grade', order: ['code'], pinned: 'code' });
    const parsed = parseTableSettings(stored, columns);
    expect(parsed).toEqual({
      density: 'comfortable',
      hidden: ['teacher'],
      order: ['code'],
    });
    expect(parsed).not.toHaveProperty('pinned');
  });
});

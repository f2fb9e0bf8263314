import { describe, expect, it } from 'vitest';
import { inTreeOrder, parentOptions, TOP_LEVEL } from './tree.ts';

const units = [
  { id: 'a', parentId: '', name: '体育科' },
  { id: 'b', parentId: '', name: '教研室' },
  { id: 'a1', parentId: 'a', name: '篮球组' },
  { id: 'a1x', parentId: 'a1', name: '青训' },
  { id: 'lost', parentId: 'gone', name: '孤儿' },
];

describe('department and college trees', () => {
  it('lists units in tree order with their depth, a unit with a missing parent at the top', () => {
    expect(inTreeOrder(units).map(({ unit, depth }) => `${unit.id}:${depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a1x:2',
      'b:0',
      'lost:0',
    ]);
  });

  it('offers as parents neither the unit nor its branch, and keeps the depth', () => {
    const ids = (options: { id: string }[]) => options.map((option) => option.id);
    expect(ids(parentOptions(units, 'a1', 10, '顶级'))).toEqual([TOP_LEVEL, 'a', 'b', 'lost']);
    // Two levels (colleges): only top-level units take a new sub-unit; a unit with children stays on top.
    expect(ids(parentOptions(units, undefined, 2, '顶级'))).toEqual([TOP_LEVEL, 'a', 'b', 'lost']);
    expect(ids(parentOptions(units, 'a', 2, '顶级'))).toEqual([TOP_LEVEL]);
    expect(parentOptions(units, undefined, 10, '顶级')[2]?.label).toBe('\u3000篮球组');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  applySelectionChange,
  checkAll,
  computeCheckStates,
  descendantsOf,
  indeterminateKeys,
  indexTree,
  normalizeChecked,
  type SelectionNode,
  setChecked,
} from './treeSelection.ts';

// 学生管理 (menu) with three buttons, 赛事 (menu) with a sub-menu, and a disabled 系统 menu.
const tree: SelectionNode[] = [
  {
    id: 'students',
    children: [{ id: 'students:add' }, { id: 'students:edit' }, { id: 'students:delete' }],
  },
  {
    id: 'meets',
    children: [
      { id: 'meets:list', children: [{ id: 'meets:list:add' }, { id: 'meets:list:export' }] },
      { id: 'meets:rank' },
    ],
  },
  { id: 'system', isDisabled: true, children: [{ id: 'system:log' }] },
  { id: 'org', children: [{ id: 'org:view' }, { id: 'org:secret', isDisabled: true }] },
];
const index = indexTree(tree);
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('indexTree', () => {
  it('lists ids in pre-order with their links', () => {
    expect(index.order.slice(0, 5)).toEqual(['students', 'students:add', 'students:edit', 'students:delete', 'meets']);
    expect(index.parentOf.get('meets:list:add')).toBe('meets:list');
    expect(index.parentOf.has('students')).toBe(false);
    expect(index.childrenOf.get('meets')).toEqual(['meets:list', 'meets:rank']);
  });

  it('locks disabled nodes and everything under them', () => {
    expect(sorted(index.locked)).toEqual(['org:secret', 'system', 'system:log']);
  });

  it('walks descendants and ancestors', () => {
    expect(sorted(descendantsOf(index, 'meets'))).toEqual([
      'meets:list',
      'meets:list:add',
      'meets:list:export',
      'meets:rank',
    ]);
    expect(ancestorsOf(index, 'meets:list:export')).toEqual(['meets:list', 'meets']);
    expect(descendantsOf(index, 'unknown')).toEqual([]);
  });

  it('handles a deep chain without recursion', () => {
    let node: SelectionNode = { id: 'n5000' };
    for (let i = 4999; i >= 0; i--) node = { id: `n${i}`, children: [node] };
    const deep = indexTree([node]);
    expect(deep.order).toHaveLength(5001);
    const checked = setChecked(deep, new Set(), 'n5000', true);
    expect(checked.size).toBe(5001);
  });
});

describe('setChecked', () => {
  it('checking a parent checks all its descendants', () => {
    const checked = setChecked(index, new Set(), 'meets', true);
    expect(sorted(checked)).toEqual(['meets', 'meets:list', 'meets:list:add', 'meets:list:export', 'meets:rank']);
  });

  it('unchecking a parent unchecks all its descendants', () => {
    const all = setChecked(index, new Set(), 'meets', true);
    expect(sorted(setChecked(index, all, 'meets', false))).toEqual([]);
  });

  it('checking the last unchecked child checks the parents up the chain', () => {
    let checked = setChecked(index, new Set(), 'meets:list:add', true);
    expect(checked.has('meets:list')).toBe(false);
    checked = setChecked(index, checked, 'meets:list:export', true);
    expect(checked.has('meets:list')).toBe(true);
    expect(checked.has('meets')).toBe(false);
    checked = setChecked(index, checked, 'meets:rank', true);
    expect(checked.has('meets')).toBe(true);
  });

  it('unchecking one child unchecks its ancestors but keeps its siblings', () => {
    const all = setChecked(index, new Set(), 'students', true);
    const checked = setChecked(index, all, 'students:edit', false);
    expect(sorted(checked)).toEqual(['students:add', 'students:delete']);
  });

  it('leaves locked nodes alone and ignores unknown ids', () => {
    expect(sorted(setChecked(index, new Set(), 'system', true))).toEqual([]);
    expect(sorted(setChecked(index, new Set(), 'system:log', true))).toEqual([]);
    expect(sorted(setChecked(index, new Set(['students:add']), 'nope', true))).toEqual(['students:add']);
  });

  it('cascades past a disabled child and judges the parent by its changeable children', () => {
    const checked = setChecked(index, new Set(), 'org', true);
    expect(sorted(checked)).toEqual(['org', 'org:view']);
    expect(setChecked(index, new Set(), 'org:view', true).has('org')).toBe(true);
  });

  it('does not change the set it is given', () => {
    const given = new Set(['students:add']);
    setChecked(index, given, 'students', true);
    expect(sorted(given)).toEqual(['students:add']);
  });
});

describe('computeCheckStates', () => {
  it('shows a parent with some checked descendants as indeterminate, up the chain', () => {
    const states = computeCheckStates(index, setChecked(index, new Set(), 'meets:list:add', true));
    expect(states.get('meets:list:add')).toBe('checked');
    expect(states.get('meets:list:export')).toBe('unchecked');
    expect(states.get('meets:list')).toBe('indeterminate');
    expect(states.get('meets')).toBe('indeterminate');
    expect(states.get('students')).toBe('unchecked');
    expect(sorted(indeterminateKeys(states))).toEqual(['meets', 'meets:list']);
  });

  it('shows a fully checked parent as checked', () => {
    const states = computeCheckStates(index, setChecked(index, new Set(), 'students', true));
    expect(states.get('students')).toBe('checked');
    expect(indeterminateKeys(states).size).toBe(0);
  });

  it('shows a locked checked child under an unchecked parent as indeterminate', () => {
    const states = computeCheckStates(index, normalizeChecked(index, ['system:log']));
    expect(states.get('system')).toBe('indeterminate');
  });
});

describe('normalizeChecked', () => {
  it('expands a checked parent to its descendants and settles parents', () => {
    expect(sorted(normalizeChecked(index, ['students']))).toEqual([
      'students',
      'students:add',
      'students:delete',
      'students:edit',
    ]);
    expect(sorted(normalizeChecked(index, ['meets:list:add', 'meets:list:export', 'meets:rank']))).toContain('meets');
  });

  it('drops a parent whose children are not all checked, and unknown ids', () => {
    expect(sorted(normalizeChecked(index, ['meets:rank', 'ghost']))).toEqual(['meets:rank']);
  });

  it('keeps the given state of locked nodes', () => {
    expect(sorted(normalizeChecked(index, ['system']))).toEqual(['system']);
  });
});

describe('applySelectionChange', () => {
  it('turns an added id into a checked subtree', () => {
    const next = applySelectionChange(index, new Set(), new Set(['students']));
    expect(next.has('students:delete')).toBe(true);
  });

  it('turns a removed parent into an unchecked subtree even when its children stay listed', () => {
    const all = setChecked(index, new Set(), 'students', true);
    const flat = new Set(all);
    flat.delete('students');
    expect(sorted(applySelectionChange(index, all, flat))).toEqual([]);
  });

  it('checks an indeterminate parent fully when it is toggled', () => {
    const some = setChecked(index, new Set(), 'students:add', true);
    const next = applySelectionChange(index, some, new Set([...some, 'students']));
    expect(computeCheckStates(index, next).get('students')).toBe('checked');
  });

  it('checks every changeable node on select-all', () => {
    const next = applySelectionChange(index, new Set(), 'all');
    expect(next.has('meets:list:export')).toBe(true);
    expect(next.has('org')).toBe(true);
    expect(next.has('system')).toBe(false);
    expect(sorted(checkAll(index, new Set()))).toEqual(sorted(next));
  });
});

import { describe, expect, it } from 'vitest';
import { reachedThroughParents } from './provision.ts';

describe('new catalogue entries reach a built-in role through their parents', () => {
  it('gives an entry whose parent the role holds, or which stands at the top', () => {
    const fresh = [
      { id: 'k12:org/grade:promote', pid: 'k12:org/grade' },
      { id: 'k12:org/class:export', pid: 'k12:org/class' },
      { id: 'k12:news', pid: '' },
    ];
    expect(reachedThroughParents(fresh, new Set(['k12:org/grade']))).toEqual(['k12:org/grade:promote', 'k12:news']);
  });

  it('reaches a new group’s new menus and buttons, whatever order they are listed in', () => {
    const fresh = [
      { id: 'k12:live/share:add', pid: 'k12:live/share' },
      { id: 'k12:live/share', pid: 'k12:live' },
      { id: 'k12:live', pid: 'k12:meets' },
    ];
    expect(reachedThroughParents(fresh, new Set(['k12:meets']))).toEqual([
      'k12:live/share:add',
      'k12:live/share',
      'k12:live',
    ]);
    expect(reachedThroughParents(fresh, new Set())).toEqual([]);
  });
});

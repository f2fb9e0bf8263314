import { describe, expect, it } from 'vitest';
import { nextSort, readListState, writeListState } from './listState.ts';

const empty = { name: '', status: '' };

describe('a list kept in the address', () => {
  it('opens on the first page of 10 with empty filters when the address holds nothing', () => {
    expect(readListState(new URLSearchParams(), empty)).toEqual({
      filters: { name: '', status: '' },
      page: { pageNum: 1, pageSize: 10 },
    });
  });

  it('comes back with the filters, page and size it was left with', () => {
    const search = writeListState(new URLSearchParams(), empty, {
      filters: { name: '一年级', status: '' },
      page: { pageNum: 3, pageSize: 20 },
    });
    expect(search.toString()).toBe(`name=${encodeURIComponent('一年级')}&page=3&size=20`);
    expect(readListState(search, empty)).toEqual({
      filters: { name: '一年级', status: '' },
      page: { pageNum: 3, pageSize: 20 },
    });
  });

  it('leaves out what is the default, and keeps keys that are not the list’s', () => {
    const search = writeListState(new URLSearchParams('name=old&page=4&tab=members'), empty, {
      filters: { name: '', status: '1' },
      page: { pageNum: 1, pageSize: 10 },
    });
    expect(search.toString()).toBe('tab=members&status=1');
  });

  it('ignores a hand-typed page, a size no pager offers and filters the list does not have', () => {
    const state = readListState(new URLSearchParams('page=-3&size=1000000&orgId=42'), empty);
    expect(state.page).toEqual({ pageNum: 1, pageSize: 10 });
    expect(state.filters).toEqual(empty);
    expect(readListState(new URLSearchParams('page=2.5&size=50'), empty).page).toEqual({ pageNum: 1, pageSize: 50 });
  });
});

describe('a sorted list kept in the address', () => {
  const sorts = ['name', 'studentNumber'];

  it('comes back sorted by the column and direction it was left with', () => {
    const search = writeListState(new URLSearchParams(), empty, {
      filters: empty,
      page: { pageNum: 2, pageSize: 10 },
      sort: { by: 'studentNumber', order: 'desc' },
    });
    expect(search.toString()).toBe('page=2&sort=studentNumber&order=desc');
    expect(readListState(search, empty, sorts).sort).toEqual({ by: 'studentNumber', order: 'desc' });
  });

  it('writes no direction for an upward sort, and nothing once the sort is gone', () => {
    const up = writeListState(new URLSearchParams('sort=name&order=desc'), empty, {
      filters: empty,
      page: { pageNum: 1, pageSize: 10 },
      sort: { by: 'name', order: 'asc' },
    });
    expect(up.toString()).toBe('sort=name');
    expect(readListState(up, empty, sorts).sort).toEqual({ by: 'name', order: 'asc' });
    const none = writeListState(up, empty, { filters: empty, page: { pageNum: 1, pageSize: 10 } });
    expect(none.toString()).toBe('');
  });

  it('ignores a column that does not sort, as the gateway would refuse it', () => {
    expect(readListState(new URLSearchParams('sort=idCard&order=desc'), empty, sorts).sort).toBeUndefined();
    expect(readListState(new URLSearchParams('sort=name'), empty).sort).toBeUndefined();
  });
});

describe('pressing a sortable header', () => {
  it('sorts another column up, turns the sorted one down, then gives back the list’s own order', () => {
    const up = nextSort(undefined, 'name');
    expect(up).toEqual({ by: 'name', order: 'asc' });
    const down = nextSort(up, 'name');
    expect(down).toEqual({ by: 'name', order: 'desc' });
    expect(nextSort(down, 'name')).toBeUndefined();
    expect(nextSort(down, 'studentNumber')).toEqual({ by: 'studentNumber', order: 'asc' });
  });
});

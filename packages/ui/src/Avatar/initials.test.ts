import { describe, expect, it } from 'vitest';
import { colourIndexOf, initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['张三', '张三'],
    ['李', '李'],
    ['王小明', '小明'],
    ['欧阳娜娜', '娜娜'],
    ['陳美玲', '美玲'],
    [' 赵 四 ', '赵四'],
    ['迪丽热巴·迪力木拉提', '拉提'],
    ['山田太郎', '太郎'],
    ['김민준', '민준'],
    ['Li Lei', 'LL'],
    ['john ronald reuel tolkien', 'JT'],
    ['madonna', 'M'],
    ['Zoë Ávila', 'ZÁ'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('accepts a missing name', () => {
    expect(initialsOf(undefined)).toBe('');
    expect(initialsOf(null)).toBe('');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initialsOf('𠮷野家')).toBe('野家');
    expect(initialsOf('𠮷')).toBe('𠮷');
  });
});

describe('colourIndexOf', () => {
  it('gives the same index for the same name, within range', () => {
    expect(colourIndexOf('王小明', 6)).toBe(colourIndexOf('王小明', 6));
    for (const name of ['a', '张三', 'Li Lei', '']) {
      const index = colourIndexOf(name, 6);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(6);
    }
  });

  it('survives a count of zero', () => {
    expect(colourIndexOf('x', 0)).toBe(0);
  });
});

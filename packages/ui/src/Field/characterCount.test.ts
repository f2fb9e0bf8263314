import { describe, expect, it } from 'vitest';
import { characterCountText } from './characterCount.ts';

describe('characterCountText', () => {
  it('shows the count against the limit', () => {
    expect(characterCountText('张三', 20)).toBe('2 / 20');
    expect(characterCountText('', 6)).toBe('0 / 6');
  });

  it('shows the count alone without a usable limit', () => {
    expect(characterCountText('abc')).toBe('3');
    expect(characterCountText('abc', Number.POSITIVE_INFINITY)).toBe('3');
    expect(characterCountText('abc', -1)).toBe('3');
  });

  it('counts as the browser maxLength does (UTF-16 code units)', () => {
    expect(characterCountText('😀', 2)).toBe('2 / 2');
  });
});

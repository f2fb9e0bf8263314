import { describe, expect, it } from 'vitest';
import { kitLocaleOf } from './locales.ts';
import { defineStrings, formatString } from './strings.ts';

describe('kit strings', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-US'],
    ['fr-FR', 'en-US'],
  ] as const)('maps %s to %s', (tag, locale) => {
    expect(kitLocaleOf(tag)).toBe(locale);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatString('共 {total} 条', { total: 42 })).toBe('共 42 条');
    expect(formatString('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('says "1 file" but "2 files", by the plural rules of the language', () => {
    const limit = 'at most {count, plural, one {# file} other {# files}}';
    expect(formatString(limit, { count: 1 })).toBe('at most 1 file');
    expect(formatString(limit, { count: 2 })).toBe('at most 2 files');
    expect(formatString(limit, { count: 0 })).toBe('at most 0 files');
    // Another placeholder beside it is filled too; a plural without a number stays visible.
    expect(formatString('“{name}”: {max, plural, one {# file} other {# files}}', { name: 'a.png', max: 1 })).toBe(
      '“a.png”: 1 file',
    );
    expect(formatString('{n, plural, one {# row} other {# rows}}', { n: 'x' })).toBe(
      '{n, plural, one {# row} other {# rows}}',
    );
  });

  it('keeps the table it is given, per locale', () => {
    const table = defineStrings({
      'en-US': { next: 'Next page' },
      'zh-CN': { next: '下一页' },
      'zh-TW': { next: '下一頁' },
    });
    expect(table['zh-TW'].next).toBe('下一頁');
  });
});

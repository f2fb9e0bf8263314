import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deviceNameSchema, venueNameSchema } from './devices.ts';
import { isDomainMessageId } from './messages/index.ts';
import { departmentNameSchema } from './structure.ts';
import { isHttpUrl, isNotBlank, isPlainLine, TEXT_MAX, text, urlText } from './text.ts';
import { personNameSchema, roleNameSchema } from './validation.ts';

const messages = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('text', () => {
  const name = text({ max: 5, required: 'validation.personName.required' });
  const remark = text({ max: 20, multiline: true });

  it('keeps a plain text, trimmed', () => {
    expect(name.parse('  张三 ')).toBe('张三');
    expect(remark.parse('第一行\n\t第二行\r\n')).toBe('第一行\n\t第二行');
    expect(remark.parse('')).toBe('');
    expect(text({ max: 10, raw: true }).parse(' a ')).toBe(' a ');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a line feed in one line', 'a\nb'],
    ['a tab in one line', 'a\tb'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['escape', '\u001B[31m'],
  ])('refuses %s', (_, value) => {
    expect(messages(name, value)).toContain('validation.text.control');
  });

  it('refuses control characters but tab and line breaks in a multi-line text', () => {
    expect(messages(remark, 'a\u0000b')).toEqual(['validation.text.control']);
    expect(messages(remark, 'a\u000Bb')).toEqual(['validation.text.control']);
  });

  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses the bidi control %j',
    (bidi) => {
      expect(messages(name, `ab${bidi}c`)).toEqual(['validation.text.control']);
      expect(messages(remark, `ab${bidi}c`)).toEqual(['validation.text.control']);
    },
  );

  it.each(['', '   ', '\u200B', '\u200C\u200D', '\uFEFF', ' \u200B\t'])('says "required" for the blank %j', (value) => {
    expect(messages(name, value)).toEqual(['validation.personName.required']);
  });

  it('says its length message beyond the maximum', () => {
    expect(messages(name, '张'.repeat(6))).toEqual(['validation.text.length']);
    expect(messages(text({ max: 2, lengthId: 'validation.keyword.length' }), 'abc')).toEqual([
      'validation.keyword.length',
    ]);
    expect(messages(name, 'x'.repeat(1 << 20))).toEqual(['validation.text.length']);
  });

  it('refuses what is not a string with its required message', () => {
    expect(messages(name, 7)).toEqual(['validation.personName.required']);
    expect(messages(name, ['a'])).toEqual(['validation.personName.required']);
    expect(messages(remark, { a: 1 }).length).toBe(1);
  });

  it('runs further checks after its own', () => {
    const digits = text({ max: 4 }, z.regex(/^\d*$/, 'validation.invalid'));
    expect(messages(digits, '12a')).toEqual(['validation.invalid']);
    expect(digits.parse('12')).toBe('12');
  });

  it('uses message ids of the catalogue', () => {
    for (const id of [
      'validation.text.control',
      'validation.text.control',
      'validation.text.length',
      'validation.text.url',
    ]) {
      expect(isDomainMessageId(id), id).toBe(true);
    }
  });
});

describe('urlText', () => {
  const url = urlText();

  it.each(['', 'http://a.example/x.png', 'HTTPS://cdn.example.com/a?b=1', '/api/uc/oss/file/abc'])(
    'accepts %j',
    (value) => {
      expect(url.parse(value)).toBe(value);
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://a.example/x',
    '//evil.example/x',
    'http://',
    'https:// a',
    'api/relative',
  ])('refuses %j', (value) => {
    expect(messages(url, value)).toEqual(['validation.text.url']);
  });

  it('refuses local paths when they are not allowed, and long or unclean addresses', () => {
    expect(messages(urlText('validation.imageUrl.format', false), '/api/uc/oss/file/a')).toEqual([
      'validation.imageUrl.format',
    ]);
    expect(messages(url, `http://a.example/${'x'.repeat(TEXT_MAX.url)}`)).toContain('validation.text.url');
    expect(messages(url, 'http://a.example/\u0000')).toContain('validation.text.control');
  });
});

describe('the predicates', () => {
  it('say what a text holds', () => {
    expect(isPlainLine('a b')).toBe(true);
    expect(isPlainLine('a\u2066b')).toBe(false);
    expect(isNotBlank('\u200Ba')).toBe(true);
    expect(isHttpUrl('http://[::1]:8080/')).toBe(true);
    expect(isHttpUrl('http://exa mple.com')).toBe(false);
  });
});

describe('the domain schemas', () => {
  it('refuse hostile text in a name', () => {
    expect(messages(personNameSchema, '张\u0000三')).toEqual(['validation.text.control']);
    expect(messages(personNameSchema, '\u200B')).toEqual(['validation.personName.required']);
    expect(messages(personNameSchema, '张\u202E三')).toEqual(['validation.text.control']);
  });

  it('bound a role name', () => {
    expect(messages(roleNameSchema, '角'.repeat(21))).toEqual(['validation.text.length']);
    expect(roleNameSchema.parse('体育老师Admin1')).toBe('体育老师Admin1');
  });
});

describe('notBlank', () => {
  it('refuses white space and zero-width characters alone in a required name', () => {
    expect(messages(departmentNameSchema, '\u200B\uFEFF')).toEqual(['validation.departmentName.required']);
    expect(messages(deviceNameSchema, ' \u200D ')).toEqual(['validation.deviceName.required']);
    expect(messages(venueNameSchema, '\u200C')).toEqual(['validation.venueName.required']);
    expect(departmentNameSchema.parse(' 体育组\u200B ')).toBe('体育组\u200B');
  });
});

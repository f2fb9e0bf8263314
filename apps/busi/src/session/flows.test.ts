import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noblePasswordDigest, parseQueryToken, passwordDigest } from './flows.ts';

describe('sign-in helpers', () => {
  it.each(['Sport@2026', '体育2026', '', 'a'.repeat(200)])(
    'digests %j as the gateway expects: SHA-256 hex of the UTF-8 text',
    async (password) => {
      const expected = createHash('sha256').update(password, 'utf8').digest('hex');
      expect(await passwordDigest(password)).toBe(expected);
      // The same digest where the page has no crypto.subtle (plain HTTP).
      expect(await noblePasswordDigest(new TextEncoder().encode(password))).toBe(expected);
    },
  );

  it('reads a query-string token written "type value", refusing anything else', () => {
    expect(parseQueryToken('Bearer abcdefghijklmnopqrstuvwxyz')).toEqual({
      tokenType: 'Bearer',
      accessToken: 'abcdefghijklmnopqrstuvwxyz',
    });
    expect(parseQueryToken('abcdefghijklmnopqrstuvwxyz')).toBeUndefined();
    expect(parseQueryToken('Bearer <script>alert(1)</script>')).toBeUndefined();
    expect(parseQueryToken(null)).toBeUndefined();
  });
});

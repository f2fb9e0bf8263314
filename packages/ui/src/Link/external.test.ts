import { describe, expect, it } from 'vitest';
import { isExternalHref } from './external.ts';

describe('isExternalHref', () => {
  it('treats absolute http(s) addresses as external', () => {
    expect(isExternalHref('https://example.org/guide')).toBe(true);
    expect(isExternalHref('HTTP://example.org')).toBe(true);
    expect(isExternalHref('//cdn.example.org/a.xlsx')).toBe(true);
  });

  it('keeps relative paths, anchors and non-web schemes in the app', () => {
    expect(isExternalHref('/admin/roles')).toBe(false);
    expect(isExternalHref('roles/1')).toBe(false);
    expect(isExternalHref('#top')).toBe(false);
    expect(isExternalHref('mailto:office@example.org')).toBe(false);
    expect(isExternalHref('tel:123')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
    expect(isExternalHref('')).toBe(false);
  });

  it('compares with the current origin when given', () => {
    expect(isExternalHref('https://app.example.org/k12/students', 'https://app.example.org')).toBe(false);
    expect(isExternalHref('https://help.example.org/', 'https://app.example.org')).toBe(true);
    expect(isExternalHref('//app.example.org/x', 'https://app.example.org')).toBe(false);
  });

  it('refuses malformed addresses', () => {
    expect(isExternalHref('https://')).toBe(false);
  });
});

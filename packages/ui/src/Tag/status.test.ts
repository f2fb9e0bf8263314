import { describe, expect, it } from 'vitest';
import { isStatusKey, statusKeys, statusVariant, tagVariants } from './status.ts';
import { tagStrings } from './Tag.strings.ts';

describe('statuses', () => {
  it('gives every status a colour', () => {
    for (const key of statusKeys) expect(tagVariants).toContain(statusVariant[key]);
  });

  it('labels every status in every locale, all different within a locale', () => {
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const labels = statusKeys.map((key) => tagStrings[locale][key]);
      for (const label of labels) expect(label).toMatch(/\S/);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('recognises status keys and nothing else', () => {
    expect(isStatusKey('inProgress')).toBe(true);
    expect(isStatusKey('endedEarly')).toBe(true);
    expect(isStatusKey('earlyEnd')).toBe(false);
    expect(isStatusKey('in_progress')).toBe(false);
    expect(isStatusKey(1)).toBe(false);
    expect(isStatusKey(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { appCatalogue, appLocales, messagesFor } from './messages.ts';

describe('app messages', () => {
  it.each(appLocales)('has a non-empty text for every id in %s', (locale) => {
    const table = messagesFor(locale);
    const missing = Object.keys(appCatalogue).filter((id) => !table[id as keyof typeof table]?.trim());
    expect(missing).toEqual([]);
  });

  it('gives every id an English description for translators', () => {
    const undescribed = Object.entries(appCatalogue)
      .filter(([, entry]) => entry.description.trim().length < 10)
      .map(([id]) => id);
    expect(undescribed).toEqual([]);
  });

  it('translates rather than copies: Chinese texts differ from English ones', () => {
    const untranslated = Object.entries(appCatalogue)
      .filter(([, entry]) => entry['zh-CN'] === entry['en-US'])
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});

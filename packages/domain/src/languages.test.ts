import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LANGUAGE_BY_LANGUAGE,
  acceptLanguageOf,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOfAcceptLanguage,
} from './languages.ts';

describe('languages', () => {
  it('maps each language to its accept-language value and back', () => {
    expect(LANGUAGES).toEqual(['zh_cn', 'zh_tw', 'en_us']);
    for (const language of LANGUAGES) {
      expect(languageOfAcceptLanguage(acceptLanguageOf(language))).toBe(language);
      expect(LANGUAGE_NAMES[language]).not.toBe('');
    }
    expect(ACCEPT_LANGUAGE_BY_LANGUAGE.zh_tw).toBe('zh-TW');
  });

  it('reads real accept-language headers', () => {
    expect(languageOfAcceptLanguage('zh-HK,zh;q=0.9')).toBe('zh_tw');
    expect(languageOfAcceptLanguage('zh-Hant-TW')).toBe('zh_tw');
    expect(languageOfAcceptLanguage('zh-Hans-CN')).toBe('zh_cn');
    expect(languageOfAcceptLanguage('zh')).toBe('zh_cn');
    expect(languageOfAcceptLanguage('en-GB,en;q=0.8')).toBe('en_us');
    expect(languageOfAcceptLanguage('fr-FR,en;q=0.5,zh-TW;q=0.7')).toBe('zh_tw');
    expect(languageOfAcceptLanguage('en;q=0, zh-CN;q=0.1')).toBe('zh_cn');
    // A malformed weight is ignored, as if none were given.
    expect(languageOfAcceptLanguage('en;q=abc')).toBe('en_us');
    expect(languageOfAcceptLanguage('en;q=1..2')).toBe(DEFAULT_LANGUAGE);
  });

  it('falls back to simplified Chinese', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('zh_cn');
    expect(languageOfAcceptLanguage('')).toBe('zh_cn');
    expect(languageOfAcceptLanguage('de-DE')).toBe('zh_cn');
  });

  it('recognises languages', () => {
    expect(isLanguage('zh_tw')).toBe(true);
    expect(isLanguage('zh-TW')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});

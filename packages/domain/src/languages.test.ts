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

  // A malformed weight is ignored, as if none were given (`q=1..2` then finds no language: the fallback).
  it.each([
    ['zh_tw', ['zh-HK,zh;q=0.9', 'zh-Hant-TW', 'fr-FR,en;q=0.5,zh-TW;q=0.7']],
    ['zh_cn', ['zh-Hans-CN', 'zh', 'en;q=0, zh-CN;q=0.1']],
    ['en_us', ['en-GB,en;q=0.8', 'en;q=abc']],
  ])('reads real accept-language headers as %s', (language, headers) => {
    for (const header of headers) expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it.each([undefined, '', 'de-DE', 'en;q=1..2'])('falls back to simplified Chinese for %j', (header) => {
    expect(languageOfAcceptLanguage(header)).toBe('zh_cn');
    expect(DEFAULT_LANGUAGE).toBe('zh_cn');
  });

  it('recognises languages', () => {
    expect(isLanguage('zh_tw')).toBe(true);
    expect(isLanguage('zh-TW')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
